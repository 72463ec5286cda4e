"""The Linux desktop entry and AppStream metainfo agree with the program and pass the validators."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dq_desktop import __version__
from dq_desktop.app import APPLICATION_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APPLICATION_ID}.desktop"
METAINFO = LINUX / f"{APPLICATION_ID}.metainfo.xml"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_names_the_application_id_as_its_icon() -> None:
    entry = desktop_entry()
    assert entry["Icon"] == APPLICATION_ID
    assert entry["Exec"] == "dq-desktop"
    assert entry["Name"] == "Don Quixote"
    assert "Game;" in entry["Categories"]


def test_the_metainfo_describes_this_application_and_release() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APPLICATION_ID
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.text == DESKTOP.name
    versions = [release.get("version") for release in root.iter("release")]
    assert versions[0] == __version__, "the newest release comes first and is this version"
    assert all(release.find("description") is not None for release in root.iter("release"))
    assert len(list(root.iter("screenshot"))) >= 1
    assert "Pegasus Spiele" in "".join(root.find("description").itertext())  # type: ignore[union-attr]


def test_the_screenshots_show_the_real_display_pictures_of_the_docs_folder() -> None:
    """The store shows what a player sees: pictures taken on a real display."""
    root = ET.parse(METAINFO).getroot()
    paths = [(image.text or "").split("/main/", 1)[-1] for image in root.iter("image")]
    assert paths and all(path.startswith("docs/real/") for path in paths)
    assert all((ROOT / path).is_file() for path in paths)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_file_validate_accepts_the_entry() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream")
def test_appstreamcli_accepts_the_metainfo() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
