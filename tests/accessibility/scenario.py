"""Running one scenario of ``atspi_scenarios.py`` against the application started with
given settings, and reading what it heard."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.accessibility.bus import SCENARIOS, AccessibilityBus

PATIENCE_S = 600.0
"""A scenario's whole run; reached only when something hangs."""


def run_scenario(bus: AccessibilityBus, tmp_path: Path, scenario: str, language: str,
                 prepare: Callable[[Path], None] | None = None,
                 **settings: Any) -> dict[str, Any]:
    """Start the application with ``settings`` (animations off), run ``scenario`` in
    ``language``, fail with what the client and the application said; the transcript.
    ``prepare``: called with the data folder before the start (to leave a file there)."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text(json.dumps(
        {"format": "dq-settings/1", "language": language, "animation_speed": "off",
         "guided_offered": True, **settings}), encoding="utf-8")  # the offer: its own test
    if prepare is not None:
        prepare(data)
    bus.start_app(data, tmp_path / "app.log")
    transcript = tmp_path / "transcript.json"
    ran = bus.run_client([scenario, language, str(transcript), "--dump-dir",
                          str(tmp_path / "trees")], timeout=PATIENCE_S, client=SCENARIOS)
    log = (tmp_path / "app.log").read_text(encoding="utf-8", errors="replace")
    assert ran.returncode == 0, (
        f"{ran.stderr}\n--- client output ---\n{ran.stdout}\n--- application ---\n"
        f"{log[-3000:]}\n--- transcript: {transcript}")
    told: dict[str, Any] = json.loads(transcript.read_text(encoding="utf-8"))
    return told
