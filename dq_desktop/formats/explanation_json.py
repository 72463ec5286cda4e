"""The explanation as the JSON object that ``explain --json`` prints."""

from __future__ import annotations

from typing import Any

from dq_desktop.engine.explanation import Explanation, SymbolGroup


def explanation_to_json(facts: Explanation) -> dict[str, Any]:
    def ids(refs: tuple[Any, ...]) -> list[str]:
        return [str(ref) for ref in refs]

    def groups(found: tuple[SymbolGroup, ...], key: str) -> list[dict[str, Any]]:
        return [{"symbols": ids(group.symbols), key: group.value} for group in found]

    return {
        "castles": {
            str(value): ids(knights)
            for value, knights in sorted(facts.castle_knights.items(), reverse=True)
        },
        "churches": groups(facts.churches, "points"),
        "windmills": groups(facts.windmills, "points"),
        "knight_groups": groups(facts.knight_groups, "shields"),
        "defense": {
            "defending": ids(facts.defending),
            "not_defending": [
                {"symbol": str(ref), "reason": reason.value} for ref, reason in facts.not_defending
            ],
        },
    }
