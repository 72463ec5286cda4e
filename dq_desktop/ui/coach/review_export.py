"""The annotated review as a file, in the player's language: plain text, or a web page
when the file's name ends in .html or .htm.

For each player reviewed: the verdicts counted, the points given up (in all, by round
and by category), the key moments, then every placement in the move list's notation
(``7. D3 k2c ?``, ``formats/review_text.py``) with its short sentence and its figures.
The review window's Export writes it, and so does ``dq-desktop review GAME --export
FILE`` (``command_line_export``). Names from the game file are escaped in a web page.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from dq_desktop.engine.analysis.review import PlayerReview
from dq_desktop.engine.analysis.review_summary import ReviewSummary, summarize
from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game, round_of_step
from dq_desktop.formats.json_files import write_text_atomic
from dq_desktop.formats.review_text import annotated_move
from dq_desktop.ui.coach.review_brief import brief_sentence
from dq_desktop.ui.coach.review_words import decimal, placement_sentence, verdict_name
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.records.snapshots import replay_snapshots
from dq_desktop.ui.table.score_panel import category_in_sentence

WEB_SUFFIXES = (".html", ".htm")


@dataclass(frozen=True)
class Section:
    """One player's part of the export: a heading, lines of summary, and the moves."""

    heading: str
    summary: tuple[str, ...]
    moves: tuple[tuple[str, str, str], ...]
    """Per placement: its notation, its short sentence, its figures."""


def summary_lines(summary: ReviewSummary, review: PlayerReview) -> tuple[str, ...]:
    """The verdicts counted, the points given up in all, by round and by category, and the
    key moments, a line each."""
    counts = ", ".join(fill(translate("ReviewExport", "%1 %2"), verdict_name(verdict), count)
                       for verdict, count in summary.counts)
    rounds = ", ".join(fill(translate("ReviewExport", "round %1: %2"), number, decimal(value))
                       for number, value in enumerate(summary.given_up_by_round, start=1))
    lines = [fill(translate("ReviewExport", "Verdicts: %1."), counts),
             fill(translate("ReviewExport", "Points given up: %1 (%2)."),
                  decimal(summary.given_up), rounds)]
    categories = category_list(summary)
    if categories:
        lines.append(fill(translate("ReviewExport", "By category: %1."), categories))
    moments = [annotated_move(p) for p in review.placements if p.step in summary.key_moments]
    lines.append(fill(translate("ReviewExport", "Key moments: %1."), ", ".join(moments))
                 if moments else translate("ReviewExport", "Key moments: none."))
    return tuple(lines)


def category_list(summary: ReviewSummary) -> str:
    """'6-castle 8.0, churches 3.1, windmills -0.4': the categories that moved, the most
    given up first."""
    moved = sorted(((value, key) for key, value in summary.given_up_by_category if value),
                   key=lambda item: -item[0])
    return ", ".join(fill(translate("ReviewExport", "%1 %2"), category_in_sentence(key),
                          decimal(value)) for value, key in moved)


def sections(game: Game, reviews: Sequence[PlayerReview],
             seats: Sequence[int]) -> list[Section]:
    """The export's sections: one per seat in ``seats``."""
    snapshots = replay_snapshots(game)
    tiles = game.tileset
    result = []
    for seat in seats:
        review = reviews[seat]
        moves = []
        for placement in review.placements:
            board = snapshots[placement.step][seat].board
            moves.append((annotated_move(placement), brief_sentence(placement, tiles),
                          placement_sentence(board, placement, tiles,
                                             round_of_step(placement.step))))
        result.append(Section(shown_name(review.name), summary_lines(summarize(review), review),
                              tuple(moves)))
    return result


def title_of(game: Game) -> str:
    if game.deal.seed is None:
        return translate("ReviewExport", "Review of the game")
    return fill(translate("ReviewExport", "Review of the game of deal %1"), game.deal.seed)


def as_text(game: Game, reviews: Sequence[PlayerReview], seats: Sequence[int]) -> str:
    lines = [title_of(game), ""]
    for section in sections(game, reviews, seats):
        lines += [section.heading, *section.summary, ""]
        for notation, brief, figures in section.moves:
            lines += [f"{notation}  {brief}", f"    {figures}"]
        lines.append("")
    return "\n".join(lines)


def as_html(game: Game, reviews: Sequence[PlayerReview], seats: Sequence[int],
            language: str) -> str:
    def e(text: str) -> str:
        return html.escape(text, quote=True)

    title = title_of(game)
    parts = ["<!DOCTYPE html>", f'<html lang="{e(language)}">', "<head>",
             '<meta charset="utf-8">', f"<title>{e(title)}</title>",
             "<style>body{font-family:sans-serif;max-width:60em;margin:auto}"
             "dt{font-weight:bold;font-family:monospace;margin-top:.6em}"
             "dd small{color:#555}</style>", "</head>", "<body>", f"<h1>{e(title)}</h1>"]
    for section in sections(game, reviews, seats):
        parts.append(f"<h2>{e(section.heading)}</h2>")
        parts += [f"<p>{e(line)}</p>" for line in section.summary]
        parts.append("<dl>")
        for notation, brief, figures in section.moves:
            parts += [f"<dt>{e(notation)}</dt>",
                      f"<dd>{e(brief)}<br><small>{e(figures)}</small></dd>"]
        parts.append("</dl>")
    parts += ["</body>", "</html>", ""]
    return "\n".join(parts)


def export_review(path: Path, game: Game, reviews: Sequence[PlayerReview],
                  seats: Sequence[int], language: str) -> None:
    """Write the annotated review of ``seats`` to ``path`` (a web page for .html/.htm),
    in the language installed (``language`` names it in a web page); raises ``OSError``."""
    web = path.suffix.lower() in WEB_SUFFIXES
    text = as_html(game, reviews, seats, language) if web else as_text(game, reviews, seats)
    write_text_atomic(path, text)


def command_line_export(path: Path,
                        language: str) -> Callable[[Game, tuple[PlayerReview, ...]], None]:
    """``review --export FILE``: every player's review written to ``path`` in ``language``
    (a code of ``LANGUAGES``, or ``system``), with the window's words. A folder is
    refused at once, before the review is made."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from dq_desktop.ui.common.language import LanguageSwitcher

    if path.is_dir():
        raise DqError(f"--export {path}: a folder, not a file")

    def export(game: Game, reviews: tuple[PlayerReview, ...]) -> None:
        # Translators need an application object: one of its own when there is none,
        # ended after (a caller that makes its own later, as a test run, may then).
        existing = QCoreApplication.instance()
        application = existing or QCoreApplication([])
        switcher, locale = LanguageSwitcher(), QLocale()
        code = switcher.apply(language)
        try:
            export_review(path, game, reviews, range(len(reviews)), code)
        except OSError as error:
            raise DqError(f"--export {path}: {error.strerror or error}") from error
        finally:  # as it was
            switcher.reset()
            QLocale.setDefault(locale)
            if existing is None:
                application.shutdown()

    return export
