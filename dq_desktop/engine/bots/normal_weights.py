"""``normal``'s weights as plain numbers, and the board's neighbours by field index.

Apart from ``normal.py`` and ``judge.py``, which use them, so that the fast board's C
kernel (``kernel.py``, imported by ``fastboard.py``) can hand them to C without
importing the modules that import the board.
"""

from __future__ import annotations

from typing import Final

from dq_desktop.engine.fields import Field

LAST_ROUND: Final = 0.25
"""``NORMAL_WEIGHTS.last_round``: the policy's weight of the last round's scoring."""
OPEN_END: Final = 0.5
"""``NORMAL_WEIGHTS.open_end``: per open road end."""
SYMBOL_OPEN: Final = 0.4
"""``NORMAL_WEIGHTS.symbol_open``: per symbol on a road that can still grow."""
JOIN: Final = 2.0
"""``NORMAL_WEIGHTS.join``: per group joined."""
DEFENDER: Final = 0.6
"""Per defending shield, below the threshold too."""
CROWDED_FIELD: Final = 0.75
"""Per missing neighbour when a two-symbol tile goes to a field with few to join."""
TOWARDS_CASTLE: Final = 0.5
"""Per road end of the tile that faces an empty field next to a castle."""

NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        Field(field.row + d_row, field.column + d_column).index
        for d_row, d_column in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if 0 <= field.row + d_row < 3 and 0 <= field.column + d_column < 8
    )
    for field in Field.all()
)
"""Per field index, the indices of its neighbours on the board."""
