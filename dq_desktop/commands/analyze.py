"""``analyze``: the best each player of a finished game could have made of his deal."""

from __future__ import annotations

import json
from typing import Any

from dq_desktop.commands.boards import CATEGORY_LABELS
from dq_desktop.commands.progress import Progress
from dq_desktop.engine.analysis import PlayerAnalysis, analyze_player
from dq_desktop.formats.errors import FileFormatError
from dq_desktop.formats.game_record import read_game


def run_analyze(path: str, as_json: bool) -> int:
    game, _ = read_game(path)
    if not game.is_over:
        seat = min(range(len(game.players)), key=lambda s: len(game.players[s].placements))
        raise FileFormatError(
            path,
            f"players[{seat}].placements",
            f"the game is not finished: {game.step} of 22 fields filled; analyze needs all 22",
        )
    results = []
    with Progress("analyze: players analysed") as progress:
        for seat in range(len(game.players)):
            progress(seat, len(game.players))
            results.append(analyze_player(game, seat))
    if as_json:
        print(json.dumps({"players": [analysis_json(result) for result in results]}))
    else:
        print("\n\n".join(analysis_text(result) for result in results))
    return 0


def analysis_json(result: PlayerAnalysis) -> dict[str, Any]:
    return {
        "name": result.name,
        "actual": result.actual,
        "best": result.best,
        "placements": [
            {"field": p.field.name, "tile": p.tile, "rotated": p.rotated} for p in result.placements
        ],
        "discarded": list(result.discarded),
        "scores": [score.as_dict() for score in result.scores],
    }


def analysis_text(result: PlayerAnalysis) -> str:
    """Played against best, per round and category, then the best placements."""
    gain = result.best - result.actual
    lines = [
        f"{result.name}: played {result.actual}, best found {result.best} (+{gain})",
        f"  {'':<22}" + "".join(f"{f'round {n}':>14}" for n in (1, 2, 3)),
        f"  {'':<22}" + f"{'played':>8}{'best':>6}" * 3,
    ]
    played = [s.as_dict() for s in result.actual_scores]
    best = [s.as_dict() for s in result.scores]
    for key, label in (*CATEGORY_LABELS, ("total", "total")):
        cells = "".join(f"{p[key]:>8}{b[key]:>6}" for p, b in zip(played, best, strict=True))
        lines.append(f"  {label:<22}{cells}")
    board = " ".join(f"{p.field}={p.tile}{'@180' if p.rotated else ''}" for p in result.placements)
    lines.append(f"  best placements, in the order of the positions: {board}")
    if result.discarded:
        lines.append(f"  set aside because of Sancho Panza: {', '.join(result.discarded)}")
    return "\n".join(lines)
