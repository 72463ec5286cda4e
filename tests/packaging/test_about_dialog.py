"""The About dialog tells the version, the licence, the credits and where the user's files are."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSize, QTranslator, QUrl
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from dq_desktop import __version__
from dq_desktop.ui.common.app_icon import ICON_SIZES, application_icon
from dq_desktop.ui.dialogs.about_dialog import AboutDialog, folder_of
from dq_desktop.ui.dialogs.notices_window import NoticesDialog


def shown_text(dialog: AboutDialog) -> str:
    return "\n".join(label.text() for label in dialog.findChildren(QLabel))


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    (tmp_path / "config").mkdir()
    (tmp_path / "data" / "saves").mkdir(parents=True)
    return {
        "Settings": tmp_path / "config" / "settings.json",
        "Saved games": tmp_path / "data" / "saves",
        "Autosave": tmp_path / "state" / "autosave.json",
    }


@pytest.fixture
def opened() -> list[QUrl]:
    return []


@pytest.fixture
def dialog(qtbot: QtBot, files: dict[str, Path], opened: list[QUrl]) -> Iterator[AboutDialog]:
    def open_url(url: QUrl) -> bool:
        opened.append(url)
        return True

    about = AboutDialog(files, open_url=open_url)
    qtbot.addWidget(about)
    about.show()
    qtbot.waitExposed(about)
    yield about


def test_it_names_the_version_and_the_licence(dialog: AboutDialog) -> None:
    text = shown_text(dialog)
    assert f"Version {__version__}" in text
    assert "GPL-3.0-or-later" in text
    assert "WITHOUT ANY WARRANTY" in text


def test_it_credits_the_game_and_says_it_is_unofficial(dialog: AboutDialog) -> None:
    text = shown_text(dialog)
    assert "Reinhard Staupe" in text
    assert "Pegasus Spiele" in text
    assert "unofficial implementation" in text


def test_every_path_is_shown_whole_and_selectable(
    dialog: AboutDialog, files: dict[str, Path]
) -> None:
    assert list(dialog.path_fields) == list(files)
    for label, path in files.items():
        field = dialog.path_fields[label]
        assert field.text() == str(path)
        assert field.isReadOnly()
        field.selectAll()
        assert field.selectedText() == str(path)


def test_open_folder_opens_the_folder_of_a_file(
    dialog: AboutDialog, files: dict[str, Path], opened: list[QUrl]
) -> None:
    dialog.open_buttons["Settings"].click()
    dialog.open_buttons["Saved games"].click()
    assert [Path(url.toLocalFile()) for url in opened] == [
        files["Settings"].parent,
        files["Saved games"],
    ]


def test_a_folder_not_made_yet_cannot_be_opened(dialog: AboutDialog, opened: list[QUrl]) -> None:
    button = dialog.open_buttons["Autosave"]
    assert not button.isEnabled()
    button.click()
    assert opened == []


def test_folder_of_tells_files_from_folders(tmp_path: Path) -> None:
    (tmp_path / "plain-file").write_text("x")
    assert folder_of(tmp_path) == tmp_path
    assert folder_of(tmp_path / "plain-file") == tmp_path
    assert folder_of(tmp_path / "new.json") == tmp_path
    assert folder_of(tmp_path / "new-folder") == tmp_path / "new-folder"


def test_it_opens_with_close_focused(dialog: AboutDialog) -> None:
    assert dialog.focusWidget() is dialog.close_button
    assert dialog.close_button.isDefault()


def test_without_paths_there_is_no_files_section(qtbot: QtBot) -> None:
    about = AboutDialog({})
    qtbot.addWidget(about)
    assert about.path_fields == {}
    assert "Your files" not in shown_text(about)


class Shouting(QTranslator):
    """Translates every string of the About dialog to upper case."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper() if context == "AboutDialog" else ""

    def isEmpty(self) -> bool:
        return False


def test_every_string_goes_through_translation(qtbot: QtBot, files: dict[str, Path]) -> None:
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        about = AboutDialog(files)
        qtbot.addWidget(about)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert about.windowTitle() == "ABOUT DON QUIXOTE"
    assert f"VERSION {__version__}" in shown_text(about)
    assert "PEGASUS SPIELE" in shown_text(about)
    assert "<P>LICENCE: GPL-3.0-or-later." in shown_text(about)
    assert all(button.text() == "OPEN FOLDER" for button in about.open_buttons.values())


def test_the_application_icon_comes_in_every_size(qtbot: QtBot) -> None:
    icon = application_icon()
    assert not icon.isNull()
    assert {size.width() for size in icon.availableSizes()} == set(ICON_SIZES)
    assert icon.actualSize(QSize(48, 48)) == QSize(48, 48)


def test_the_dialog_can_be_looked_at(dialog: AboutDialog, tmp_path: Path) -> None:
    """A picture for people to look at (set DQ_SHOT_DIR to keep it)."""
    import os

    folder = Path(os.environ.get("DQ_SHOT_DIR", tmp_path))
    picture = dialog.grab()
    assert picture.width() >= 600
    assert picture.save(str(folder / "about-dialog.png"))


def test_third_party_licences_opens_the_notices(
    dialog: AboutDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[object] = []
    monkeypatch.setattr(NoticesDialog, "exec", lambda self: shown.append(self) or 0)
    dialog.notices_button.click()
    (notices,) = shown
    assert isinstance(notices, NoticesDialog)
    assert notices.parent() is dialog
