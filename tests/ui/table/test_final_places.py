"""The final standings of a game of several players give each one's place under his game
total: 1 for the highest, equal totals sharing a place (1, 1, 3); a solitaire game has
no place row."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.game import Game
from dq_desktop.ui.table.round_overlay import RoundOverlay, places
from tests.engine.bots.games import new_game


def finished(seats: int, seed: int = 7) -> Game:
    game = new_game(seed, seats, sancho=False)
    return play_out(game, [make_bot("greedy", f"{seed}/{seat}") for seat in range(seats)])


def drawn_row(overlay: RoundOverlay, caption: str) -> list[str] | None:
    """The texts of the standings' row that ``caption`` heads, column by column."""
    grid = overlay.grid_host.layout()
    assert isinstance(grid, QGridLayout)
    for row in range(grid.rowCount()):
        head = grid.itemAtPosition(row, 0)
        if head is not None and isinstance(head.widget(), QLabel) \
                and head.widget().text() == caption:
            cells = []
            for column in range(1, grid.columnCount()):
                item = grid.itemAtPosition(row, column)
                cells.append(item.widget().text() if item is not None
                             and isinstance(item.widget(), QLabel) else "")
            return cells
    return None


class _Totals:
    def __init__(self, total: int) -> None:
        self.total = total


def test_equal_totals_share_a_place_and_the_next_is_skipped() -> None:
    class Table:
        players = (_Totals(60), _Totals(75), _Totals(60), _Totals(75), _Totals(40))

    assert places(Table()) == [3, 1, 3, 1, 5]  # type: ignore[arg-type]


@pytest.mark.slow
def test_each_players_place_is_drawn_under_his_game_total(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 700)
    overlay = RoundOverlay(host)
    game = finished(3)
    overlay.show_final(game)
    cells = drawn_row(overlay, "Place")
    assert cells is not None, "a row headed 'Place'"
    totals = [player.total for player in game.players]
    for seat, total in enumerate(totals):
        game_column = cells[seat * 4: seat * 4 + 4]
        assert game_column[:3] == ["", "", ""]
        assert game_column[3] == str(1 + sum(other > total for other in totals))
    assert drawn_row(overlay, "Total") is not None


@pytest.mark.slow
def test_a_solitaire_game_has_no_place(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    overlay = RoundOverlay(host)
    overlay.show_final(finished(1))
    assert drawn_row(overlay, "Place") is None
