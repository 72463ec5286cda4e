"""``review``: every placement of a game judged with what its player could know then."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from dq_desktop.commands.progress import Progress
from dq_desktop.engine.analysis.reasons import Reason, ReasonKind
from dq_desktop.engine.analysis.review import (
    BRILLIANT_FLOOR,
    NOISE,
    VERDICT_LIMITS,
    PlacementReview,
    PlayerReview,
    Verdict,
    review_game,
    seats_to_review,
)
from dq_desktop.engine.analysis.review_summary import summarize
from dq_desktop.engine.game import Game
from dq_desktop.formats.errors import one_line
from dq_desktop.formats.game_record import human_seats, read_game
from dq_desktop.formats.review_text import annotated_move

Export = Callable[[Game, tuple[PlayerReview, ...]], None]
"""Writes the annotated review to a file (``--export``; in the player's language, so it is
given by the command line's caller, which may use the interface's words)."""


def run_review(path: str, as_json: bool, jobs: int, all_seats: bool = False,
               export: Export | None = None) -> int:
    game, kinds = read_game(path)
    seats = seats_to_review(human_seats(kinds), len(game.players), all_seats)
    with Progress("review: placements judged") as progress:
        reviews = review_game(game, jobs=jobs, progress=progress, seats=seats)
    reviewed = [(seat, review) for seat, review in enumerate(reviews) if review.reviewed]
    left = [one_line(review.name) for review in reviews if not review.reviewed]
    if as_json:
        print(json.dumps({"players": [player_json(review, seat) for seat, review in reviewed]}))
    else:
        print("\n\n".join(player_text(review) for _, review in reviewed))
        if left:
            print(f"\nnot reviewed, computer players: {', '.join(left)} (--all-seats reviews them)")
    if export is not None:
        export(game, tuple(review for _, review in reviewed))
    return 0


def placement_json(review: PlacementReview) -> dict[str, Any]:
    return {
        "step": review.step + 1,
        "field": review.field.name,
        "played": review.played.text,
        "best": review.best.text,
        "expected_played": review.expected_played,
        "expected_best": review.expected_best,
        "loss": review.loss,
        "class": review.verdict.value,
        "alternatives": [
            {"move": a.move.text, "expected": a.expected} for a in review.alternatives
        ],
        "futures": review.futures,
        "standard_error": review.standard_error,
        "expert": review.expert.text,
        "expected_expert": review.expected_expert,
        "beats_expert": review.beats_expert,
        "reasons": [reason.as_dict() for reason in review.reasons],
        "as_good_as": review.as_good_as,
        "exact": review.exact,
    }


def player_json(review: PlayerReview, seat: int) -> dict[str, Any]:
    summary = summarize(review)
    return {
        "seat": seat + 1,
        "name": review.name,
        "placements": [placement_json(p) for p in review.placements],
        "summary": {
            "counts": {verdict.value: count for verdict, count in summary.counts},
            "given_up": summary.given_up,
            "given_up_by_round": list(summary.given_up_by_round),
            "given_up_by_category": dict(summary.given_up_by_category),
            "key_moments": [step + 1 for step in summary.key_moments],
            "expected_played": list(summary.played_line),
            "expected_expert": list(summary.expert_line),
        },
    }


def reason_text(reason: Reason) -> str:
    """A reason in a few plain words, for the terminal (the window has full sentences)."""
    match reason.kind:
        case ReasonKind.CATEGORY:
            return f"{reason.category} {reason.points:+.1f}"
        case ReasonKind.GATE_CLOSED:
            return f"gate of the {reason.castle}-castle on {reason.field} closed for good"
        case ReasonKind.KNIGHT_CUT_OFF:
            return f"{reason.shields}-knight on {reason.field} cut off from border and castles"
        case ReasonKind.ROAD_ENDS_WASTED:
            return f"{reason.ends} road ends spent on {reason.field} where {reason.usable} serve"
        case ReasonKind.SET_ASIDE_WASTED:
            return f"tile set aside ({reason.tile}) thrown away"


def placement_text(p: PlacementReview) -> str:
    """Field, the tile placed, its verdict and loss, the best and the expert's, the reasons."""
    verdict = "brilliant !" if p.verdict is Verdict.BRILLIANT else p.verdict.value
    about = "≈" if p.as_good_as else " "
    # Never '±0.0' but where solved: a noise under a twentieth still is a noise.
    noise = ("exact" if p.exact else "±<0.1" if p.standard_error < 0.05
             else f"±{p.standard_error:3.1f}")
    line = (f"  {annotated_move(p):<17} {verdict:<11} "
            f"loss {about}{p.loss:4.1f} {noise:<5}  expected {p.expected_played:.1f}")
    if p.best not in (p.played, p.expert):
        line += f"; best: {p.best.text} {p.expected_best:.1f}"
    if p.expert != p.played:
        line += f"; expert: {p.expert.text} {p.expected_expert:.1f}"
    else:
        line += "; expert: the same"
    if p.reasons:
        line += "\n       why: " + "; ".join(reason_text(r) for r in p.reasons)
    return line


def player_text(review: PlayerReview) -> str:
    """A line per placement (and one of reasons where there are), then the summary."""
    limits = ", ".join(f"{verdict.value} under {limit:g}" for limit, verdict in VERDICT_LIMITS)
    lines = [f"{one_line(review.name)} (loss in expected points, ± its standard error, exact "
             f"where round 3 is solved; {limits}, blunder beyond; "
             f"≈ within {NOISE:g} standard errors, judged best; brilliant !: the best found, "
             f"at least {BRILLIANT_FLOOR:g} points better than the expert's choice and clear of "
             "the noise)",
             "  expected: the mean final total over the futures the expert draws, the rest "
             "played as the expert plays; in round 3, with the best play in every order"]
    lines += [placement_text(p) for p in review.placements]
    summary = summarize(review)
    counts = ", ".join(f"{verdict.value} {count}" for verdict, count in summary.counts)
    lines.append(f"  {counts}")
    lines.append(f"  expected points given up in all: {summary.given_up:.1f}")
    rounds = ", ".join(f"round {number} {value:.1f}"
                       for number, value in enumerate(summary.given_up_by_round, start=1))
    categories = ", ".join(f"{key} {value:.1f}" for key, value in summary.given_up_by_category
                           if value)
    lines.append(f"  by round: {rounds}" + (f"; by category: {categories}" if categories else ""))
    moments = set(summary.key_moments)
    lines.append("  key moments: " + ("  ".join(annotated_move(p) for p in review.placements
                                                 if p.step in moments) or "none"))
    return "\n".join(lines)
