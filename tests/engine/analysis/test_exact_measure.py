"""Round 3 judged exactly: on games the review has never seen (deals 941001 on, used
nowhere else), every legal placement is weighed, its best is the true best of a plain
expectimax written here on the engine's own boards and scoring, its verdict is the
verdict of the true loss, and only such a judgement is shown without noise."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from functools import cache

import pytest

from dq_desktop.engine.analysis import exact_measure
from dq_desktop.engine.analysis.exact_measure import solve_exactly
from dq_desktop.engine.analysis.review import (
    BRILLIANT_FLOOR,
    PlacementReview,
    Verdict,
    review_placement,
    verdict_of,
)
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.bots.endgame import Endgame
from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.piece_tables import piece_tables
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Move
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import score
from dq_desktop.engine.tiles import PlacedTile, TileId, TileKind
from dq_desktop.engine.tileset import TileSet
from dq_desktop.engine.view import PlayerView, view_of
from tests.engine.bots.games import new_game

CHEAP = {"budget": 1500, "futures": 6}
"""The expert's own budget and the play-outs elsewhere do not matter here."""
HELD_OUT = range(941001, 941005)
"""Deals no tuning, benchmark or other test uses."""


def round_three_views(deal: int, bot: str, sancho: bool) -> list[tuple[PlayerView, Move]]:
    """Each view of round 3 of a solitaire game ``bot`` plays, with the placement made."""
    game = new_game(deal, 1, sancho=sancho)
    player = make_bot(bot, deal)
    views = []
    while not game.is_over:
        view = view_of(game, 0)
        move = player.choose(view)
        if view.round == 3:
            views.append((view, move))
        game.place(0, move)
    return views


def true_values(view: PlayerView) -> dict[Move, Fraction]:
    """Every legal placement's expected score of round 3 under the best play: the mean
    over the field that comes next of the best placement there (a tile of the hand on
    any field but the last, the tile set aside on the last, Sancho once instead of
    either), on the engine's boards, scored by the engine, in exact fractions. Nothing of
    the solver's."""
    tiles: TileSet = view.tileset
    last = view.last_tile
    assert last is not None
    sancho = next((m.tile for m in view.legal_moves if tiles[m.tile].kind is TileKind.SANCHO),
                  None)

    @cache
    def value(board: Principality, fields: frozenset[Field], hand: tuple[TileId, ...],
              sancho_left: bool) -> Fraction:
        if not fields:
            return Fraction(score(board, 3).total)
        means = []
        for field in sorted(fields, key=lambda f: f.index):
            rest = fields - {field}
            options: list[tuple[TileId, tuple[TileId, ...], bool]] = []
            if rest:
                for tile in sorted(set(hand)):
                    left = list(hand)
                    left.remove(tile)
                    options.append((tile, tuple(sorted(left)), sancho_left))
            else:
                options.append((last, hand, sancho_left))
            if sancho_left and sancho is not None:
                options.append((sancho, hand, False))
            means.append(max(
                value(board.with_tile(field, PlacedTile(tiles[tile], turned)), rest, left,
                      still)
                for tile, left, still in options for turned in (False, True)))
        return sum(means, Fraction(0)) / len(means)

    open_fields = frozenset(view.open_fields)
    values = {}
    for move in view.legal_moves:
        board = view.board.with_tile(view.current_field, PlacedTile(tiles[move.tile],
                                                                    move.rotated))
        hand = list(view.revealed)
        is_sancho = move.tile == sancho
        if not is_sancho and open_fields:
            hand.remove(move.tile)
        values[move] = value(board, open_fields, tuple(sorted(hand)),
                             view.sancho_available and not is_sancho)
    return values


def solver_values(view: PlayerView) -> dict[Move, Fraction]:
    """The same values by the endgame solver itself, asked placement by placement (its own
    tests hold it to the plain expectimax on smaller positions)."""
    tables = piece_tables(view.tileset)
    board = FastBoard.of(tables, view.board)
    assert view.last_tile is not None
    sancho = next((tables.by_key[(m.tile, m.rotated)] for m in view.legal_moves
                   if view.tileset[m.tile].kind is TileKind.SANCHO), None)
    fields = tuple(f.index for f in view.open_fields)
    values = {}
    for move in view.legal_moves:
        piece = tables.by_key[(move.tile, move.rotated)]
        trial = board.copy()
        trial.place(view.current_field.index, piece)
        hand = list(view.revealed)
        if piece != sancho:
            hand.remove(move.tile)
        value = Endgame(1_000_000).value(trial, fields, tuple(hand), view.last_tile,
                                         None if piece == sancho else sancho)
        # The orders' means have denominators dividing 5! = 120: the float, made exact.
        values[move] = Fraction(value).limit_denominator(120)
    return values


def shown_tenths(value: Fraction) -> int:
    """A figure as the review shows it: to a tenth, half a tenth up."""
    return math.floor(value * 10 + Fraction(1, 2))


def assert_true_judgement(view: PlayerView, played: Move, judged: PlacementReview,
                          values: dict[Move, Fraction]) -> None:
    scored = sum(s.total for s in view.scores)
    shown = {move: shown_tenths(scored + value) for move, value in values.items()}
    top = max(shown.values())
    assert judged.exact and judged.standard_error == 0 and not judged.as_good_as
    assert shown[judged.best] == top == round(judged.expected_best * 10), judged
    assert round(judged.expected_played * 10) == shown[played]
    assert round(judged.expected_expert * 10) == shown[judged.expert]
    true_loss = (top - shown[played]) / 10
    assert judged.loss == true_loss
    if true_loss > 0:
        assert judged.verdict is verdict_of(true_loss)
    else:
        gain = (shown[played] - shown[judged.expert]) / 10
        brilliant = played != judged.expert and gain >= BRILLIANT_FLOOR
        assert judged.verdict is (Verdict.BRILLIANT if brilliant else Verdict.BEST)
    # Every legal placement was weighed: the alternatives shown are the true next best.
    others = sorted((shown[m] for m in values if m != played), reverse=True)
    assert [round(a.expected * 10) for a in judged.alternatives] == others[:3]


@pytest.mark.parametrize(("deal", "bot", "sancho"),
                         [(HELD_OUT[0], "greedy", False), (HELD_OUT[1], "random", True),
                          (HELD_OUT[2], "normal", True), (HELD_OUT[3], "easy", False)])
def test_from_field_18_the_review_is_the_true_expectimax(deal: int, bot: str,
                                                         sancho: bool) -> None:
    """Rule: fields 18 to 22 (four fields open or fewer), Sancho in hand or not: the
    review's best is the true best, its loss the true loss and its verdict that loss's."""
    for view, played in round_three_views(deal, bot, sancho)[1:]:
        judged = review_placement(view, played, **CHEAP)
        assert_true_judgement(view, played, judged, true_values(view))


@pytest.mark.parametrize(("deal", "bot"), [(HELD_OUT[0], "greedy"), (HELD_OUT[3], "random")])
def test_at_field_17_the_review_is_the_solvers_expectimax(deal: int, bot: str) -> None:
    """Rule: field 17 (five fields open, Sancho spent or never dealt) is solved within the
    review's budget, and judged by the solver's own values of every placement."""
    view, played = round_three_views(deal, bot, False)[0]
    assert view.step == 16 and len(view.open_fields) == 5
    judged = review_placement(view, played, **CHEAP)
    assert_true_judgement(view, played, judged, solver_values(view))


def test_field_17_matches_the_plain_expectimax_once() -> None:
    """The plain expectimax, slow as it is, on one position of five open fields."""
    view, played = round_three_views(HELD_OUT[1], "greedy", False)[0]
    values = true_values(view)
    assert solver_values(view) == pytest.approx(values)
    assert_true_judgement(view, played, review_placement(view, played, **CHEAP),
                          values)


def test_beyond_the_budget_the_review_plays_the_futures_out_and_is_not_exact() -> None:
    """Field 17 with Sancho still in hand weighs 552,500 placements, over the budget: the
    futures are played out, and the figures carry their noise (never '± 0.0 exact')."""
    views = round_three_views(HELD_OUT[2], "greedy", True)
    view, played = views[0]
    assert view.sancho_available and len(view.open_fields) == 5
    assert solve_exactly(view, exact_measure.SOLVE_BUDGET) is None
    judged = review_placement(view, played, **CHEAP)
    assert not judged.exact
    assert judged.standard_error > 0 or judged.best == judged.played


def test_a_solved_view_gives_the_expert_its_own_choice() -> None:
    """Where the expert solves the view itself, the review's solve hands it the same
    choice; where it does not (field 17), it thinks as it always does."""
    from dq_desktop.engine.bots.expert import expert_choice

    for view, _ in round_three_views(HELD_OUT[0], "greedy", False):
        solved = solve_exactly(view, exact_measure.SOLVE_BUDGET)
        assert solved is not None
        assert expert_choice(view, 1500, solved=solved.solved) == expert_choice(view, 1500)


def test_the_reasons_of_an_exact_judgement_add_up_to_the_loss() -> None:
    """The expected points per category under the best play add up to the exact value, so
    the categories a reason names are the loss taken apart."""
    rng = random.Random(5)
    for view, _ in round_three_views(HELD_OUT[3], "easy", False)[1:]:
        solved = solve_exactly(view, exact_measure.SOLVE_BUDGET)
        assert solved is not None
        better, worse = rng.sample(list(view.legal_moves), 2)
        gains = solved.category_gains(better, worse)
        assert sum(gains.values()) == pytest.approx(solved.mean(better) - solved.mean(worse))
