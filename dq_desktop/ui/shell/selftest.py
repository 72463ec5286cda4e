"""``--selftest``: a whole game by computer players through the real window.

At every placement it checks that what the scenes, hand models and scoring
helper show equals the engine; then that the game was kept in the record book.
It fails where a player would lose something (a game not kept, a file not
written, a question asked) and passes, with a note, where the program put a
fault right (a damaged record book set aside and a new one started). In the
folder it plays in it leaves any game in progress alone (``selftest_guard``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QTimer

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game, PlacementResult
from dq_desktop.engine.scoring import score
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.common.seats import GameSetup, Seat
from dq_desktop.ui.hand.hand_model import entries_of
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.shell.selftest_guard import NoQuestions, leave_games_in_progress_alone, one_line

TIME_LIMIT_MS = 180_000


def mismatches(window: MainWindow) -> list[str]:
    """Every difference between what the window shows and what the engine says."""
    game = window.controller.game
    problems = []
    for seat, scene in enumerate(window.scenes):
        player = game.players[seat]
        # While a round is counted nothing of the next round shows: no field to fill.
        counting = window.view.counted_seat is not None
        to_fill = (game.current_field if len(player.placements) == game.step and not counting
                   else None)
        for field, item in scene.items_by_field.items():
            if item.placed != player.board.get(field):
                problems.append(
                    f"seat {seat} {field}: shows {item.placed}, engine {player.board.get(field)}"
                )
            if item.to_fill != (field == to_fill):
                problems.append(f"seat {seat} {field}: green highlight is wrong")
        shown = [(e.tile, e.kind) for e in window.hands[seat].entries()]
        expected = [(e.tile, e.kind) for e in entries_of(game, seat)]
        if sorted(shown, key=str) != sorted(expected, key=str):
            problems.append(f"seat {seat}: hand shows {shown}, engine {expected}")
    panel = window.score_panel
    player = game.players[window.shown_seat]
    # Over, or while a round is counted: the helper shows the round just scored.
    done = game.is_over or window.view.counted_seat is not None
    expected_scores = (player.scores[-1] if done else score(player.board, game.round)).as_dict()
    for key, value in expected_scores.items():
        if key != "round" and panel.value_of(key) != value:
            problems.append(f"scoring helper {key}: shows {panel.value_of(key)}, engine {value}")
    return problems


def run_selftest(
    window: MainWindow,
    tileset: TileSet,
    *,
    solo: bool,
    seed: int | None = None,
    report: Callable[[str], None] = print,
) -> int:
    """Play a game of computer players in ``window``, then close it; 0 when everything
    matched and the game was kept. It never asks a question (``selftest_guard``)."""
    seed = random.randrange(1_000_000) if seed is None else seed
    notes = leave_games_in_progress_alone(window)
    with NoQuestions() as guard:
        failures, placements = _play(window, tileset, solo, seed, notes)
        keeper = window.view.keeper
        if keeper is not None:
            keeper.held.clear()  # the self-test's own games, reported: closing asks nothing
        window.close()
    failures += [f"a window asked a question: {asked}" for asked in guard.asked]
    said = "".join(f"; note: {note}" for note in notes)
    if failures:
        report(f"selftest FAILED (deal {seed}): " + "; ".join(failures[:5]) + said)
        return 1
    game = window.controller.game
    totals = ", ".join(f"{p.name} {p.total}" for p in game.players)
    report(
        f"selftest ok: deal {seed}, {len(game.players)} player(s), {placements} placements "
        f"checked; totals: {totals}{said}"
    )
    return 0


def _play(window: MainWindow, tileset: TileSet, solo: bool, seed: int,
          notes: list[str]) -> tuple[list[str], int]:
    """The game, checked at every placement; the failures and the placements checked. What
    the program did right under a fault (a damaged book set aside) goes to ``notes``."""
    kinds = ["greedy"] if solo else ["greedy", "random", "greedy", "random"]
    seats = tuple(Seat(f"Computer {n + 1}", kind, n) for n, kind in enumerate(kinds))
    window.view.animation_ms = 0
    window.controller.bot_delay_ms = 0
    failures: list[str] = []
    placements = 0
    loop = QEventLoop()

    def on_placed(result: PlacementResult) -> None:
        nonlocal placements
        placements += 1
        failures.extend(mismatches(window))
        if failures:
            loop.quit()

    storage: list[str] = []
    keeper, notices = window.view.keeper, window.view.notices
    if keeper is not None and notices is not None:
        # What the player's files would have suffered, it must report, in its own
        # output rather than in dialogs that nobody would close.
        keeper.problem.connect(storage.append)
        keeper.notRecorded.disconnect(notices.on_not_recorded)
        keeper.notRecorded.connect(storage.append)
        keeper.notKept.disconnect(notices.on_not_kept)
        keeper.notKept.connect(storage.append)
        # A damaged book set aside and a new one started is the program doing right.
        keeper.bookSetAside.disconnect(notices.on_book_set_aside)
        keeper.bookSetAside.connect(lambda told: notes.append(one_line(told)))
    window.controller.placed.connect(on_placed)
    window.controller.roundScored.connect(lambda _: QTimer.singleShot(0, window.overlay.dismiss))
    window.controller.gameOver.connect(loop.quit)
    QTimer.singleShot(TIME_LIMIT_MS, loop.quit)
    window.start(GameSetup(seats, tileset, seed, sancho=True))
    if not window.controller.game.is_over and not failures:
        loop.exec()
    if keeper is not None and keeper.book_work.busy():
        _wait_until(lambda: not keeper.book_work.busy())  # the book is written on a worker
    game = window.controller.game
    if not failures and not game.is_over:
        failures.append(f"the game did not finish within {TIME_LIMIT_MS // 1000} s")
    failures += [f"storage: {one_line(problem)}" for problem in storage]
    if keeper is not None and not failures and not _recorded(window, game):
        failures.append("the finished game is not in the record book")
    return failures, placements


def _wait_until(condition: Callable[[], bool]) -> None:
    """Run the event loop until ``condition`` holds (checked every 50 ms) or the time limit."""
    loop = QEventLoop()
    poll = QTimer()
    poll.timeout.connect(lambda: loop.quit() if condition() else None)
    poll.start(50)
    QTimer.singleShot(TIME_LIMIT_MS, loop.quit)
    loop.exec()
    poll.stop()


def _recorded(window: MainWindow, game: Game) -> bool:
    """The game is in the record book: the same deal, players and totals."""
    files = window.view.files
    if files is None:
        return True
    totals = [player.total for player in game.players]
    try:
        entries = files.book().games()
    except DqError:
        return False
    return any(entry.seed == game.deal.seed
               and [player.total for player in entry.players] == totals
               for entry in entries)
