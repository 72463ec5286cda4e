"""Render the records and replay windows from a book of simulated games (run offscreen).

Run: python docs/make_records_screenshot.py SIMULATED_DIR... [--out DIR]

Each SIMULATED_DIR holds ``dq-game/1`` records written by ``dq-desktop simulate
--records``. The games are entered as a human's solitaire games, a day apart,
every fifth one marked as played with aids, so that the window shows bests
and history; the totals are the computer player's.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from dq_desktop.app import make_application
from dq_desktop.engine.analysis.expert_total import expert_total
from dq_desktop.formats.game_record import game_from_record
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.ui.records.records_window import RecordsWindow
from dq_desktop.ui.records.replay_window import ReplayWindow


class EnglishPlurals(QTranslator):
    """Stands in for the English catalogue's plural forms: "%n game(s)" → "3 games"."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        if n >= 0 and "(s)" in source:
            return source.replace("(s)", "" if n == 1 else "s")
        return None  # not ours: Qt keeps the source text


def fill_book(book: RecordBook, folders: list[Path]) -> None:
    files = sorted(
        (path for folder in folders for path in folder.glob("*.json")),
        key=lambda p: (p.stat().st_mtime, p.name),
    )
    start = datetime(2025, 3, 1, 18, 30).astimezone()
    for number, path in enumerate(files):
        record = json.loads(path.read_text(encoding="utf-8"))
        for player in record["players"]:
            player["name"], player["kind"] = "Ana", "human"
        when = start + timedelta(days=number, minutes=7 * number)
        book.add_record(record, assisted=number % 5 == 4, played_at=when)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--out", type=Path, default=Path(__file__).parent)
    parser.add_argument(
        "--expert", action="store_true", help="fill in the expert's totals (seconds per game)"
    )
    args = parser.parse_args()
    app = make_application()
    plurals = EnglishPlurals()
    app.installTranslator(plurals)
    with (
        tempfile.TemporaryDirectory() as scratch,
        RecordBook.open(Path(scratch) / "records.sqlite3") as book,
    ):
        fill_book(book, args.folders)
        if args.expert:
            for entry in book.games():
                game, _ = game_from_record(book.record(entry.id))
                book.set_expert_total(entry.id, expert_total(game))
        window = RecordsWindow(book)
        window.resize(1180, 860)  # the offscreen screen is smaller than a real one
        window.show()
        games = book.games()
        window.select_game(max(games, key=lambda g: g.total).id)
        QApplication.processEvents()
        window.grab().save(str(args.out / "screenshot-records.png"))
        replay = ReplayWindow.from_record(book.record(games[-1].id), animation_ms=0)
        replay.resize(1100, 560)
        replay.show()
        replay.go_to(12)
        QApplication.processEvents()
        replay.grab().save(str(args.out / "screenshot-replay.png"))
        print(args.out / "screenshot-records.png", args.out / "screenshot-replay.png")


if __name__ == "__main__":
    main()
