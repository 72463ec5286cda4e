"""The monkey: random clicks, drags, hovers, keys, resizes and menu actions on the window.

``Monkey.run`` plays whole games of 1–4 players, humans and computers mixed, and
after every event checks the rules of ``test_monkey.py``. Run as a module, it is
one worker of that test (``python -m tests.robustness.monkey SEED EVENTS FOLDER [LIMIT_S]``):
it prints one JSON line, ``{"ok": …, "message": …, "counts": …}``.
"""

from __future__ import annotations

import faulthandler
import json
import os
import random
import sys
import time
from collections import Counter, deque
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QEvent, QItemSelectionModel, QObject, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QEnterEvent,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

from dq_desktop.engine.fields import Field
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.tileset_file import builtin_tileset, tileset_from_json
from dq_desktop.ui.common import theme
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from dq_desktop.ui.shell.main_window import MainWindow
from tests.boards import tileset_json
from tests.robustness.mirror import differences
from tests.ui.drag import drop_on

KINDS = (HUMAN, HUMAN, "random", "greedy", "easy", "normal")
"""Who sits at a seat; the slow ``expert`` stays out (its games are tested elsewhere)."""
KEYS = (
    *(getattr(Qt.Key, f"Key_{n}") for n in range(1, 10)),
    Qt.Key.Key_R,
    Qt.Key.Key_Space,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Escape,
)
LIVENESS_MS = 60_000
"""How long a computer player may take before the game counts as stuck (not a speed test)."""
BUTTONS = Qt.MouseButton.LeftButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


class Stuck(AssertionError):
    """The game did not move on although a legal action was taken."""


class Frames(QObject):
    """Paints the window once every few events, as Qt does when events come faster than frames.

    Qt asks a window to paint with an ``UpdateRequest``; this filter holds them, and
    ``paint`` lets one through, which paints everything marked dirty since. Painting
    after every event would cost most of the run; this way thousands of paints run.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.open = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return event.type() == QEvent.Type.UpdateRequest and not self.open

    def paint(self) -> None:
        self.open = True
        try:
            QApplication.sendEvent(self.window, QEvent(QEvent.Type.UpdateRequest))
        finally:
            self.open = False

    def stop(self) -> None:
        self.window.removeEventFilter(self)
        self.paint()


class Monkey:
    """Random events on one window; ``run`` checks the rules after each."""

    def __init__(
        self, window: MainWindow, seed: int, folder: Path, tilesets: tuple[TileSet, ...]
    ) -> None:
        self.window = window
        self.seed = seed
        self.rng = random.Random(seed)
        self.folder = folder
        self.tilesets = tilesets
        self.languages = LanguageSwitcher()
        self.theme = theme.follow_system(QApplication.instance())  # type: ignore[arg-type]
        self.log: deque[str] = deque(maxlen=25)
        self.counts: Counter[str] = Counter()
        self.unexpected_dialogs: list[str] = []
        self.saves = 0
        self.last_save: Path | None = None
        self.exceptions: Sequence[tuple[type[BaseException], BaseException, object]] = []
        """Exceptions raised inside Qt (slots, event handlers), as ``sys.excepthook`` hears them."""
        self.actions: list[tuple[float, Callable[[], None]]] = [
            (30, self.advance),
            (8, self.click_board),
            (8, self.click_hand),
            (10, self.drag_to_board),
            (3, self.reorder_hand),
            (8, self.hover_board),
            (4, self.hover_helper),
            (2, self.hover_miniature),
            (14, self.press_key),
            (1, self.resize),
            (2, self.toggle_previews),
            (3, self.take_back),
            (1.5, self.menu_action),
            (0.4, self.switch_language),
            (0.3, self.switch_theme),
        ]

    # --- running -----------------------------------------------------------------

    def run(self, events: int) -> None:
        self.window.controller.gameOver.connect(self._count_game_over)
        self.new_game()
        watchdog = QTimer()
        watchdog.timeout.connect(self._close_unexpected_dialog)
        watchdog.start(50)
        methods = [method for _, method in self.actions]
        weights = [weight for weight, _ in self.actions]
        frames = Frames(self.window)
        next_frame = 0
        try:
            for number in range(events):
                action = self.rng.choices(methods, weights)[0]
                self.log.append(f"{number}: {action.__name__}")
                action()
                self.counts[action.__name__] += 1
                QApplication.processEvents()
                if number >= next_frame:
                    frames.paint()
                    self.counts["frames painted"] += 1
                    next_frame = number + self.rng.randint(1, 8)
                self.check()
        finally:
            frames.stop()
            watchdog.stop()
            self.languages.apply("en")
            self.theme.apply(Qt.ColorScheme.Unknown)

    def _count_game_over(self) -> None:
        self.counts["games finished"] += 1

    def check(self) -> None:
        if self.exceptions:
            kind, value, _ = self.exceptions[0]
            raise AssertionError(f"{kind.__name__} inside Qt: {value}") from value
        problems = differences(self.window)
        if self.unexpected_dialogs:
            problems.append(f"a message appeared: {self.unexpected_dialogs}")
        if problems:
            raise AssertionError("; ".join(problems[:6]))

    # --- the game moves on -------------------------------------------------------------

    def placements(self) -> int:
        return sum(len(player.placements) for player in self.window.controller.game.players)

    def advance(self) -> None:
        """A legal action, as a player would take it; the game must move on."""
        window, controller = self.window, self.window.controller
        game = controller.game
        if window.overlay.isVisible():
            QTest.keyClick(window.overlay.button, Qt.Key.Key_Return)
            if window.overlay.isVisible():
                raise Stuck("Return on the scoring's button did not close it")
            return
        if game.is_over:
            self.new_game()
            return
        before = self.placements()
        seat = controller.active_seat
        if not controller.seats[seat].is_human:
            deadline = time.monotonic() + LIVENESS_MS / 1000
            while self.placements() == before and not window.overlay.isVisible():
                if time.monotonic() > deadline:
                    raise Stuck(f"computer seat {seat} did not move in {LIVENESS_MS} ms")
                QTest.qWait(1)
            return
        hand = window.hands[seat]
        rows = [row for row, entry in enumerate(hand.entries()) if entry.playable]
        if not rows:
            raise Stuck(f"seat {seat} is to play and has no playable tile")
        row = self.rng.choice(rows)
        field = game.current_field
        assert field is not None
        if self.rng.random() < 0.5:
            how = "keys"
            window.hand_view.setFocus(Qt.FocusReason.TabFocusReason)
            window.hand_view.setCurrentIndex(hand.index(row))
            if self.rng.random() < 0.5:
                QTest.keyClick(window.hand_view, Qt.Key.Key_R)
            QTest.keyClick(window.hand_view, Qt.Key.Key_Return)
        else:
            how = "drop"
            if self.rng.random() < 0.5:
                hand.toggle_turn(row)
            drop_on(window.board_view, field, hand.mimeData([hand.index(row)]))
        if self.placements() != before + 1:
            raise Stuck(f"seat {seat} placed a playable tile by {how}; the game did not move on")
        self.counts["placements by a human"] += 1

    def new_game(self) -> None:
        players = self.rng.randint(1, 4)
        seats = tuple(Seat(f"Seat {n + 1}", self.rng.choice(KINDS), n) for n in range(players))
        tileset = self.rng.choice(self.tilesets)
        sancho = self.rng.random() < 0.5 and tileset.sancho is not None
        self.window.start(GameSetup(seats, tileset, self.rng.randrange(1_000_000), sancho))
        self.counts["games started"] += 1

    # --- the mouse -----------------------------------------------------------------

    def _point_in(self, widget: QWidget) -> QPoint:
        return QPoint(
            self.rng.randrange(max(1, widget.width())), self.rng.randrange(max(1, widget.height()))
        )

    def click_board(self) -> None:
        viewport = self.window.board_view.viewport()
        QTest.mouseClick(viewport, BUTTONS, NO_KEYS, self._point_in(viewport))

    def click_hand(self) -> None:
        view = self.window.hand_view
        hand = view.hand()
        if hand is not None and hand.rowCount() and self.rng.random() < 0.7:
            at = view.visualRect(hand.index(self.rng.randrange(hand.rowCount()))).center()
        else:
            at = self._point_in(view.viewport())
        QTest.mouseClick(view.viewport(), BUTTONS, NO_KEYS, at)

    def hover_board(self) -> None:
        viewport = self.window.board_view.viewport()
        for _ in range(self.rng.randint(1, 4)):
            QTest.mouseMove(viewport, self._point_in(viewport))

    def hover_helper(self) -> None:
        """Point at a category (the board lights up) or a finished round, and leave it."""
        panel = self.window.score_panel
        labels: list[QWidget] = [
            *panel.names.values(),
            *panel.details.values(),
            *panel.round_labels,
        ]
        label = self.rng.choice(labels)
        inside = QPointF(label.rect().center())
        QApplication.sendEvent(
            label, QEnterEvent(inside, inside, QPointF(label.mapToGlobal(label.rect().center())))
        )
        QApplication.processEvents()
        self.check()
        if self.rng.random() < 0.8 or label in panel.round_labels:
            QApplication.sendEvent(label, QEvent(QEvent.Type.Leave))

    def hover_miniature(self) -> None:
        cards = self.window.cards
        if cards:
            miniature = self.rng.choice(cards).miniature
            QTest.mouseMove(miniature, self._point_in(miniature))
            QApplication.processEvents()
            QTest.mouseMove(self.window.board_view.viewport(), QPoint(1, 1))

    def drag_to_board(self) -> None:
        """A tile from some hand, dropped on some field (often the green one)."""
        window = self.window
        hands = window.hands
        hand = window.hand_view.hand() if self.rng.random() < 0.8 else self.rng.choice(hands)
        if hand is None or not hand.rowCount():
            return
        row = self.rng.randrange(hand.rowCount())
        game = window.controller.game
        field = game.current_field if self.rng.random() < 0.6 else None
        field = field or self.rng.choice(Field.all())
        if not drop_on(window.board_view, field, hand.mimeData([hand.index(row)])):
            # The mouse let go over a field that refused: Qt ends the drag with a leave.
            QApplication.sendEvent(window.board_view.viewport(), QDragLeaveEvent())

    def reorder_hand(self) -> None:
        """A tile dragged within the hand, as Qt does it: drop a copy, remove the original."""
        view = self.window.hand_view
        hand = view.hand()
        if hand is None or hand.rowCount() < 2:
            return
        source = self.rng.randrange(hand.rowCount())
        target = view.visualRect(hand.index(self.rng.randrange(hand.rowCount())))
        point = QPoint(
            target.left() + self.rng.randrange(max(1, target.width())), target.center().y()
        )
        data = hand.mimeData([hand.index(source)])
        view.selectionModel().select(
            hand.index(source), QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        viewport = view.viewport()
        move = Qt.DropAction.MoveAction
        QApplication.sendEvent(viewport, QDragEnterEvent(point, move, data, BUTTONS, NO_KEYS))
        QApplication.sendEvent(viewport, QDragMoveEvent(point, move, data, BUTTONS, NO_KEYS))
        drop = QDropEvent(QPointF(point), move, data, BUTTONS, NO_KEYS)
        QApplication.sendEvent(viewport, drop)
        if drop.isAccepted() and drop.dropAction() == move:
            # What QAbstractItemView::startDrag does after a move: remove what was selected.
            for selected in sorted(
                view.selectionModel().selectedRows(), key=lambda index: -index.row()
            ):
                hand.removeRows(selected.row(), 1)
        else:
            QApplication.sendEvent(viewport, QDragLeaveEvent())

    # --- the keyboard and the window ------------------------------------------------------

    def press_key(self) -> None:
        target = QApplication.focusWidget() or self.window
        key = self.rng.choice(KEYS)
        if self.rng.random() < 0.05:
            QTest.keyClick(self.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        else:
            QTest.keyClick(target, key)

    def resize(self) -> None:
        """A size from 1024 × 640 up, in steps of 64 pixels (as a window manager snaps)."""
        self.window.resize(1024 + 64 * self.rng.randint(0, 10), 640 + 64 * self.rng.randint(0, 6))

    def toggle_previews(self) -> None:
        self.window.actions_by_name["previews"].trigger()

    def take_back(self) -> None:
        window = self.window
        seat = window.shown_seat
        placed = len(window.controller.game.players[seat].placements)
        allowed = window.controller.can_take_back(seat)
        window.actions_by_name["take_back"].trigger()
        if allowed and len(window.controller.game.players[seat].placements) != placed - 1:
            raise AssertionError("Take back was allowed, yet the tile stayed")

    def switch_language(self) -> None:
        self.languages.apply(self.rng.choice(("en", "fr", "de")))

    def switch_theme(self) -> None:
        self.theme.apply(self.rng.choice((Qt.ColorScheme.Dark, Qt.ColorScheme.Light)))

    # --- menu actions ------------------------------------------------------------------

    def menu_action(self) -> None:
        """Any enabled menu action but Quit; a dialog it opens is answered (``answer``)."""
        window = self.window
        names = [
            name
            for name, action in window.actions_by_name.items()
            if action.isEnabled() and name != "quit"
        ]
        name = self.rng.choice(names)
        self.log.append(f"   menu: {name}")
        self._with_dialog(window.actions_by_name[name].trigger, self.answer)
        if (
            name in ("save", "save_as")
            and self.last_save is not None
            and not self.last_save.exists()
        ):
            raise AssertionError(f"{name} wrote no file")

    def answer(self, dialog: QDialog) -> None:
        """What a player might do in the dialog: fill in and accept, or cancel."""
        rng = self.rng
        if isinstance(dialog, QFileDialog):
            if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
                self.saves += 1
                self.last_save = self.folder / f"game-{self.saves}.json"
                dialog.selectFile(str(self.last_save))
                dialog.accept()
                return
            saved = sorted(self.folder.glob("game-*.json"), key=lambda path: path.stat().st_mtime)
            if saved and rng.random() < 0.9:
                dialog.selectFile(str(saved[-1]))
                dialog.accept()
            else:
                dialog.reject()
        elif isinstance(dialog, NewGameDialog):
            for number, row in enumerate(dialog.rows):
                if number:
                    row.enabled.setChecked(rng.random() < 0.5)
                row.kind.setCurrentIndex(max(0, row.kind.findData(rng.choice(KINDS))))
            dialog.sancho.setChecked(rng.random() < 0.5)
            dialog.deal.setText(str(rng.randrange(1_000_000)))
            (dialog.accept if rng.random() < 0.8 else dialog.reject)()
        else:
            dialog.reject()

    def _with_dialog(self, trigger: Callable[[], None], handle: Callable[[QDialog], None]) -> None:
        """Run ``trigger``, which opens a modal dialog; ``handle`` answers it."""
        handled: list[QWidget] = []

        def answer() -> None:
            dialog = QApplication.activeModalWidget()
            if handled:
                return
            if isinstance(dialog, QDialog) and dialog.isVisible():
                handled.append(dialog)
                handle(dialog)
            else:
                QTimer.singleShot(5, answer)

        QTimer.singleShot(0, answer)
        trigger()
        handled.append(self.window)  # stop asking if the action opened nothing

    def _close_unexpected_dialog(self) -> None:
        """A dialog that no action asked for: a message box fails the run, others close."""
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or not dialog.isVisible():
            return
        if isinstance(dialog, QMessageBox) and dialog.icon() in (
            QMessageBox.Icon.Warning,
            QMessageBox.Icon.Critical,
        ):
            self.unexpected_dialogs.append(f"{dialog.windowTitle()}: {dialog.text()}")
        elif isinstance(dialog, QFileDialog | NewGameDialog):
            return  # an action of ours is answering it
        dialog.reject()


def tilesets() -> tuple[TileSet, ...]:
    """The built-in set (every tile once) and the test set with repeated tiles."""
    return builtin_tileset("classic"), tileset_from_json(tileset_json("play"))


def run_monkey(
    window: MainWindow,
    seed: int,
    events: int,
    folder: Path,
    exceptions: Sequence[tuple[type[BaseException], BaseException, object]],
) -> Monkey:
    """Run ``events`` events; raises ``AssertionError`` naming the seed on the first fault."""
    monkey = Monkey(window, seed, folder, tilesets())
    monkey.exceptions = exceptions
    window.activateWindow()
    try:
        monkey.run(events)
    except Exception as error:
        raise AssertionError(
            f"monkey seed {seed}: {error!r}\nlast events: {list(monkey.log)}\n"
            f"replay: DQ_MONKEY_SEED={seed} DQ_MONKEY_EVENTS={events} DQ_MONKEY_WORKERS=1 "
            "pytest -m robustness tests/robustness/test_monkey.py"
        ) from error
    return monkey


def main(arguments: list[str]) -> int:
    """One worker: a window of its own, exceptions inside Qt caught by ``sys.excepthook``."""
    seed, events, folder = int(arguments[0]), int(arguments[1]), Path(arguments[2])
    if len(arguments) > 3:  # stuck: say where every thread stands, and end
        faulthandler.dump_traceback_later(int(arguments[3]), exit=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication(sys.argv[:1])
    quick_hindsight()
    exceptions: list[ExcInfo] = []
    sys.excepthook = lambda kind, value, trace: exceptions.append((kind, value, trace))
    window = MainWindow(animation_ms=0, bot_delay_ms=0)
    window.resize(1200, 760)
    window.show()
    started = time.perf_counter()
    report: dict[str, object] = {"seed": seed, "events": events}
    try:
        monkey = run_monkey(window, seed, events, folder, exceptions)
        report.update(ok=True, counts=dict(monkey.counts))
    except AssertionError as error:
        report.update(ok=False, message=str(error))
    report["seconds"] = round(time.perf_counter() - started, 1)
    window.close()
    del app
    print(json.dumps(report), flush=True)
    return 0


def quick_hindsight() -> None:
    """A short hindsight search (see ``conftest.quick_hindsight``)."""
    from functools import partial

    import dq_desktop.engine.analysis as analysis
    from tests.robustness.conftest import HINDSIGHT_BUDGET

    if hasattr(analysis, "analyze_player"):
        analysis.analyze_player = partial(analysis.analyze_player, budget=HINDSIGHT_BUDGET)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
