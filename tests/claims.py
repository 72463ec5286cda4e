"""Claims a text makes about a board, stated as data and checked by the engine.

A position file (and a guided-game step) may carry ``"claims"``: a list of
``{"says": "<the sentence>", "facts": {...}}``. Every fact is checked here
against ``explain`` and ``border_route``; ``failures`` names each one that is
false, so a sentence that the board does not bear out fails its test.

Facts (``REF`` is a symbol such as ``"H2:T"``; ``AREA`` is ``"A-D"`` for columns,
``"1"`` or ``"1-2"`` for rows, or both as ``"C-F1"``):

- ``castle``: ``{"value": 4, "knights": [REF, ...]}`` exactly these knights connected
- ``connected``: ``[REF, ...]`` all on one road network
- ``apart``: ``[REF, ...]`` no two on the same road network
- ``alone``: ``REF`` on a road that links it to no other symbol (or on none)
- ``group_sizes``: ``{"kind": "churches"|"windmills"|"knights", "sizes": [4, 1, 1, 1]}``
  every group of that kind, largest first
- ``group``: ``{"kind": …, "symbols": [REF, ...]}`` exactly one group
- ``defending``: ``[REF, ...]`` exactly the defending knights
- ``not_defending``: ``{REF: "inner" | "half-inside" | "no-direct-road"}``
- ``border_through_other_half``: ``REF`` its own tile's road meets the border only
  in the other half
- ``tiles_to_border``: ``{"ref": REF, "tiles": N}`` the road crosses N other tiles first
- ``no_border``: ``REF`` its road never reaches the border
- ``across_castle``: ``{"value": 4, "sides": [[REF, ...], [REF, ...]]}`` each side on the
  road of a different gate of that castle, so the castle keeps them apart
- ``best_knight_group``: ``{"symbols": [REF, ...], "shields": N}``
- ``score``: ``{"castle6": 0, ..., "total": 33}`` (any subset of keys)
- ``within``: ``{"refs": [REF, ...], "area": AREA}``
- ``castle_fields``: ``{"6": FIELD, "4": FIELD}`` where the castles stand
- ``turned`` / ``not_turned``: ``[FIELD, ...]``
- ``symbol``: ``{REF: "knight2", ...}``

Facts of one placed tile (``FIELD`` and a point of its, ``OF``: a symbol's centre or an
edge point the road passes; points as the tile lies, after any turn):

- ``exits``: ``{"field": FIELD, "of": OF, "points": [...]}`` the edge points of that road
- ``border_crossings``: ``{"field": FIELD, "of": OF, "points": [...]}`` those on the border
- ``joins``: ``{"field": FIELD, "point": P, "to": FIELD}`` the road at P meets the
  neighbour's road there
- ``faces``: ``{"field": FIELD, "point": P, "to": FIELD}`` P lies on the side facing that
  field (whatever is there)
- ``road_count``: ``{"field": FIELD, "count": N}`` separate roads on the tile
- ``off_road``: ``REF`` no road passes through the symbol
- ``printed_exits``: ``{"tile": ID, "of": OF, "points": [...]}`` the same, on the tile as
  printed (what a player reads in his hand before turning it)
- ``castle_at``: ``{"field": FIELD, "value": 6, "gates": [...]}``
- ``castles_share_road``: ``true`` a road network reaches a gate of each castle
"""

from __future__ import annotations

from typing import Any

from dq_desktop.engine import Field, Point, SymbolRef, explain, score
from dq_desktop.engine.border_route import border_route
from dq_desktop.engine.explanation import Explanation
from dq_desktop.engine.points import Half
from dq_desktop.engine.principality import Principality

KINDS = ("churches", "windmills", "knights")


def failures(board: Principality, round_number: int, facts: dict[str, Any]) -> list[str]:
    """Each fact of ``facts`` that ``board`` does not bear out, described."""
    found = explain(board)
    wrong: list[str] = []
    for name, value in facts.items():
        check = _CHECKS.get(name)
        if check is None:
            wrong.append(f"unknown fact {name!r}")
            continue
        problem = check(board, round_number, found, value)
        if problem:
            wrong.append(f"{name}: {problem}")
    return wrong


def _refs(texts: list[str]) -> list[SymbolRef]:
    return [SymbolRef.parse(text) for text in texts]


def _names(refs: object) -> list[str]:
    return sorted(str(ref) for ref in refs)  # type: ignore[attr-defined]


def _network(board: Principality, ref: SymbolRef) -> int | None:
    return board.network.network_at(ref.field, ref.point)


def _castle(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    actual = _names(found.castle_knights.get(value["value"], ()))
    return "" if actual == sorted(value["knights"]) else f"knights are {actual}"


def _connected(board: Principality, r: int, found: Explanation, value: list[str]) -> str:
    networks = {_network(board, ref) for ref in _refs(value)}
    return "" if len(networks) == 1 and None not in networks else f"networks {networks}"


def _apart(board: Principality, r: int, found: Explanation, value: list[str]) -> str:
    networks = [_network(board, ref) for ref in _refs(value)]
    joined = [n for n in networks if n is not None]
    return "" if len(joined) == len(set(joined)) else "two of them share a road"


def _alone(board: Principality, r: int, found: Explanation, value: str) -> str:
    ref = SymbolRef.parse(value)
    network = _network(board, ref)
    others = [
        str(at)
        for at, _ in found.symbols
        if at != ref and network is not None and _network(board, at) == network
    ]
    return "" if not others else f"joined to {others}"


def _groups(found: Explanation, kind: str) -> list[list[str]]:
    if kind not in KINDS:
        raise ValueError(f"kind {kind!r}")
    groups = {"churches": found.churches, "windmills": found.windmills}.get(
        kind, found.knight_groups
    )
    return [_names(group.symbols) for group in groups]


def _group_sizes(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    sizes = sorted((len(g) for g in _groups(found, value["kind"])), reverse=True)
    return "" if sizes == value["sizes"] else f"sizes are {sizes}"


def _group(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    groups = _groups(found, value["kind"])
    return "" if sorted(value["symbols"]) in groups else f"groups are {groups}"


def _defending(board: Principality, r: int, found: Explanation, value: list[str]) -> str:
    actual = _names(found.defending)
    return "" if actual == sorted(value) else f"defending are {actual}"


def _not_defending(board: Principality, r: int, found: Explanation, value: dict[str, str]) -> str:
    reasons = {str(ref): reason.value for ref, reason in found.not_defending}
    wrong = {
        ref: reasons.get(ref, "defends") for ref, why in value.items() if reasons.get(ref) != why
    }
    return "" if not wrong else f"actually {wrong}"


def _through_other_half(board: Principality, r: int, found: Explanation, value: str) -> str:
    ref = SymbolRef.parse(value)
    route = border_route(board, ref)
    other = Half.BOTTOM if ref.point.half is Half.TOP else Half.TOP
    if route is None or route.tiles_crossed != 0 or route.own_halves != {other}:
        return f"route is {route}"
    return ""


def _tiles_to_border(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    route = border_route(board, SymbolRef.parse(value["ref"]))
    crossed = None if route is None else route.tiles_crossed
    return "" if crossed == value["tiles"] else f"crosses {crossed}"


def _no_border(board: Principality, r: int, found: Explanation, value: str) -> str:
    route = border_route(board, SymbolRef.parse(value))
    return "" if route is None else f"reaches it: {route}"


def _across_castle(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    gates = board.network.castle_gates.get(value["value"], ())
    sides = [{_network(board, ref) for ref in _refs(side)} for side in value["sides"]]
    if any(len(side) != 1 or not side <= set(gates) for side in sides):
        return f"not each side on one gate's road: {sides}"
    return "" if len({next(iter(side)) for side in sides}) == len(sides) else "same gate"


def _best(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    best = found.best_knight_group
    actual = (None, 0) if best is None else (_names(best.symbols), best.value)
    return "" if actual == (sorted(value["symbols"]), value["shields"]) else f"best is {actual}"


def _score(board: Principality, r: int, found: Explanation, value: dict[str, int]) -> str:
    actual = score(board, r).as_dict()
    wrong = {key: actual[key] for key in value if actual[key] != value[key]}
    return "" if not wrong else f"actually {wrong}"


def in_area(field: Field, area: str) -> bool:
    """``"A-D"``, ``"1-2"``, ``"C-F1"``: whether ``field`` lies in those columns and rows."""
    letters = "".join(c for c in area if c.isalpha()).upper()
    digits = "".join(c for c in area if c.isdigit())
    columns = "ABCDEFGH"
    if letters:
        first, last = letters[0], letters[-1]
        if not columns.index(first) <= field.column <= columns.index(last):
            return False
    return not (digits and not int(digits[0]) - 1 <= field.row <= int(digits[-1]) - 1)


def _within(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    outside = [
        ref for ref in value["refs"] if not in_area(SymbolRef.parse(ref).field, value["area"])
    ]
    return "" if not outside else f"outside: {outside}"


def _turned(board: Principality, r: int, found: Explanation, value: list[str]) -> str:
    wrong = [f for f in value if not board[Field.parse(f)].rotated]
    return "" if not wrong else f"not turned: {wrong}"


def _not_turned(board: Principality, r: int, found: Explanation, value: list[str]) -> str:
    wrong = [f for f in value if board[Field.parse(f)].rotated]
    return "" if not wrong else f"turned: {wrong}"


def _castle_fields(board: Principality, r: int, found: Explanation, value: dict[str, str]) -> str:
    actual = {
        str(placed.tile.value): str(field)
        for field, placed in board.items()
        if placed.tile.value in (4, 6)
    }
    return "" if actual == value else f"castles stand on {actual}"


def _symbol(board: Principality, r: int, found: Explanation, value: dict[str, str]) -> str:
    actual = {ref: found.symbol_at(SymbolRef.parse(ref)) for ref in value}
    wrong = {ref: s and s.value for ref, s in actual.items() if s is None or s.value != value[ref]}
    return "" if not wrong else f"actually {wrong}"


def _road_points(board: Principality, field: str, of: str) -> frozenset[Point] | None:
    layout = board[Field.parse(field)].layout
    group = layout.group_of.get(Point.parse(of))
    return None if group is None else layout.groups[group]


def _edge_names(
    points: frozenset[Point] | None, border: frozenset[Point] | None = None
) -> list[str]:
    chosen = [p for p in points or () if p.is_edge and (border is None or p in border)]
    return sorted(str(p) for p in chosen)


def _exits(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    actual = _edge_names(_road_points(board, value["field"], value["of"]))
    return "" if actual == sorted(value["points"]) else f"exits are {actual}"


def _border_crossings(
    board: Principality, r: int, found: Explanation, value: dict[str, Any]
) -> str:
    border = Field.parse(value["field"]).border_points
    actual = _edge_names(_road_points(board, value["field"], value["of"]), border)
    return "" if actual == sorted(value["points"]) else f"crosses at {actual}"


def _facing(field: str, point: str) -> tuple[Field, Point] | None:
    return Field.parse(field).across(Point.parse(point))


def _faces(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    other = _facing(value["field"], value["point"])
    actual = None if other is None else str(other[0])
    return "" if actual == value["to"] else f"faces {actual}"


def _joins(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    problem = _faces(board, r, found, value)
    if problem:
        return problem
    other = _facing(value["field"], value["point"])
    assert other is not None
    mine = board.network.network_at(Field.parse(value["field"]), Point.parse(value["point"]))
    theirs = board.network.network_at(*other)
    return "" if mine is not None and mine == theirs else "the roads do not meet"


def _road_count(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    actual = len(board[Field.parse(value["field"])].layout.groups)
    return "" if actual == value["count"] else f"{actual} roads"


def _off_road(board: Principality, r: int, found: Explanation, value: str) -> str:
    ref = SymbolRef.parse(value)
    return "" if _network(board, ref) is None else "a road passes through it"


def _printed_exits(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    tile = next(t.tile for t in board.values() if t.tile.id == value["tile"])
    of = Point.parse(value["of"])
    group = next((g for g in tile.roads if of in g), frozenset())
    actual = _edge_names(group)
    return "" if actual == sorted(value["points"]) else f"printed exits are {actual}"


def _castle_at(board: Principality, r: int, found: Explanation, value: dict[str, Any]) -> str:
    placed = board.get(Field.parse(value["field"]))
    if placed is None or placed.tile.value != value["value"]:
        return "no such castle there"
    gates = sorted(str(next(iter(group))) for group in placed.layout.groups)
    return "" if gates == sorted(value["gates"]) else f"gates are {gates}"


def _share_road(board: Principality, r: int, found: Explanation, value: bool) -> str:
    gates = board.network.castle_gates
    shared = bool(set(gates.get(6, ())) & set(gates.get(4, ())))
    return "" if shared == value else f"shared is {shared}"


_CHECKS: dict[str, Any] = {
    "castle": _castle,
    "connected": _connected,
    "apart": _apart,
    "alone": _alone,
    "group_sizes": _group_sizes,
    "group": _group,
    "defending": _defending,
    "not_defending": _not_defending,
    "border_through_other_half": _through_other_half,
    "tiles_to_border": _tiles_to_border,
    "no_border": _no_border,
    "across_castle": _across_castle,
    "best_knight_group": _best,
    "score": _score,
    "within": _within,
    "castle_fields": _castle_fields,
    "turned": _turned,
    "not_turned": _not_turned,
    "symbol": _symbol,
    "exits": _exits,
    "border_crossings": _border_crossings,
    "joins": _joins,
    "faces": _faces,
    "road_count": _road_count,
    "off_road": _off_road,
    "printed_exits": _printed_exits,
    "castle_at": _castle_at,
    "castles_share_road": _share_road,
}
