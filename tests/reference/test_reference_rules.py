"""Tests of the reference scoring rules themselves, on tiny inline tile sets."""

from __future__ import annotations

from .reference_rules import explain, score


def tileset(*tiles: dict) -> dict:
    return {"format": "dq-tileset/1", "name": "test", "tiles": list(tiles)}


def road(
    tile_id: str, roads: list[list[str]], top: str | None = None, bottom: str | None = None
) -> dict:
    tile = {"id": tile_id, "kind": "road", "roads": roads}
    if top:
        tile["top"] = top
    if bottom:
        tile["bottom"] = bottom
    return tile


def test_knight_with_road_from_border_point_of_its_half_defends() -> None:
    """A knight on A1 whose road joins T to N (on the border) defends; two
    such knight2s make 4 shields, enough for defense (5) in round 1 only."""
    ts = tileset(road("k", [["N", "T"]], top="knight2"))
    board = {"A1": "k", "B1": "k"}
    assert explain(ts, board)["defense"] == {"defending": ["A1:T", "B1:T"], "not_defending": []}
    assert score(ts, board, 1)["defense"] == 5
    assert score(ts, board, 2)["defense"] == 0


def test_castle_separates_its_two_roads() -> None:
    """Both knights reach the castle (one per gate) but the castle does not
    join its gates, so the knights are not connected to each other."""
    ts = tileset(
        {"id": "c6", "kind": "castle", "value": 6, "gates": ["NW", "NE"]},
        road("left", [["T", "NE"]], top="knight1"),
        road("right", [["NW", "T"]], top="knight2"),
    )
    board = {"A1": "left", "B1": "c6", "C1": "right"}
    why = explain(ts, board)
    assert why["castles"] == {"6": ["A1:T", "C1:T"]}
    assert why["knight_groups"] == [
        {"symbols": ["A1:T"], "shields": 1},
        {"symbols": ["C1:T"], "shields": 2},
    ]
    assert score(ts, board, 2)["castle6"] == 6
    assert score(ts, board, 3)["castle6"] == 0
    assert score(ts, board, 3)["knights"] == 0


def test_church_groups_two_score_two_three_score_six_lone_scores_zero() -> None:
    """Churches per connected group: 1 -> 0, exactly 2 -> 2, 3 or more -> 2 each."""
    ts = tileset(
        road("end_l", [["T", "NE"]], top="church"),
        road("mid", [["NW", "T", "NE"]], top="church"),
        road("end_r", [["NW", "T"]], top="church"),
    )
    two = {"A2": "end_l", "B2": "end_r"}
    three = {"A2": "end_l", "B2": "mid", "C2": "end_r"}
    assert score(ts, two, 1)["churches"] == 2
    assert score(ts, three, 1)["churches"] == 6
    lone = {"A2": "end_l", "C2": "end_r"}
    assert explain(ts, lone)["churches"] == [
        {"symbols": ["A2:T"], "points": 0},
        {"symbols": ["C2:T"], "points": 0},
    ]
    assert score(ts, lone, 1)["churches"] == 0


def test_windmills_never_count_with_churches() -> None:
    """A church and a windmill on one road are two separate groups of one."""
    ts = tileset(road("cw", [["T", "B"]], top="church", bottom="windmill"))
    s = score(ts, {"D2": "cw"}, 1)
    assert (s["churches"], s["windmills"]) == (0, 0)


def test_turned_tile_moves_its_symbol_and_roads() -> None:
    """Turned 180 deg, the printed top knight sits at B and its N-T road becomes
    S-B, which on row 3 lies on the border: the knight defends."""
    ts = tileset(road("k", [["N", "T"]], top="knight3"))
    why = explain(ts, {"A3": "k@180"})
    assert why["knight_groups"] == [{"symbols": ["A3:B"], "shields": 3}]
    assert why["defense"]["defending"] == ["A3:B"]
    assert explain(ts, {"A3": "k"})["defense"]["not_defending"] == [
        {"symbol": "A3:T", "reason": "no-direct-road"}
    ]


def test_non_defense_reasons() -> None:
    """Bottom half of B1 touches no border: half-inside; B2 is not on the outer
    ring: inner; a lone knight on A1 has no road to the border: no-direct-road."""
    ts = tileset(
        road("kb", [["N", "S", "B"]], bottom="knight1"), road("lone", [["N", "S"]], top="knight2")
    )
    why = explain(ts, {"B1": "kb", "B2": "kb", "A1": "lone"})
    assert why["defense"] == {
        "defending": [],
        "not_defending": [
            {"symbol": "A1:T", "reason": "no-direct-road"},
            {"symbol": "B1:B", "reason": "half-inside"},
            {"symbol": "B2:B", "reason": "inner"},
        ],
    }


def test_neighbours_join_only_where_both_have_a_road() -> None:
    """A road ending at NE meets no road at the neighbour's NW: no join."""
    ts = tileset(road("a", [["T", "NE"]], top="church"), road("b", [["T", "SW"]], top="church"))
    assert score(ts, {"C2": "a", "D2": "b"}, 1)["churches"] == 0


def test_round3_knights_need_a_group_of_at_least_two() -> None:
    """Knights category (round 3 only): largest shield sum of a group of >= 2
    knights; a lone knight3 does not count."""
    ts = tileset(
        road("k3", [["N", "S"]], top="knight3"),
        road("a", [["T", "NE"]], top="knight1"),
        road("b", [["NW", "T"]], top="knight1"),
    )
    board = {"E2": "k3", "A2": "a", "B2": "b"}
    assert score(ts, board, 3)["knights"] == 2
    assert score(ts, board, 2)["knights"] == 0
    assert score(ts, {"E2": "k3"}, 3)["knights"] == 0
    assert score(ts, {"E2": "k3"}, 3) == {
        "round": 3,
        "castle6": 0,
        "castle4": 0,
        "churches": 0,
        "windmills": 0,
        "defense": 0,
        "knights": 0,
        "total": 0,
    }
