"""``dq-desktop records --review-missing``: what the book lacks, done from the command line.

Rules checked: every game with a human gets its humans' review, the hindsight best and
(solitaire) the expert's total, newest game first, with a line per piece on stderr;
stopped half-way (Ctrl-C), what was done stays and the next run does only the rest; a
game whose record cannot be read is named and skipped, the rest done; the reviews a
version 3 program kept without their mistakes' places are done again, last; without a
book nothing is made.
"""

from __future__ import annotations

import io
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dq_desktop.commands import review_missing
from dq_desktop.commands.review_missing import run_review_missing
from dq_desktop.engine.analysis import expert_total, hindsight, review
from dq_desktop.engine.game import Game
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from tests.files import run_cli
from tests.storage.damaged_books import run_sql
from tests.storage.games import played
from tests.storage.reviews import a_review

MARCH = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


@pytest.fixture(autouse=True)
def cheap(monkeypatch: pytest.MonkeyPatch) -> None:
    """A review, a hindsight and an expert's total of a fraction of a second each."""
    monkeypatch.setattr(review, "EXPERT_BUDGET", 20)
    monkeypatch.setattr(review, "REVIEW_FUTURES", 4)
    monkeypatch.setattr(review, "SOLVE_BUDGET", 50)
    monkeypatch.setattr(hindsight, "DEFAULT_BUDGET", 200)
    monkeypatch.setattr(review_missing, "expert_total",
                        lambda game, seat: expert_total.expert_total(game, seat, "greedy"))


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A solitaire game, then a game of a human against a computer player, then a game of
    computers (nothing to review)."""
    with RecordBook.open(DataDirs.under(tmp_path).record_book_file) as book:
        book.add_game(played(1), ["human"], played_at=MARCH)
        book.add_game(played(2, names=("Ana", "Greedy")), ["human", "bot:greedy"],
                      played_at=MARCH + timedelta(days=1))
        book.add_game(played(3, names=("G1", "G2")), ["bot:greedy", "bot:random"],
                      played_at=MARCH + timedelta(days=2))
    return tmp_path


def _book(data_dir: Path) -> RecordBook:
    return RecordBook.open(DataDirs.under(data_dir).record_book_file)


def test_every_game_with_a_human_is_reviewed_newest_first(data_dir: Path) -> None:
    err = io.StringIO()
    assert run_review_missing(str(data_dir), jobs=0, stream=err) == 0
    lines = err.getvalue().splitlines()
    assert lines == ["records: 1 of 5: game 2, review", "records: 2 of 5: game 2, "
                     "hindsight best", "records: 3 of 5: game 1, review",
                     "records: 4 of 5: game 1, hindsight best",
                     "records: 5 of 5: game 1, expert's total", "records: 5 done"]
    with _book(data_dir) as book:
        solo, duo, computers = book.games()
        assert solo.review is not None and solo.review.placements == 22
        assert solo.hindsight_total is not None and solo.hindsight_total >= solo.total
        assert duo.review is not None and [r.seat for r in duo.reviews] == [0]  # humans only
        assert computers.reviews == () and computers.hindsight_total is None
        assert book.games_missing_review() == [] and book.games_missing_expert() == []


def test_the_solitaire_deals_expert_total_is_worked_out_where_missing(data_dir: Path) -> None:
    with _book(data_dir) as book:
        book.add_game(played(4), ["human"], played_at=MARCH + timedelta(days=3))
        book.set_hindsight_total(GameId(4), 99)
        book.save_reviews(GameId(4), [a_review()])
    err = io.StringIO()
    run_review_missing(str(data_dir), jobs=0, stream=err)
    assert err.getvalue().startswith("records: 1 of 6: game 4, expert's total\n")
    with _book(data_dir) as book:
        assert book.expert_total(GameId(4)) == expert_total.expert_total(played(4), 0, "greedy")


def test_a_review_kept_without_its_places_is_done_again_after_the_rest(data_dir: Path) -> None:
    with _book(data_dir) as book:
        book.add_game(played(4), ["human"], played_at=MARCH + timedelta(days=3))
        book.set_hindsight_total(GameId(4), 99)
        book.set_expert_total(GameId(4), 80)
        book.save_reviews(GameId(4), [a_review()])
    run_sql(DataDirs.under(data_dir).record_book_file,
            ["UPDATE reviews SET places_kept = 0"])  # as the version 4 step leaves them
    err = io.StringIO()
    assert run_review_missing(str(data_dir), jobs=0, stream=err) == 0
    assert err.getvalue().splitlines()[-2:] == [
        "records: 6 of 6: game 4, review again, for the places of its mistakes",
        "records: 6 done"]
    with _book(data_dir) as book:
        assert book.games_missing_places() == []


def test_stopped_half_way_it_keeps_what_was_done_and_does_only_the_rest(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reviewed: list[int] = []
    real = review_missing.review_game

    def review_then_stop(game: Game, **options: object) -> object:
        if reviewed:
            raise KeyboardInterrupt  # Ctrl-C during the second review
        reviewed.append(game.deal.seed)
        return real(game, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(review_missing, "review_game", review_then_stop)
    with pytest.raises(KeyboardInterrupt):
        run_review_missing(str(data_dir), jobs=0, stream=io.StringIO())
    with _book(data_dir) as book:
        assert book.games_missing_review() == [GameId(1)]
        kept = book.games()[1].review
    monkeypatch.setattr(review_missing, "review_game", real)
    err = io.StringIO()
    assert run_review_missing(str(data_dir), jobs=0, stream=err) == 0
    assert "game 2, review" not in err.getvalue()  # not done again
    with _book(data_dir) as book:
        assert book.games_missing_review() == [] and book.games()[1].review == kept


def test_a_game_whose_record_cannot_be_read_is_named_and_the_rest_done(data_dir: Path) -> None:
    run_sql(DataDirs.under(data_dir).record_book_file,
            ["UPDATE games SET record = '{not json' WHERE id = 2"])
    err = io.StringIO()
    assert run_review_missing(str(data_dir), jobs=0, stream=err) == 1
    assert "records: game 2 left out: " in err.getvalue()
    with _book(data_dir) as book:
        assert book.games_missing_review() == [GameId(2)]
        assert book.games_missing_hindsight() == [GameId(2)]


def test_the_command_line_reviews_and_records_json_shows_it(
    capsys: pytest.CaptureFixture[str], data_dir: Path
) -> None:
    run = run_cli(capsys, "records", "--data-dir", data_dir, "--review-missing", "--jobs", "1")
    assert run.status == 0 and run.out == "" and run.err.endswith("records: 5 done\n")
    games = json.loads(run_cli(capsys, "records", "--data-dir", data_dir, "--json").out)["games"]
    assert [game["review"] is None for game in games] == [False, False, True]
    assert games[0]["review"]["placements"] == 22
    assert sum(games[0]["review"]["counts"].values()) == 22


def test_without_a_book_nothing_is_made(tmp_path: Path) -> None:
    err = io.StringIO()
    assert run_review_missing(str(tmp_path / "none"), jobs=0, stream=err) == 0
    assert "nothing to review" in err.getvalue() and not (tmp_path / "none").exists()
