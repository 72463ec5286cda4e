"""A review's move list in the notation the command line prints and the review window
lists: ``7. D3 k2c ?`` — the field's number in the game, the field, the tile placed
(``@180`` when turned) and the verdict's mark, as chess annotates its moves.

Marks, as chess uses them: ``!`` brilliant, ``?!`` inaccuracy, ``?`` mistake, ``??``
blunder; a best or good placement has none.
"""

from __future__ import annotations

from collections.abc import Iterable

from dq_desktop.engine.analysis.review import PlacementReview, Verdict

MARKS = {
    Verdict.BRILLIANT: "!",
    Verdict.BEST: "",
    Verdict.GOOD: "",
    Verdict.INACCURACY: "?!",
    Verdict.MISTAKE: "?",
    Verdict.BLUNDER: "??",
}


def annotated_move(placement: PlacementReview) -> str:
    """``7. D3 k2c ?``: the field's number, the field, the tile placed, its mark."""
    mark = MARKS[placement.verdict]
    text = f"{placement.step + 1}. {placement.field.name} {placement.played.text}"
    return f"{text} {mark}" if mark else text


def move_list(placements: Iterable[PlacementReview]) -> str:
    """Every placement annotated, on one line: ``1. H1 k3c@180  2. C1 w2 ?! …``."""
    return "  ".join(annotated_move(p) for p in placements)
