"""The records window on a big record book: open, refresh after a game, sort, CSV, memory.

Run: python benchmarks/bench_records.py [--games 20000] [--book PATH]

The book is built with the project's API (``RecordBook.add_game``): solitaire
games of the built-in set played by the random computer player, deals 1, 2, …,
every other one with Sancho, every seventh with aids, six games a day (every
tenth played by the computer, every ninth with a second player: listed, not
charted). With ``--book PATH`` an existing book with enough games is reused
(building 20,000 games takes a minute or two); otherwise a temporary one is
made. The window runs on Qt's offscreen platform, with Python's garbage
collector on the GUI thread's timer as in the application (``gc_guard``); each
time includes painting the whole window (``QWidget.grab``). The target: every figure under 1 s.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.ui.common.gc_guard import collect_on_gui_thread
from dq_desktop.ui.records.games_model import Column
from dq_desktop.ui.records.records_window import RecordsWindow

FIRST_DAY = datetime(2020, 1, 1, 18, 0).astimezone()
CLASSIC = builtin_tileset("classic")


def a_game(deal: int) -> tuple[Game, list[str | None]]:
    names = ["Ana", "Bo"] if deal % 9 == 0 else ["Ana"]
    kinds: list[str | None] = ["bot:random" if deal % 10 == 0 else "human"]
    kinds += ["bot:random"] * (len(names) - 1)
    game = Game.new(CLASSIC, deal, names, sancho=deal % 2 == 0)
    return play_out(game, [make_bot("random", seat) for seat in range(len(names))]), kinds


def build(book: RecordBook, games: int) -> float:
    start = time.perf_counter()
    for deal in range(book.count() + 1, games + 1):
        game, kinds = a_game(deal)
        book.add_game(game, kinds, assisted=deal % 7 == 0,
                      played_at=FIRST_DAY + timedelta(hours=4 * deal))
        if deal % 1000 == 0:
            print(f"  {deal} games recorded", file=sys.stderr)
    return time.perf_counter() - start


def timed(action: Callable[[], object]) -> tuple[float, float]:
    """Wall time and this process's CPU time (on a busy machine the wall time grows with
    the load; the CPU time hardly does)."""
    start, cpu = time.perf_counter(), time.process_time()
    action()
    QApplication.processEvents()
    return time.perf_counter() - start, time.process_time() - cpu


def rss_mb() -> tuple[float, float]:
    """The resident memory now (from /proc, Linux) and at its highest, in MB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if sys.platform == "darwin":
        peak /= 1024
    now = peak
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                now = int(line.split()[1]) / 1024
    return now, peak


def hover(widget: QWidget, x: int) -> None:
    at = QPoint(x, widget.height() // 2)
    event = QMouseEvent(QMouseEvent.Type.MouseMove, at, widget.mapToGlobal(at),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--book", type=Path, help="reuse (or build) the book at this path")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    collect_on_gui_thread()  # as in the application: Python's collector on a timer
    with tempfile.TemporaryDirectory() as folder:
        path = args.book or Path(folder) / "records.sqlite3"
        with RecordBook.open(path) as book:
            if book.count() < args.games:
                print(f"building a book of {args.games} games at {path} …", file=sys.stderr)
                print(f"built in {build(book, args.games):.0f} s", file=sys.stderr)
            before, _ = rss_mb()
            figures: list[tuple[str, tuple[float, float]]] = []
            window: RecordsWindow | None = None

            def open_window() -> None:
                nonlocal window
                window = RecordsWindow(book)
                window.show()
                window.grab()

            figures.append(("open (read the book, show, paint)", timed(open_window)))
            assert window is not None
            shown = window
            after, _ = rss_mb()
            chart = shown.chart
            figures.append(("point at the totals chart (tooltip)",
                            timed(lambda: hover(chart, chart.width() // 2))))
            game, kinds = a_game(book.count() + 1)
            later = FIRST_DAY + timedelta(hours=4 * (book.count() + 1))
            book.add_game(game, kinds, played_at=later)

            def refresh() -> None:
                shown.refresh()
                shown.grab()

            figures.append(("refresh after a game (read, show, paint)", timed(refresh)))
            for column in (Column.TOTAL, Column.PLAYERS, Column.DATE):

                def sort(by: Column = column) -> None:
                    shown.table.sortByColumn(by, Qt.SortOrder.AscendingOrder)
                    shown.grab()

                figures.append((f"sort by {column.name.lower()} (sort, paint)", timed(sort)))
            csv = Path(folder) / "records.csv"
            figures.append(("export to CSV", timed(lambda: shown.export_to(csv))))
            csv_kb = csv.stat().st_size // 1024
            count = book.count()
            shown.close()
        _, peak = rss_mb()
    print(f"records window on a book of {count} games (offscreen, 1 run each):")
    print(f"  {'':<44} {'wall':>7}    {'CPU':>7}")
    for name, (wall, cpu) in figures:
        print(f"  {name:<44} {wall * 1000:7.0f} ms {cpu * 1000:7.0f} ms")
    print(f"  load average while measuring: {os.getloadavg()[0]:.1f}")
    print(f"  {'memory: resident before opening':<44} {before:7.0f} MB")
    print(f"  {'memory: resident with the window open':<44} {after:7.0f} MB")
    print(f"  {'memory: highest resident':<44} {peak:7.0f} MB")
    print(f"  {'CSV file':<44} {csv_kb:7d} KB")
    del app


if __name__ == "__main__":
    main()
