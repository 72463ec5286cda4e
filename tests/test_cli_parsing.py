"""The window's start reads its options without building the commands' parsers (start-up
time), and reads them exactly as the whole command line would."""

import argparse

import pytest

from dq_desktop.cli import build_parser, parse_arguments


@pytest.mark.parametrize("arguments", [
    [],
    ["--data-dir", "/tmp/x", "--quit-when-shown"],
    ["--selftest", "--solo", "--deal", "12"],
    ["--screenshot=shot.png", "--data=/tmp/y"],
])
def test_the_application_options_read_as_the_whole_command_line_reads_them(
        arguments: list[str]) -> None:
    assert parse_arguments(arguments) == build_parser().parse_args(arguments)


def test_a_command_is_read_by_the_whole_command_line() -> None:
    args = parse_arguments(["records", "--data-dir", "/tmp/z", "--json"])
    assert (args.command, args.records_data_dir, args.json) == ("records", "/tmp/z", True)


@pytest.mark.parametrize("arguments", [["--deal", "x"], ["--bogus"], ["bogus"]])
def test_a_mistake_is_reported_by_the_whole_command_line(
        arguments: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_arguments(arguments)
    assert stop.value.code == 2
    assert "COMMAND" in capsys.readouterr().err  # the full usage, commands included


def test_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_arguments(["--help"])
    assert "simulate" in capsys.readouterr().out


def test_the_quick_parser_knows_only_the_application_options() -> None:
    quick = build_parser(with_commands=False)
    assert not any(isinstance(action, argparse._SubParsersAction) for action in quick._actions)
