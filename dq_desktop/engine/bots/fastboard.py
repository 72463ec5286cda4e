"""A principality kept as a growing union-find, for look-ahead at speed.

The engine's ``score`` rebuilds the road network of a board from scratch
(about 65 µs). Computer players look at thousands of boards that differ from
the last by one tile, so this board only ever grows: each component keeps its
churches, windmills, knights and shields, and ``facts_with`` tells what a
placement would give without making it. ``tests/engine/bots/test_fastboard.py``
checks it against the engine's scoring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from dq_desktop.engine.bots.kernel import KERNEL, new_board
from dq_desktop.engine.bots.piece_tables import GROUPS_PER_FIELD, GroupSymbols, Piece, PieceTables
from dq_desktop.engine.fields import FIELD_COUNT
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import DEFENSE_POINTS, SHIELDS_PER_ROUND, Score

if TYPE_CHECKING:  # built with the compiled build only (kernel.py)
    from dq_desktop.engine.bots._board_kernel import Board

# Final: the compiled build (setup.py) reads a Final name without a dictionary lookup.
_NODES: Final = FIELD_COUNT * GROUPS_PER_FIELD
_GROUP_POINTS: Final = (0, 0, 2, *(2 * n for n in range(3, 30)))
"""Points of a church or windmill group by its size (SPEC.md §3)."""
_DEFENSE_POINTS: Final = DEFENSE_POINTS
_SHIELDS_PER_ROUND: Final = SHIELDS_PER_ROUND


class Facts:
    """What the scoring of a board depends on, whatever the round (a value: never changed).

    A plain class, not a named tuple or a dataclass: the compiled build makes it a native
    class with its own constructor, and ``facts_with`` makes one for every placement the
    players weigh (a named tuple's and a dataclass's constructors stay Python code)."""

    __slots__ = ("castle4", "castle6", "churches", "defense", "knights", "windmills")

    churches: Final[int]
    """Points of all church groups."""
    windmills: Final[int]
    castle6: Final[int]
    """Distinct knights connected to the 6-castle (0 when it is not on the board)."""
    castle4: Final[int]
    defense: Final[int]
    """Shields of the knights that defend the realm."""
    knights: Final[int]
    """The largest shield sum of a group of at least two knights (0: none)."""

    def __init__(self, churches: int, windmills: int, castle6: int, castle4: int, defense: int,
                 knights: int) -> None:
        self.churches = churches
        self.windmills = windmills
        self.castle6 = castle6
        self.castle4 = castle4
        self.defense = defense
        self.knights = knights

    def _values(self) -> tuple[int, int, int, int, int, int]:
        return (self.churches, self.windmills, self.castle6, self.castle4, self.defense,
                self.knights)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Facts) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return ("Facts(churches={}, windmills={}, castle6={}, castle4={}, defense={}, "
                "knights={})".format(*self._values()))


def round_total(facts: Facts, round_number: int) -> int:
    """The total of the scoring after ``round_number`` of a board with these facts."""
    total = facts.churches + facts.windmills
    if facts.castle6 >= round_number:
        total += 6
    if facts.castle4 >= round_number:
        total += 4
    if facts.defense >= _SHIELDS_PER_ROUND * round_number:
        total += _DEFENSE_POINTS
    if round_number == 3:
        total += facts.knights
    return total


def round_score(facts: Facts, round_number: int) -> Score:
    """The breakdown of ``round_total``, as the engine's ``Score``."""
    return Score(
        round=round_number,
        castle6=6 if facts.castle6 >= round_number else 0,
        castle4=4 if facts.castle4 >= round_number else 0,
        churches=facts.churches,
        windmills=facts.windmills,
        defense=DEFENSE_POINTS if facts.defense >= SHIELDS_PER_ROUND * round_number else 0,
        knights=facts.knights if round_number == 3 else 0,
    )


class FastBoard:
    """A board of pieces of one tile set's tables; it grows by ``place`` and never shrinks."""

    __slots__ = (
        "_facts",
        "_gate_roots",
        "_knight_roots",
        "_roots_fresh",
        "castles",
        "church_points",
        "churches",
        "defense",
        "kernel",
        "knight_nodes",
        "knights",
        "parent",
        "shields",
        "slots",
        "tables",
        "towards_castle",
        "windmill_points",
        "windmills",
    )

    def __init__(self, tables: PieceTables, copy_of: FastBoard | None = None,
                 kernel: bool = True) -> None:
        """An empty board, or a copy of ``copy_of`` (a board of the same ``tables``).

        One constructor for both: the compiled build (setup.py) cannot make an object
        without running ``__init__``. With the C kernel built (``kernel.py``), an empty
        board keeps a kernel board beside its Python one unless ``kernel`` is false (the
        tests' reference); a copy keeps one if ``copy_of`` does."""
        self.tables = tables
        if copy_of is not None:
            self._copy(copy_of)
            return
        self.kernel: Board | None = new_board(tables) if KERNEL and kernel else None
        """The board's union-find in C integers, where a board with a kernel keeps it: then
        only ``slots`` and ``towards_castle`` follow the placements here, and the lists
        below stay as made (``place``, ``facts``, ``facts_with``, ``judge``)."""
        self.slots = [-1] * FIELD_COUNT
        """Piece index per field (-1: empty)."""
        self.parent = list(range(_NODES))
        self.churches = [0] * _NODES
        self.windmills = [0] * _NODES
        self.knights = [0] * _NODES
        self.shields = [0] * _NODES
        self.church_points = 0
        self.windmill_points = 0
        self.defense = 0
        self.knight_nodes: list[int] = []
        self.castles: list[tuple[int, int, int]] = []
        """(value, node of gate 1, node of gate 2) per castle on the board."""
        self.towards_castle: tuple[bool, ...] = (False,) * FIELD_COUNT
        """Per field, whether a castle on the board has a road end facing it (castles
        come first and never move: read once here, not at every placement weighed)."""
        self._knight_roots: tuple[int, ...] = ()
        self._gate_roots: tuple[tuple[int, int, int], ...] = ()
        self._roots_fresh = True
        """Whether the two tuples above follow the last placement (see ``_refresh_roots``)."""
        self._facts: Facts | None = None

    def _copy(self, other: FastBoard) -> None:
        self.slots = other.slots[:]
        self.towards_castle = other.towards_castle
        self._facts = other._facts
        if other.kernel is not None:
            # The union-find is the kernel's; the lists beside it are never changed, so
            # they are shared, not copied.
            self.kernel = other.kernel.copy()
            self.parent, self.churches, self.windmills = (other.parent, other.churches,
                                                          other.windmills)
            self.knights, self.shields, self.knight_nodes = (other.knights, other.shields,
                                                             other.knight_nodes)
            self.castles = other.castles
            self.church_points = self.windmill_points = self.defense = 0
            self._knight_roots, self._gate_roots, self._roots_fresh = (), (), True
            return
        self.kernel = None
        self.parent = other.parent[:]
        self.churches = other.churches[:]
        self.windmills = other.windmills[:]
        self.knights = other.knights[:]
        self.shields = other.shields[:]
        self.church_points = other.church_points
        self.windmill_points = other.windmill_points
        self.defense = other.defense
        self.knight_nodes = other.knight_nodes[:]
        self.castles = other.castles[:]
        self._knight_roots = other._knight_roots
        self._gate_roots = other._gate_roots
        self._roots_fresh = other._roots_fresh

    @classmethod
    def of(cls, tables: PieceTables, board: Principality) -> FastBoard:
        fast = cls(tables)
        for field, placed in board.items():
            fast.place(field.index, tables.index(placed.tile.id, placed.rotated))
        return fast

    def copy(self) -> FastBoard:
        return FastBoard(self.tables, self)

    def empty_fields(self) -> list[int]:
        return [index for index, piece in enumerate(self.slots) if piece < 0]

    def find(self, node: int) -> int:
        parent = self.parent
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    # --- growing -------------------------------------------------------------------

    def place(self, field: int, piece_index: int) -> None:
        """Put a piece on an empty field."""
        piece = self.tables.pieces[piece_index]
        self.slots[field] = piece_index
        self._facts = None
        if piece.castle_value:
            facing = list(self.towards_castle)
            for _, linked, _ in piece.links[field]:
                facing[linked] = True
            self.towards_castle = tuple(facing)
        if self.kernel is not None:
            self.kernel.place(field, piece_index)
            return
        base = field * GROUPS_PER_FIELD
        churches, windmills, knights, shields = (self.churches, self.windmills, self.knights,
                                                 self.shields)
        church_points = windmill_points = 0
        for group, carried in enumerate(piece.groups):
            node = base + group
            churches[node] = carried.churches
            windmills[node] = carried.windmills
            knights[node] = carried.knights
            shields[node] = carried.shields
            church_points += _GROUP_POINTS[carried.churches]
            windmill_points += _GROUP_POINTS[carried.windmills]
            if carried.knights:
                self.knight_nodes.append(node)
        self.church_points += church_points
        self.windmill_points += windmill_points
        self.defense += piece.defense[field]
        if piece.castle_value:
            self.castles.append((piece.castle_value, base, base + 1))
        pieces, slots = self.tables.pieces, self.slots
        for group, other_field, other_point in piece.links[field]:
            other = slots[other_field]
            if other < 0:
                continue
            other_group = pieces[other].group_at[other_point]
            if other_group >= 0:
                self._union(base + group, other_field * GROUPS_PER_FIELD + other_group)
        # The roots of the knights and the castles' gates are found again only when the
        # board is next read: the hindsight search places a whole round before it reads.
        self._roots_fresh = False

    def _refresh_roots(self) -> None:
        """The components holding knights, and those of each castle's gates, as they are now."""
        find = self.find
        self._knight_roots = tuple({find(node) for node in self.knight_nodes})
        self._gate_roots = tuple((value, find(a), find(b)) for value, a, b in self.castles)
        self._roots_fresh = True

    def _union(self, a: int, b: int) -> None:
        root_a, root_b = self.find(a), self.find(b)
        if root_a == root_b:
            return
        churches, windmills = self.churches, self.windmills
        self.church_points += (
            _GROUP_POINTS[churches[root_a] + churches[root_b]]
            - _GROUP_POINTS[churches[root_a]]
            - _GROUP_POINTS[churches[root_b]]
        )
        self.windmill_points += (
            _GROUP_POINTS[windmills[root_a] + windmills[root_b]]
            - _GROUP_POINTS[windmills[root_a]]
            - _GROUP_POINTS[windmills[root_b]]
        )
        self.parent[root_a] = root_b
        churches[root_b] += churches[root_a]
        windmills[root_b] += windmills[root_a]
        self.knights[root_b] += self.knights[root_a]
        self.shields[root_b] += self.shields[root_a]

    # --- reading -------------------------------------------------------------------

    def facts(self) -> Facts:
        if self._facts is None and self.kernel is not None:
            found = self.kernel.facts()
            self._facts = Facts(found[0], found[1], found[2], found[3], found[4], found[5])
        if self._facts is None:
            if not self._roots_fresh:
                self._refresh_roots()
            knights, shields = self.knights, self.shields
            castle = {
                value: knights[a] + (knights[b] if b != a else 0)
                for value, a, b in self._gate_roots
            }
            best = max((shields[r] for r in self._knight_roots if knights[r] >= 2), default=0)
            self._facts = Facts(
                self.church_points,
                self.windmill_points,
                castle.get(6, 0),
                castle.get(4, 0),
                self.defense,
                best,
            )
        return self._facts

    def facts_with(self, field: int, piece_index: int) -> Facts:
        """The facts were ``piece_index`` placed on the empty ``field``; the board is unchanged."""
        if self.kernel is not None:
            found = self.kernel.facts_with(field, piece_index)
            return Facts(found[0], found[1], found[2], found[3], found[4], found[5])
        piece = self.tables.pieces[piece_index]
        if not self._roots_fresh:
            self._refresh_roots()
        if len(piece.groups) == 1:
            return self._facts_one_group(field, piece)
        return self._facts_many_groups(field, piece)

    def _joined_roots(self, field: int, piece: Piece) -> list[tuple[int, int]]:
        """(group of the piece, root of the component it would join) for every join."""
        pieces, slots, parent = self.tables.pieces, self.slots, self.parent
        joins = []
        for group, other_field, other_point in piece.links[field]:
            other = slots[other_field]
            if other < 0:
                continue
            other_group = pieces[other].group_at[other_point]
            if other_group < 0:
                continue
            node = other_field * GROUPS_PER_FIELD + other_group
            while parent[node] != node:
                node = parent[node]
            joins.append((group, node))
        return joins

    def _facts_one_group(self, field: int, piece: Piece) -> Facts:
        """The common case, kept fast: every join merges into the piece's only group."""
        # The walk of ``_joined_roots`` written out again, for the roots alone: nearly every
        # placement a rollout weighs comes here, and the pairs that function builds cost the
        # expert some 5 % of a decision (median 287-299 ms against 311-313 ms, measured
        # alternately with ``benchmarks/bench_bots.py``).
        pieces, slots, parent = self.tables.pieces, self.slots, self.parent
        roots: list[int] = []  # at most four, each once: a list is quicker than a set here
        for _, other_field, other_point in piece.links[field]:
            other = slots[other_field]
            if other < 0:
                continue
            other_group = pieces[other].group_at[other_point]
            if other_group < 0:
                continue
            node = other_field * GROUPS_PER_FIELD + other_group
            while parent[node] != node:
                node = parent[node]
            if node not in roots:
                roots.append(node)
        carried = piece.groups[0]
        if not roots:
            return self._facts_alone(piece.defense[field], carried)
        churches, windmills = self.churches, self.windmills
        knights, shields = self.knights, self.shields
        church_total, windmill_total = carried.churches, carried.windmills
        knight_total, shield_total = carried.knights, carried.shields
        church_points, windmill_points = self.church_points, self.windmill_points
        for root in roots:
            church_total += churches[root]
            windmill_total += windmills[root]
            knight_total += knights[root]
            shield_total += shields[root]
            church_points -= _GROUP_POINTS[churches[root]]
            windmill_points -= _GROUP_POINTS[windmills[root]]
        best = shield_total if knight_total >= 2 else 0
        for root in self._knight_roots:
            if root not in roots and knights[root] >= 2 and shields[root] > best:
                best = shields[root]
        castle6 = castle4 = 0
        for value, a, b in self._gate_roots:
            in_a, in_b = a in roots, b in roots
            count_a = knight_total if in_a else knights[a]
            if a == b or (in_a and in_b):
                count = count_a
            else:
                count = count_a + (knight_total if in_b else knights[b])
            if value == 6:
                castle6 = count
            else:
                castle4 = count
        return Facts(
            church_points + _GROUP_POINTS[church_total],
            windmill_points + _GROUP_POINTS[windmill_total],
            castle6,
            castle4,
            self.defense + piece.defense[field],
            best,
        )

    def _facts_many_groups(self, field: int, piece: Piece) -> Facts:
        groups = piece.groups
        # Groups of the piece that meet through a component become one.
        label = list(range(len(groups)))
        owner: dict[int, int] = {}
        for group, root in self._joined_roots(field, piece):
            first = owner.setdefault(root, label[group])
            if first != label[group]:
                old = label[group]
                label = [first if x == old else x for x in label]
                owner = {r: first if x == old else x for r, x in owner.items()}
        churches, windmills = self.churches, self.windmills
        knights, shields = self.knights, self.shields
        merged: dict[int, list[int]] = {}
        for group, carried in enumerate(groups):
            total = merged.setdefault(label[group], [0, 0, 0, 0])
            total[0] += carried.churches
            total[1] += carried.windmills
            total[2] += carried.knights
            total[3] += carried.shields
        church_points, windmill_points = self.church_points, self.windmill_points
        for root, into in owner.items():
            total = merged[into]
            total[0] += churches[root]
            total[1] += windmills[root]
            total[2] += knights[root]
            total[3] += shields[root]
            church_points -= _GROUP_POINTS[churches[root]]
            windmill_points -= _GROUP_POINTS[windmills[root]]
        best = 0
        for total in merged.values():
            church_points += _GROUP_POINTS[total[0]]
            windmill_points += _GROUP_POINTS[total[1]]
            if total[2] >= 2 and total[3] > best:
                best = total[3]
        for root in self._knight_roots:
            if root not in owner and knights[root] >= 2 and shields[root] > best:
                best = shields[root]
        castle6 = castle4 = 0
        for value, a, b in self._gate_roots:
            into_a, into_b = owner.get(a), owner.get(b)
            count_a = knights[a] if into_a is None else merged[into_a][2]
            if a == b or (into_a is not None and into_a == into_b):
                count = count_a
            else:
                count = count_a + (knights[b] if into_b is None else merged[into_b][2])
            if value == 6:
                castle6 = count
            else:
                castle4 = count
        return Facts(
            church_points,
            windmill_points,
            castle6,
            castle4,
            self.defense + piece.defense[field],
            best,
        )

    def _facts_alone(self, defense: int, carried: GroupSymbols) -> Facts:
        """A piece of one group that joins nothing: only its own symbols change."""
        base = self.facts()
        best = base.knights
        if carried.knights >= 2 and carried.shields > best:
            best = carried.shields
        return Facts(  # not ``_replace``: this runs for most placements weighed
            base.churches + _GROUP_POINTS[carried.churches],
            base.windmills + _GROUP_POINTS[carried.windmills],
            base.castle6,
            base.castle4,
            base.defense + defense,
            best,
        )
