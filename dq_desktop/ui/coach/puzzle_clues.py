"""A puzzle's clue after a wrong first try, built from the reasons the engine gives.

The engine's reasons (``engine/analysis/reasons.py``) say why the best placement found
beats the try: a fact of the board the try brings about (a castle's gate closed for
good, a knight cut off, road ends spent where they cannot serve, the tile set aside
thrown away) and the categories of the scoring sheet that move. A mistake's judgement
carries them; a try judged only *good* carries none, so they are asked of the engine
here, from the loss split by category (``given_up.split_loss``). The clue names the
fact, then the category where the best placement gains most — never the answer
itself, and never nothing: a try that is not the best gives points up somewhere.
"""

from __future__ import annotations

from dq_desktop.engine.analysis.reasons import Reason, ReasonKind, reasons_for
from dq_desktop.engine.analysis.review import EXPLAINED, PlacementReview
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.engine.tileset import TileSet
from dq_desktop.engine.view import PlayerView
from dq_desktop.ui.coach.review_reasons import category_change, fact_sentence, signed
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.tiles.tile_words import tile_text


def clue_reasons(judged: PlacementReview, view: PlayerView) -> tuple[Reason, ...]:
    """Why the best found beats the try: the judgement's own reasons, or, for a try the
    review explains no further (a *good* one), the engine's from the loss's split."""
    if judged.verdict in EXPLAINED and judged.reasons:
        return judged.reasons
    if judged.best == judged.played:
        return ()
    return reasons_for(view, judged.best, judged.played, dict(judged.given_up_by_category))


def best_category(judged: PlacementReview, reasons: tuple[Reason, ...]) -> tuple[str, float] | None:
    """The category where the best found gains most over the try (points > 0)."""
    gains = [(r.points, r.category) for r in reasons
             if r.kind is ReasonKind.CATEGORY and r.category is not None
             and r.points is not None and r.points > 0]
    gains += [(value, key) for key, value in judged.given_up_by_category if value > 0]
    if not gains:
        return None
    points, key = max(gains)
    return key, points


def puzzle_clue(judged: PlacementReview, view: PlayerView, tiles: TileSet) -> str:
    """The clue after a wrong first try ``judged`` (from ``view``): what the try does
    wrong on the board, where the best placement found gains most; with the right tile
    turned the wrong way, that first."""
    reasons = clue_reasons(judged, view)
    turned = judged.played.tile == judged.best.tile
    parts = [translate("PuzzleWindow", "Hint: the right tile, turned the other way.")] \
        if turned else []
    facts = [r for r in reasons if r.kind is not ReasonKind.CATEGORY]
    if facts:
        text = (translate("PuzzleWindow", "With your choice, %1.") if parts
                else translate("PuzzleWindow", "Hint: with your choice, %1."))
        parts.append(fill(text, fact_sentence(facts[0], tiles)))
    category = best_category(judged, reasons)
    if category is not None:
        text = (translate("PuzzleWindow", "Where the best placement found gains most by the end "
                          "of the game: %1.") if parts
                else translate("PuzzleWindow", "Hint: where the best placement found gains most "
                               "by the end of the game: %1."))
        parts.append(fill(text, category_change(category[0], signed(category[1]))))
    if not parts:  # no split of the loss to read (an older judgement): the tile, then
        best = PlacedTile(tiles[judged.best.tile], judged.best.rotated)
        parts.append(fill(translate("PuzzleWindow", "Hint: the best placement found uses this "
                                    "tile: %1."), tile_text(best)))
    return " ".join(parts)
