"""The bundles workflow builds with the project's own commands on each system it serves.

Its schema is checked by ``check-jsonschema`` in .ci/run; this test keeps it in step
with the recipes: the runners, the build and smoke-test commands, the release notes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = (ROOT / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")


@pytest.mark.parametrize("runner", ["windows-latest", "macos-14", "macos-13", "ubuntu-22.04"])
def test_every_system_has_its_runner(runner: str) -> None:
    assert f"os: {runner}," in WORKFLOW


@pytest.mark.parametrize(
    "command",
    [
        "python packaging/build.py ${{ matrix.system }}",
        "bash packaging/build-linux.sh",
        "python -m pytest",
        "--selftest --solo",
        "python3 packaging/recipes.py notes",
        "/VERYSILENT",
        "unins000.exe",
    ],
)
def test_the_workflow_uses_the_projects_commands(command: str) -> None:
    assert command in WORKFLOW


def test_it_runs_on_a_tag_and_on_demand_and_caches_pip() -> None:
    assert 'tags: ["v*"]' in WORKFLOW
    assert "workflow_dispatch:" in WORKFLOW
    assert WORKFLOW.count("cache: pip") == 2


def test_the_tests_also_run_on_a_newer_python() -> None:
    assert 'python: ["3.11", "3.12", "3.13"]' in WORKFLOW


def test_the_build_smoke_tests_both_self_tests() -> None:
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert '"--selftest", env=offscreen' in build
    assert '"--selftest", "--solo", env=offscreen' in build
