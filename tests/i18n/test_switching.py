"""The language changes while a game runs, without a restart, and the game goes on.

Rules checked: switching the translators rewords the main window at once (title,
menus, banner, hand caption, scoring helper, seats), an open scoring overlay,
New Game dialog and rules window too; the game itself is untouched and carries
on in the new language.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.settings import Settings
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.help.rules_window import RulesWindow
from dq_desktop.ui.shell.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, switcher: LanguageSwitcher) -> Iterator[MainWindow]:
    switcher.apply("en")
    win = MainWindow(animation_ms=0, bot_delay_ms=0, language=switcher)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    seats = (Seat("Ana", HUMAN, 0), Seat("Björn", "greedy", 1))
    win.start(GameSetup(seats, builtin_tileset("classic"), seed=3))
    yield win
    win.controller.shut_down()


def switch(switcher: LanguageSwitcher, language: str) -> None:
    switcher.apply(language)
    QCoreApplication.processEvents()  # the LanguageChange events


def place(qtbot: QtBot, window: MainWindow) -> None:
    """The human places; the computer answers."""
    game = window.controller.game
    step = game.step
    window.controller.place(0, game.legal_moves(0)[0])
    qtbot.waitUntil(lambda: game.step > step, timeout=20_000)


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_switching_rewords_the_main_window_and_the_game_goes_on(
    qtbot: QtBot, window: MainWindow, switcher: LanguageSwitcher
) -> None:
    place(qtbot, window)
    game = window.controller.game
    assert "Round 1" in window.banner.text()
    assert menu_titles(window) == ["&Game", "&Help"]

    switch(switcher, "fr")
    assert window.windowTitle() == "Don Quichotte"
    assert menu_titles(window) == ["&Partie", "&Aide"]
    assert window.actions_by_name["new"].text() == "&Nouvelle partie…"
    assert window.banner.text().startswith("Manche 1 · case 2 sur 22 — À Ana de poser")
    assert window.hand_label.text() == "Tuiles (Ana)"
    assert window.score_panel.names["castle6"].text() == "Château 6"
    assert window.score_panel.round_caption.text() == "Manche"
    assert window.score_panel.caption.text().startswith("Manche 1, si l’on décomptait")
    assert window.cards[1].status.text() in ("doit poser", "réfléchit…", "✓ a posé")
    assert window.cards[0].miniature.accessibleName().startswith("Principauté (Ana)\u00a0: ")

    placed = len(game.players[0].placements)
    place(qtbot, window)  # the game goes on, in French
    assert len(game.players[0].placements) == placed + 1
    assert "case 3 sur 22" in window.banner.text()

    window.view.apply_settings(Settings(language="de"))  # as the Settings dialog does
    QCoreApplication.processEvents()
    assert switcher.current == "de"
    assert menu_titles(window) == ["&Spiel", "&Hilfe"]
    assert window.banner.text().startswith("Durchgang 1 · Feld 3 von 22 — Ana: bitte")
    assert window.score_panel.names["defense"].text() == "Landesverteidigung"
    assert window.cards[0].miniature.accessibleName().startswith("Fürstentum (Ana): ")

    switch(switcher, "en")
    assert window.banner.text().startswith("Round 1 · field 3 of 22 — Ana, place a tile")


def test_an_open_scoring_overlay_is_reworded(
    qtbot: QtBot, window: MainWindow, switcher: LanguageSwitcher
) -> None:
    while window.controller.game.step < 9:
        place(qtbot, window)
    assert window.overlay.isVisible()
    assert window.overlay.title.text() == "Scoring after round 1"
    switch(switcher, "de")
    assert window.overlay.isVisible()
    assert window.overlay.title.text() == "Wertung nach Durchgang 1"
    assert window.overlay.button.text() == "Weiter"
    window.overlay.dismiss()
    place(qtbot, window)  # round 2 goes on
    assert window.controller.game.step == 10


def test_an_open_new_game_dialog_and_rules_window_are_reworded(
    qtbot: QtBot, window: MainWindow, switcher: LanguageSwitcher
) -> None:
    dialog = NewGameDialog(window, window.controller.seats)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.rows[1].name.setText("Rocío")
    dialog.deal.setText("77")
    rules = RulesWindow(window, "en")
    qtbot.addWidget(rules)
    rules.show_section("defense")
    assert rules.windowTitle() == "Rules of the game"  # Qt adds the application's name

    switch(switcher, "fr")
    assert dialog.windowTitle() == "Nouvelle partie"
    assert dialog.seats_box.title() == "Joueurs"
    assert dialog.sancho.text() == "Jouer avec &Sancho Pança"  # with its Alt+S
    assert dialog.rows[0].kind.currentText() == "Humain"
    assert dialog.rows[1].kind.currentText() == "Ordinateur\u00a0: glouton"
    assert dialog.rows[1].name.text() == "Rocío" and dialog.deal.text() == "77"  # kept
    assert rules.windowTitle() == "Règles du jeu"
    assert rules.current_section() == "defense"
    assert rules.contents_label.text() == "&Sommaire"


def test_the_final_standings_are_reworded_with_their_hindsight(
    qtbot: QtBot, switcher: LanguageSwitcher
) -> None:
    switcher.apply("en")
    window = MainWindow(animation_ms=0, bot_delay_ms=0, language=switcher)
    qtbot.addWidget(window)
    window.show()
    window.start(GameSetup((Seat("Ana", HUMAN, 0),), builtin_tileset("classic"), seed=4))
    game = window.controller.game
    while not game.is_over:
        window.controller.place(0, game.legal_moves(0)[0])
    assert window.overlay.title.text() == "Final standings"
    switch(switcher, "de")
    assert window.overlay.title.text() == "Endstand"
    lines = [label.text() for label in window.overlay.hindsight_host.findChildren(QLabel)]
    assert lines and all("Plättchen" in line for line in lines), lines
    window.controller.shut_down()


def test_the_default_name_follows_the_language(
    qtbot: QtBot, window: MainWindow, switcher: LanguageSwitcher
) -> None:
    """'À You de poser une tuile', 'Tuiles (You)': the program's name for the player is
    not data; a name a player typed stays as he typed it."""
    seats = (Seat("You", HUMAN, 0), Seat("Ana", HUMAN, 1))
    window.start(GameSetup(seats, builtin_tileset("classic"), 4))
    switch(switcher, "fr")
    assert "You" not in window.banner.text()
    assert window.hand_label.text() == "Vos tuiles"
    assert window.score_panel.title.text() == "Vous"
    assert [card.name.text() for card in window.cards] == ["Vous", "Ana"]
    window.controller.place(0, window.controller.game.legal_moves(0)[0])  # Ana's turn now
    assert "Ana" in window.banner.text()
    switch(switcher, "de")
    assert [card.name.text() for card in window.cards] == ["Sie", "Ana"]


def test_a_hand_reads_naturally_in_english(window: MainWindow) -> None:
    seats = (Seat("Ana", HUMAN, 0), Seat("Ben", HUMAN, 1))
    window.start(GameSetup(seats, builtin_tileset("classic"), 4))
    assert window.hand_label.text() == "Ana's tiles"


def test_the_default_names_are_the_catalogues_translations_of_you() -> None:
    import xml.etree.ElementTree as ET
    from pathlib import Path

    from dq_desktop.ui.common.seats import DEFAULT_NAMES

    found = {"You"}
    for path in (Path(__file__).parents[2] / "i18n").glob("*.ts"):
        for context in ET.parse(path).getroot().iter("context"):
            for message in context.iter("message"):
                if message.findtext("source") == "You":
                    found.add(message.findtext("translation") or "")
    assert found == DEFAULT_NAMES
