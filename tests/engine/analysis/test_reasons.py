"""Each reason the review gives is a fact the engine checks on the boards: it is stated
when it holds after the worse placement and not after the better one, and only then."""

from __future__ import annotations

from dq_desktop.engine.analysis.reasons import (
    Reason,
    ReasonKind,
    borne_out,
    category_reasons,
    reasons_for,
    structural_reasons,
)
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import LAST_STEP, Move
from dq_desktop.engine.tiles import TileId
from dq_desktop.engine.view import PlayerView
from dq_desktop.formats.position_file import position_from_json


def view_at(board: dict[str, str], field: str, step: int = 5,
            last_tile: str | None = None) -> PlayerView:
    """A player about to fill ``field`` of the position ``board`` (position notation)."""
    position = position_from_json(
        {"format": "dq-position/1", "tileset": "classic", "round": 1, "board": board})
    here = Field.parse(field)
    return PlayerView(
        seat=0, tileset=position.tileset, round=1 if step < 9 else 3, step=step,
        current_field=here, board=position.board, revealed=(),
        last_tile=None if last_tile is None else TileId(last_tile), face_down=(),
        sancho_available=True, legal_moves=(), scores=(),
        open_fields=tuple(f for f in position.board.empty_fields() if f != here))


def kinds(view: PlayerView, better: str, worse: str) -> dict[ReasonKind, list[Reason]]:
    found: dict[ReasonKind, list[Reason]] = {}
    for reason in structural_reasons(view, Move.parse(better), Move.parse(worse)):
        found.setdefault(reason.kind, []).append(reason)
    return found


# The 4-castle on C2 has its gates at NW (towards B2) and SE (towards D2).
CASTLE = {"A1": "castle6", "C2": "castle4"}


def test_a_tile_with_no_road_towards_an_open_gate_closes_it_for_good() -> None:
    # c2 (roads NE-T) on D2 turns its back on the gate; w1 (NE-NW-T-SW) takes the road on.
    view = view_at(CASTLE, "D2")
    assert kinds(view, "w1", "c2")[ReasonKind.GATE_CLOSED] == [
        Reason(ReasonKind.GATE_CLOSED, castle=4, field=Field.parse("C2"))]


def test_no_gate_closed_when_both_keep_it_open_or_it_was_closed_already() -> None:
    assert ReasonKind.GATE_CLOSED not in kinds(view_at(CASTLE, "D2"), "w1", "w5")
    # The better placement closes it too: no difference to explain.
    assert ReasonKind.GATE_CLOSED not in kinds(view_at(CASTLE, "D2"), "c2@180", "c2")


def test_no_gate_closed_for_a_castle_that_already_has_its_three_knights() -> None:
    # Three knights (B2, A2, B3) on one road reach the NW gate; closing SE costs nothing.
    board = {**CASTLE, "B2": "k3b", "A2": "k2b", "B3": "k1a"}
    assert ReasonKind.GATE_CLOSED not in kinds(view_at(board, "D2"), "w1", "c2")


def test_a_knight_whose_last_open_road_is_closed_is_cut_off() -> None:
    # k3c on D2 (inner field, road T-SE) can still be joined through E2; c2 on E2 closes it.
    board = {"A1": "castle6", "H3": "castle4", "D2": "k3c"}
    view = view_at(board, "E2")
    assert kinds(view, "w1", "c2")[ReasonKind.KNIGHT_CUT_OFF] == [
        Reason(ReasonKind.KNIGHT_CUT_OFF, field=Field.parse("D2"), shields=3)]
    assert ReasonKind.KNIGHT_CUT_OFF not in kinds(view, "w1", "w5")


def test_a_knight_placed_where_its_road_can_reach_nothing_is_cut_off() -> None:
    # On D2 the 3-knight's only road end (SE) faces E2's c2, which has no road there.
    board = {"A1": "castle6", "H3": "castle4", "E2": "c2"}
    view = view_at(board, "D2")
    assert kinds(view, "w1", "k3c")[ReasonKind.KNIGHT_CUT_OFF] == [
        Reason(ReasonKind.KNIGHT_CUT_OFF, field=Field.parse("D2"), shields=3)]
    # Turned, its road end faces C2 (empty): it may still be joined.
    assert ReasonKind.KNIGHT_CUT_OFF not in kinds(view, "w1", "k3c@180")


# A1 is a corner: only its S and SE ends can meet a road, and B1 (k3c) has none at SW.
CORNER = {"H1": "castle6", "H3": "castle4", "B1": "k3c", "A2": "k2a"}


def test_a_tile_of_many_road_ends_spent_where_one_serves() -> None:
    # c1 (N-NW-T-S-SE) on A1: N and NW face the border, SE faces B1's dead side; only S
    # meets A2's road. c2 (one road end) would do the same job.
    view = view_at(CORNER, "A1")
    assert kinds(view, "c2", "c1")[ReasonKind.ROAD_ENDS_WASTED] == [
        Reason(ReasonKind.ROAD_ENDS_WASTED, field=Field.parse("A1"), ends=4, usable=1)]


def test_no_road_ends_wasted_where_the_better_tile_has_as_many_or_they_serve() -> None:
    view = view_at(CORNER, "A1")
    assert ReasonKind.ROAD_ENDS_WASTED not in kinds(view, "c4", "c1")
    # On D1 of a nearly empty board, three of c1's four ends face empty fields.
    assert ReasonKind.ROAD_ENDS_WASTED not in kinds(view_at(CASTLE, "D1"), "c2", "c1")


def test_sancho_on_the_last_field_wastes_the_tile_set_aside() -> None:
    view = view_at(CASTLE, "D2", step=LAST_STEP, last_tile="k3a")
    assert kinds(view, "k3a", "sancho")[ReasonKind.SET_ASIDE_WASTED] == [
        Reason(ReasonKind.SET_ASIDE_WASTED, tile=TileId("k3a"))]
    # Earlier, Sancho leaves a revealed tile over, not the one set aside.
    earlier = view_at(CASTLE, "D2", step=LAST_STEP - 1, last_tile="k3a")
    assert ReasonKind.SET_ASIDE_WASTED not in kinds(earlier, "k3a", "sancho")


def test_the_same_placement_has_no_reason_to_be_worse() -> None:
    assert structural_reasons(view_at(CASTLE, "D2"), Move.parse("c2"), Move.parse("c2")) == ()


def test_categories_that_move_by_half_a_point_are_named_largest_first() -> None:
    gains = {"castle6": 0.0, "castle4": 4.04, "churches": -0.5, "windmills": 0.49,
             "defense": 1.26, "knights": 0.0}
    assert category_reasons(gains) == (
        Reason(ReasonKind.CATEGORY, category="castle4", points=4.0),
        Reason(ReasonKind.CATEGORY, category="defense", points=1.3),
        Reason(ReasonKind.CATEGORY, category="churches", points=-0.5),
    )


def test_a_reason_as_json_names_its_kind_and_only_its_own_fields() -> None:
    reason = Reason(ReasonKind.GATE_CLOSED, castle=4, field=Field.parse("C2"))
    assert reason.as_dict() == {"kind": "gate_closed", "castle": 4, "field": "C2"}


def test_a_board_fact_is_a_reason_only_where_the_numbers_bear_it_out() -> None:
    """A closed gate that costs its castle nothing expected is not given as a reason; nor
    a cut-off knight when neither castle nor the defence is expected to suffer."""
    view = view_at(CASTLE, "D2")
    better, worse = Move.parse("w1"), Move.parse("c2")
    none = dict.fromkeys(("castle6", "castle4", "churches", "windmills", "defense", "knights"),
                         0.0)
    assert ReasonKind.GATE_CLOSED not in {r.kind for r in reasons_for(view, better, worse, none)}
    gains = {**none, "castle4": 3.0}
    assert Reason(ReasonKind.GATE_CLOSED, castle=4, field=Field.parse("C2")) in reasons_for(
        view, better, worse, gains)
    assert borne_out(Reason(ReasonKind.KNIGHT_CUT_OFF, field=Field.parse("D2"), shields=3),
                     {**none, "defense": 1.0})
    assert not borne_out(Reason(ReasonKind.KNIGHT_CUT_OFF, field=Field.parse("D2"), shields=3),
                         {**none, "knights": 2.0})
