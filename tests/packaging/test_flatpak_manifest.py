"""The Flatpak manifest runs on a Freedesktop runtime that still gets fixes.

Each Freedesktop SDK branch (YY.08, every August) is kept for about two years: when
YY.08 comes out, (YY-2).08 is marked end-of-life, and ``flatpak update`` tells every
player so. The manifest is not built here (no runtime can be fetched), so this test
holds what is known of the branches."""

from __future__ import annotations

import json
from pathlib import Path

from dq_desktop.app import APPLICATION_ID

MANIFEST = Path(__file__).resolve().parents[2] / "packaging" / "linux" / f"{APPLICATION_ID}.json"

END_OF_LIFE = {
    # branch: when flatpak began calling it end-of-life (after the branch two years newer)
    "20.08": "2022-09",
    "21.08": "2023-09",
    "22.08": "2024-09",
    "23.08": "2025-09",
    "24.08": "2026-09: due with 26.08 (out 2026-09-02), as for every branch before",
}
"""Add a branch here when its successor two years on is out (freedesktop-sdk releases)."""


def test_the_runtime_is_a_freedesktop_branch_not_past_its_end_of_life() -> None:
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    assert manifest["runtime"] == "org.freedesktop.Platform"
    assert manifest["sdk"] == "org.freedesktop.Sdk"
    assert manifest["runtime-version"] not in END_OF_LIFE
    assert manifest["runtime-version"] > max(END_OF_LIFE)


def test_the_manifest_runs_the_bundle_under_its_application_id() -> None:
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    assert manifest["app-id"] == APPLICATION_ID
    assert manifest["command"] == "dq-desktop"
