"""The review window: the review runs off the GUI thread with progress and Cancel; a
timeline coloured by verdict; at each placement the board as it was, the placement made
or the expert's as a ghost, the helper's changes and a sentence; keys to step."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dq_desktop.engine.analysis import review
from dq_desktop.engine.analysis.review import Verdict
from dq_desktop.formats.game_record import read_game
from dq_desktop.ui.coach.puzzle_window import PuzzleWindow
from dq_desktop.ui.coach.review_window import ReviewWindow
from dq_desktop.ui.common.verdict_scale import verdict_colour
from tests.processes import gone, wait_until, workers_of

GAME = Path(__file__).parents[2] / "data" / "games" / "rulebook-andre.json"


@pytest.fixture(autouse=True)
def small_review(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests check the window, not the judgement."""
    monkeypatch.setattr(review, "EXPERT_BUDGET", 1500)
    monkeypatch.setattr(review, "REVIEW_FUTURES", 6)


@pytest.fixture
def window(qtbot: QtBot) -> ReviewWindow:
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.reviewed, timeout=60_000):
        pass
    return win


def test_the_timeline_has_a_button_per_placement_coloured_by_verdict(window: ReviewWindow) -> None:
    buttons = window.timeline.buttons
    assert len(buttons) == 22
    for button, placement in zip(buttons, window.placements, strict=True):
        assert verdict_colour(placement.verdict).name() in button.styleSheet()
    assert not window.progress.isVisible() and not window.cancel_button.isVisible()


def test_each_step_shows_the_board_as_it_was_with_the_placement_as_a_ghost(
    qtbot: QtBot, window: ReviewWindow
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.index == 1
    placement = window.placements[1]
    assert window.scene.field_to_fill() == placement.field
    assert window.scene.preview_tile is not None
    assert window.scene.preview_tile.tile.id == placement.played.tile
    assert str(placement.field) in window.sentence.text()
    assert "field 2 of 22" in window.caption.text()


def space_shows_the_other_option(qtbot: QtBot, window: ReviewWindow, index: int) -> str:
    """Space at placement ``index``: the ghost is its best found; returns the sentence."""
    window.go_to(index)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.showing_best
    assert window.scene.preview_tile is not None
    assert window.scene.preview_tile.tile.id == window.placements[index].best.tile
    return window.sentence.text()


def test_space_shows_the_experts_choice_where_it_differs(
    qtbot: QtBot, window: ReviewWindow
) -> None:
    index = next(i for i, p in enumerate(window.placements)
                 if p.best != p.played and p.best == p.expert)
    sentence = space_shows_the_other_option(qtbot, window, index)
    assert "The expert's" in sentence and "The best found" not in sentence


def test_space_names_the_best_found_when_it_is_not_the_experts(
    qtbot: QtBot, window: ReviewWindow
) -> None:
    index = next(i for i, p in enumerate(window.placements)
                 if p.best not in (p.played, p.expert))
    sentence = space_shows_the_other_option(qtbot, window, index)
    assert "The best found" in sentence and "The expert's" not in sentence


def test_n_goes_to_the_next_mistake_or_blunder(qtbot: QtBot, window: ReviewWindow) -> None:
    worse = [i for i, p in enumerate(window.placements)
             if p.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)]
    assert len(worse) >= 2 and worse[0] > 0, "the reviewed game has mistakes to step through"
    window.go_to(0)
    for expected in worse:
        qtbot.keyClick(window, Qt.Key.Key_N)
        assert window.index == expected
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert window.index == worse[-1], "after the last one, N stays where it is"


def test_a_review_can_be_cancelled(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review, "EXPERT_BUDGET", 20_000)
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    win.show()
    win.cancel()
    assert not win.cancel_button.isEnabled()
    assert "cancelled" in win.progress.format()
    qtbot.waitUntil(lambda: not win.work.busy(), timeout=30_000)
    assert win.reviews == ()


def test_the_review_runs_on_worker_processes_from_the_window(qtbot: QtBot) -> None:
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=2)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.reviewed, timeout=120_000):
        pass
    assert len(win.placements) == 22


def test_a_record_opens_in_a_review(qtbot: QtBot) -> None:
    win = ReviewWindow.from_record(json.loads(GAME.read_text()))
    qtbot.addWidget(win)
    assert win.game.players[0].name == "André"
    win.cancel()


# --- where a review is opened from ---------------------------------------------------


def test_the_final_standings_open_a_review_of_the_game(qtbot: QtBot) -> None:
    from dq_desktop.formats.tileset_file import tileset_from_json
    from tests.boards import tileset_json
    from tests.ui.conftest import setup_of, shown_window

    window = shown_window(qtbot)
    play_set = tileset_from_json(tileset_json("play"))
    window.start(setup_of(play_set, "greedy"))
    def over() -> bool:  # the round's results wait for the player: go on past them
        if window.overlay.isVisible() and not window.controller.game.is_over:
            window.overlay.dismiss()
        return window.controller.game.is_over

    qtbot.waitUntil(over, timeout=60_000)
    qtbot.waitUntil(lambda: window.overlay.review_button.isVisible(), timeout=20_000)
    window.overlay.review_button.click()
    reviews = [w for w in window._side.replays if isinstance(w, ReviewWindow)]
    assert len(reviews) == 1 and reviews[0].game is window.controller.game
    reviews[0].cancel()
    reviews[0].close()
    window.controller.shut_down()


def test_the_replay_window_asks_for_a_review_of_its_game(qtbot: QtBot) -> None:
    """The replay (records) sits below the coach: it asks by a signal, the shell opens."""
    from dq_desktop.ui.records.replay_window import ReplayWindow

    replay = ReplayWindow.from_record(json.loads(GAME.read_text()))
    qtbot.addWidget(replay)
    replay.show()
    assert replay.review_button.isVisible()
    with qtbot.waitSignal(replay.reviewRequested) as asked:
        replay.review_button.click()
    assert asked.args == [replay.game]


def test_a_replayed_record_is_reviewed_for_its_people_first(qtbot: QtBot) -> None:
    """The replay of a hot-seat record asks the shell for the review of its people only, as
    the record book's own Review does."""
    from tests.ui.conftest import shown_window

    record = json.loads(GAME.read_text())
    record["players"].append({**record["players"][0], "name": "Bot", "kind": "bot:greedy"})
    window = shown_window(qtbot)
    window._side.replay(record)
    (replay,) = window._side.replays
    assert replay.humans == [0]
    replay.review_button.click()
    (review,) = [w for w in window._side.replays if isinstance(w, ReviewWindow)]
    assert review.asked == [0]
    review.cancel()
    for opened in list(window._side.replays):
        opened.close()


def test_the_title_says_while_the_review_is_under_way(qtbot: QtBot) -> None:
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    assert win.windowTitle().endswith("(under way…)")
    with qtbot.waitSignal(win.reviewed, timeout=60_000):
        pass
    assert win.windowTitle() == "Review of the game"


# --- the work behind the window -------------------------------------------------------


def slow_review(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> tuple[ReviewWindow, list[int]]:
    """A review that takes minutes, and its worker processes once started."""
    monkeypatch.setattr(review, "EXPERT_BUDGET", 200_000)
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: bool(workers_of(os.getpid())), timeout=60_000)
    return win, workers_of(os.getpid())


def test_cancel_stops_the_workers_and_the_title_says_so(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    win, pids = slow_review(qtbot, monkeypatch)
    win.cancel()
    assert win.windowTitle().endswith("(cancelled)") and "under way" not in win.windowTitle()
    assert wait_until(lambda: all(gone(pid) for pid in pids)), "the workers stop at once"
    assert not win.work.busy() and win.reviews == ()


def test_closing_the_window_mid_review_stops_its_workers(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    win, pids = slow_review(qtbot, monkeypatch)
    win.close()
    assert wait_until(lambda: all(gone(pid) for pid in pids))


def test_a_failed_review_says_so_in_the_title_and_the_bar(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dq_desktop.ui.coach import review_window

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a worker died")

    monkeypatch.setattr(review_window, "review_game", broken)
    game, _ = read_game(GAME)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    qtbot.waitUntil(lambda: win.state == "failed", timeout=10_000)
    assert win.windowTitle().endswith("(failed)")
    assert "a worker died" in win.progress.format()
    assert not win.cancel_button.isEnabled()


def test_the_helper_shows_the_games_final_scores_while_the_review_runs(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    game, _ = read_game(GAME)
    monkeypatch.setattr(review, "EXPERT_BUDGET", 200_000)
    win = ReviewWindow(game, jobs=1)
    qtbot.addWidget(win)
    last_round = game.players[0].scores[-1]
    assert win.score_panel.value_of("total") == last_round.total > 0, "not all zeros"
    win.cancel()


# --- the summary, the graph, the legend, the expert's line -----------------------------


def test_the_summary_counts_each_verdict_and_the_points_given_up(window: ReviewWindow) -> None:
    from dq_desktop.ui.coach.review_summary import tally

    (andre,) = window.summary.tallies
    placements = window.placements
    assert sum(andre.counts.values()) == len(placements) == 22
    for verdict in Verdict:
        assert andre.counts[verdict] == sum(p.verdict is verdict for p in placements)
    assert andre.given_up == pytest.approx(sum(p.loss for p in placements))
    assert tally(window.reviews[0]) == andre


def test_the_graph_says_in_words_where_the_lines_end(window: ReviewWindow) -> None:
    """A screen reader gets the graph's end in words (its accessible description)."""
    from dq_desktop.ui.coach.review_words import decimal

    last = window.placements[-1]
    text = window.graph.accessibleDescription()
    assert decimal(last.expected_played) in text and decimal(last.expected_expert) in text


def test_the_graph_draws_the_players_line_against_the_experts(
    qtbot: QtBot, window: ReviewWindow
) -> None:
    from dq_desktop.ui.coach.review_graph import lines_of

    mine, expert = lines_of(window.graph.reviews)
    assert mine == [p.expected_played for p in window.placements]
    assert expert == [p.expected_expert for p in window.placements]
    window.graph.resize(600, 160)
    qtbot.mouseClick(window.graph, Qt.MouseButton.LeftButton,
                     pos=window.graph.rect().bottomRight())
    assert window.index == 21, "a click at the right end goes to the last placement"


def test_the_legend_names_every_verdict_colour(window: ReviewWindow) -> None:
    from dq_desktop.ui.coach.review_words import verdict_name
    from dq_desktop.ui.common.verdict_scale import LEGEND

    assert set(LEGEND) == set(Verdict)
    assert [label.text() for label in window.legend.names] == [verdict_name(v) for v in LEGEND]


@pytest.mark.slow
def test_the_expert_goes_on_from_the_placement_shown_in_a_replay(
    qtbot: QtBot, window: ReviewWindow
) -> None:
    window.go_to(10)
    with qtbot.waitSignal(window.expertLineShown, timeout=120_000) as shown:
        window.line_button.click()
    (replay,) = shown.args
    line = replay.game
    assert line.is_over and replay.step == 10
    assert line.players[0].placements[:10] == window.game.players[0].placements[:10]
    assert "field 11" in replay.windowTitle()
    replay.close()


def test_a_worker_killed_mid_review_fails_the_review_in_words(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Never "Reviewing: 8 of 22" for ever: a dead worker is a failure, said in the title."""
    import signal

    win, pids = slow_review(qtbot, monkeypatch)
    os.kill(pids[0], signal.SIGKILL)
    qtbot.waitUntil(lambda: win.state == "failed", timeout=60_000)
    assert win.windowTitle().endswith("(failed)")
    assert "The review failed" in win.progress.format()


def test_the_summary_of_a_record_counts_its_humans_only(qtbot: QtBot) -> None:
    record = json.loads(GAME.read_text())
    record["players"].append({**record["players"][0], "name": "Bot", "kind": "bot:greedy"})
    record["players"][0]["kind"] = "human"
    win = ReviewWindow.from_record(record)
    qtbot.addWidget(win)
    assert win.humans == (0,)
    win.cancel()



def test_a_hot_seat_game_is_reviewed_for_its_people_and_its_computers_when_asked(
    qtbot: QtBot,
) -> None:
    """Rule: the computer players of a game with people are not reviewed unless asked: the
    window says so at their seat and offers a button, which reviews them too (progress
    shown again) and keeps the people's review as it was."""
    record = json.loads(GAME.read_text())
    record["players"].append({**record["players"][0], "name": "Bot", "kind": "bot:greedy"})
    record["players"][0]["kind"] = "human"
    win = ReviewWindow.from_record(record)
    qtbot.addWidget(win)
    win.show()
    with qtbot.waitSignal(win.reviewed, timeout=60_000):
        pass
    people, computer = win.reviews
    assert people.reviewed and len(people.placements) == 22
    assert not computer.reviewed and computer.placements == ()
    assert win.computers_button.isVisible() and win.computers_button.isEnabled()
    win.players.setCurrentIndex(1)
    assert win.caption.text() == "A computer player: not reviewed unless asked."
    with qtbot.waitSignal(win.reviewed, timeout=60_000):
        qtbot.mouseClick(win.computers_button, Qt.MouseButton.LeftButton)
        assert win.progress.isVisible() and win.state == "running"
    assert win.reviews[0] == people
    assert win.reviews[1].reviewed and len(win.reviews[1].placements) == 22
    assert not win.computers_button.isVisible()
    assert str(win.placements[0].field) in win.sentence.text()


def test_beside_a_placement_that_is_the_best_found_the_window_offers_the_experts_choice(
    window: ReviewWindow,
) -> None:
    """A brilliant placement (or one as good as the best) is itself the best found: the
    other option shown is then the expert's choice, so it can still be compared; otherwise
    it is the best found, named as such when it is not the expert's."""
    from dataclasses import replace

    from dq_desktop.ui.coach.review_window import other_option, other_option_name

    placement, rival = next((p, a.move) for p in window.placements for a in p.alternatives
                            if p.expert != p.played and a.move not in (p.played, p.expert))
    brilliant = replace(placement, best=placement.played, verdict=Verdict.BRILLIANT)
    assert other_option(brilliant) == placement.expert
    assert other_option_name(brilliant) == "The expert's (Space)"
    beaten = replace(placement, best=rival)
    assert other_option(beaten) == rival
    assert other_option_name(beaten) == "The best found (Space)"


def test_the_puzzles_of_a_player_open_in_one_window(
    qtbot: QtBot, window: ReviewWindow
) -> None:
    """Learn from the mistakes pressed again brings the open puzzles to the front; it
    opened a second window of the same puzzles."""
    assert window.puzzles_button.isEnabled()
    window.puzzles_button.click()
    window.puzzles_button.click()
    shown = [w for w in window.findChildren(PuzzleWindow) if w.isVisible()]
    assert len(shown) == 1 and shown[0].seat == window.seat
    shown[0].close()
    qtbot.waitUntil(lambda: not [w for w in window.findChildren(PuzzleWindow)
                                 if w.isVisible()])
    window.puzzles_button.click()
    assert len([w for w in window.findChildren(PuzzleWindow) if w.isVisible()]) == 1
