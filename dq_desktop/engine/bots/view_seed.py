"""A seed made of what a player sees, so that a choice depends on the view alone.

The expert's randomness (the futures it samples) is drawn from this seed: the
expert bot in play, the hint and the review, given the same view, draw the same
futures and so choose the same placement, whoever asks and on whatever
machine. The text is stable across runs and Python versions (no ``hash()``).
"""

from __future__ import annotations

import hashlib

from dq_desktop.engine.view import PlayerView


def view_text(view: PlayerView) -> str:
    """Everything the choice depends on, as text: the set, the step and its field, the
    board, the tiles in hand, set aside and face down, and Sancho. Not the seat."""
    board = ",".join("-" if placed is None else str(placed) for placed in view.board.slots)
    return "|".join((
        view.tileset.name,
        str(view.step),
        str(view.current_field),
        board,
        ",".join(sorted(view.revealed)),
        view.last_tile or "-",
        ",".join(view.face_down),
        "sancho" if view.sancho_available else "-",
    ))


def view_seed(view: PlayerView, purpose: str) -> str:
    """A seed for ``purpose`` (e.g. ``"expert"``) drawn from ``view`` alone."""
    digest = hashlib.sha256(view_text(view).encode("utf-8")).hexdigest()
    return f"dq-desktop/{purpose}/{digest}"
