"""The bundles workflow builds with the project's own commands on each system it serves.

Its schema is checked by ``check-jsonschema`` in .ci/run; this test keeps it in step
with the recipes (the build and smoke-test commands, the release notes) and with
GitHub: no runner label GitHub has retired, no action below its first Node 24 major.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = (ROOT / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")


RETIRED_RUNNERS: dict[str, tuple[str, str]] = {
    # label: (the day GitHub refuses or deprecated it, where GitHub said so)
    "ubuntu-18.04": ("2023-04-03", "actions/runner-images#6002"),
    "ubuntu-20.04": ("2025-04-15", "actions/runner-images#11101"),
    "ubuntu-22.04": ("2026-09-17 (deprecated; retired 2027-04-17)", "actions/runner-images#14254"),
    "macos-10.15": ("2022-08-30", "actions/runner-images#5583"),
    "macos-11": ("2024-06-28", "actions/runner-images#9255"),
    "macos-12": ("2024-12-03", "actions/runner-images#10721"),
    "macos-13": ("2025-12-04", "actions/runner-images#13046"),
    "macos-14": ("2026-11-02", "actions/runner-images#13518"),
    "windows-2019": ("2025-06-30", "actions/runner-images#12045"),
}
"""Runner labels GitHub has retired or deprecated (their -large / -xlarge / -arm64 variants
too): a job on one of them is refused, and the release job, which needs every bundle,
never runs. Add a label here when GitHub announces its retirement."""

INTEL_MAC_RUNNERS = {
    # label: (what GitHub announced, where)
    "macos-15-intel": ("from 2025-09-19 until August 2027", "actions/runner-images#13045"),
    "macos-26-intel": ("generally available from 2026-02-26", "actions/runner-images#13739"),
}
"""GitHub's standard Intel macOS runners, oldest first, as its announcements list them in
late 2026. The Intel disk image is built on the newest (no end date announced for it yet)."""

NODE24_MAJORS = {
    # action: its first major whose action.yml says `runs: using: node24`
    # (read with `git show vN:action.yml` in each repository on 2026-11-25)
    "actions/checkout": 5,
    "actions/setup-python": 6,
    "actions/upload-artifact": 6,
    "actions/download-artifact": 7,
    "softprops/action-gh-release": 3,
}
"""The runners no longer ship Node 20: an action declaring it does not start."""

SYSTEMS = {"windows", "macos", "linux"}


def runner_labels(workflow: str) -> list[str]:
    """Every runner label the workflow names: ``runs-on:`` values and the matrix's ``os:``."""
    labels = re.findall(r"runs-on:\s*([\w.-]+)\s*$", workflow, flags=re.MULTILINE)
    return labels + re.findall(r"\bos:\s*([\w.-]+)", workflow)


def used_actions(workflow: str) -> list[tuple[str, str]]:
    return re.findall(r"uses:\s*([\w.-]+/[\w.-]+)@(\S+)", workflow)


def retired_label(label: str) -> str | None:
    base = re.sub(r"-(large|xlarge|arm64)$", "", label)
    return base if base in RETIRED_RUNNERS else None


def below_node24(action: str, ref: str) -> bool:
    major = re.match(r"v(\d+)", ref)
    return action in NODE24_MAJORS and (major is None or int(major[1]) < NODE24_MAJORS[action])


def test_no_job_runs_on_a_retired_runner() -> None:
    labels = runner_labels(WORKFLOW)
    assert len(labels) >= 6, labels  # the three jobs and the four bundles are found
    retired = {label: RETIRED_RUNNERS[base] for label in labels
               if (base := retired_label(label)) is not None}
    assert not retired, f"retired runners (date, source): {retired}"


def test_every_system_and_both_macs_have_a_bundle() -> None:
    bundles = re.findall(r"\{ name: ([^,]+), os: ([\w.-]+), system: (\w+) \}", WORKFLOW)
    assert {system for _, _, system in bundles} == SYSTEMS
    macs = [os for _, os, system in bundles if system == "macos"]
    assert len(macs) == 2 and any("intel" in os for os in macs), macs


def test_the_intel_disk_image_is_built_on_the_newest_intel_runner() -> None:
    bundles = re.findall(r"\{ name: ([^,]+), os: ([\w.-]+), system: macos \}", WORKFLOW)
    intel = [os for _, os in bundles if "intel" in os]
    assert intel == [list(INTEL_MAC_RUNNERS)[-1]]


def test_every_action_runs_on_node_24() -> None:
    actions = used_actions(WORKFLOW)
    assert {name for name, _ in actions} == set(NODE24_MAJORS)
    old = [f"{name}@{ref}" for name, ref in actions if below_node24(name, ref)]
    assert not old, f"actions below their first Node 24 major: {old}"


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("runs-on: macos-13", ["macos-13"]),
        ("- { name: Mac, os: macos-14-xlarge, system: macos }", ["macos-14-xlarge"]),
        ("runs-on: ubuntu-22.04", ["ubuntu-22.04"]),
        ("runs-on: macos-15-intel\nruns-on: ubuntu-24.04", []),
    ],
)
def test_the_check_finds_retired_labels(text: str, refused: list[str]) -> None:
    assert [label for label in runner_labels(text) if retired_label(label)] == refused


@pytest.mark.parametrize(
    ("line", "old"),
    [
        ("- uses: actions/checkout@v4", True),
        ("- uses: actions/download-artifact@v6", True),
        ("- uses: softprops/action-gh-release@v2", True),
        ("- uses: actions/setup-python@v7", False),
        ("- uses: actions/upload-artifact@main", True),
    ],
)
def test_the_check_finds_actions_below_node_24(line: str, old: bool) -> None:
    ((name, ref),) = used_actions(line)
    assert below_node24(name, ref) == old


def test_dependabot_keeps_the_actions_current() -> None:
    config = (ROOT / ".github" / "dependabot.yml").read_text(encoding="utf-8")
    assert "package-ecosystem: github-actions" in config


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
    assert "cache-dependency-path: packaging/requirements-lock.txt" in WORKFLOW


def test_a_release_checks_its_tag_and_attaches_its_notes() -> None:
    release = WORKFLOW[WORKFLOW.index("  release:"):]
    assert 'python3 packaging/recipes.py tag "${GITHUB_REF_NAME}"' in release
    assert release.index("recipes.py tag") < release.index("action-gh-release")
    assert "body_path: release-notes.md" in release


def test_the_tests_also_run_on_a_newer_python() -> None:
    assert 'python: ["3.11", "3.12", "3.13"]' in WORKFLOW


def test_the_build_smoke_tests_both_self_tests() -> None:
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert '"--selftest", env=offscreen' in build
    assert '"--selftest", "--solo", env=offscreen' in build


def test_the_bundles_ship_the_compiled_build_tested_on_their_system() -> None:
    """Rule: every bundle is built with DQ_DESKTOP_COMPILE=1 (docs/building.md), after the
    compiled wheel was tested against pure Python on the same runner, and the wheels are
    kept with the bundles."""
    bundle = WORKFLOW[WORKFLOW.index("  bundle:"):WORKFLOW.index("  release:")]
    assert bundle.count('DQ_DESKTOP_COMPILE: "1"') == 2
    assert bundle.index("bash .ci/test-compiled") < bundle.index("packaging/build.py")
    assert "dist/*.whl" in bundle
