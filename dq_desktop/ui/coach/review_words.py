"""The review in words: verdict names, and what a placement changed (the colours are the
verdict scale's, ``ui/common/verdict_scale.py``).

A sentence is built from the engine's scores of the board before the placement
and after each option, category by category, and from the review's expected
totals — never from the picture.
"""

from __future__ import annotations

from dq_desktop.engine.analysis.review import PlacementReview, Verdict
from dq_desktop.engine.game import Move
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import Score, score
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.coach.review_reasons import category_change, decimal, why
from dq_desktop.ui.common.text import PLURAL, and_list, fill, translate
from dq_desktop.ui.table.score_panel import CATEGORIES
from dq_desktop.ui.tiles.tile_words import tile_text

__all__ = ["after", "changes", "decimal", "measure_note", "noise", "placement_sentence",
           "verdict_name"]


def verdict_name(verdict: Verdict) -> str:
    return {
        Verdict.BRILLIANT: translate("ReviewWindow", "brilliant (!)"),
        Verdict.BEST: translate("ReviewWindow", "best"),
        Verdict.GOOD: translate("ReviewWindow", "good"),
        Verdict.INACCURACY: translate("ReviewWindow", "inaccuracy"),
        Verdict.MISTAKE: translate("ReviewWindow", "mistake"),
        Verdict.BLUNDER: translate("ReviewWindow", "blunder"),
    }[verdict]


def after(board: Principality, review: PlacementReview, move: Move, tiles: TileSet,
          round_number: int) -> Score:
    """The round's score, were it scored once ``move`` is placed."""
    placed = PlacedTile(tiles[move.tile], move.rotated)
    return score(board.with_tile(review.field, placed), round_number)


def changes(before: Score, later: Score) -> str:
    """'defense of the realm +5, knight group +3', or 'nothing yet'."""
    delta = later.minus(before)
    parts = [category_change(key, f"{delta[key]:+d}") for key in CATEGORIES if delta[key]]
    return and_list(parts) if parts else translate("ReviewWindow", "nothing yet")


def noise(error: float) -> str:
    """A standard error to a tenth, never '0.0' (only an exact judgement has no noise, and it
    gives none): under a twentieth, '<0.1'."""
    return decimal(error) if error >= 0.05 else "<" + decimal(0.1)


def measure_note(review: PlacementReview) -> str:
    """What an expected final total is: what plays the rest of the game, over which futures."""
    if review.exact:
        return translate("ReviewWindow", "Solved exactly: every order in which the fields left "
                         "may come, with the best play in each.")
    futures = review.futures  # a plain name: lupdate reads no attribute as the count
    # the verdict before it has already named the expected final total: no second label
    return translate("ReviewWindow", "Expected totals are means over %n possible rests of the "
                     "game, each played on as the expert plays.", None, PLURAL, futures)


def placement_sentence(board: Principality, review: PlacementReview, tiles: TileSet,
                       round_number: int) -> str:
    """What the placement made and the better one change this round, the expected totals,
    the loss and verdict, and why (``review_reasons.why``)."""
    now = score(board, round_number)
    mine = PlacedTile(tiles[review.played.tile], review.played.rotated)
    yours = fill(translate("ReviewWindow", "%1 · yours, %2: %3 this round."), review.field,
                 tile_text(mine), changes(now, after(board, review, review.played, tiles,
                                                     round_number)))
    expert = PlacedTile(tiles[review.expert.tile], review.expert.rotated)
    if review.played == review.best:
        if review.verdict is Verdict.BRILLIANT:
            verdict = fill(translate(
                "ReviewWindow", "Better than the expert's choice, %1: expected final total %2 "
                "against %3, %4."), tile_text(expert), decimal(review.expected_played),
                decimal(review.expected_expert), verdict_name(review.verdict))
        elif review.played == review.expert:
            verdict = fill(translate("ReviewWindow", "The expert would have placed the same. "
                                     "Expected final total: %1."), decimal(review.expected_played))
        else:
            verdict = fill(translate(
                "ReviewWindow", "As good as the expert's choice, %1: expected final total %2 "
                "against %3."), tile_text(expert), decimal(review.expected_played),
                decimal(review.expected_expert))
        return " ".join(part for part in (yours, verdict, why(review, tiles), measure_note(review))
                        if part)
    best = PlacedTile(tiles[review.best.tile], review.best.rotated)
    better = (translate("ReviewWindow", "The expert's, %1: %2.") if review.best == review.expert
              else translate("ReviewWindow", "The best found, %1: %2."))
    theirs = fill(better, tile_text(best),
                  changes(now, after(board, review, review.best, tiles, round_number)))
    if review.played == review.expert:  # the hint's placement: say so, and why it is not best
        theirs = " ".join((translate("ReviewWindow", "Yours is the expert's choice, but its own "
                                     "play-outs, on more futures, find a better one."), theirs))
    if review.exact:  # no noise to give: '± 0.0' would read as a sample that agreed
        verdict = fill(translate("ReviewWindow", "Expected final total %1 against %2: %3 points "
                                 "given up, %4."), decimal(review.expected_played),
                       decimal(review.expected_best), decimal(review.loss),
                       verdict_name(review.verdict))
    else:
        text = (translate("ReviewWindow", "Expected final total %1 against %2: %3 points given "
                          "up (± %4), within the noise: as good as (≈) %5.") if review.as_good_as
                else translate("ReviewWindow", "Expected final total %1 against %2: %3 points "
                               "given up (± %4), %5."))
        verdict = fill(text, decimal(review.expected_played), decimal(review.expected_best),
                       decimal(review.loss), noise(review.standard_error),
                       verdict_name(review.verdict))
    return " ".join(part for part in (yours, theirs, verdict, why(review, tiles),
                                      measure_note(review)) if part)
