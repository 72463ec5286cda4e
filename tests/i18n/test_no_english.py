"""In French and in German the application shows no English (names aside).

The window is started in the language, a game is played with the scoring
helper, and every window and dialog is opened and read: labels, buttons,
titles, menus, combo boxes, lists, table headers and cells, placeholders,
tooltips (the hand's too, from its model) and accessible names. A text counts
as English when it holds a word that the English catalogue uses and the
language's own catalogue never does ("game", "the", "Panza"…): a word left
untranslated, and a string that never went through the catalogues at all,
are both caught.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.settings import Settings
from dq_desktop.ui.common.language import LANGUAGES, LanguageSwitcher
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.common.text import translate
from dq_desktop.ui.dialogs.about_dialog import AboutDialog
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.dialogs.settings_dialog import SettingsDialog
from dq_desktop.ui.help.rules_window import RulesWindow
from dq_desktop.ui.records.records_window import RecordsWindow
from dq_desktop.ui.records.replay_window import ReplayWindow
from dq_desktop.ui.shell.main_window import MainWindow
from tests.i18n.conftest import action_texts, plain, read_catalogue, widget_texts
from tests.storage.entries import entry
from tests.storage.games import played

NAMES = ("Ana", "Björn", "Chloé")
"""The players' names: names stay as they are in every language."""
WORD = re.compile(r"[^\W\d_]+")
RESOURCES = Path(__file__).resolve().parents[2] / "resources"
IDENTIFIERS = ("GPL-3.0-or-later",)
"""Names of things, in any language (the licence)."""
FUNCTION_WORDS = {"the", "and", "of", "to", "is", "it", "at", "by", "be", "you", "your",
                  "with", "this", "that", "not", "for", "from", "cancel", "apply"}
"""English words that neither French nor German uses, short ones included."""


def native_texts(language: str) -> list[str]:
    """The rules help and the guided game's texts, written in ``language``."""
    help_page = (RESOURCES / "help" / language / "rules.html").read_text(encoding="utf-8")
    guide = json.loads((RESOURCES / "tutorial" / f"{language}.json").read_text(encoding="utf-8"))
    texts = [guide[key] for key in ("intro", "outro", "own_way", "outro_own")]
    return [help_page, *texts, *guide["steps"].values()]


def english_words(language: str) -> set[str]:
    """Words of the English sources that neither the ``language`` catalogue nor the rules
    help and guided game written in that language use."""
    messages = read_catalogue(language)
    ours = {word.lower() for m in messages for form in m.forms for word in WORD.findall(form)}
    for text in native_texts(language):
        ours |= {word.lower() for word in WORD.findall(plain(text))}
    english = {word.lower() for m in messages for word in WORD.findall(plain(m.source))
               if len(word) >= 3}
    names = {name.lower() for name in NAMES} | {"don", "quixote"}
    return (english | FUNCTION_WORDS) - ours - names


def is_path(text: str) -> bool:
    return " " not in text.strip() and ("/" in text or "\\" in text)


def english_in(texts: list[tuple[str, str]], words: set[str]) -> list[str]:
    found = []
    for where, text in texts:
        shown = plain(text)
        if is_path(shown):
            continue
        for identifier in IDENTIFIERS:
            shown = shown.replace(identifier, "")
        hits = sorted({w for w in WORD.findall(shown) if w.lower() in words})
        if hits:
            found.append(f"{where}: {shown!r} ({', '.join(hits)})")
    return found


@pytest.fixture(params=["fr", "de"])
def language(request: pytest.FixtureRequest, switcher: LanguageSwitcher) -> str:
    assert switcher.apply(request.param) == request.param
    return str(request.param)


@pytest.fixture
def window(qtbot: QtBot, language: str, switcher: LanguageSwitcher) -> Iterator[MainWindow]:
    win = MainWindow(animation_ms=0, bot_delay_ms=0, language=switcher)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shut_down()


def start(window: MainWindow) -> None:
    seats = (Seat(NAMES[0], HUMAN, 0), Seat(NAMES[1], "greedy", 1), Seat(NAMES[2], "greedy", 2))
    window.start(GameSetup(seats, builtin_tileset("classic"), seed=12, sancho=True))


def play_to(qtbot: QtBot, window: MainWindow, step: int) -> None:
    """Place the first legal tile for the human until ``step`` fields are filled."""
    game = window.controller.game
    while game.step < step and not game.is_over:
        if window.overlay.isVisible():
            window.overlay.dismiss()
        qtbot.waitUntil(lambda: window.controller.active_seat == 0 or game.is_over,
                        timeout=20_000)
        if game.is_over:
            break
        window.controller.place(0, game.legal_moves(0)[0])
        qtbot.waitUntil(lambda: window.controller.active_seat in (0, -1)
                        or window.overlay.isVisible(), timeout=20_000)


def main_window_texts(window: MainWindow) -> list[tuple[str, str]]:
    texts = widget_texts(window)
    texts += action_texts(window.menuBar().actions(), "menu bar")
    hand = window.hand_view.hand()
    assert hand is not None
    for row in range(hand.rowCount()):
        tip = hand.index(row).data(Qt.ItemDataRole.ToolTipRole)
        texts.append(("hand tooltip", str(tip)))
    for label in window.score_panel.findChildren(QWidget):
        texts.append(("score panel tooltip", label.toolTip()))
    return [(where, text) for where, text in texts if text.strip()]


def opened(qtbot: QtBot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.mark.slow
def test_the_application_shows_no_english(qtbot: QtBot, window: MainWindow, language: str,
                                          tmp_path: Path) -> None:
    words = english_words(language)
    assert {"game", "round", "tile", "the", "panza"} <= words  # the detector knows English
    texts: list[tuple[str, str]] = []
    start(window)
    texts += main_window_texts(window)
    play_to(qtbot, window, 9)  # the scoring after round 1
    assert window.overlay.isVisible()
    texts += widget_texts(window.overlay)
    play_to(qtbot, window, 12)
    texts += main_window_texts(window)  # finished rounds have tooltips now
    window.hand_view.setCurrentIndex(window.hand_view.hand().index(0))  # a preview
    texts += main_window_texts(window)

    defaults = window.controller.seats
    texts += widget_texts(opened(qtbot, NewGameDialog(window, defaults)))
    settings = opened(qtbot, SettingsDialog(Settings(), window))
    language_box = settings.language  # type: ignore[attr-defined]
    assert [language_box.itemText(i) for i in range(1, language_box.count())] == list(
        LANGUAGES.values())
    texts += widget_texts(settings, skip=(language_box,))
    texts += [("language picker", language_box.itemText(0))]
    settings.close()  # a child of the window: read once, with its language names skipped
    paths = {translate("MainWindow", "Settings"): tmp_path / "settings.json",
             translate("MainWindow", "Saved games"): tmp_path}
    texts += widget_texts(opened(qtbot, AboutDialog(paths, window)))
    texts += widget_texts(opened(qtbot, RulesWindow(window, language)))
    with RecordBook.open(tmp_path / "r.sqlite3") as book:
        records = RecordsWindow(book, window)
        opened(qtbot, records)
        texts += widget_texts(records)
        records.show_games([entry(1, 75), entry(2, 90, sancho=True),
                            entry(3, 104, kinds=("human", "bot:greedy"))])
        records.select_game(records.model.games[0].id)
        texts += widget_texts(records)
        records.close()
    replay = ReplayWindow(played(6, names=NAMES[:2]), window, animation_ms=0)
    opened(qtbot, replay)
    replay.go_to(10)
    texts += widget_texts(replay)

    play_to(qtbot, window, 22)  # the final standings
    assert window.controller.game.is_over and window.overlay.isVisible()
    texts += main_window_texts(window)
    window.side.guided_game()
    QCoreApplication.processEvents()
    texts += main_window_texts(window)
    texts += widget_texts(window.side.guide.panel())

    assert len(texts) > 300
    import os
    if os.environ.get("DUMP_TEXTS"):
        Path(os.environ["DUMP_TEXTS"] + language).write_text(
            "\n".join(sorted({f"{plain(t)!r}" for _, t in texts})), encoding="utf-8")
    assert english_in(texts, words) == []


def test_the_detector_finds_english(qtbot: QtBot, window: MainWindow, language: str) -> None:
    words = english_words(language)
    texts = [("a", "Round 2 · field 3 of 22"), ("b", "Sancho Panza"), ("c", "Tuiles (Ana)")]
    assert [hit.split(":")[0] for hit in english_in(texts, words)] == ["a", "b"]
