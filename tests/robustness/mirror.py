"""What the window must show, checked against the engine (shared by the robustness tests)."""

from __future__ import annotations

from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.shell.selftest import mismatches


def differences(window: MainWindow) -> list[str]:
    """Every way in which the window does not mirror the engine, or would leave a player stuck.

    On top of ``selftest.mismatches`` (tiles, the green field, hands, the scoring
    helper): the board and hand shown are those of the seat shown; a human whose
    turn it is sees his own board, and his playable tiles are exactly the engine's
    legal tiles; while a finished round is pointed at, the helper shows that round.
    """
    controller = window.controller
    if not controller.has_game or not window.scenes:
        return []
    game = controller.game
    problems = mismatches(window)
    panel = window.score_panel
    if panel._hovered_round:  # the helper shows a finished round while it is pointed at
        problems = [p for p in problems if not p.startswith("scoring helper")]
    shown = window.shown_seat
    if window.board_view.scene() is not window.scenes[shown]:
        problems.append(f"the board shown is not that of seat {shown}")
    # While a round is counted (or its card read) the hand shows no tile of the next round.
    hand = window.hands[shown] if window.view.counted_seat is None else window.no_tiles
    if window.hand_view.model() is not hand:
        problems.append(f"the hand shown is not that of seat {shown}")
    active = controller.active_seat
    if game.is_over:
        if active != -1:
            problems.append("the game is over, yet a seat is to play")
        return problems
    # While a round is counted the window shows the board counted, and no hand.
    if controller.seats[active].is_human and window.view.counted_seat is None:
        if shown != active:
            problems.append(f"seat {active} is to play, the window shows seat {shown}")
        legal = {move.tile for move in game.legal_moves(active)}
        playable = {entry.tile for entry in window.hands[active].entries() if entry.playable}
        if not legal:
            problems.append(f"seat {active} is to play and has no legal move")
        if playable != legal:
            problems.append(f"seat {active} may play {sorted(legal)}, the hand offers "
                            f"{sorted(playable)}")
    if window.take_back_action.isEnabled() != controller.can_take_back(shown):
        problems.append("Take back is enabled when it may not be used, or the reverse")
    return problems
