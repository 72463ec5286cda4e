"""The fast board's C kernel (``_board_kernel.c``), when the compiled build made it.

``pip install .`` builds no C: then, and with ``DQ_DESKTOP_PURE=1``, ``KERNEL`` is false
and ``FastBoard`` and ``judge`` run their Python code, the reference the kernel is
checked against (tests/engine/bots/test_kernel.py).
"""

from __future__ import annotations

import os
from typing import Final

from dq_desktop.engine.bots.normal_weights import (
    CROWDED_FIELD,
    DEFENDER,
    JOIN,
    LAST_ROUND,
    NEIGHBOURS,
    OPEN_END,
    SYMBOL_OPEN,
    TOWARDS_CASTLE,
)
from dq_desktop.engine.bots.piece_tables import PieceTables
from dq_desktop.engine.scoring import DEFENSE_POINTS, SHIELDS_PER_ROUND

# The engine reads the switch itself (pure_source.py lies above it): with it, the
# kernel is not even imported, so that pure Python is pure (test_compiled.py).
if os.environ.get("DQ_DESKTOP_PURE", "") == "1":
    _BUILT = False
else:
    try:
        from dq_desktop.engine.bots._board_kernel import Board, Tables
    except ImportError:
        _BUILT = False
    else:
        _BUILT = True

KERNEL: Final = _BUILT
"""Whether fast boards keep their union-find in a kernel board (``FastBoard.kernel``)."""

_TABLES: dict[int, tuple[PieceTables, Tables]] = {}
"""The kernel's tables per tile set's tables (by identity: ``piece_tables`` keeps them)."""


def new_board(tables: PieceTables) -> Board:
    """An empty kernel board of ``tables``' pieces."""
    known = _TABLES.get(id(tables))
    if known is None or known[0] is not tables:
        known = (tables, _kernel_tables(tables))
        _TABLES[id(tables)] = known
    return Board(known[1])


def _kernel_tables(tables: PieceTables) -> Tables:
    pieces = [
        (
            [(g.churches, g.windmills, g.knights, g.shields) for g in piece.groups],
            piece.group_at,
            piece.links,
            piece.defense,
            piece.symbol_count,
            piece.castle_value,
        )
        for piece in tables.pieces
    ]
    weights = (LAST_ROUND, OPEN_END, SYMBOL_OPEN, JOIN, DEFENDER, TOWARDS_CASTLE, CROWDED_FIELD,
               DEFENSE_POINTS, SHIELDS_PER_ROUND)
    return Tables(pieces, NEIGHBOURS, weights)
