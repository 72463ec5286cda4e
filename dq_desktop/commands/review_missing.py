"""``records --review-missing``: do what the record book still lacks (each game's review of
its human seats, the hindsight best, the expert's total on a solitaire deal; then again the
reviews a version 3 program kept without their mistakes' places), newest game first, each
piece kept in the book as soon as it is done.

Progress goes to stderr (one line per piece; the placements judged, in place, on a
terminal). Ctrl-C stops it: what was done stays in the book, the piece under way is done
again at the next run (or by the program in the background).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from dq_desktop.commands.progress import Progress
from dq_desktop.engine.analysis.expert_total import expert_total
from dq_desktop.engine.analysis.quiet_work import hindsight_best
from dq_desktop.engine.analysis.review import review_game
from dq_desktop.engine.errors import DqError
from dq_desktop.formats.errors import one_line
from dq_desktop.formats.game_record import game_from_record
from dq_desktop.storage.book_catch_up import (
    Missing,
    Piece,
    main_seat,
    missing_work,
    next_piece,
    seats_reviewed,
)
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.review_keeping import game_review_of

WHAT = {
    Missing.REVIEW: "review",
    Missing.HINDSIGHT: "hindsight best",
    Missing.EXPERT: "expert's total",
    Missing.PLACES: "review again, for the places of its mistakes",
}


def run_review_missing(data_dir: str | None, jobs: int, stream: TextIO | None = None) -> int:
    """Do every piece of work the book lacks; 0 when all were done, 1 when some could not
    be (their games are named)."""
    err = sys.stderr if stream is None else stream
    if data_dir is not None and Path(data_dir).expanduser().exists() \
            and not Path(data_dir).expanduser().is_dir():
        raise DqError(f"{data_dir}: not a folder")
    book_file = DataDirs.resolve(data_dir).record_book_file
    if not book_file.is_file():
        print(f"records: no record book at {one_line(str(book_file))}: nothing to review",
              file=err)
        return 0
    with RecordBook.open(book_file) as book:
        total = len(missing_work(book))
        skipped: list[Piece] = []
        done = 0
        while (piece := next_piece(book, skipped)) is not None:
            print(f"records: {done + len(skipped) + 1} of {total}: game {piece.game_id}, "
                  f"{WHAT[piece.missing]}", file=err, flush=True)
            try:
                _do(book, piece, jobs, err)
            except DqError as error:
                print(f"records: game {piece.game_id} left out: {one_line(str(error))}",
                      file=err)
                skipped.append(piece)
                continue
            done += 1
    left = f", {len(skipped)} could not be done" if skipped else ""
    print(f"records: {done} done{left}", file=err)
    return 1 if skipped else 0


def _do(book: RecordBook, piece: Piece, jobs: int, err: TextIO) -> None:
    game, kinds = game_from_record(book.record(piece.game_id), f"game {piece.game_id}")
    if not game.is_over:
        raise DqError("its record is not a finished game")
    if piece.missing is Missing.EXPERT:
        book.set_expert_total(piece.game_id, expert_total(game, 0))
    elif piece.missing is Missing.HINDSIGHT:
        book.set_hindsight_total(piece.game_id, hindsight_best(game, main_seat(kinds)))
    else:
        seats = seats_reviewed(kinds)
        with Progress(f"game {piece.game_id}: placements judged", err) as progress:
            reviews = review_game(game, jobs=jobs, progress=progress, seats=seats)
        book.save_reviews(piece.game_id, [game_review_of(seat, reviews[seat]) for seat in seats])
