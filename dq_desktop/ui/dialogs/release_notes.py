"""What About shows as new, made from CHANGES.md by ``packaging/changelog.py``.

Do not edit: write the change into CHANGES.md and run that script; then bring the
catalogues up to date (``python i18n/catalogues.py update``) and translate the new texts.
``tests/packaging/test_changelog.py`` keeps this file equal to CHANGES.md.
"""

from __future__ import annotations

from dq_desktop.ui.common.text import translate


def sections() -> list[tuple[str, str, list[tuple[str, list[str]]]]]:
    """(``Unreleased`` or the version, its paragraph, [(kind, entries)]), in the current
    language."""
    return [
        (
            "Unreleased",
            "",
            [
                (
                    "Added",
                    [
                        translate("WhatsNew", "Computer players at three strengths, easy, "
                                              "normal and expert, beside greedy and random; "
                                              "the classic tile set is balanced so that they "
                                              "score as the rulebook rates solitaire play."),
                        translate("WhatsNew", "The rules of the game (Help → Rules of the "
                                              "game, F1) in the rulebook's order, with "
                                              "pictures, ending with a whole board scored "
                                              "category by category."),
                        translate("WhatsNew", "A guided first game that plays a deal with you "
                                              "and says, field by field, what to look at."),
                        translate("WhatsNew", "Every window, the rules and the guided game in "
                                              "French and German too; the language follows "
                                              "the system and can be changed in Settings "
                                              "while you play."),
                        translate("WhatsNew", "The record book (Game → Records): every "
                                              "finished game, your bests, the rulebook's "
                                              "marks and charts; replay a game or play its "
                                              "deal again, export the book as CSV, or list it "
                                              "with dq-desktop records."),
                        translate("WhatsNew", "The final standings list every round by "
                                              "category for each player and the rulebook's "
                                              "mark reached; in your solitaire game, whether "
                                              "your personal best fell and what the expert "
                                              "scores on the same deal."),
                        translate("WhatsNew", "Hindsight: the best total the analysis finds "
                                              "with exactly your tiles and positions, which "
                                              "you can watch as a replay (dq-desktop "
                                              "analyze)."),
                        translate("WhatsNew", "After each round its scoring is shown: each "
                                              "category lights what it counts on the board "
                                              "while its points count up in the scoring "
                                              "helper; in hot-seat play each human's board is "
                                              "counted in turn."),
                        translate("WhatsNew", "Review the game: every placement judged from "
                                              "what its player knew at the time against the "
                                              "best placement found, on a timeline from "
                                              "brilliant to blunder, with its reasons in the "
                                              "game's terms, a summary and a graph of the "
                                              "expected total (dq-desktop review)."),
                        translate("WhatsNew", "From the review, the expert plays the rest of "
                                              "the deal from any placement, and your mistakes "
                                              "come back as puzzles, with a hint and a second "
                                              "try."),
                        translate("WhatsNew", "A hint (Game → Hint, H): the expert's choice "
                                              "for the field, selected and turned in your "
                                              "hand and drawn on the field."),
                        translate("WhatsNew", "The status bar says whether the game in "
                                              "progress counts as unaided; a hint or a "
                                              "take-back marks it assisted, previews never "
                                              "do, and the record book keeps assisted games "
                                              "apart."),
                        translate("WhatsNew", "Playing without sight: every placement, "
                                              "scoring, refusal, hint and step of the review "
                                              "is announced to screen readers in your "
                                              "language, and every control has a name."),
                        translate("WhatsNew", "A log of every start, and a dialog for an "
                                              "error the program did not expect that says "
                                              "where the log is and copies a report to send; "
                                              "About shows the log folder and what is new."),
                        translate("WhatsNew", "The New Game dialog chooses whether previews "
                                              "are on for the game it starts, and every "
                                              "control in it has a key."),
                        translate("WhatsNew", "Every window fits a screen of 1024 × 640 and "
                                              "opens at the size it was last closed at."),
                        translate("WhatsNew", "Every bundle carries the licence texts of "
                                              "everything it ships (THIRD-PARTY-NOTICES.txt), "
                                              "shown by Help → About → Third-party licences, "
                                              "and the docs say how to replace a bundle's Qt "
                                              "libraries."),
                        translate("WhatsNew", "Playing without sight: each tile in the hand "
                                              "is read with its roads as it would lie, and "
                                              "what it would change on the field to fill; "
                                              "turning is heard; other players' boards are "
                                              "reached by Tab; keys repeat the last sentence "
                                              "(L) and say the score (S), the field to fill "
                                              "(F) and the tiles in hand (T)."),
                        translate("WhatsNew", "The review judges round 3 exactly, weighing "
                                              "every legal placement, and judges with the "
                                              "expert's own search before it; \"brilliant\" "
                                              "needs a real find, 1.5 points over the "
                                              "expert's choice; a hot-seat review judges the "
                                              "humans unless asked for the computer players "
                                              "too."),
                        translate("WhatsNew", "The review window shows your hand at each "
                                              "field, the tile you placed and the best one "
                                              "tagged: pick any tile, turn it, and see what "
                                              "it would have been worth."),
                        translate("WhatsNew", "The review says where the points went, by "
                                              "round and by category, names its three key "
                                              "moments (K), annotates every placement in a "
                                              "move list (7. D3 k2c ?), and exports the "
                                              "annotated review as a web page or a text file, "
                                              "from the window or with dq-desktop review "
                                              "--export."),
                        translate("WhatsNew", "Game → Open of a finished game shows its final "
                                              "standings and offers its review."),
                        translate("WhatsNew", "The guided first game is offered once, at the "
                                              "first start."),
                        translate("WhatsNew", "Playing without sight: the puzzles, the "
                                              "expert's line and the guided game are heard, "
                                              "and their boards are read by keys."),
                        translate("WhatsNew", "Every finished game is reviewed in the "
                                              "background while no game is being played, and "
                                              "the record book keeps its review, its "
                                              "accuracy, the hindsight best and the expert's "
                                              "total; dq-desktop records --review-missing "
                                              "does it from the command line, and records "
                                              "--json and the CSV carry the reviews."),
                        translate("WhatsNew", "Records charts your progress over time: the "
                                              "total, accuracy, the gap to the expert, the "
                                              "share of the hindsight best or any category, "
                                              "by week, month, year or all, with a fitted "
                                              "average, your best as it rose and a histogram, "
                                              "for unaided games, Sancho or a tile set as you "
                                              "choose."),
                        translate("WhatsNew", "The deal of the day: one deal a date for "
                                              "everyone, from New Game and Records, with your "
                                              "attempts, your best and the expert's total; "
                                              "Records shows every game on the selected "
                                              "game's deal."),
                        translate("WhatsNew", "Back up, restore and merge the record book "
                                              "(Records → Record book; dq-desktop records "
                                              "--backup, --restore, --merge)."),
                        translate("WhatsNew", "What to work on, in Records: your most "
                                              "frequent inaccuracies, mistakes and blunders "
                                              "by category and round over your last 50 "
                                              "reviewed games, each row playing those "
                                              "placements again as puzzles. Games reviewed by "
                                              "the previous version are reviewed once more in "
                                              "the background to find their placements."),
                        translate("WhatsNew", "In a game of several players, the final "
                                              "standings give each one's place, and at a hot "
                                              "seat the status bar notes what the last "
                                              "human's placement changed."),
                        translate("WhatsNew", "The review says its progress now and then "
                                              "while it works, for a screen reader."),
                    ],
                ),
                (
                    "Changed",
                    [
                        translate("WhatsNew", "The classic tile set holds 7 churches, as the "
                                              "French rulebook's scoring example requires, "
                                              "and every example of the rulebooks is laid out "
                                              "on it and checked."),
                        translate("WhatsNew", "French and German address the player as vous "
                                              "and Sie, and name the game's things as the "
                                              "French and German editions do."),
                        translate("WhatsNew", "Settings change only what you change there, "
                                              "and the program's own name for you follows the "
                                              "language."),
                        translate("WhatsNew", "Nothing replaces a game in progress (New game, "
                                              "Open, the guided game, Play this deal again) "
                                              "without asking first."),
                        translate("WhatsNew", "The window shows at once: the game is set up "
                                              "after its first frame is painted."),
                        translate("WhatsNew", "The record book stays quick at 20,000 games "
                                              "and is written on a thread of its own: the "
                                              "window never waits for it."),
                        translate("WhatsNew", "Names from files and players are shown as "
                                              "plain text everywhere, and a name in the CSV "
                                              "export cannot start a formula in a "
                                              "spreadsheet."),
                        translate("WhatsNew", "A bad file is refused with one line that names "
                                              "the place of the fault; a damaged settings "
                                              "file, autosave or record book is moved aside "
                                              "under a dated name, and you are told where it "
                                              "went."),
                        translate("WhatsNew", "The bundles for Windows, macOS (Apple silicon "
                                              "and Intel) and Linux are built and tried each "
                                              "on its own system, from exact versions of "
                                              "everything they hold; a version tag makes a "
                                              "release."),
                        translate("WhatsNew", "The README is written for players, with "
                                              "install commands that work on Windows and on "
                                              "Debian and Ubuntu; every file format, a tile "
                                              "set's included, is described in the docs "
                                              "folder, and the changes are collected here as "
                                              "they are made."),
                        translate("WhatsNew", "The personal-best line of the final standings "
                                              "names the best it compares with: unaided or "
                                              "with aids, with or without Sancho."),
                        translate("WhatsNew", "The error dialog says where to report a "
                                              "problem and opens that page; a computer player "
                                              "that fails is written to the log with its "
                                              "details."),
                        translate("WhatsNew", "dq-desktop records and the CSV export write "
                                              "\"You\" for a player who chose no name, "
                                              "whatever the game's language."),
                        translate("WhatsNew", "The Intel macOS disk image is built on "
                                              "macos-26-intel; the Flatpak manifest uses the "
                                              "Freedesktop 26.08 runtime; the tests install "
                                              "the Qt the bundles ship."),
                        translate("WhatsNew", "The review says a short sentence first; the "
                                              "figures behind it show with Details (D). A "
                                              "puzzle's clue names what matters: the "
                                              "category, the road, the gate or the knight."),
                        translate("WhatsNew", "The wheel carries only the program's files: "
                                              "the translation sources and their script stay "
                                              "in the source tree."),
                        translate("WhatsNew", "A tile tried in the review window is judged "
                                              "from what the review kept, in less time than a "
                                              "hint."),
                        translate("WhatsNew", "The ready-made programs run the computer "
                                              "players, the hint and the review compiled, "
                                              "with a small C kernel for the board: a review "
                                              "takes a fifth to a seventh of the processor "
                                              "time it took, with exactly the results of the "
                                              "pure Python that pip install . gives."),
                    ],
                ),
                (
                    "Fixed",
                    [
                        translate("WhatsNew", "A finished game is never lost when the record "
                                              "book cannot take it: it waits beside the "
                                              "autosave and is recorded as soon as it can be, "
                                              "and a game that can be written nowhere can be "
                                              "saved with Save as."),
                        translate("WhatsNew", "Two copies of the program on the same folders "
                                              "no longer overwrite each other's game in "
                                              "progress."),
                        translate("WhatsNew", "Without a display the program says so in one "
                                              "sentence, and a system library Qt needs on "
                                              "Linux is named with its package, instead of Qt "
                                              "aborting."),
                        translate("WhatsNew", "The first click on a tile selects it, and the "
                                              "keys of play work wherever the focus is in the "
                                              "game."),
                        translate("WhatsNew", "A field shows the refusal mark only while a "
                                              "tile is over it."),
                        translate("WhatsNew", "Moving the mouse from a road onto a mark of "
                                              "the scoring helper (why a knight does not "
                                              "defend) no longer closes the program."),
                        translate("WhatsNew", "A category of the scoring helper reached with "
                                              "Tab is underlined, so the keyboard shows where "
                                              "it is."),
                        translate("WhatsNew", "The unfinished game offered at start is given "
                                              "up only when you answer No: Escape keeps it, "
                                              "and so does a display that goes away while the "
                                              "question is open."),
                        translate("WhatsNew", "An opponent's enlarged board stays on the "
                                              "screen and leaves the green field in sight."),
                        translate("WhatsNew", "Four sentences of the guided game that its "
                                              "board did not bear out are true now, and every "
                                              "fact a step states is checked on its board."),
                        translate("WhatsNew", "A hint's words leave the status bar once the "
                                              "game moves on, and no hint is given while a "
                                              "round is counted."),
                        translate("WhatsNew", "In the puzzles, Enter after the answer no "
                                              "longer counts a third try."),
                        translate("WhatsNew", "On Windows, every file name the program makes "
                                              "is valid, and a file another program holds for "
                                              "a moment is waited for."),
                        translate("WhatsNew", "A file where a folder should be is said so, in "
                                              "words."),
                        translate("WhatsNew", "A hint or a take-back reaches the autosave at "
                                              "once, and Save As then Open keeps a game "
                                              "assisted: quitting or a crash before the next "
                                              "tile no longer makes it unaided; in hot-seat "
                                              "play only the players who used an aid are "
                                              "marked."),
                        translate("WhatsNew", "The guided first game is no longer recorded as "
                                              "an unaided personal best: it is not recorded "
                                              "at all, and the status bar and the standings "
                                              "say so."),
                        translate("WhatsNew", "A deal played again with the same placements "
                                              "is recorded as a game of its own, and the "
                                              "standings never speak of a record the book did "
                                              "not take."),
                        translate("WhatsNew", "Play this deal again, and every other way to "
                                              "start a game, works on a fresh install."),
                        translate("WhatsNew", "A computer player this version does not know "
                                              "no longer freezes the game: the normal one "
                                              "plays that seat, and the program says so; one "
                                              "that fails is replaced by a simpler one."),
                        translate("WhatsNew", "Games begun in French or German no longer show "
                                              "\"Vous\" or \"Sie\" in an English record book."),
                        translate("WhatsNew", "A deal nobody placed a tile in is no longer "
                                              "offered to continue, and a game recorded by "
                                              "the half-minute retry no longer leaves its "
                                              "autosave behind."),
                        translate("WhatsNew", "A settings file with a bad window place, a "
                                              "damaged record book (a bad version, a missing "
                                              "table, a bad game) or a game file from a newer "
                                              "version no longer stops the program: what can "
                                              "be read is kept, and what was set aside is "
                                              "said once."),
                        translate("WhatsNew", "Errors raised as the program starts or ends "
                                              "reach the log and a dialog; a display that "
                                              "cannot be opened is said in one sentence."),
                        translate("WhatsNew", "A full disk at start no longer stops the "
                                              "program, and the unfinished game is still "
                                              "offered; the lock and the logs are never "
                                              "written through a symbolic link."),
                        translate("WhatsNew", "--selftest never waits on a question and "
                                              "leaves a folder's unfinished game alone."),
                        translate("WhatsNew", "Dialogs say storage faults in words, name at "
                                              "most three files set aside, and a file name of "
                                              "255 characters is saved and exported."),
                        translate("WhatsNew", "With --data-dir, the file dialogs' folder "
                                              "history stays in that folder too, and no D-Bus "
                                              "daemon is left running after the program."),
                        translate("WhatsNew", "The menu entry that install.sh makes starts "
                                              "the game from a folder with a space, and a "
                                              "dq-desktop command installed by pipx is left "
                                              "alone."),
                        translate("WhatsNew", "In hot-seat play, nothing on screen runs ahead "
                                              "of the count or contradicts the board: a "
                                              "finished round's number explains that round's "
                                              "board, the next round's hand and the round's "
                                              "totals wait for the count, and the previewed "
                                              "tile's roads are not lit beside a pointed "
                                              "category; names too long for a seat card end "
                                              "in \"…\"; New Game remembers the last table; "
                                              "the first tile waits for your choice."),
                        translate("WhatsNew", "The records window shows its Players column at "
                                              "its first size, sorts a score highest first at "
                                              "the first click, and Play this deal again "
                                              "starts in front of it."),
                        translate("WhatsNew", "In German, the button that gives up a game "
                                              "reads \"Spiel aufgeben\", no longer "
                                              "\"Abbrechen\" like every Cancel; sentences in "
                                              "the three languages now say what the screen "
                                              "shows (shield points, the defense, the tile "
                                              "set aside)."),
                        translate("WhatsNew", "Moving the selection in Records no longer "
                                              "redraws its charts (0.28 s to 0.011 s at "
                                              "20,000 games)."),
                        translate("WhatsNew", "The bundles' third-party notices include the "
                                              "licence texts of the Qt 6.11 parts that were "
                                              "missing, and take any licence text a packaged "
                                              "library carries."),
                        translate("WhatsNew", "The review hand's French tags are no longer "
                                              "cut, and \"Learn from the mistakes\" pressed "
                                              "again brings its open puzzles to the front "
                                              "instead of a second window."),
                        translate("WhatsNew", "With a screen reader: closing a review or "
                                              "replay opened from the record book returns the "
                                              "keyboard to the record book; nothing is said "
                                              "into a window while a question stands over it; "
                                              "a tile tried in the review that cannot go on "
                                              "the field is said; the guided game's first "
                                              "field is no longer cut off."),
                        translate("WhatsNew", "The review no longer says \"Expected final "
                                              "total\" twice in a row; in the scoring helper, "
                                              "accented capitals (\"Églises\") are no longer "
                                              "clipped and the longest French or German line "
                                              "keeps clear of the edge; the review's Export… "
                                              "starts in the documents folder with a name "
                                              "made of the deal."),
                    ],
                ),
            ],
        ),
        (
            "0.1.0",
            translate("WhatsNew", "The first release."),
            [
                (
                    "Added",
                    [
                        translate("WhatsNew", "The whole game: three rounds, scoring after "
                                              "each round, and the Sancho Panza "
                                              "mini-expansion"),
                        translate("WhatsNew", "Solitaire and hot-seat play for up to four "
                                              "players, humans and computer players mixed"),
                        translate("WhatsNew", "A scoring helper that explains every point"),
                        translate("WhatsNew", "Deal numbers that replay the same castles, "
                                              "position cards and tiles"),
                        translate("WhatsNew", "Games can be saved and continued"),
                        translate("WhatsNew", "A command line that scores, explains and "
                                              "checks positions, and simulates games"),
                    ],
                ),
            ],
        ),
    ]
