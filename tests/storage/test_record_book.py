"""The record book: every finished game, safe with two writers, migrated when old.

Rules checked: a finished game is stored with its date, deal, tile set,
Sancho, players and kinds, each round's breakdown, aids and the full record;
an unfinished game is refused; the same game is stored once, a game played
again alike is another (its identity); two processes writing at once lose and
corrupt nothing; a version 1 book migrates to version 2 keeping every row; a
newer book is left untouched and can be read; a file that is not a book, or a
book damaged as a whole, is moved aside and a new book started; a record that
cannot be read is said in words.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dq_desktop.formats.game_record import game_from_record, record_of_game
from dq_desktop.storage import record_book
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.game_identity import identity_of, new_identity
from dq_desktop.storage.record_book import (
    APPLICATION_ID,
    NewerBookError,
    RecordBook,
    RecordBookError,
)
from dq_desktop.storage.record_schema import MIGRATIONS, SCHEMA_VERSION, migrate
from tests.storage.damaged_books import DAMAGED_BOOKS, damaged_book, run_sql, whole_book
from tests.storage.games import played

ROOT = Path(__file__).parent.parent.parent
V1_SCHEMA = Path(__file__).parent / "data" / "record_book_v1.sql"
MARCH = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


@pytest.fixture
def book(tmp_path: Path) -> Iterator[RecordBook]:
    with RecordBook.open(tmp_path / "records.sqlite3", clock=lambda: MARCH) as opened:
        yield opened


def test_a_finished_game_is_stored_with_everything_the_records_window_needs(
    book: RecordBook,
) -> None:
    game = played(3, names=("Ana", "Greedy"), sancho=True, choice=2)
    game_id = book.add_game(game, ["human", "bot:greedy"], assisted=True)
    (entry,) = book.games()
    assert entry.id == game_id
    assert entry.played_at == MARCH  # the injected clock
    assert (entry.seed, entry.tileset, entry.sancho, entry.assisted) == (3, "play", True, True)
    assert [(p.name, p.kind, p.total) for p in entry.players] == [
        ("Ana", "human", game.players[0].total),
        ("Greedy", "bot:greedy", game.players[1].total),
    ]
    for player, stored in zip(game.players, entry.players, strict=True):
        assert stored.rounds == player.scores
    assert entry.expert_total is None
    replayed, kinds = game_from_record(book.record(game_id))
    assert record_of_game(replayed) == record_of_game(game)
    assert kinds == ["human", "bot:greedy"]


def test_the_book_uses_wal_and_the_current_schema(book: RecordBook) -> None:
    mode = sqlite3.connect(book.path).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"
    assert book.version == SCHEMA_VERSION == 4


def test_an_unfinished_game_is_refused(book: RecordBook) -> None:
    with pytest.raises(RecordBookError, match="finished"):
        book.add_game(played(3, steps=10), ["human"])
    assert book.count() == 0


def test_the_same_game_recorded_twice_is_one_row(book: RecordBook) -> None:
    game = played(3)
    first = book.add_game(game, ["human"])
    again = book.add_record(record_of_game(game, ["human"]))
    assert first == again and book.count() == 1


def test_a_seat_without_a_kind_is_recorded_as_human(book: RecordBook) -> None:
    book.add_game(played(3), [None])
    assert book.games()[0].players[0].kind == "human"


def test_games_are_listed_oldest_first_whatever_the_order_recorded(book: RecordBook) -> None:
    for seed, days in ((1, 5), (2, 1), (3, 3)):
        book.add_game(played(seed), ["human"], played_at=MARCH + timedelta(days=days))
    assert [entry.seed for entry in book.games()] == [2, 3, 1]


def test_the_experts_total_is_remembered(book: RecordBook) -> None:
    game_id = book.add_game(played(3), ["human"])
    book.set_expert_total(game_id, 77)
    assert book.games()[0].expert_total == 77


def test_a_game_not_in_the_book_is_reported(book: RecordBook) -> None:
    with pytest.raises(RecordBookError, match="no game 42"):
        book.record(GameId(42))


# --- migrations -------------------------------------------------------------------


def _v1_book(path: Path) -> list[dict[str, object]]:
    """A version 1 book holding two games, the second one twice; returns their records."""
    db = sqlite3.connect(path)
    db.executescript(V1_SCHEMA.read_text())
    records = []
    for number, seed in enumerate((5, 6, 6)):
        game = played(seed)
        record = record_of_game(game, ["human"])
        records.append(record)
        db.execute(
            "INSERT INTO games (id, played_at, seed, tileset, sancho, record)"
            " VALUES (?, ?, ?, 'play', 0, ?)",
            (number + 1, f"2024-12-0{number + 1}T10:00:00+00:00", seed, json.dumps(record)),
        )
        db.execute(
            "INSERT INTO players VALUES (?, 0, 'Ana', 'human', ?)",
            (number + 1, game.players[0].total),
        )
        for score in game.players[0].scores:
            values = list(score.as_dict().values())[:-1]  # round and categories, no total
            db.execute(
                "INSERT INTO rounds VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?)", (number + 1, *values)
            )
    db.commit()
    db.close()
    return records


def test_a_version_1_book_migrates_to_the_current_version_keeping_every_row(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    records = _v1_book(path)
    with RecordBook.open(path) as book:
        assert book.version == SCHEMA_VERSION
        entries = book.games()
        assert [entry.seed for entry in entries] == [5, 6, 6]  # the duplicate stays too
        assert all(not entry.assisted and entry.expert_total is None for entry in entries)
        assert all(len(entry.players[0].rounds) == 3 for entry in entries)
        assert book.record(entries[0].id) == records[0]
        # The digest added by version 2 recognises a game already in the book.
        assert book.add_record(records[1]) == entries[1].id
        assert book.count() == 3


@pytest.mark.parametrize(
    "stored", ["'{not json'", "42", "'[' || replace(hex(zeroblob(5000)), '00', '[')"]
)
def test_a_version_1_book_with_a_record_that_does_not_parse_migrates_keeping_it(
    tmp_path: Path, stored: str
) -> None:
    """Broken JSON, a number, nesting too deep for the parser: the row stays, without a
    digest; the book is not refused nor set aside."""
    path = tmp_path / "records.sqlite3"
    _v1_book(path)
    run_sql(path, [f"UPDATE games SET record = {stored} WHERE id = 1"])
    with RecordBook.open(path) as book:
        assert book.version == SCHEMA_VERSION and book.set_aside is None
        assert [entry.seed for entry in book.games()] == [5, 6, 6]


def test_migrating_again_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    _v1_book(path)
    RecordBook.open(path).close()
    with RecordBook.open(path) as book:
        assert book.version == SCHEMA_VERSION and book.count() == 3


def test_the_version_1_step_still_makes_what_version_1_made(tmp_path: Path) -> None:
    """Migrations are history: editing the v1 step would break books made by it."""

    def columns(db: sqlite3.Connection) -> dict[str, list[tuple[object, ...]]]:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return {name: db.execute(f"PRAGMA table_info({name})").fetchall() for name in tables}

    shipped = sqlite3.connect(tmp_path / "shipped.sqlite3")
    shipped.executescript(V1_SCHEMA.read_text())
    made = sqlite3.connect(tmp_path / "made.sqlite3")
    with made:
        migrate(made, target=1)
    assert columns(made) == columns(shipped)
    assert sorted(MIGRATIONS) == list(range(1, SCHEMA_VERSION + 1))


def test_a_book_from_a_newer_version_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with RecordBook.open(path) as book:
        book.add_game(played(3), ["human"])
    db = sqlite3.connect(path)
    db.execute("UPDATE schema_version SET version = 99")
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    before = path.read_bytes()
    with pytest.raises(RecordBookError, match="newer version"):
        RecordBook.open(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "content", [b"not a database at all, just text\n" * 10, b"SQLite format 3\x00" + b"\xff" * 4000]
)
def test_a_file_that_is_not_a_book_is_moved_aside_and_a_new_book_started(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(content)
    with RecordBook.open(path, clock=lambda: MARCH) as book:
        assert book.set_aside is not None
        assert book.set_aside.moved_to == tmp_path / "records.bad-20250301-183000.sqlite3"
        assert book.set_aside.moved_to.read_bytes() == content
        book.add_game(played(3), ["human"])
        assert book.count() == 1


# --- two writers --------------------------------------------------------------------

WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from dq_desktop.storage.record_book import RecordBook
    from tests.storage.games import played

    writer, games = sys.argv[2], int(sys.argv[3])
    book = RecordBook.open(Path(sys.argv[1]))
    print("ready", flush=True)
    sys.stdin.readline()  # both start writing at the same moment
    for number in range(games):
        book.add_game(played(number % 7, names=[f"{writer}-{number}"]), ["human"])
    book.close()
    print("done", flush=True)
""")


def test_two_processes_writing_at_once_lose_and_corrupt_no_row(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"  # not there yet: both also race to create it
    games = 60
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), name, str(games)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        for name in ("first", "second")
    ]
    for writer in writers:
        assert writer.stdout is not None
        first = writer.stdout.readline()
        if first != "ready\n":  # it stopped before writing anything: show why
            writer.kill()
            pytest.fail(f"a writer stopped before it began: {first!r} {writer.communicate()}")
    for writer in writers:
        assert writer.stdin is not None
        writer.stdin.write("go\n")
        writer.stdin.flush()
    for writer in writers:
        out, err = writer.communicate()
        assert writer.returncode == 0, err
        assert out == "done\n"
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    with RecordBook.open(path) as book:
        entries = book.games()
    names = sorted(entry.players[0].name for entry in entries)
    expected = sorted(f"{writer}-{n}" for writer in ("first", "second") for n in range(games))
    assert names == expected
    assert all(len(entry.players) == 1 and len(entry.players[0].rounds) == 3 for entry in entries)


class _BusyThenFree:
    """A connection whose journal-mode change is refused twice, as SQLite does at once
    (without waiting) while another process is creating the same new book."""

    def __init__(self, refusals: int) -> None:
        self.refusals = refusals
        self.calls = 0

    def execute(self, sql: str) -> None:
        self.calls += 1
        if self.calls <= self.refusals:
            error = sqlite3.OperationalError("database is locked")
            error.sqlite_errorcode = sqlite3.SQLITE_BUSY
            raise error


def test_a_busy_answer_to_the_journal_switch_is_waited_out_not_reported() -> None:
    connection = _BusyThenFree(refusals=2)
    record_book._switch_to_wal(connection, timeout=5.0)  # type: ignore[arg-type]
    assert connection.calls == 3


def test_a_journal_switch_busy_for_longer_than_the_timeout_is_reported() -> None:
    connection = _BusyThenFree(refusals=10**9)
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        record_book._switch_to_wal(connection, timeout=0.05)  # type: ignore[arg-type]


def test_another_programs_database_is_refused_and_never_written(tmp_path: Path) -> None:
    """A records.sqlite3 of another program gets no table of ours added to it."""
    path = tmp_path / "records.sqlite3"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE recipes (name TEXT)")
    other.execute("INSERT INTO recipes VALUES ('paella')")
    other.commit()
    other.close()
    before = path.read_bytes()
    with pytest.raises(RecordBookError, match="another program's database"):
        RecordBook.open(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records.sqlite3"]


def test_a_new_book_carries_our_application_id_and_an_old_one_gets_it(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    RecordBook.open(path).close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        db.execute("PRAGMA application_id = 0")  # as books made before the id was set
    RecordBook.open(path).close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


def test_a_folder_where_the_book_belongs_is_refused_in_words(tmp_path: Path) -> None:
    (tmp_path / "records.sqlite3").mkdir()
    with pytest.raises(RecordBookError, match="is a folder"):
        RecordBook.open(tmp_path / "records.sqlite3")


# --- damaged books ------------------------------------------------------------------


@pytest.mark.parametrize("fault", sorted(DAMAGED_BOOKS))
def test_a_book_damaged_as_a_whole_is_set_aside_and_a_new_one_started(
    tmp_path: Path, fault: str
) -> None:
    """A version that is no version (-5, 'two', 10**12, none, two), a table or a column
    missing: the book is kept under a dated name, never hung on nor refused for good."""
    path = damaged_book(tmp_path / "records.sqlite3", DAMAGED_BOOKS[fault])
    content = path.read_bytes()
    with RecordBook.open(path, clock=lambda: MARCH) as book:
        assert book.set_aside is not None and book.set_aside.moved_to is not None
        assert book.set_aside.moved_to.read_bytes() == content
        assert book.games() == [] and book.version == SCHEMA_VERSION
        book.add_game(played(9), ["human"])
        assert book.count() == 1


@pytest.mark.parametrize("fault", sorted(DAMAGED_BOOKS))
def test_reading_a_book_damaged_as_a_whole_says_so_and_changes_nothing(
    tmp_path: Path, fault: str
) -> None:
    path = damaged_book(tmp_path / "records.sqlite3", DAMAGED_BOOKS[fault])
    content = path.read_bytes()
    with pytest.raises(RecordBookError, match=r"records\.sqlite3: damaged"):
        RecordBook.open_read_only(path)
    assert path.read_bytes() == content


def test_a_newer_book_in_the_old_journal_mode_is_left_byte_for_byte(tmp_path: Path) -> None:
    """The version is read before the journal is switched to WAL (which rewrites the
    file's header): a newer version's book is never written, not even there."""
    path = tmp_path / "records.sqlite3"
    whole_book(path)
    run_sql(path, ["PRAGMA journal_mode = DELETE",
                   f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}"])
    content = path.read_bytes()
    with pytest.raises(NewerBookError, match="newer version"):
        RecordBook.open(path)
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records.sqlite3"]


def test_a_newer_book_is_read_as_far_as_this_version_knows_it(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    whole_book(path)
    run_sql(path, ["ALTER TABLE games ADD COLUMN mood TEXT",
                   f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}"])
    with pytest.raises(NewerBookError):
        RecordBook.open_read_only(path)
    with RecordBook.open_read_only(path, newer=True) as book:
        assert book.newer == SCHEMA_VERSION + 1
        assert [entry.seed for entry in book.games()] == [1, 2, 3]


@pytest.mark.parametrize("stored", ["'{not json'", "'[1, 2]'", "'\"a game\"'", "42",
                                    "'[' || replace(hex(zeroblob(50)), '00', '[')",
                                    "hex(zeroblob(1500000))"])
def test_a_record_that_cannot_be_read_is_said_in_words(tmp_path: Path, stored: str) -> None:
    """Broken JSON, JSON that is not a game, a number, nesting too deep, a record far
    too long: a RecordBookError naming the game, never a raw Python error."""
    path = damaged_book(tmp_path / "records.sqlite3",
                        [f"UPDATE games SET record = {stored} WHERE id = 2"])
    with RecordBook.open(path) as book:
        with pytest.raises(RecordBookError, match="game 2"):
            book.record(GameId(2))
        assert [entry.id for entry in book.games()] == [1, 2, 3]  # its totals still count
        assert book.record(GameId(3))["format"] == "dq-game/1"


@pytest.mark.parametrize("stored", ["'lots'", "-4", "99999999", "2.5"])
def test_an_experts_total_never_written_is_read_as_none(tmp_path: Path, stored: str) -> None:
    path = damaged_book(tmp_path / "records.sqlite3",
                        [f"UPDATE games SET expert_total = {stored} WHERE id = 2"])
    with RecordBook.open(path) as book:
        assert book.expert_totals() == {}
        assert book.expert_total(GameId(2)) is None
        assert [entry.expert_total for entry in book.games()] == [None, None, None]


# --- a game's identity ----------------------------------------------------------------


def test_a_deal_played_again_alike_is_a_game_of_its_own(book: RecordBook) -> None:
    """Same deal, same names, same 22 placements: two games finished at two moments are
    two games; each is dated when it finished."""
    first, again = new_identity(MARCH), new_identity(MARCH + timedelta(minutes=20))
    one = book.record_game(played(3), ["human"], identity=first)
    two = book.record_game(played(3), ["human"], identity=again)
    assert one[1] and two[1] and one[0] != two[0]
    assert [entry.played_at for entry in book.games()] == [MARCH, MARCH + timedelta(minutes=20)]


def test_the_same_finished_game_sent_again_is_recorded_once(book: RecordBook) -> None:
    identity = new_identity(MARCH)
    first = book.record_game(played(3), ["human"], identity=identity)
    again = book.record_game(played(3), ["human"], identity=identity)
    assert first == (again[0], True) and again[1] is False and book.count() == 1
    stored = book.record(first[0])
    assert identity_of(stored) == identity_of(identity.stamp({}))
    assert book.add_record(stored) == first[0] and book.count() == 1


def test_a_game_without_an_identity_is_kept_by_its_content_as_before(book: RecordBook) -> None:
    game_id = book.add_game(played(3), ["human"])
    assert book.add_game(played(3), ["human"]) == game_id and book.count() == 1
    assert identity_of(book.record(game_id)) is None


def test_the_books_score_columns_are_the_engines_categories() -> None:
    """The record book keeps one column per category of the engine's sheet. Version 1's
    columns are written out in record_schema.py because they are what a version 1 book
    holds, whatever the engine says later: a new category fails here and needs a
    migration that adds its column."""
    from dq_desktop.engine.scoring import CATEGORIES
    from dq_desktop.storage.record_schema import SCORE_COLUMNS

    assert SCORE_COLUMNS == CATEGORIES
