"""The review judges each placement from its player's view only: every candidate on the
same futures, the best found is 'best', the same file gives the same review, and what a
game does later never changes how an earlier placement is judged."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any

import pytest

from dq_desktop.engine import Game
from dq_desktop.engine.analysis import review as review_module
from dq_desktop.engine.analysis.review import (
    BRILLIANT_FLOOR,
    NOISE,
    PlayerReview,
    Verdict,
    review_game,
    review_placement,
    review_tasks,
    seats_to_review,
    verdict_of,
)
from dq_desktop.engine.analysis.review_summary import summarize
from dq_desktop.engine.analysis.yardstick import expert_choice
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots.greedy import GreedyBot
from dq_desktop.engine.deal import Deal
from dq_desktop.engine.game import Move
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
    """Each of the game's 22 placements, in order, as the game recorded it."""
    assert [p.step for p in review[0].placements] == list(range(22))
    made = game.players[0].placements
    assert [(p.field, p.played) for p in review[0].placements] == [
        (placement.field, Move(placement.tile, placement.rotated)) for placement in made]


@pytest.mark.parametrize(
    ("loss", "verdict"),
    [(0.0, Verdict.BEST), (0.49, Verdict.BEST), (0.5, Verdict.GOOD), (1.49, Verdict.GOOD),
     (1.5, Verdict.INACCURACY), (2.99, Verdict.INACCURACY), (3.0, Verdict.MISTAKE),
     (5.99, Verdict.MISTAKE), (6.0, Verdict.BLUNDER), (25.0, Verdict.BLUNDER)],
)
def test_a_loss_falls_in_its_band(loss: float, verdict: Verdict) -> None:
    """Rule: under half a point best, under 1.5 good, under 3 an inaccuracy, under 6 a
    mistake, 6 points or more a blunder."""
    assert verdict_of(loss) is verdict


def test_the_same_game_gives_the_same_review(game: Game, review: tuple[PlayerReview, ...]) -> None:
    assert review_game(game, jobs=1, **CHEAP) == review


def test_two_processes_give_the_review_of_one(game: Game, review: tuple[PlayerReview, ...]) -> None:
    assert review_game(game, jobs=2, **CHEAP) == review


def test_best_is_the_best_found_and_the_figures_add_up(review: tuple[PlayerReview, ...]) -> None:
    """Rule: best has the highest expected total of all candidates played out; the loss is
    the difference of the shown (rounded) figures, never negative."""
    for p in review[0].placements:
        candidates = [p.expected_played, p.expected_expert, *(a.expected for a in p.alternatives)]
        assert p.expected_best == max(candidates)
        assert p.loss >= 0
        assert round(p.loss * 10) == round(p.expected_best * 10) - round(p.expected_played * 10)
        assert (p.loss == 0) == (p.expected_best == p.expected_played)
        assert len(p.alternatives) <= 3
        assert p.played not in [a.move for a in p.alternatives]


def test_a_verdict_follows_the_loss_unless_it_is_within_the_noise(
    review: tuple[PlayerReview, ...]
) -> None:
    """Rule: a loss under twice its standard error is 'as good as' the best (judged best);
    otherwise the loss's band; 'brilliant' when the best found beats the expert's choice by
    the floor (1.5 points) at least."""
    for p in review[0].placements:
        assert p.as_good_as == (0 < p.loss < NOISE * p.standard_error)
        if p.verdict is Verdict.BRILLIANT:
            assert p.played == p.best != p.expert and p.beats_expert
            assert round(p.expected_played - p.expected_expert, 1) >= BRILLIANT_FLOOR
        elif p.played == p.best or p.as_good_as:
            assert p.verdict is Verdict.BEST
        else:
            assert p.verdict is verdict_of(p.loss)
        assert bool(p.reasons) <= (p.verdict in (Verdict.BRILLIANT, Verdict.INACCURACY,
                                                 Verdict.MISTAKE, Verdict.BLUNDER))


def test_round_3_is_solved_exactly_and_nothing_else_is_shown_as_exact(
    review: tuple[PlayerReview, ...]
) -> None:
    """Rule: from field 17 on (round 3, Sancho not in play) every placement is solved
    exactly, with a standard error of 0; before, the futures are played out, and however
    few they are the figures are not exact."""
    for p in review[0].placements:
        assert p.exact == (p.step >= 16)
        if p.exact:
            assert p.standard_error == 0
            assert p.futures == math.factorial(21 - p.step)


def test_the_expert_is_asked_from_the_same_view(game: Game) -> None:
    for task in review_tasks(game)[:4]:
        choice = expert_choice(task.view, CHEAP["budget"])
        judged = review_placement(task.view, choice, **CHEAP)
        assert judged.expert == choice
        assert not judged.beats_expert and judged.verdict is not Verdict.BRILLIANT


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
        review_placement(task.view, other, **CHEAP)


def test_a_summary_counts_verdicts_adds_losses_and_draws_both_lines(
    review: tuple[PlayerReview, ...]
) -> None:
    placements = review[0].placements
    summary = summarize(review[0])
    assert summary.name == "Ana"
    assert [v for v, _ in summary.counts] == list(Verdict)
    assert sum(n for _, n in summary.counts) == len(placements) == 22
    for verdict in Verdict:
        assert summary.count(verdict) == sum(p.verdict is verdict for p in placements)
    assert summary.given_up == pytest.approx(sum(p.loss for p in placements))
    assert summary.played_line == tuple(p.expected_played for p in placements)
    assert summary.expert_line == tuple(p.expected_expert for p in placements)
    assert summary.steps == tuple(range(22))


def two_players() -> Game:
    classic = builtin_tileset("classic")
    game = Game.new(classic, 12, ["Ana", "greedy"])
    return play_out(game, [GreedyBot(random.Random(1)), GreedyBot(random.Random(2))])


def test_only_the_seats_asked_for_are_reviewed() -> None:
    """Rule: a hot-seat game's computer players are left out unless asked for; they come
    back named, unreviewed and without placements."""
    ana, computer = review_game(two_players(), jobs=0, seats=[0], **CHEAP)
    assert ana.reviewed and [p.step for p in ana.placements] == list(range(22))
    assert {p.seat for p in ana.placements} == {0}
    assert not computer.reviewed and computer.placements == () and computer.name == "greedy"


@pytest.mark.parametrize(("humans", "all_seats", "seats"), [
    ([0, 2], False, [0, 2]), ([], False, [0, 1, 2]), ([1], True, [0, 1, 2])])
def test_a_review_judges_the_people_unless_there_are_none_or_all_are_asked_for(
    humans: list[int], all_seats: bool, seats: list[int]
) -> None:
    assert seats_to_review(humans, 3, all_seats) == seats


def test_progress_is_reported_before_the_first_placement_is_judged(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rule: the review says how much there is to judge at once (0 of 22), before the first
    placement is judged, which may take seconds; then one step per placement."""
    events: list[object] = []
    judge = review_module.review_placement

    def judging(*args: Any) -> Any:
        events.append("judged")
        return judge(*args)

    monkeypatch.setattr(review_module, "review_placement", judging)
    review_game(two_players(), jobs=0, seats=[1], progress=lambda done, total: events.append(
        (done, total)), **CHEAP)
    assert events[:2] == [(0, 22), "judged"]
    assert events[-1] == (22, 22) and events.count("judged") == 22
