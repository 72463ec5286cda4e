"""Model checking of the controller through its window: a hypothesis state machine over
new game, the computers' turns, placing, illegal placing, taking back, saving,
opening and switching the language.

The model is what the players did: for every seat, its placements in order
(field, tile, turned). Humans change it only through the rules below; computers
only ever add to their own list, and only in seat order. After every rule the
invariants hold: the engine's placements are the model's, the seats marked assisted
are those that took a tile back (kept through saving and opening), and the window
mirrors the engine (``mirror.differences``); the menus show the texts of the language in
use, whether or not its catalogue is complete.

Every rule ends when the game is at rest: a human is to act, the scoring of a
round is shown, or the game is over. That keeps each example deterministic (the
computer players draw their moves from the deal number).
"""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Move
from dq_desktop.formats.tileset_file import builtin_tileset, tileset_from_json
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.common.text import translate
from dq_desktop.ui.shell.main_window import MainWindow
from tests.boards import tileset_json
from tests.robustness.mirror import differences
from tests.ui.drag import drop_on

Record = tuple[str, str, bool]
"""A placement as the model keeps it: field, tile, turned."""

AT_REST_MS = 60_000
"""How long the computers may take to bring the game to rest (a liveness bound)."""
TILESETS = {"classic": builtin_tileset("classic"), "play": tileset_from_json(tileset_json("play"))}


@st.composite
def setups(draw: st.DrawFn) -> GameSetup:
    kinds = draw(
        st.lists(st.sampled_from((HUMAN, HUMAN, "random", "greedy")), min_size=1, max_size=4)
    )
    seats = tuple(Seat(f"P{n + 1}", kind, n) for n, kind in enumerate(kinds))
    tileset = TILESETS[draw(st.sampled_from(sorted(TILESETS)))]
    sancho = draw(st.booleans()) and tileset.sancho is not None
    return GameSetup(seats, tileset, draw(st.integers(0, 999_999)), sancho)


class WindowMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.window = MainWindow(animation_ms=0, bot_delay_ms=0)
        self.window.resize(1100, 700)
        self.window.show()
        self.languages = LanguageSwitcher()
        self.folder = Path(tempfile.mkdtemp(prefix="dq-machine-"))
        self.model: list[list[Record]] = []
        self.kinds: list[str] = []
        self.assisted: set[int] = set()
        """The seats that took a tile back in this game (an aid: the game is assisted)."""
        self.saved: list[tuple[Path, list[list[Record]], list[str], set[int]]] = []

    def teardown(self) -> None:
        self.languages.apply("en")
        self.window.close()
        self.window.deleteLater()
        QApplication.processEvents()
        shutil.rmtree(self.folder, ignore_errors=True)

    # --- helpers -------------------------------------------------------------------

    @property
    def controller(self):  # type: ignore[no-untyped-def]
        return self.window.controller

    def engine_records(self) -> list[list[Record]]:
        return [
            [(str(p.field), p.tile, p.rotated) for p in player.placements]
            for player in self.controller.game.players
        ]

    def at_rest(self) -> bool:
        controller = self.controller
        game = controller.game
        return bool(
            game.is_over
            or self.window.overlay.isVisible()
            or controller.seats[controller.active_seat].is_human
        )

    def settle(self) -> None:
        """Let the computers play until the game is at rest; absorb their moves."""
        deadline = time.monotonic() + AT_REST_MS / 1000
        QApplication.processEvents()
        while not self.at_rest():
            assert time.monotonic() < deadline, "the computers did not bring the game to rest"
            QTest.qWait(1)
        for seat, records in enumerate(self.engine_records()):
            known = self.model[seat]
            assert records[: len(known)] == known, f"seat {seat}'s earlier placements changed"
            if self.kinds[seat] == HUMAN:
                assert records == known, f"human seat {seat} placed without being asked"
            self.model[seat] = records

    def human_to_act(self) -> bool:
        controller = self.controller
        return (
            controller.has_game
            and not controller.game.is_over
            and not self.window.overlay.isVisible()
            and controller.seats[controller.active_seat].is_human
        )

    # --- rules -----------------------------------------------------------------------

    @initialize(setup=setups())
    def first_game(self, setup: GameSetup) -> None:
        self.new_game(setup)

    @rule(setup=setups())
    def new_game(self, setup: GameSetup) -> None:
        self.window.start(setup)
        self.kinds = [seat.kind for seat in setup.seats]
        self.model = [[] for _ in setup.seats]
        self.assisted = set()
        self.settle()

    @precondition(lambda self: self.window.overlay.isVisible() and not self.controller.game.is_over)
    @rule()
    def next_turn(self) -> None:
        """Close the scoring of a round; the computers play on until a human is to act."""
        QTest.keyClick(self.window.overlay.button, Qt.Key.Key_Return)
        assert not self.window.overlay.isVisible()
        self.settle()

    @precondition(human_to_act)
    @rule(data=st.data(), way=st.sampled_from(("controller", "keys", "drop")))
    def place(self, data: st.DataObject, way: str) -> None:
        """A human places a legal tile: by the controller, the keyboard or a drop."""
        controller, window = self.controller, self.window
        seat = controller.active_seat
        game = controller.game
        move = data.draw(st.sampled_from(game.legal_moves(seat)), label="move")
        field = game.current_field
        assert field is not None
        hand = window.hands[seat]
        row = next(r for r, e in enumerate(hand.entries()) if e.tile == move.tile)
        if hand.entry(row).rotated != move.rotated:
            hand.toggle_turn(row)
        if way == "controller":
            assert controller.place(seat, move) is not None
        elif way == "keys":
            window.hand_view.setCurrentIndex(hand.index(row))
            QTest.keyClick(window.hand_view, Qt.Key.Key_Return)
        else:
            assert drop_on(window.board_view, field, hand.mimeData([hand.index(row)]))
        self.model[seat].append((str(field), move.tile, move.rotated))
        self.settle()

    @precondition(human_to_act)
    @rule(data=st.data())
    def place_illegally(self, data: st.DataObject) -> None:
        """Out of turn, a tile not in the hand, or off the green field: refused, nothing changes."""
        controller, window = self.controller, self.window
        game = controller.game
        seat = controller.active_seat
        field = game.current_field
        assert field is not None
        kind = data.draw(st.sampled_from(("other seat", "foreign tile", "wrong field")))
        if kind == "other seat" and len(game.players) > 1:
            other = (seat + 1) % len(game.players)
            tiles = game.revealed_tiles(other) or [game.tileset.castle(6).id]
            assert controller.place(other, Move(tiles[0])) is None
        elif kind == "foreign tile":
            assert controller.place(seat, Move(game.tileset.castle(6).id)) is None
        else:
            elsewhere = data.draw(st.sampled_from([f for f in Field.all() if f != field]))
            hand = window.hands[seat]
            row = next(r for r, e in enumerate(hand.entries()) if e.playable)
            assert not drop_on(window.board_view, elsewhere, hand.mimeData([hand.index(row)]))
        self.settle()

    @precondition(lambda self: self.controller.has_game)
    @rule()
    def take_back(self) -> None:
        """Game ▸ Take back: the last tile of the seat shown returns, if the game allows."""
        window = self.window
        seat = window.shown_seat
        allowed = self.controller.can_take_back(seat)
        window.take_back_action.trigger()
        if allowed:
            self.model[seat].pop()
            self.assisted.add(seat)
        self.settle()

    @precondition(lambda self: self.controller.has_game)
    @rule()
    def save(self) -> None:
        path = self.folder / f"game-{len(self.saved)}.json"
        self.window.save_to(path)
        assert path.exists()
        self.saved.append((path, [list(r) for r in self.model], list(self.kinds),
                           set(self.assisted)))

    @precondition(lambda self: bool(self.saved))
    @rule(data=st.data())
    def open(self, data: st.DataObject) -> None:
        """Game ▸ Open a saved game: the window continues it where it was saved."""
        path, model, kinds, assisted = data.draw(st.sampled_from(self.saved), label="saved game")
        assert self.window.open_file(path)
        self.model, self.kinds = [list(r) for r in model], list(kinds)
        self.assisted = set(assisted)
        self.settle()

    @rule(language=st.sampled_from(("en", "fr", "de")))
    def switch_language(self, language: str) -> None:
        assert self.languages.apply(language) == language
        QApplication.processEvents()

    # --- invariants --------------------------------------------------------------------

    @invariant()
    def engine_follows_the_model(self) -> None:
        if self.controller.has_game:
            assert self.engine_records() == self.model

    @invariant()
    def the_assisted_seats_are_those_that_took_an_aid(self) -> None:
        if self.controller.has_game:
            assert self.controller.assisted == self.assisted

    @invariant()
    def window_mirrors_the_engine(self) -> None:
        assert differences(self.window) == []

    @invariant()
    def menus_speak_the_language_in_use(self) -> None:
        """The titles are what the installed catalogue says (English where it has no entry)."""
        window = self.window
        assert window.game_menu.title() == translate("MainWindow", "&Game")
        assert window.take_back_action.text() == translate("MainWindow", "&Take back")
        assert window.banner.text()


TestWindowMachine = WindowMachine.TestCase
TestWindowMachine.settings = settings(
    max_examples=20,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
"""About 35 s here."""


@pytest.fixture(autouse=True)
def _qapp(qapp: QApplication) -> QApplication:
    """The machine builds windows, so the application must exist first."""
    return qapp
