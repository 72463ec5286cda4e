"""The records window on record books of 50, 2,000 and 20,000 games: open, select, refresh.

Run: python benchmarks/bench_records.py [--sizes 50 2000 20000] [--books DIR]

Each book is built with the project's API (``RecordBook.add_game``): solitaire
games of the built-in set, deals 1, 2, …, spread over the two years up to now
with two breaks (three weeks each summer), every other one with Sancho, every
seventh with aids (every tenth played by the computer, every ninth with a
second player: listed, not charted). The player improves: early games are
played by the random computer player, then more and more by ``easy`` and
``greedy``, so that the charts have a trend to show. With ``--books DIR`` the
books are kept there as ``records-N.sqlite3`` and reused (building 20,000
games takes several minutes). The window runs on Qt's offscreen platform, with
Python's garbage collector on the GUI thread's timer as in the application
(``gc_guard``). Opening includes painting the whole window (``QWidget.grab``);
a selection moved in the games list includes repainting the window
(``QWidget.repaint``). Targets at 20,000 games: open within 2 s of processor
time, a selection under 0.05 s.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
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

CLASSIC = builtin_tileset("classic")
YEARS = 2
BREAKS = ((200, 221), (565, 586))
"""Days (from the first) without a game: a summer holiday each year."""


def level_bot(deal: int, progress: float) -> str:
    """The computer player standing in for the human at ``progress`` (0 to 1) of his
    career: random at first, then easy, then greedy, with a spread from game to game."""
    level = progress + (random.Random(deal).random() - 0.5) * 0.8
    return "random" if level < 0.3 else "easy" if level < 0.65 else "greedy"


def a_game(deal: int, progress: float = 0.0) -> tuple[Game, list[str | None]]:
    names = ["Ana", "Bo"] if deal % 9 == 0 else ["Ana"]
    kinds: list[str | None] = ["bot:random" if deal % 10 == 0 else "human"]
    kinds += ["bot:random"] * (len(names) - 1)
    game = Game.new(CLASSIC, deal, names, sancho=deal % 2 == 0)
    bots = [make_bot(level_bot(deal, progress), 0)]
    bots += [make_bot("random", seat) for seat in range(1, len(names))]
    return play_out(game, bots), kinds


def played_at(deal: int, games: int, last: datetime) -> datetime:
    """Game ``deal`` of ``games``, spread evenly over the two years up to ``last`` less
    the breaks."""
    breaks = sum(end - start for start, end in BREAKS)
    active = 365 * YEARS - breaks
    day = active * (deal - 1) / max(1, games - 1)
    for start, end in BREAKS:
        if day >= start:
            day += end - start
    return last - timedelta(days=365 * YEARS) + timedelta(days=day)


def build(book: RecordBook, games: int, last: datetime) -> float:
    start = time.process_time()
    for deal in range(book.count() + 1, games + 1):
        game, kinds = a_game(deal, deal / games)
        book.add_game(game, kinds, assisted=deal % 7 == 0,
                      played_at=played_at(deal, games, last))
        if deal % 1000 == 0:
            print(f"  {deal} games recorded", file=sys.stderr)
    return time.process_time() - start


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


SELECTIONS = 9


def selection_moves(window: RecordsWindow) -> tuple[float, float]:
    """The median of several moves of the selection down the list (each repaints the
    window), as a key held down does."""
    walls, cpus = [], []
    for row in range(SELECTIONS):
        def move(to: int = row) -> None:
            window.table.selectRow(to)
            window.repaint()

        wall, cpu = timed(move)
        walls.append(wall)
        cpus.append(cpu)
    return statistics.median(walls), statistics.median(cpus)


def measure(path: Path, games: int, folder: Path) -> list[tuple[str, tuple[float, float]]]:
    figures: list[tuple[str, tuple[float, float]]] = []
    with RecordBook.open(path) as book:
        last = datetime.now().astimezone().replace(microsecond=0)
        if book.count() < games:
            print(f"building a book of {games} games at {path} …", file=sys.stderr)
            print(f"built in {build(book, games, last):.0f} s", file=sys.stderr)
        window: RecordsWindow | None = None

        def open_window() -> None:
            nonlocal window
            window = RecordsWindow(book)
            window.resize(1180, 860)
            window.show()
            window.grab()

        figures.append(("open (read the book, show, paint)", timed(open_window)))
        assert window is not None
        shown = window
        figures.append((f"move the selection (median of {SELECTIONS})",
                        selection_moves(shown)))
        chart = shown.chart
        figures.append(("point at the totals chart (tooltip)",
                        timed(lambda: hover(chart, chart.width() // 2))))
        shown.filters.unaided.setChecked(False)
        figures.append(("filter: unaided only (charts, list)",
                        timed(lambda: (shown.filters.unaided.setChecked(True), shown.grab()))))
        shown.filters.unaided.setChecked(False)
        game, kinds = a_game(book.count() + 1, 1.0)
        book.add_game(game, kinds, played_at=datetime.now().astimezone())

        def refresh() -> None:
            shown.refresh()
            shown.grab()

        figures.append(("refresh after a game (read, show, paint)", timed(refresh)))
        for column in (Column.TOTAL, Column.PLAYERS, Column.DATE):

            def sort(by: Column = column) -> None:
                shown.table.sortByColumn(by, Qt.SortOrder.AscendingOrder)
                shown.grab()

            figures.append((f"sort by {column.name.lower()} (sort, paint)", timed(sort)))
        csv = folder / "records.csv"
        figures.append(("export to CSV", timed(lambda: shown.export_to(csv))))
        shown.close()
        shown.deleteLater()
        QApplication.processEvents()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[50, 2_000, 20_000])
    parser.add_argument("--books", type=Path, help="keep (and reuse) the books in this folder")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    collect_on_gui_thread()  # as in the application: Python's collector on a timer
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.books or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        for games in args.sizes:
            figures = measure(folder / f"records-{games}.sqlite3", games, Path(scratch))
            _, peak = rss_mb()
            print(f"records window on a book of {games} games (offscreen):")
            print(f"  {'':<44} {'wall':>7}    {'CPU':>7}")
            for name, (wall, cpu) in figures:
                print(f"  {name:<44} {wall * 1000:7.0f} ms {cpu * 1000:7.0f} ms")
            print(f"  {'memory: highest resident so far':<44} {peak:7.0f} MB")
    print(f"load average while measuring: {os.getloadavg()[0]:.1f}")
    del app


if __name__ == "__main__":
    main()
