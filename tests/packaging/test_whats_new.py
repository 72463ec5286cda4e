"""About shows what is new in this version: the release notes of the metainfo file (which
CHANGES.md and the GitHub release carry too), in the player's language; and the log folder."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from pytestqt.qtbot import QtBot

from dq_desktop import __version__
from dq_desktop.app import APPLICATION_ID
from dq_desktop.ui.dialogs.about_dialog import AboutDialog
from dq_desktop.ui.dialogs.whats_new import all_notes, whats_new

METAINFO = (Path(__file__).resolve().parents[2] / "packaging" / "linux"
            / f"{APPLICATION_ID}.metainfo.xml")


def metainfo_notes() -> dict[str, tuple[str, list[str]]]:
    releases = ET.parse(METAINFO).getroot().find("releases")
    assert releases is not None
    notes = {}
    for release in releases.findall("release"):
        description = release.find("description")
        assert description is not None
        paragraph = " ".join((description.findtext("p") or "").split())
        points = [" ".join((item.text or "").split()) for item in description.iter("li")]
        notes[release.get("version") or ""] = (paragraph, points)
    return notes


def test_the_about_notes_are_the_metainfo_notes_of_every_release() -> None:
    assert all_notes() == metainfo_notes()


def test_this_version_has_notes() -> None:
    assert whats_new(__version__) is not None
    assert whats_new("0.0.0-never") is None


def test_about_shows_what_is_new_and_the_log_folder(qtbot: QtBot, tmp_path: Path) -> None:
    about = AboutDialog({"Log": tmp_path / "logs"})
    qtbot.addWidget(about)
    paragraph, points = metainfo_notes()[__version__]
    assert paragraph in about.news_label.text()
    assert all(f"• {point}" in about.news_label.text() for point in points)
    assert about.path_fields["Log"].text() == str(tmp_path / "logs")

