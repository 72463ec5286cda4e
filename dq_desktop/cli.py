"""The ``dq-desktop`` command: the application, or a tool over the engine.

Every bad input ends with status 2 and one line naming the file and the place
of the fault; never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from dq_desktop import __version__
from dq_desktop.engine.errors import DqError

# Only light imports at the top: `dq-desktop` alone starts the window, and the
# computer players and the file formats are not needed until later.

BAD_INPUT = 2


def build_parser(*, with_commands: bool = True) -> argparse.ArgumentParser:
    """The whole command line; ``with_commands=False``: the application's options alone,
    with no help and raising ``argparse.ArgumentError`` instead of exiting."""
    parser = argparse.ArgumentParser(
        prog="dq-desktop",
        description="Don Quixote, the tile-laying game. Without a command, starts the application.",
        add_help=with_commands,
        exit_on_error=with_commands,
    )
    parser.add_argument("--version", action="version", version=f"dq-desktop {__version__}")
    app = parser.add_argument_group("application")
    app.add_argument(
        "--selftest",
        action="store_true",
        help="play a game of computer players through the window, check it, exit "
        "(in a scratch folder unless --data-dir is given)",
    )
    app.add_argument("--solo", action="store_true", help="with --selftest: a solitaire game")
    app.add_argument(
        "--deal", type=int, default=None, metavar="N", help="with --selftest: the deal number"
    )
    app.add_argument(
        "--screenshot", metavar="PATH",
        help="save a picture of the window with a new deal, exit (always in a scratch folder)",
    )
    app.add_argument("--data-dir", metavar="DIR", help="keep every user file under DIR")
    app.add_argument(
        "--quit-when-shown",
        action="store_true",
        help="exit as soon as the window's first frame is painted (start-up timing)",
    )
    if not with_commands:
        return parser
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    for name, text in (
        ("score", "score position files (dq-position/1)"),
        ("explain", "explain the scoring of position files"),
    ):
        sub = commands.add_parser(name, help=text, description=text)
        sub.add_argument("files", nargs="+", metavar="FILE")
        sub.add_argument("--json", action="store_true", help="one JSON line per file")

    validate = commands.add_parser("validate", help="check tile sets, positions, game records")
    validate.add_argument("files", nargs="+", metavar="FILE")

    analyze = commands.add_parser(
        "analyze",
        help="the best each player could have made of his deal in a finished game",
        description="For each player of a finished game record (dq-game/1): the best "
        "total found for the same castles, positions, revealed tiles and tile set aside.",
    )
    analyze.add_argument("file", metavar="GAME")
    analyze.add_argument("--json", action="store_true", help="print the analysis as JSON")

    review = commands.add_parser(
        "review",
        help="every placement of a game judged with what its player could know then",
        description="For each placement of a game record (dq-game/1): the expected final "
        "total after it and after the expert's choice, judged from the player's view only "
        "(no future fields, no face-down tiles), the points given up and a verdict.",
    )
    review.add_argument("file", metavar="GAME")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    review.add_argument(
        "--jobs", type=int, default=None, metavar="N",
        help="worker processes, at most the cores (default 2, or 1 on one core)",
    )
    review.add_argument(
        "--all-seats", action="store_true",
        help="review the computer players of a game with people too (by default only the "
        "people's placements are judged, or every seat of a game of computers)",
    )
    review.add_argument(
        "--export", metavar="FILE",
        help="also write the annotated review to FILE, in the window's words (a web page "
        "when FILE ends in .html or .htm, else text)",
    )
    review.add_argument(
        "--language", choices=("en", "fr", "de", "system"), default="system",
        help="the language of --export's file (default: the system's, else English)",
    )

    simulate = commands.add_parser("simulate", help="play whole games with computer players")
    simulate.add_argument("--players", type=int, default=1, choices=range(1, 5), metavar="N")
    simulate.add_argument(
        "--bot",
        action="append",
        metavar="NAME",
        help="a computer player (random, greedy, easy, normal, expert); once, or once per seat",
    )
    simulate.add_argument("--games", type=int, default=100, metavar="K")
    simulate.add_argument("--seed", type=int, default=1, metavar="S")
    simulate.add_argument("--sancho", action="store_true", help="play with Sancho Panza")
    simulate.add_argument("--tileset", metavar="FILE", help="a tile set file (default: classic)")
    simulate.add_argument("--records", metavar="DIR", help="write a dq-game/1 record per game")
    simulate.add_argument("--json", action="store_true", help="print the summary as JSON")

    records = commands.add_parser(
        "records",
        help="print the record book of finished games",
        description="print the record book of finished games (a player who chose no name is "
        "'You', whatever the language the game was played in)",
    )
    # Its own dest: a subparser's default would overwrite the top-level --data-dir.
    records.add_argument(
        "--data-dir", dest="records_data_dir", metavar="DIR", help="the folder of the user files"
    )
    records.add_argument("--json", action="store_true", help="print the games as JSON")
    records.add_argument(
        "--review-missing", action="store_true",
        help="review the games not reviewed yet (and work out the hindsight best and the "
        "expert's total where missing), newest first, with progress on stderr; Ctrl-C "
        "stops it and what was done stays",
    )
    records.add_argument("--jobs", type=int, metavar="N",
                         help="worker processes for --review-missing (default: 2, or the "
                         "cores when fewer)")
    return parser


def parse_arguments(arguments: Sequence[str]) -> argparse.Namespace:
    """The command line read. When it names no command (the application starting),
    only the application's options are built: the commands' parsers take longer to build
    than the rest of the command line, and the first frame would wait for them."""
    try:
        args, rest = build_parser(with_commands=False).parse_known_args(arguments)
    except argparse.ArgumentError:
        rest = ["(the full parser reports it)"]
    if rest:  # a command, --help, or a mistake: the full parser answers
        return build_parser().parse_args(arguments)
    args.command = None
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    try:
        return dispatch(args)
    except DqError as error:
        print(f"dq-desktop: {error}", file=sys.stderr)
        return BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): not an error of ours
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def dispatch(args: argparse.Namespace) -> int:
    if args.command in ("score", "explain"):
        from dq_desktop.commands.boards import run_explain, run_score

        run = run_score if args.command == "score" else run_explain
        return run(args.files, args.json)
    if args.command == "validate":
        from dq_desktop.commands.validate import run_validate

        return run_validate(args.files)
    if args.command == "analyze":
        from dq_desktop.commands.analyze import run_analyze

        return run_analyze(args.file, args.json)
    if args.command == "review":
        from dq_desktop.commands.review import run_review

        export = None
        if args.export:  # the interface's words, in the language asked for
            from dq_desktop.ui.coach.review_export import command_line_export

            export = command_line_export(Path(args.export), args.language)
        return run_review(args.file, args.json, jobs_of(args.jobs), args.all_seats, export)
    if args.command == "simulate":
        from dq_desktop.commands.simulate import SimulationPlan, bots_per_seat, run_simulate
        from dq_desktop.engine.bots import bot_names
        from dq_desktop.formats.tileset_file import builtin_tileset, read_playable_tileset

        unknown = [name for name in args.bot or () if name not in bot_names()]
        if unknown:
            known = ", ".join(bot_names())
            raise DqError(f"--bot: unknown computer player {unknown[0]!r} (one of {known})")

        plan = SimulationPlan(
            tileset=(
                read_playable_tileset(args.tileset, sancho=args.sancho)
                if args.tileset
                else builtin_tileset("classic")
            ),
            bots=bots_per_seat(args.bot, args.players),
            games=args.games,
            seed=args.seed,
            sancho=args.sancho,
            records=Path(args.records) if args.records else None,
        )
        return run_simulate(plan, args.json)
    if args.command == "records":
        if args.review_missing:
            from dq_desktop.commands.review_missing import run_review_missing

            return run_review_missing(args.records_data_dir or args.data_dir,
                                      jobs_of(args.jobs))
        from dq_desktop.commands.records import run_records

        return run_records(args.records_data_dir or args.data_dir, args.json)
    from dq_desktop.app import run_app

    return run_app(args)


def jobs_of(asked: int | None) -> int:
    """``--jobs``: between 1 and the cores (more would only share them, and cost memory)."""
    from dq_desktop.engine.workers import default_jobs, max_jobs

    cores = max_jobs()
    if asked is None:
        return default_jobs()
    if not 1 <= asked <= cores:
        raise DqError(f"--jobs {asked}: between 1 and {cores} (the cores of this machine)")
    return asked


if __name__ == "__main__":
    sys.exit(main())
