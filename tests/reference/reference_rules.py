"""Reference implementation of the Don Quixote scoring rules (SPEC §1 and §3).

Written for obviousness, not speed, so that differential tests can compare it
with the real engine. It deliberately shares no code with ``dq_desktop``.

Vocabulary used below:
- a *node* is ``(field, point)`` with the point as placed (after turning);
- a *symbol id* is ``"<field>:<T|B>"``, e.g. ``"H2:T"``, naming the centre
  point the symbol sits on as placed.
"""

from __future__ import annotations

from collections.abc import Iterable

COLUMNS = "ABCDEFGH"
ROWS = (1, 2, 3)
TURN = {"N": "S", "S": "N", "NE": "SW", "SW": "NE", "NW": "SE", "SE": "NW", "T": "B", "B": "T"}
HALF_EDGES = {"T": ("N", "NE", "NW"), "B": ("S", "SE", "SW")}
SHIELDS = {"knight1": 1, "knight2": 2, "knight3": 3}
ROTATED_SUFFIX = "@180"

Node = tuple[str, str]
Placed = dict  # {"tile": dict, "groups": list[list[str]], "symbols": dict[str, str]}


# ---------------------------------------------------------------- the board


def all_fields() -> list[str]:
    return [col + str(row) for row in ROWS for col in COLUMNS]


def symbol_sort_key(symbol_id: str) -> tuple[int, int, int]:
    """(row, column, T before B)."""
    field, centre = symbol_id.split(":")
    return (int(field[1:]), COLUMNS.index(field[0]), 0 if centre == "T" else 1)


def sort_ids(ids: Iterable[str]) -> list[str]:
    return sorted(ids, key=symbol_sort_key)


def border_points(field: str) -> set[str]:
    """Edge points of this field that lie on the outer border."""
    col, row = field[0], int(field[1:])
    points: set[str] = set()
    if row == 1:
        points.add("N")
    if row == 3:
        points.add("S")
    if col == "A":
        points |= {"NW", "SW"}
    if col == "H":
        points |= {"NE", "SE"}
    return points


def place_tiles(tileset: dict, board: dict[str, str]) -> dict[str, Placed]:
    """For every occupied field: its road groups and symbols, as placed."""
    tiles = {tile["id"]: tile for tile in tileset["tiles"]}
    placed: dict[str, Placed] = {}
    for field, entry in board.items():
        if field not in all_fields():
            raise ValueError(f"unknown field {field!r}")
        if not entry:
            continue  # an empty field
        turned = entry.endswith(ROTATED_SUFFIX)
        tile_id = entry[: -len(ROTATED_SUFFIX)] if turned else entry
        if tile_id not in tiles:
            raise ValueError(f"{field}: unknown tile {tile_id!r}")
        tile = tiles[tile_id]

        def as_placed(point: str, turned: bool = turned) -> str:
            return TURN[point] if turned else point

        if tile["kind"] == "castle":
            # Each gate is a road of its own: a one-point group joined to nothing.
            groups = [[as_placed(gate)] for gate in tile["gates"]]
        else:
            groups = [[as_placed(p) for p in group] for group in tile.get("roads", [])]
        symbols: dict[str, str] = {}
        if tile["kind"] == "road":
            for printed_centre, key in (("T", "top"), ("B", "bottom")):
                if tile.get(key):
                    symbols[as_placed(printed_centre)] = tile[key]
        placed[field] = {"tile": tile, "groups": groups, "symbols": symbols}
    return placed


# ---------------------------------------------------------------- the roads


def build_graph(placed: dict[str, Placed]) -> dict[Node, set[Node]]:
    """Every road point is a node; edges join the points of one road group and
    the shared points of two neighbours that both have a road there."""
    graph: dict[Node, set[Node]] = {}
    for field, info in placed.items():
        for group in info["groups"]:
            for a in group:
                graph.setdefault((field, a), set())
                for b in group:
                    if a != b:
                        graph[(field, a)].add((field, b))

    def link(a: Node, b: Node) -> None:
        if a in graph and b in graph:
            graph[a].add(b)
            graph[b].add(a)

    for field in placed:
        col, row = COLUMNS.index(field[0]), int(field[1:])
        if col + 1 < len(COLUMNS):
            right = COLUMNS[col + 1] + str(row)
            link((field, "NE"), (right, "NW"))
            link((field, "SE"), (right, "SW"))
        if row + 1 <= ROWS[-1]:
            below = field[0] + str(row + 1)
            link((field, "S"), (below, "N"))
    return graph


def flood_fill(graph: dict[Node, set[Node]], start: Node) -> set[Node]:
    seen = {start}
    todo = [start]
    while todo:
        node = todo.pop()
        for other in graph[node]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


def all_symbols(placed: dict[str, Placed]) -> dict[str, str]:
    """symbol id -> symbol name."""
    return {
        f"{field}:{centre}": name
        for field, info in placed.items()
        for centre, name in info["symbols"].items()
    }


def node_of(symbol_id: str) -> Node:
    field, centre = symbol_id.split(":")
    return (field, centre)


def connected_symbols(
    graph: dict[Node, set[Node]], symbols: dict[str, str], start: Node
) -> list[str]:
    """Ids of all symbols connected to the road point ``start``."""
    if start not in graph:
        return []
    reached = flood_fill(graph, start)
    return [sid for sid in symbols if node_of(sid) in reached]


def groups_of(
    graph: dict[Node, set[Node]], symbols: dict[str, str], names: set[str]
) -> list[list[str]]:
    """Groups of connected symbols whose name is in ``names``; a symbol that
    stands alone (or reaches no other such symbol) is a group of one."""
    wanted = {sid: name for sid, name in symbols.items() if name in names}
    groups: list[list[str]] = []
    done: set[str] = set()
    for sid in sort_ids(wanted):
        if sid in done:
            continue
        group = sort_ids(connected_symbols(graph, wanted, node_of(sid)) or [sid])
        done.update(group)
        groups.append(group)
    return groups  # already sorted by first symbol


def group_points(size: int) -> int:
    """Churches or windmills: 1 -> 0, exactly 2 -> 2, 3 or more -> 2 each."""
    return 0 if size <= 1 else 2 if size == 2 else 2 * size


# ---------------------------------------------------------------- defense


def on_outer_ring() -> set[str]:
    """Row 1, row 3, column A and column H."""
    return {f for f in all_fields() if border_points(f)}


def defense_reason(field: str, centre: str, info: Placed) -> str | None:
    """None if the knight defends, otherwise why not."""
    if field not in on_outer_ring():
        return "inner"
    border_of_half = border_points(field) & set(HALF_EDGES[centre])
    if not border_of_half:
        return "half-inside"
    own_road = next((g for g in info["groups"] if centre in g), [])
    if not border_of_half & set(own_road):
        return "no-direct-road"
    return None


# ---------------------------------------------------------------- public API


def explain(tileset: dict, board: dict[str, str]) -> dict:
    placed = place_tiles(tileset, board)
    graph = build_graph(placed)
    symbols = all_symbols(placed)
    knights = {sid: name for sid, name in symbols.items() if name in SHIELDS}

    castles: dict[str, list[str]] = {}
    for field, info in placed.items():
        if info["tile"]["kind"] == "castle":
            reached: set[str] = set()
            for group in info["groups"]:  # one group per gate
                reached.update(connected_symbols(graph, knights, (field, group[0])))
            castles[str(info["tile"]["value"])] = sort_ids(reached)

    def counted(names: set[str]) -> list[dict]:
        return [
            {"symbols": g, "points": group_points(len(g))} for g in groups_of(graph, symbols, names)
        ]

    knight_groups = [
        {"symbols": g, "shields": sum(SHIELDS[knights[s]] for s in g)}
        for g in groups_of(graph, symbols, set(SHIELDS))
    ]

    defending: list[str] = []
    not_defending: list[dict] = []
    for sid in sort_ids(knights):
        field, centre = node_of(sid)
        reason = defense_reason(field, centre, placed[field])
        if reason is None:
            defending.append(sid)
        else:
            not_defending.append({"symbol": sid, "reason": reason})

    return {
        "castles": castles,
        "churches": counted({"church"}),
        "windmills": counted({"windmill"}),
        "knight_groups": knight_groups,
        "defense": {"defending": defending, "not_defending": not_defending},
    }


def score(tileset: dict, board: dict[str, str], round: int) -> dict:
    if round not in (1, 2, 3):
        raise ValueError(f"round must be 1, 2 or 3, not {round!r}")
    why = explain(tileset, board)
    symbols = all_symbols(place_tiles(tileset, board))
    castles = why["castles"]
    shields = sum(SHIELDS[symbols[sid]] for sid in why["defense"]["defending"])
    big_groups = [g["shields"] for g in why["knight_groups"] if len(g["symbols"]) >= 2]
    result = {
        "round": round,
        "castle6": 6 if "6" in castles and len(castles["6"]) >= round else 0,
        "castle4": 4 if "4" in castles and len(castles["4"]) >= round else 0,
        "churches": sum(g["points"] for g in why["churches"]),
        "windmills": sum(g["points"] for g in why["windmills"]),
        "defense": 5 if shields >= 4 * round else 0,
        "knights": max(big_groups, default=0) if round == 3 else 0,
    }
    result["total"] = sum(v for k, v in result.items() if k != "round")
    return result
