"""``review``: every placement of a game judged with what its player could know then."""

from __future__ import annotations

import json
from typing import Any

from dq_desktop.engine.analysis.review import (
    VERDICT_LIMITS,
    PlacementReview,
    PlayerReview,
    review_game,
)
from dq_desktop.formats.errors import one_line
from dq_desktop.formats.game_record import read_game


def run_review(path: str, as_json: bool, jobs: int) -> int:
    game, _ = read_game(path)
    reviews = review_game(game, jobs=jobs)
    if as_json:
        print(json.dumps({"players": [player_json(review) for review in reviews]}))
    else:
        print("\n\n".join(player_text(review) for review in reviews))
    return 0


def placement_json(review: PlacementReview) -> dict[str, Any]:
    return {
        "step": review.step + 1,
        "field": review.field.name,
        "played": review.played.text,
        "best": review.best.text,
        "expected_played": round(review.expected_played, 2),
        "expected_best": round(review.expected_best, 2),
        "loss": round(review.loss, 2),
        "class": review.verdict.value,
        "alternatives": [
            {"move": a.move.text, "expected": round(a.expected, 2)} for a in review.alternatives
        ],
        "futures": review.futures,
        "standard_error": round(review.standard_error, 2),
    }


def player_json(review: PlayerReview) -> dict[str, Any]:
    return {"name": review.name, "placements": [placement_json(p) for p in review.placements]}


def player_text(review: PlayerReview) -> str:
    """A line per placement: field, the tile placed, its verdict and loss, the better one."""
    limits = ", ".join(f"{verdict.value} under {limit:g}" for limit, verdict in VERDICT_LIMITS)
    lines = [f"{one_line(review.name)} (loss in expected points; {limits}, blunder beyond)"]
    for p in review.placements:
        better = "" if p.best == p.played else f"; expert: {p.best.text} {p.expected_best:.1f}"
        lines.append(
            f"  {p.step + 1:>2} {p.field.name}  {p.played.text:<9} {p.verdict.value:<10} "
            f"loss {p.loss:4.1f} ±{p.standard_error:3.1f}  expected {p.expected_played:.1f}{better}"
        )
    total = sum(p.loss for p in review.placements)
    lines.append(f"  expected points given up in all: {total:.1f}")
    return "\n".join(lines)
