"""``benchmarks/previous_expert.py`` is the expert of commit 043d8a7, frozen: it and the
engine it plays with (``benchmarks/previous_engine``) import nothing of today's computer
players, so a change to them never changes the player paired figures are measured
against; and that engine is the one of 043d8a7 to the letter, imports aside."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from pathlib import Path

import pytest

from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game
from dq_desktop.engine.view import view_of
from dq_desktop.formats.tileset_file import builtin_tileset

ROOT = Path(__file__).parents[2]
BENCHMARKS = ROOT / "benchmarks"
FROZEN = [BENCHMARKS / "previous_expert.py", *sorted((BENCHMARKS / "previous_engine").glob("*.py"))]
COMMIT = "043d8a7"
ORIGINALS = {"compiled", "fastboard", "futures", "moves", "policy", "rollout"}


def imported(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


@pytest.mark.parametrize("path", FROZEN, ids=lambda p: p.name)
def test_the_previous_expert_imports_nothing_of_todays_players(path: Path) -> None:
    """Rule: the rules and the view may come from today's engine; how it plays may not."""
    ours = {name for name in imported(path) if name.startswith("dq_desktop")}
    assert not {name for name in ours if name.startswith(("dq_desktop.engine.bots",
                                                           "dq_desktop.engine.analysis"))}


def test_its_engine_is_that_of_the_commit_imports_aside() -> None:
    """Each frozen file, its import lines set aside, is the file of 043d8a7 (when the
    repository's history is at hand)."""
    for name in ORIGINALS:
        shown = subprocess.run(["git", "show", f"{COMMIT}:dq_desktop/engine/bots/{name}.py"],
                               cwd=ROOT, capture_output=True, text=True)
        if shown.returncode:
            pytest.skip("no history here (an sdist): the files cannot be compared")
        frozen = (BENCHMARKS / "previous_engine" / f"{name}.py").read_text(encoding="utf-8")

        def body(text: str) -> list[str]:
            return [line for line in text.splitlines() if not line.startswith(("from ", "import "))]

        assert body(frozen) == body(shown.stdout), name


def test_it_still_plays_legal_placements() -> None:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        from previous_expert import ExpertBot
    finally:
        sys.path.remove(str(BENCHMARKS))
    game = Game.new(builtin_tileset("classic"), 960101, ["previous"], sancho=True)
    expert, other = ExpertBot(random.Random(1), budget=1500), make_bot("greedy", 1)
    while not game.is_over:
        view = view_of(game, 0)
        assert expert.choose(view) in view.legal_moves
        game.place(0, other.choose(view))
