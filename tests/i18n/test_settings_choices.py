"""Settings change only what the player changed, and keep no word of one language.

Rules checked: changing only the language in Settings leaves the previews chosen in the
New Game dialog for the game in progress as they are; the program's default player name
is stored as "no name chosen" (not "Sie" after a German game) and shown in the language
of the moment.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.settings import SeatSettings, Settings, save_settings
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat, shown_name
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.dialogs.settings_dialog import SettingsDialog
from dq_desktop.ui.shell.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, switcher: LanguageSwitcher, tmp_path: Path) -> Iterator[MainWindow]:
    switcher.apply("en")
    save_settings(tmp_path / "settings.json", Settings(language="en", aids=True,
                                                       animation_speed="off"))
    win = MainWindow(animation_ms=0, bot_delay_ms=0, language=switcher,
                     files=UserFiles(DataDirs.under(tmp_path)))
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.shut_down()


def settings_dialog_answers(monkeypatch: pytest.MonkeyPatch, **changes: object) -> None:
    """The Settings dialog, as a player who changes ``changes`` and presses OK."""
    def exec_(dialog: SettingsDialog) -> int:
        if "language" in changes:
            dialog.language.setCurrentIndex(dialog.language.findData(changes["language"]))
        if "aids" in changes:
            dialog.previews.setChecked(bool(changes["aids"]))
        return 1

    monkeypatch.setattr(SettingsDialog, "exec", exec_)


def stored_players(folder: Path) -> list[dict[str, object]]:
    data = json.loads((folder / "settings.json").read_text(encoding="utf-8"))
    players: list[dict[str, object]] = data["default_players"]
    return players


def test_changing_only_the_language_keeps_the_games_previews(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.set_aids(False)  # as the New Game dialog's choice for this game
    window.start(GameSetup((Seat("Ana", HUMAN, 0),), builtin_tileset("classic"), seed=3))
    settings_dialog_answers(monkeypatch, language="fr")
    window.side.settings()
    QCoreApplication.processEvents()
    assert window.language.current == "fr"
    assert not window.aids_enabled
    assert window.aids_indicator.text() == "Sans aide jusqu’ici"


def test_changing_the_previews_in_settings_applies_them(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start(GameSetup((Seat("Ana", HUMAN, 0),), builtin_tileset("classic"), seed=3))
    settings_dialog_answers(monkeypatch, aids=False)
    window.side.settings()
    assert not window.aids_enabled


def test_the_default_name_is_stored_as_no_name_and_shown_in_the_language_of_now(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, switcher: LanguageSwitcher,
    tmp_path: Path
) -> None:
    settings_dialog_answers(monkeypatch, language="de")
    window.side.settings()  # OK in German: the first seat shows "Sie"
    assert stored_players(tmp_path)[0]["name"] is None
    switcher.apply("fr")
    QCoreApplication.processEvents()
    seat = window.table_to_play().seats[0]
    assert seat.name == "You"  # no name chosen: the program's own word, whatever the language
    assert shown_name(seat.name) == "Vous"
    dialog = SettingsDialog(window.files.settings)
    assert dialog.rows[0].name.text() == "Vous"


def test_a_default_name_of_another_language_is_no_name_chosen(
    tmp_path: Path, switcher: LanguageSwitcher
) -> None:
    """Settings written before (the German word kept) show the French word in French."""
    switcher.apply("fr")
    settings = Settings(default_players=[SeatSettings(name="Sie")])
    dialog = SettingsDialog(settings)
    assert dialog.rows[0].name.text() == "Vous"
    assert dialog.chosen().default_players[0].name is None
    assert SettingsDialog(Settings(default_players=[SeatSettings(name="Ana")])).chosen(
    ).default_players[0].name == "Ana"


def test_a_german_games_default_name_shows_in_french_in_the_new_game_dialog(
    switcher: LanguageSwitcher,
) -> None:
    switcher.apply("fr")
    dialog = NewGameDialog(None, (Seat("Sie", HUMAN, 0), Seat("Ben", "greedy", 1)))
    assert [row.name.text() for row in dialog.rows[:2]] == ["Vous", "Ben"]
