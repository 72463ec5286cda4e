"""The record book's size, and the share of it the tile set takes in every game's record:
would keeping the tile set once halve the book?

Run: python benchmarks/bench_book_size.py [--games 2000]

The book is built as ``bench_records.py`` builds it (the project's API), then compacted
(``VACUUM``); its size is measured, then again with the tile set taken out of every
record (``json_remove``), the most keeping the tile set once could save.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_records import build

from dq_desktop.storage.record_book import RecordBook


def compacted_size(db: sqlite3.Connection, path: Path) -> int:
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("VACUUM")
    return path.stat().st_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    games = parser.parse_args().games
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "records.sqlite3"
        with RecordBook.open(path) as book:
            build(book, games)
        db = sqlite3.connect(path, isolation_level=None)
        size = compacted_size(db, path)
        records = [json.loads(text) for (text,) in db.execute("SELECT record FROM games")]
        tilesets = sum(len(json.dumps(record["tileset"], separators=(",", ":"),
                                      ensure_ascii=False).encode()) for record in records)
        db.execute("UPDATE games SET record = json_remove(record, '$.tileset')")
        without = compacted_size(db, path)
        db.close()
    print(f"{games} games: book {size / 1e6:.2f} MB; the tile sets in the records "
          f"{tilesets / 1e6:.2f} MB ({tilesets / len(records):.0f} bytes a game); "
          f"without them {without / 1e6:.2f} MB ({100 * without / size:.0f} % of the book: "
          f"{'halved' if without <= size / 2 else 'not halved'})")


if __name__ == "__main__":
    main()
