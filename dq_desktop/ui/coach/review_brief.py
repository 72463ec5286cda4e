"""The review in short sentences first: the verdict and the points at stake, and the gist
of why, in a clause; the figures (expected totals, the ± figure, each category) follow
on demand (``review_words.placement_sentence``, behind the window's Details).

Every sentence is built from what the engine returned: the verdict, the loss, the
reasons and the loss split by category (``engine/analysis/given_up.py``).
"""

from __future__ import annotations

from dq_desktop.engine.analysis.reasons import Reason, ReasonKind
from dq_desktop.engine.analysis.review import PlacementReview, Verdict
from dq_desktop.engine.game import Move
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.coach.review_reasons import decimal
from dq_desktop.ui.coach.review_words import verdict_name
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.table.score_panel import category_in_sentence
from dq_desktop.ui.tiles.tile_words import tile_text


def placed(tiles: TileSet, move: Move) -> str:
    """A placement's tile in words, turned as placed."""
    return tile_text(PlacedTile(tiles[move.tile], move.rotated))


def other_move(review: PlacementReview) -> Move:
    """The placement shown beside the one made: the best found, or the expert's choice
    when the placement made is the best found (as the window's Space shows)."""
    return review.best if review.best != review.played else review.expert


def brief_sentence(review: PlacementReview, tiles: TileSet, *, other: bool = False) -> str:
    """The placement made (or, with ``other``, the one shown beside it) in a sentence or
    two: the verdict and the points at stake, then the gist of why."""
    if other:
        return _other_sentence(review, tiles)
    field, mine = review.field, placed(tiles, review.played)
    if review.verdict is Verdict.BRILLIANT:
        head = fill(translate("ReviewBrief", "%1 · yours, %2: brilliant (!), %3 points more "
                              "than the expert's choice."), field, mine,
                    decimal(review.expected_played - review.expected_expert))
    elif review.played == review.best == review.expert:
        head = fill(translate("ReviewBrief", "%1 · yours, %2: best, the expert's choice too."),
                    field, mine)
    elif review.played == review.best:
        head = fill(translate("ReviewBrief", "%1 · yours, %2: best, as good as the expert's "
                              "choice."), field, mine)
    elif review.as_good_as:
        head = fill(translate("ReviewBrief", "%1 · yours, %2: best, within the review's noise "
                              "of the best found (≈)."), field, mine)
    else:
        head = fill(translate("ReviewBrief", "%1 · yours, %2: %3, %4 points given up."),
                    field, mine, verdict_name(review.verdict), decimal(review.loss))
    why = "" if review.as_good_as else gist(review)  # noise is no reason
    return " ".join(part for part in (head, why) if part)


def _other_sentence(review: PlacementReview, tiles: TileSet) -> str:
    move = other_move(review)
    field, theirs = review.field, placed(tiles, move)
    if move == review.best:  # the placement made gave points up to it
        text = (translate("ReviewBrief", "The expert's choice on %1, %2: %3 points more than "
                          "yours.") if move == review.expert
                else translate("ReviewBrief", "The best found on %1, %2: %3 points more than "
                               "yours."))
        return fill(text, field, theirs, decimal(review.loss))
    if review.verdict is Verdict.BRILLIANT:
        return fill(translate("ReviewBrief", "The expert's choice on %1, %2: %3 points less "
                              "than yours."), field, theirs,
                    decimal(review.expected_played - review.expected_expert))
    return fill(translate("ReviewBrief", "The expert's choice on %1, %2: as good as yours."),
                field, theirs)


def gist(review: PlacementReview) -> str:
    """Why, in a clause: the first fact of the board the engine found, else the category
    where the most was given up (or, for a brilliant placement, gained); empty when
    nothing was given up."""
    facts = [r for r in review.reasons if r.kind is not ReasonKind.CATEGORY]
    if facts and review.verdict is not Verdict.BRILLIANT:
        return fact_clause(facts[0])
    category = main_category(review)
    if category is None:
        return ""
    if review.verdict is Verdict.BRILLIANT:
        return fill(translate("ReviewBrief", "Where it gains most: %1."),
                    category_in_sentence(category))
    return fill(translate("ReviewBrief", "Where it costs most: %1."),
                category_in_sentence(category))


def main_category(review: PlacementReview) -> str | None:
    """The category that moves most in the better placement's favour: from the loss's
    split, else from the reasons (a brilliant placement's are against the expert's)."""
    split = [(value, key) for key, value in review.given_up_by_category if value > 0]
    if split and review.verdict is not Verdict.BRILLIANT:
        return max(split)[1]
    moving = [(r.points, r.category) for r in review.reasons
              if r.kind is ReasonKind.CATEGORY and r.points is not None and r.points > 0
              and r.category is not None]
    return max(moving)[1] if moving else None


def fact_clause(reason: Reason) -> str:
    """A fact of the worse placement in a short sentence ('It closes a gate of …')."""
    match reason.kind:
        case ReasonKind.GATE_CLOSED:
            return fill(translate("ReviewBrief", "It closes a gate of the %1 on %2 for good."),
                        category_in_sentence(f"castle{reason.castle}"), reason.field)
        case ReasonKind.KNIGHT_CUT_OFF:
            return fill(translate("ReviewBrief", "It cuts the knight on %1 off from the border "
                                  "and the castles."), reason.field)
        case ReasonKind.ROAD_ENDS_WASTED:
            return fill(translate("ReviewBrief", "It spends road ends on %1 that can never meet "
                                  "a road."), reason.field)
        case ReasonKind.SET_ASIDE_WASTED:
            return translate("ReviewBrief", "It throws away the tile set aside.")
    raise ValueError(f"not a fact of the board: {reason.kind}")


def tried_sentence(judged: PlacementReview, tiles: TileSet) -> str:
    """A tile tried in the hand, judged: the verdict and the points given up, in short, as a
    sentence (the tile's words lead it, and they start in lower case: 'church above')."""
    return capitalised(_tried_clause(judged, tiles))


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital, the rest as it is."""
    return text[:1].upper() + text[1:]


def _tried_clause(judged: PlacementReview, tiles: TileSet) -> str:
    tile = placed(tiles, judged.played)
    if judged.verdict is Verdict.BRILLIANT:
        return fill(translate("ReviewBrief", "%1 on %2: brilliant (!), better than the "
                              "expert's choice."), tile, judged.field)
    if judged.played == judged.best:
        return fill(translate("ReviewBrief", "%1 on %2: best."), tile, judged.field)
    if judged.as_good_as:
        return fill(translate("ReviewBrief", "%1 on %2: best, within the review's noise (≈)."),
                    tile, judged.field)
    return fill(translate("ReviewBrief", "%1 on %2: %3, %4 points given up."), tile,
                judged.field, verdict_name(judged.verdict), decimal(judged.loss))


def tried_figures(judged: PlacementReview) -> str:
    """The figures behind ``tried_sentence``: expected final totals, the ± figure."""
    if judged.played == judged.best:
        return fill(translate("ReviewBrief", "Expected final total %1 (the expert's choice: "
                              "%2)."), decimal(judged.expected_played),
                    decimal(judged.expected_expert))
    return fill(translate("ReviewBrief", "Expected final total %1 against %2 for the best "
                          "found (± %3)."), decimal(judged.expected_played),
                decimal(judged.expected_best), decimal(judged.standard_error))
