"""``.ci/run`` runs this family: its pytest command runs the whole suite, and nothing in
the configuration leaves the ``any_day`` marker out."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ci_runs_pytest_whole_and_nothing_deselects_the_family() -> None:
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    [command] = [line for line in run.splitlines() if "-m pytest" in line]
    assert command.endswith(".venv/bin/python -m pytest")  # no path, no -m, no -k after it
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pytest_options = options["tool"]["pytest"]["ini_options"]
    assert "tests" in pytest_options["testpaths"]
    assert " -m" not in f" {pytest_options['addopts']}"
    assert any(marker.startswith("any_day:") for marker in pytest_options["markers"])
