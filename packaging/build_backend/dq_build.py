"""setuptools' build backend, which asks for mypyc when the compiled build is wanted.

pyproject.toml names this module as the build backend. It is setuptools'
``build_meta`` in every respect but one: with ``DQ_DESKTOP_COMPILE=1`` in the
environment, a wheel's build requirements include mypy (which carries mypyc),
so ``DQ_DESKTOP_COMPILE=1 pip install .`` fetches it into the isolated build
environment by itself; setup.py then compiles (docs/building.md). Without the
variable nothing changes: the pure-Python build needs no compiler.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F403 (every other hook as setuptools has it)

MYPYC = "mypy==2.4.1"
"""The mypy whose mypyc compiles the modules: the project's own checker, pinned with it in
pyproject.toml's dev extra (tests/packaging/test_compiled_build.py keeps them equal)."""


VARIABLE = "DQ_DESKTOP_COMPILE"


def compiling() -> bool:
    """Whether this build compiles (``DQ_DESKTOP_COMPILE=1``)."""
    return os.environ.get(VARIABLE, "") == "1"


def _requires(hook: Callable[[dict[str, Any] | None], list[str]],
              config_settings: dict[str, Any] | None) -> list[str]:
    """setuptools' requirements, and mypy when compiling. setuptools runs setup.py to find
    its own, before mypy is installed: setup.py is run as a pure build for that."""
    wanted = compiling()
    saved = os.environ.pop(VARIABLE, None)
    try:
        found = hook(config_settings)
    finally:
        if saved is not None:
            os.environ[VARIABLE] = saved
    return [*found, MYPYC] if wanted else found


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _requires(build_meta.get_requires_for_build_wheel, config_settings)


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _requires(build_meta.get_requires_for_build_editable, config_settings)
