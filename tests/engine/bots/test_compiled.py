"""The optional compiled build (mypyc, docs/building.md) decides exactly as pure Python.

Where the computer players' modules were compiled, they are the ones imported,
and a fingerprint of what the players and the analyses decide on fixed deals
(``fingerprint.py``: the expert's 44 choices, the other players' games, the
hindsight search's plan, a review's JSON) is byte for byte the one the same
modules give imported from their Python source (``DQ_DESKTOP_PURE=1``).

Without a compiled build these tests are skipped, unless
``DQ_DESKTOP_EXPECT_COMPILED=1`` says one was made (``.ci/run`` sets it where it
runs the engine's tests against the compiled wheel): then they fail.
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import dq_desktop.engine.bots.fastboard as fastboard
from dq_desktop.pure_source import PURE_VARIABLE, compiled_modules, source_of

COMPILED = isinstance(fastboard.__loader__, importlib.machinery.ExtensionFileLoader)
EXPECTED = os.environ.get("DQ_DESKTOP_EXPECT_COMPILED", "") == "1"
ROOT = Path(__file__).resolve().parents[3]

needs_compiled = pytest.mark.skipif(
    not COMPILED and not EXPECTED, reason="no compiled build here (docs/building.md)"
)


def fingerprint(pure: bool) -> dict[str, object]:
    env = {key: value for key, value in os.environ.items() if key != PURE_VARIABLE}
    if pure:
        env[PURE_VARIABLE] = "1"
    printed = subprocess.run(
        [sys.executable, "-m", "tests.engine.bots.fingerprint"], cwd=ROOT, env=env,
        capture_output=True, text=True, check=True, timeout=1200,
    ).stdout  # fmt: skip
    found: dict[str, object] = json.loads(printed)
    return found


SEARCH = ["dq_desktop.engine.analysis.plan", "dq_desktop.engine.analysis.search"]
"""The hindsight search's modules, compiled with ``engine/bots`` (setup.py)."""


@needs_compiled
def test_the_compiled_modules_are_the_ones_imported() -> None:
    """Rule: with a compiled build, every module of ``engine/bots`` and the hindsight
    search's come from their extension modules, the Python source beside them (the
    oracle), and the fast board's C kernel is built and used; nothing else is compiled."""
    import dq_desktop.engine.analysis.hindsight
    import dq_desktop.engine.analysis.review  # noqa: F401 (imports every bots module)
    from dq_desktop.engine.bots.kernel import KERNEL

    bots = sorted(name for name in sys.modules if name.startswith("dq_desktop.engine.bots"))
    assert "dq_desktop.engine.bots._board_kernel" in bots and KERNEL
    assert compiled_modules() == sorted([*bots, *SEARCH])
    assert source_of(fastboard.__file__ or "") == str(Path(fastboard.__file__ or "").parent
                                                      / "fastboard.py")


@needs_compiled
@pytest.mark.slow
def test_the_compiled_build_decides_as_pure_python() -> None:
    """Rule: the same 44 expert choices, the same games of the other players, the same
    hindsight plan and a byte-identical review, compiled and pure."""
    compiled, pure = fingerprint(pure=False), fingerprint(pure=True)
    assert compiled["compiled"] != [] and pure["compiled"] == []
    assert json.dumps(compiled["decided"]) == json.dumps(pure["decided"])
