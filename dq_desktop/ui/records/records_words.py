"""The records window's sentences about the book itself: what it cannot show, and its
caption (how many games, and which of them the bests and charts count)."""

from __future__ import annotations

from dq_desktop.storage.record_book import RecordBook
from dq_desktop.ui.common.text import PLURAL, fill, translate

NUMBERS_NAMED = 10
"""The games left out of the list are named by number, this many at most."""


def book_notice(book: RecordBook) -> str:
    """What the window cannot show of the book, in words (empty when it shows it all)."""
    lines = []
    if book.newer is not None:
        lines.append(translate(
            "RecordsWindow", "This record book was written by a newer version of Don Quixote: "
            "it is shown as far as this version can read it, and nothing is written into it. "
            "Games finished with this version wait to be recorded by the newer one."))
    left_out = sorted(book.unreadable)
    if left_out:
        numbers = ", ".join(str(number) for number in left_out[:NUMBERS_NAMED])
        if len(left_out) > NUMBERS_NAMED:
            numbers += ", …"
        lines.append(fill(translate(
            "RecordsWindow", "%n game(s) in the record book could not be read and are not "
            "shown (number(s) %1): they hold a value this program never writes. The book "
            "itself is left as it is.", None, PLURAL, len(left_out)), numbers))
    return "\n".join(lines)


def caption_text(games: int, personal: int) -> str:
    if games == 0:
        return translate("RecordsWindow", "No game finished yet: every finished game is kept here.")
    text = translate("RecordsWindow", "%n game(s) in the record book", None, PLURAL, games)
    if personal == 0:
        text += translate("RecordsWindow",
                          "; bests, marks and charts wait for a solitaire game you play yourself")
    elif personal != games:
        text += translate(
            "RecordsWindow",
            "; bests, marks and charts count the %n solitaire game(s) you played yourself",
            None,
            PLURAL,
            personal  # no comma after the count: lupdate would skip the message
        )
    return text
