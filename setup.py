"""The optional compiled build: the computer players' modules compiled with mypyc.

``pip install .`` builds the pure-Python package, needing no compiler; everything
else about the package is in pyproject.toml. With ``DQ_DESKTOP_COMPILE=1`` the
modules below are compiled to C extension modules as well (docs/building.md);
their Python source stays beside them in the wheel, and the results are the same
(tests/engine/bots/test_compiled.py).
"""

from __future__ import annotations

import sys
from glob import glob
from pathlib import Path

from setuptools import Extension, setup

sys.path.insert(0, str(Path(__file__).resolve().parent / "packaging" / "build_backend"))

from dq_build import MYPYC, compiling  # beside the build backend

COMPILED = [
    *sorted(glob("dq_desktop/engine/bots/*.py")),
    "dq_desktop/engine/analysis/search.py",
    "dq_desktop/engine/analysis/plan.py",
]
"""Where a review, a hint and the hindsight search spend nearly all their time: the
computer players' modules (the fast board, the policies, the rollouts, the expert) and
the hindsight search's loop, which compiled is some 20 % cheaper again than over the
compiled board alone (benchmarks/bench_compiled.py, docs/performance.md)."""
GROUP = "dq_desktop_bots"
"""The name of the one shared library the compiled modules call (``GROUP__mypyc``)."""
BUILD = "build/mypyc"
"""The compiled build's own folder (its C files and its build/lib): a pure build after a
compiled one must not pick up extension modules left in setuptools' usual build/lib."""


def compiled_modules() -> list[object]:
    if not compiling():
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit(
            f"DQ_DESKTOP_COMPILE=1 needs mypyc in the build environment ({MYPYC}); "
            "pip installs it by itself unless --no-build-isolation is given"
        ) from None
    # The project's mypy configuration loads the pydantic plugin, which the compiled
    # modules do not need: mypyc reads this one instead (strict, as the project's).
    config = Path(__file__).resolve().parent / "packaging" / "build_backend" / "mypyc.ini"
    return [*mypycify([f"--config-file={config}", *COMPILED], group_name=GROUP,
                      target_dir=BUILD), KERNEL]


KERNEL = Extension("dq_desktop.engine.bots._board_kernel",
                   ["dq_desktop/engine/bots/_board_kernel.c"])
"""The fast board's kernel in plain C99 (fastboard.py, kernel.py): its union-find and
``judge`` without a Python object per placement weighed."""


setup(
    ext_modules=compiled_modules(),
    options={"build": {"build_base": BUILD}} if compiling() else {},
)
