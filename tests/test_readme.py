"""The README opens with the two commands a newcomer needs, and CI runs the second."""

import re
from pathlib import Path

ROOT = Path(__file__).parent.parent


def opening_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.+?)\n```", text, flags=re.DOTALL)[:2]


def test_the_readme_opens_with_an_install_and_start_and_a_test_command() -> None:
    start, tests = opening_commands()
    assert "pip install" in start and "dq-desktop" in start
    assert "pip install" in tests and "pytest" in tests


def test_ci_runs_the_readmes_test_command_verbatim() -> None:
    _, tests = opening_commands()
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert tests in lines
