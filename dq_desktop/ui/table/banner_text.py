"""The banner's sentence (whose turn, which field) and the hand's caption."""

from __future__ import annotations

from dq_desktop.engine.game import Game
from dq_desktop.ui.common.seats import Seat, is_default_name, shown_name
from dq_desktop.ui.common.text import fill, translate


def banner_text(game: Game, seats: tuple[Seat, ...], active: int) -> str:
    """'Round 2 · field 13 of 22 — Ana, place a tile on H2'."""
    if game.is_over:
        return translate("MainWindow", "The game is over.")
    where = fill(translate("MainWindow", "Round %1 · field %2 of 22"), game.round, game.step + 1)
    field = str(game.current_field)
    seat = seats[active]
    if seat.is_human:
        if len(seats) == 1 or is_default_name(seat.name):
            act = fill(translate("MainWindow", "Place a tile on %1"), field)
        else:
            act = fill(translate("MainWindow", "%1, place a tile on %2"), seat.name, field)
    else:
        act = fill(translate("MainWindow", "%1 is placing a tile on %2…"),
                   shown_name(seat.name), field)
    return f"{where} — {act}"


def counting_text(game: Game, seats: tuple[Seat, ...], counted: int) -> str:
    """'Round 1 is counted — Ana's principality' while a round's scoring is shown."""
    scored = len(game.players[counted].scores)
    name = seats[counted].name
    if len(seats) > 1 and not is_default_name(name):
        return fill(translate("MainWindow", "Round %1 is counted — %2's principality"),
                    scored, name)
    return fill(translate("MainWindow", "Round %1 is counted — your principality"), scored)


def hand_label_text(seats: tuple[Seat, ...], shown: int) -> str:
    """'Your tiles', or in a game of several: 'Ana's tiles'."""
    name = seats[shown].name
    if len(seats) > 1 and not is_default_name(name):
        return fill(translate("MainWindow", "%1's tiles"), name)
    return translate("MainWindow", "Your tiles")
