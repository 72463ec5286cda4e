"""The review measures with the expert's own judgement: its figures are the expert's
play-outs (its rollouts' policy, its tables, its futures), paired future by future with
the same rollouts written out here; its rivals are those the expert kept longest; a loss
that is not sharp gets more futures; and following the expert's choice (the hint) is
never graded below 'best' unless a better placement is shown with its figures."""

from __future__ import annotations

import random
import statistics

import pytest

from dq_desktop.engine.analysis.playout import MORE, SHARP, expert_playout, rivals
from dq_desktop.engine.analysis.review import Verdict, review_placement, tenths
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.bots.elsewhere import SHARE, worth_elsewhere
from dq_desktop.engine.bots.expert import expert_choice, expert_search
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.futures import RestOfGame, sample_future
from dq_desktop.engine.bots.judge import judge
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.bots.policy import DEFAULT_WEIGHTS
from dq_desktop.engine.bots.rollout import Start, rollout
from dq_desktop.engine.bots.view_seed import view_seed
from dq_desktop.engine.game import ROUND_ENDS, Game, Move
from dq_desktop.engine.tiles import TileKind
from dq_desktop.engine.view import PlayerView, view_of
from tests.engine.bots.games import new_game

BUDGET = 3000
"""A small expert: these tests check what the review measures with, not how well."""


def views_of(deal: int, bot: str, steps: range, seats: int = 1,
             sancho: bool = False) -> list[tuple[PlayerView, Move]]:
    game: Game = new_game(deal, seats, sancho=sancho)
    players = [make_bot(bot, f"{deal}/{seat}") for seat in range(seats)]
    found = []
    while not game.is_over:
        for seat in game.waiting_for():
            view = view_of(game, seat)
            move = players[seat].choose(view)
            if view.step in steps:
                found.append((view, move))
            game.place(seat, move)
    return found


def expert_futures(view: PlayerView, count: int) -> list[RestOfGame]:
    """The expert's stream, drawn as the expert draws it (sampled: early in the game)."""
    rng = random.Random(view_seed(view, "expert"))
    return [sample_future(view, rng) for _ in range(count)]


def plain_expert_rollouts(view: PlayerView, move: Move,
                          futures: list[RestOfGame]) -> list[int]:
    """``move`` played out on each future as the expert's rollouts play: by ``normal``'s
    judgement, holding against each tile 0.8 of its mean worth (the better way round on each
    field) over the fields still empty, the hand's tiles over the fields the future brings
    in the rest of the round."""
    tables = piece_tables(view.tileset)
    board = FastBoard.of(tables, view.board)
    field = view.current_field.index
    fields = [field, *(f.index for f in view.open_fields)]
    everything = {*view.revealed, *view.face_down, *(m.tile for m in view.legal_moves)}
    table = worth_elsewhere(board, fields, everything, view.round, DEFAULT_WEIGHTS, SHARE,
                            judge, per_field=True)
    hand = {*view.revealed, *(m.tile for m in view.legal_moves)}
    piece = tables.by_key[(move.tile, move.rotated)]
    sancho = next((tables.by_key[(m.tile, m.rotated)] for m in view.legal_moves
                   if view.tileset[m.tile].kind is TileKind.SANCHO), None)
    left = list(view.revealed)
    if piece != sancho:
        left.remove(move.tile)
    start = Start(view.step, tuple(left), view.last_tile, None if piece == sancho else sancho)
    points = []
    for future in futures:
        ahead = list(future.fields[: ROUND_ENDS[view.round - 1] - view.step - 1])
        remade = worth_elsewhere(board, ahead, hand, view.round, DEFAULT_WEIGHTS, SHARE, judge,
                                 per_field=True, base=table)
        trial = board.copy()
        trial.place(field, piece)
        points.append(rollout(trial, start, future, elsewhere=remade, judgement=judge)[0])
    return points


@pytest.mark.parametrize(("deal", "step"), [(951001, 2), (951002, 10)])
def test_the_figures_are_the_experts_own_play_outs(deal: int, step: int) -> None:
    """Rule: every expected total the review shows is the score so far plus the mean of the
    expert's rollouts on the expert's own futures, the same futures for every candidate."""
    ((view, played),) = views_of(deal, "greedy", range(step, step + 1))
    judged = review_placement(view, played, budget=BUDGET, futures=40)
    assert not judged.exact
    futures = expert_futures(view, judged.futures)
    scored = sum(s.total for s in view.scores)
    shown = [(judged.played, judged.expected_played), (judged.expert, judged.expected_expert),
             *((a.move, a.expected) for a in judged.alternatives)]
    for move, figure in shown:
        expected = scored + statistics.fmean(plain_expert_rollouts(view, move, futures))
        assert round(figure * 10) == tenths(expected), move


def test_the_rivals_are_those_the_expert_kept_longest() -> None:
    ((view, played),) = views_of(951003, "greedy", range(4, 5))
    search = expert_search(view, BUDGET)
    chosen = rivals(search, played)
    assert len(chosen) == 2 and played not in chosen and search.choice not in chosen
    played_on = {move: len(points) for move, points in search.playouts.totals.items()}
    others = [m for m in search.candidates if m not in (played, search.choice)]
    assert min(played_on[m] for m in chosen) >= max(
        played_on[m] for m in others if m not in chosen)


def test_a_loss_that_is_not_sharp_gets_more_futures() -> None:
    """Rule: every candidate is played on at least the review's futures; where the loss's
    standard error is over 0.5 the futures are doubled, up to eight times as many."""
    found = 0
    for view, played in views_of(951004, "random", range(0, 16, 3)):
        expert, playout = expert_playout(view, played, BUDGET, 20)
        assert expert == expert_choice(view, BUDGET)
        assert {len(points) for points in playout.totals.values()} == {playout.count}
        assert playout.count >= 20
        best = max(playout.moves, key=lambda m: (playout.mean(m), m == played))
        if best != played and playout.error(best, played) > SHARP:
            found += 1
            assert playout.count >= 20 * MORE
    assert found  # the random player's losses are noisy at 20 futures


def test_following_the_hint_is_never_graded_below_best_without_a_better_placement_shown(
) -> None:
    """Rule: the expert's own choice (what the hint shows), judged from its view, is 'best'
    — unless the review shows, with its figures, a placement it found better, whose figure
    minus the placement's is the loss. On 56 placements of four players of every kind,
    from every other field of rounds 1 and 2 and every field of round 3, with Sancho."""
    checked = 0
    game: Game = new_game(951005, 4, sancho=True)
    players = [make_bot(name, seat) for seat, name in
               enumerate(("greedy", "random", "easy", "normal"))]
    while not game.is_over:
        for seat in game.waiting_for():
            view = view_of(game, seat)
            if view.step % 2 == 1 or view.step >= 16:
                hint = expert_choice(view, BUDGET)
                judged = review_placement(view, hint, budget=BUDGET, futures=20)
                assert judged.expert == judged.played == hint
                assert judged.verdict is not Verdict.BRILLIANT
                if judged.verdict is not Verdict.BEST:
                    assert judged.best != hint and not judged.as_good_as
                    assert judged.alternatives[0].move == judged.best
                    assert judged.alternatives[0].expected == judged.expected_best
                    assert round((judged.expected_best - judged.expected_played) * 10) == round(
                        judged.loss * 10) > 0
                checked += 1
            game.place(seat, players[seat].choose(view))
    assert checked == 4 * (8 + 6)
