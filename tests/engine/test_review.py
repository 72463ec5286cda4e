"""The review judges each placement from its player's view only, with the expert as its
yardstick: the same file gives the same review, the expert's own choice is 'best', and
what a game does later never changes how an earlier placement is judged."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dq_desktop.engine import Game
from dq_desktop.engine.analysis.review import (
    PlayerReview,
    Verdict,
    review_game,
    review_placement,
    review_tasks,
    verdict_of,
)
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots.expert import expert_choice
from dq_desktop.engine.bots.greedy import GreedyBot
from dq_desktop.engine.deal import Deal
from dq_desktop.formats.tileset_file import builtin_tileset

CHEAP = {"budget": 1500, "futures": 6}
"""A small review: these tests check what it judges from, not how well."""


def greedy_game(deal: Deal | None = None, seed: int = 7) -> Game:
    classic = builtin_tileset("classic")
    game = (Game.new(classic, seed, ["Ana"]) if deal is None
            else Game.from_deal(classic, deal, ["Ana"]))
    return play_out(game, [GreedyBot(random.Random(1))])


@pytest.fixture(scope="module")
def game() -> Game:
    return greedy_game()


@pytest.fixture(scope="module")
def review(game: Game) -> tuple[PlayerReview, ...]:
    return review_game(game, jobs=1, **CHEAP)


def test_every_placement_is_reviewed_once(game: Game, review: tuple[PlayerReview, ...]) -> None:
    assert [p.step for p in review[0].placements] == list(range(22))
    assert [p.played for p in review[0].placements] == [
        next(t.played for t in review_tasks(game) if t.view.step == step) for step in range(22)
    ]


def test_the_same_game_gives_the_same_review(game: Game, review: tuple[PlayerReview, ...]) -> None:
    assert review_game(game, jobs=1, **CHEAP) == review


def test_two_processes_give_the_review_of_one(game: Game, review: tuple[PlayerReview, ...]) -> None:
    assert review_game(game, jobs=2, **CHEAP) == review


def test_a_loss_is_never_negative_and_matches_its_verdict(review: tuple[PlayerReview, ...]) -> None:
    for placement in review[0].placements:
        assert placement.loss >= 0
        assert placement.verdict is verdict_of(placement.loss)
        assert len(placement.alternatives) <= 3
        assert placement.played not in [a.move for a in placement.alternatives]


def test_the_experts_own_choice_is_best(game: Game) -> None:
    for task in review_tasks(game)[:4]:
        choice = expert_choice(task.view, CHEAP["budget"])
        judged = review_placement(task.view, choice, task.seed, **CHEAP)
        assert judged.best == choice
        assert judged.loss == 0 and judged.verdict is Verdict.BEST


def test_the_future_of_a_game_does_not_change_the_judgement_of_its_past(game: Game) -> None:
    """Swap two fields of round 3 and a tile between the hands of rounds 2 and 3: the
    first round's placements are judged exactly as before."""
    deal = game.deal
    positions = list(deal.positions)
    positions[17], positions[20] = positions[20], positions[17]
    player = deal.players[0]
    second, third = list(player.hands[1]), list(player.hands[2])
    second[0], third[0] = third[0], second[0]
    other = replace(deal, positions=tuple(positions), players=(
        replace(player, hands=(player.hands[0], tuple(second), tuple(third))),))
    changed = greedy_game(other)
    assert changed.players[0].placements[:9] == game.players[0].placements[:9]
    assert changed.players[0].placements != game.players[0].placements
    before = review_game(game, jobs=1, **CHEAP)[0].placements[:9]
    after = review_game(changed, jobs=1, **CHEAP)[0].placements[:9]
    assert after == before


def test_an_unfinished_game_is_reviewed_as_far_as_it_goes() -> None:
    classic = builtin_tileset("classic")
    game = Game.new(classic, 7, ["Ana"])
    bot = GreedyBot(random.Random(1))
    from dq_desktop.engine.view import view_of

    for _ in range(5):
        game.place(0, bot.choose(view_of(game, 0)))
    assert len(review_game(game, jobs=1, **CHEAP)[0].placements) == 5


def test_an_illegal_placement_cannot_be_judged(game: Game) -> None:
    task = review_tasks(game)[0]
    other = next(t.played for t in review_tasks(game)[1:] if t.played not in task.view.legal_moves)
    with pytest.raises(ValueError, match="not a legal placement"):
        review_placement(task.view, other, task.seed, **CHEAP)
