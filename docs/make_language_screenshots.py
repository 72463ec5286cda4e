"""Render the window, the New Game dialog, the scoring helper and the rules in French and
German (to look for words clipped by longer translations).

Run: QT_QPA_PLATFORM=offscreen python docs/make_language_screenshots.py [--out DIR]
Writes screenshot-game-LANG.png (the main window mid-game, 1280×800),
screenshot-newgame-LANG.png, screenshot-helper-LANG.png, screenshot-rules-LANG.png
and screenshot-settings-LANG.png for LANG in fr and de.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from make_screenshots import play, shot  # this folder: run as a script

from dq_desktop.app import make_application
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.settings import Settings
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog, default_seats
from dq_desktop.ui.dialogs.settings_dialog import SettingsDialog
from dq_desktop.ui.help.rules_window import RulesWindow
from dq_desktop.ui.shell.main_window import MainWindow


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=str(Path(__file__).parent))
    args = parser.parse_args()
    out = Path(args.out)
    make_application()
    languages = LanguageSwitcher()
    for language in ("fr", "de"):
        languages.apply(language)
        players = default_seats()
        seats = (players[0], Seat(players[1].name, HUMAN, 1), Seat(players[2].name, HUMAN, 2))
        window = MainWindow(animation_ms=0, bot_delay_ms=0, language=languages)
        window.resize(1280, 800)
        window.show()
        window.start(GameSetup(seats, builtin_tileset("classic"), seed=2026, sancho=True))
        play(window, 12)
        hand = window.hand_view.hand()
        if hand is not None:
            window.hand_view.setCurrentIndex(hand.index(0))  # a preview in the helper
        shot(window, out / f"screenshot-game-{language}.png")
        shot(window.score_panel, out / f"screenshot-helper-{language}.png")

        dialog = NewGameDialog(window, window.controller.seats)
        dialog.show()
        shot(dialog, out / f"screenshot-newgame-{language}.png")
        dialog.close()
        settings = SettingsDialog(Settings(language=language), window)
        settings.show()
        shot(settings, out / f"screenshot-settings-{language}.png")
        settings.close()
        rules = RulesWindow(None, language)
        rules.show_section("scoring")
        shot(rules, out / f"screenshot-rules-{language}.png")
        rules.close()
        window.controller.shut_down()
        window.close()


if __name__ == "__main__":
    main()
