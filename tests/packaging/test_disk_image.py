"""The macOS recipe tries ``hdiutil create`` again when it fails ("Resource busy" comes
and goes on GitHub's macOS runners), and gives up with hdiutil's failure when it stays."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.scripts import load

build = load("build")


class FlakyCommand:
    """Stands in for subprocess.run: fails ``failures`` times, then succeeds."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.calls: list[list[str]] = []

    def __call__(self, words: list[str], **options: Any) -> subprocess.CompletedProcess[str]:
        self.calls.append(words)
        if len(self.calls) <= self.failures:
            raise subprocess.CalledProcessError(1, words, "hdiutil: create failed - Resource busy")
        return subprocess.CompletedProcess(words, 0)


def runner_with(command: FlakyCommand, monkeypatch: pytest.MonkeyPatch,
                pauses: list[float]) -> Any:
    monkeypatch.setattr(build.subprocess, "run", command)
    return build.Runner(dry_run=False, env={}, sleep=pauses.append)


def test_a_passing_failure_is_tried_again_after_growing_pauses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    command, pauses = FlakyCommand(failures=2), []
    runner = runner_with(command, monkeypatch, pauses)
    runner.run_retried("hdiutil", "create", "x.dmg", attempts=4)
    assert len(command.calls) == 3
    assert pauses == [build.RETRY_PAUSE, 2 * build.RETRY_PAUSE]


def test_a_failure_that_stays_is_raised_after_the_last_attempt(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    command, pauses = FlakyCommand(failures=99), []
    runner = runner_with(command, monkeypatch, pauses)
    with pytest.raises(subprocess.CalledProcessError):
        runner.run_retried("hdiutil", "create", "x.dmg", attempts=3)
    assert len(command.calls) == 3
    assert len(pauses) == 2


def test_the_disk_image_is_made_with_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """build_macos asks for hdiutil through run_retried, with several attempts."""
    asked: list[tuple[tuple[Any, ...], int]] = []

    def run_retried(self: Any, *command: Any, attempts: int) -> None:
        asked.append((command, attempts))

    monkeypatch.setattr(build.Runner, "run_retried", run_retried)
    build.build_macos(build.Runner(dry_run=True), installer=True)
    ((command, attempts),) = asked
    assert command[:2] == ("hdiutil", "create")
    assert isinstance(command[-1], Path) and command[-1].suffix == ".dmg"
    assert attempts == build.DISK_IMAGE_ATTEMPTS >= 5
