"""About shows what is new in this build, from CHANGES.md (through release_notes.py), in the
player's language: the changes not released yet when there are any, else the notes of
this version; and the log folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dq_desktop import __version__
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.dialogs import whats_new as whats_new_module
from dq_desktop.ui.dialogs.about_dialog import AboutDialog, news_html
from dq_desktop.ui.dialogs.release_notes import sections
from dq_desktop.ui.dialogs.whats_new import News, whats_new

UNRELEASED_AND_RELEASED = [
    ("Unreleased", "", [("Added", ["A new thing"]), ("Fixed", ["A mended thing"])]),
    ("1.0.0", "The first release.", [("Added", ["The game"])]),
]


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[LanguageSwitcher]:
    switcher = LanguageSwitcher()
    yield switcher
    switcher.reset()


def test_a_build_between_releases_shows_what_changed_since_its_version(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(whats_new_module, "sections", lambda: UNRELEASED_AND_RELEASED)
    assert whats_new("1.0.0") == News("1.0.0", False, "", [
        ("Added", ["A new thing"]), ("Fixed", ["A mended thing"])])


def test_a_release_shows_its_own_notes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(whats_new_module, "sections", lambda: UNRELEASED_AND_RELEASED[1:])
    assert whats_new("1.0.0") == News("1.0.0", True, "The first release.",
                                      [("Added", ["The game"])])
    assert whats_new("0.0.0-never") is None


def test_about_shows_every_entry_of_this_build_and_the_log_folder(
    qtbot: QtBot, tmp_path: Path
) -> None:
    about = AboutDialog({"Log": tmp_path / "logs"})
    qtbot.addWidget(about)
    news = whats_new(__version__)
    assert news is not None
    shown = " ".join(about.news_text.toPlainText().split())
    entries = [entry for _, entries in sections()[0][2] for entry in entries]
    assert entries and all(entry in shown for entry in entries)
    assert about.path_fields["Log"].text() == str(tmp_path / "logs")


def test_the_heading_says_whether_the_changes_are_released(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dq_desktop.ui.dialogs import about_dialog

    for shown, heading in ((UNRELEASED_AND_RELEASED, f"since version {__version__}, not yet"),
                           ([UNRELEASED_AND_RELEASED[1]], "What is new in version 1.0.0")):
        monkeypatch.setattr(whats_new_module, "sections", lambda shown=shown: shown)
        monkeypatch.setattr(about_dialog, "__version__", "1.0.0" if len(shown) == 1
                            else __version__)
        about = AboutDialog({})
        qtbot.addWidget(about)
        assert heading in about.news_text.accessibleName()


def test_the_notes_are_escaped_into_the_rich_text() -> None:
    text = news_html(News("1.0.0", True, "a <b>", [("Added", ["<i>x</i> & y"])]))
    assert "&lt;b&gt;" in text and "&lt;i&gt;x&lt;/i&gt; &amp; y" in text


@pytest.mark.parametrize(("language", "added"), [("fr", "Ajouts"), ("de", "Hinzugefügt")])
def test_about_shows_the_notes_in_the_players_language(
    qtbot: QtBot, languages: LanguageSwitcher, language: str, added: str
) -> None:
    english = [entry for _, entries in sections()[0][2] for entry in entries]
    languages.apply(language)
    about = AboutDialog({})
    qtbot.addWidget(about)
    shown = about.news_text.toPlainText()
    assert added in shown.splitlines()
    assert not any(entry in " ".join(shown.split()) for entry in english)
