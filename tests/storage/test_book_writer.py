"""Writing into the record book and recording the games that wait, with real faults.

Rules checked: a book damaged inside its pages (found on writing, not on opening)
is set aside like one that cannot be opened and the game goes into a new book;
the games waiting in ``unrecorded/`` are recorded once each (a game already in
the book is not new, and nothing is queued for it), two games of one deal played
alike are two, each dated when it finished; the files set aside there are
never renamed again; a file that is not a finished game is left alone and does
not keep finished games from being read; a book another process holds locked
makes the write wait and then fail with a message, never half-write.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from dq_desktop.formats.game_record import record_of_game
from dq_desktop.storage.book_writer import BookWriter, record_backlog
from dq_desktop.storage.game_identity import new_identity
from dq_desktop.storage.record_book import RecordBook, RecordBookError
from dq_desktop.storage.unrecorded import Unrecorded
from tests.storage.faults import damage_pages
from tests.storage.games import played
from tests.storage.locks import write_lock_held


def test_a_book_damaged_inside_is_set_aside_and_the_game_goes_into_a_new_one(
    tmp_path: Path,
) -> None:
    path = tmp_path / "records.sqlite3"
    with RecordBook.open(path) as book:
        for seed in range(40):
            book.add_game(played(seed, steps=None), ["human"])
    damage_pages(path)
    RecordBook.open(path).close()  # opening without checking does not notice
    writer = BookWriter(path)
    recorded = writer.record(played(99), ["human"], assisted=False)
    moved = writer.take_moved()
    assert len(moved) == 1 and moved[0].moved_to is not None and ".bad-" in moved[0].moved_to.name
    assert recorded.new
    writer.close()
    with RecordBook.open(path, check=True) as fresh:
        assert [game.id for game in fresh.games()] == [recorded.game_id]
        assert fresh.set_aside is None


def write_waiting(folder: Path, name: str, data: object) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_waiting_games_are_recorded_once_each_and_set_aside_files_stay_as_they_are(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "unrecorded"
    unrecorded = Unrecorded(folder)
    book_path = tmp_path / "records.sqlite3"
    already = played(1)
    with RecordBook.open(book_path) as book:
        book.add_game(already, ["human"])
    for game in (already, played(2), played(3)):
        unrecorded.keep(game, ["human"], assisted=False)
    unfinished = write_waiting(folder, "game-00000000000000aa.json",
                               record_of_game(played(4, steps=5), ["human"]))
    old_bad = write_waiting(folder, "game-00000000000000bb.bad-20250101-000000.json", "junk")
    junk = folder / "game-00000000000000cc.json"
    junk.write_text("{not json", encoding="utf-8")
    writer = BookWriter(book_path)

    first = record_backlog(unrecorded, writer)
    assert (len(first.recorded), first.new, first.waiting) == (3, 2, 0)
    assert [problem.file for problem in first.set_aside] == [junk]
    names = sorted(path.name for path in folder.iterdir())
    assert unfinished.name in names and old_bad.name in names
    assert len(names) == 3  # the unfinished game, the old set-aside file, junk set aside

    second = record_backlog(unrecorded, writer)
    assert (second.recorded, second.set_aside) == ((), ())
    assert sorted(path.name for path in folder.iterdir()) == names  # nothing renamed again
    with RecordBook.open(book_path) as book:
        assert book.count() == 3
    writer.close()


def test_unfinished_games_do_not_keep_finished_ones_from_being_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dq_desktop.storage import unrecorded as module

    monkeypatch.setattr(module, "MAX_WAITING", 2)
    folder = tmp_path / "unrecorded"
    for number in range(4):  # older than the finished games, and more than MAX_WAITING
        write_waiting(folder, f"game-{number:016x}.json",
                      record_of_game(played(10 + number, steps=3), ["human"]))
    unrecorded = Unrecorded(folder)
    unrecorded.keep(played(20), ["human"], assisted=False)
    found, _ = unrecorded.waiting()
    assert [waiting.game.deal.seed for waiting in found] == [20]


def test_a_book_locked_by_another_process_fails_after_the_wait_and_writes_nothing(
    tmp_path: Path,
) -> None:
    path = tmp_path / "records.sqlite3"
    RecordBook.open(path).close()
    with write_lock_held(path):
        writer = BookWriter(path, wait=0.2)
        with pytest.raises(RecordBookError, match="locked"):
            writer.record(played(5), ["human"], assisted=False)
        writer.close()
    writer = BookWriter(path)
    assert writer.record(played(5), ["human"], assisted=False).new  # free again: recorded
    writer.close()


def test_two_games_played_alike_both_wait_and_both_are_recorded_each_once(
    tmp_path: Path,
) -> None:
    """Each finished game carries its identity into its file: two games of one deal played
    alike are two files and two games; recording them again (the same files, the book
    already holding them) adds nothing. Each is dated when it finished, not when the
    book took it."""
    folder = tmp_path / "unrecorded"
    unrecorded = Unrecorded(folder)
    monday, tuesday = (datetime(2025, 3, day, 20, 0, tzinfo=UTC) for day in (3, 4))
    first, second = new_identity(monday), new_identity(tuesday)
    paths = {unrecorded.keep(played(7), ["human"], assisted=False, identity=identity)
             for identity in (first, second)}
    assert len(paths) == 2
    book_path = tmp_path / "records.sqlite3"
    writer = BookWriter(book_path)
    # The keeper recorded the first already, then the program was killed before its
    # file went: found there, it is not new.
    assert writer.record(played(7), ["human"], assisted=False, identity=first).new
    backlog = record_backlog(unrecorded, writer)
    assert sorted(recorded.new for recorded in backlog.recorded) == [False, True]
    assert list(folder.iterdir()) == []
    writer.close()
    with RecordBook.open(book_path) as book:
        assert [entry.played_at for entry in book.games()] == [monday, tuesday]


def test_a_game_sent_again_comes_back_with_the_experts_total_the_book_holds(
    tmp_path: Path,
) -> None:
    writer = BookWriter(tmp_path / "records.sqlite3")
    identity = new_identity(datetime(2025, 3, 3, 20, 0, tzinfo=UTC))
    first = writer.record(played(7), ["human"], assisted=False, identity=identity)
    writer.set_expert_total(first.game_id, 88)
    again = writer.record(played(7), ["human"], assisted=False, identity=identity)
    assert (again.game_id, again.new, again.expert_total) == (first.game_id, False, 88)
    writer.close()
