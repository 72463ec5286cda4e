"""The switch of the compiled build to pure Python finds each module's source."""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

from dq_desktop.pure_source import PURE_VARIABLE, source_of


def test_the_source_beside_an_extension_module_is_found(tmp_path: Path) -> None:
    """Rule: the source is the ``.py`` beside the extension module; none where it is
    missing (a bundle may ship the compiled module alone: it is then kept)."""
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (tmp_path / f"board{suffix}").write_bytes(b"")
    assert source_of(str(tmp_path / f"board{suffix}")) is None
    (tmp_path / "board.py").write_text("")
    assert source_of(str(tmp_path / f"board{suffix}")) == str(tmp_path / "board.py")
    assert source_of(str(tmp_path / "board.py")) is None


def test_the_variable_puts_the_switch_first_on_the_import_path() -> None:
    """Rule: with ``DQ_DESKTOP_PURE=1`` importing ``dq_desktop`` sets the switch before any
    other module of the package is imported (and worker processes inherit the variable);
    without it, nothing is set."""
    code = ("import sys, dq_desktop; from dq_desktop.pure_source import PureSource; "
            "print(isinstance(sys.meta_path[0], PureSource))")
    for value, expected in (("1", "True"), ("", "False")):
        env = {**os.environ, PURE_VARIABLE: value}
        printed = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                                 text=True, check=True).stdout.strip()
        assert printed == expected
