"""``score`` and ``explain``: what position files are worth, and why."""

from __future__ import annotations

import json
from collections.abc import Sequence

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.scoring import CATEGORIES, Category, Score, score_explained
from dq_desktop.formats.explanation_json import explanation_to_json
from dq_desktop.formats.position_file import Position, read_position

CATEGORY_WORDS = {
    Category.CASTLE6: "6-castle",
    Category.CASTLE4: "4-castle",
    Category.CHURCHES: "churches",
    Category.WINDMILLS: "windmills",
    Category.DEFENSE: "defense of the realm",
    Category.KNIGHTS: "knight group",
}
"""The command line's words for the engine's categories (it speaks English only)."""
CATEGORY_LABELS = tuple((key, CATEGORY_WORDS[Category(key)]) for key in CATEGORIES)
"""(name, words) for each category, in the scoring sheet's order."""


def read_positions(paths: Sequence[str]) -> list[Position]:
    """Every file read before anything is printed, so a bad one stops all cleanly."""
    return [read_position(path) for path in paths]


def run_score(paths: Sequence[str], as_json: bool) -> int:
    for path, position in zip(paths, read_positions(paths), strict=True):
        result = score_explained(explain(position.board), position.round)
        if as_json:
            print(json.dumps(result.as_dict()))
        else:
            print(score_table(path, result))
    return 0


def score_table(path: str, result: Score) -> str:
    values = result.as_dict()
    lines = [f"{path} — scoring after round {result.round}"]
    lines += [f"  {label:<22}{values[key]:>4}" for key, label in CATEGORY_LABELS]
    lines.append(f"  {'total':<22}{result.total:>4}")
    return "\n".join(lines)


def run_explain(paths: Sequence[str], as_json: bool) -> int:
    for path, position in zip(paths, read_positions(paths), strict=True):
        facts = explanation_to_json(explain(position.board))
        if as_json:
            print(json.dumps(facts))
        else:
            print(explanation_text(path, facts))
    return 0


def explanation_text(path: str, facts: dict[str, object]) -> str:
    def listed(items: list[str]) -> str:
        return ", ".join(items) if items else "none"

    lines = [path]
    castles = facts["castles"]
    assert isinstance(castles, dict)
    for value, knights in castles.items():
        lines.append(f"  {value}-castle: knights connected: {listed(knights)}")
    for key, kind in (("churches", "church"), ("windmills", "windmill")):
        for group in facts[key]:  # type: ignore[attr-defined]
            lines.append(f"  {kind} group {listed(group['symbols'])}: {group['points']} points")
    for group in facts["knight_groups"]:  # type: ignore[attr-defined]
        shields = group["shields"]
        lines.append(
            f"  knight group {listed(group['symbols'])}: {shields} "
            f"{'shield' if shields == 1 else 'shields'}"
        )
    defense = facts["defense"]
    assert isinstance(defense, dict)
    lines.append(f"  defending: {listed(defense['defending'])}")
    for entry in defense["not_defending"]:
        lines.append(f"  not defending: {entry['symbol']} ({entry['reason']})")
    return "\n".join(lines)
