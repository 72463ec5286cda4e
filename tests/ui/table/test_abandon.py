"""No action discards an unfinished game without a question that says what is lost."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.common.seats import GameSetup, Seat
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.abandon import abandon_question

Asked = list[str]


def answering(monkeypatch: pytest.MonkeyPatch, choice: str) -> Asked:
    """Every question is answered by the button whose text holds ``choice``."""
    asked: Asked = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        button: QAbstractButton = next(b for b in box.buttons() if choice in b.text())
        button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def two_placed(window: MainWindow, play_set: TileSet) -> None:
    seats = (Seat("Ana", "human", 0), Seat("Ben", "human", 1))
    window.start(GameSetup(seats, play_set, 5))
    for seat in (0, 1):
        window.controller.place(seat, window.controller.game.legal_moves(seat)[0])


def test_the_question_names_the_field_and_the_players(
    window: MainWindow, play_set: TileSet
) -> None:
    two_placed(window, play_set)
    assert abandon_question(window.controller.game) == \
        "Abandon the game at field 2 of 22 with Ana and Ben?"


@pytest.mark.parametrize("action", ["guided game", "play this deal again"])
def test_keep_playing_keeps_the_game(
    window: MainWindow, play_set: TileSet, monkeypatch: pytest.MonkeyPatch, action: str
) -> None:
    two_placed(window, play_set)
    game = window.controller.game
    asked = answering(monkeypatch, "Keep")
    if action == "guided game":
        window.side.guided_game()
    else:
        window.side._play_deal(77, play_set, False)
    assert asked == ["Abandon the game at field 2 of 22 with Ana and Ben?"]
    assert window.controller.game is game and len(game.players[0].placements) == 1


def test_abandon_it_lets_the_guided_game_begin(
    window: MainWindow, play_set: TileSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    two_placed(window, play_set)
    game = window.controller.game
    asked = answering(monkeypatch, "Abandon")
    window.side.guided_game()
    assert len(asked) == 1
    assert window.controller.game is not game
    window.side.guide.leave()  # type: ignore[union-attr]


def test_nothing_is_asked_when_nothing_was_placed(
    window: MainWindow, play_set: TileSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start(GameSetup((Seat("Ana", "human", 0),), play_set, 5))
    game = window.controller.game
    asked = answering(monkeypatch, "Keep")
    window.side.guided_game()
    assert asked == []
    assert window.controller.game is not game
    window.side.guide.leave()  # type: ignore[union-attr]


def test_enter_or_escape_keeps_the_game(
    window: MainWindow, play_set: TileSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    two_placed(window, play_set)
    seen: list[str] = []

    def exec_(box: QMessageBox) -> int:
        default, escape = box.defaultButton(), box.escapeButton()
        seen.extend([default.text(), escape.text()])  # type: ignore[union-attr]
        default.click()  # type: ignore[union-attr]
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    game = window.controller.game
    window.side.guided_game()
    assert seen == ["&Keep playing", "&Keep playing"]
    assert window.controller.game is game


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_the_button_that_throws_the_game_away_is_not_the_cancel_word(
    window: MainWindow, play_set: TileSet, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """In German "Abbrechen" is every dialog's Cancel: the button that abandons a game must
    read otherwise, in every language (the question says what is lost)."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from dq_desktop.ui.common.language import LanguageSwitcher

    before = QLocale()
    switcher = LanguageSwitcher()
    switcher.apply(language)
    try:
        two_placed(window, play_set)
        shown: list[list[str]] = []

        def exec_(box: QMessageBox) -> int:
            shown.append([b.text().replace("&", "") for b in box.buttons()])
            return 0

        monkeypatch.setattr(QMessageBox, "exec", exec_)
        window.may_replace_game()
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel").replace("&", "")
        assert len(shown) == 1 and cancel not in shown[0]
    finally:
        switcher.reset()
        QLocale.setDefault(before)
