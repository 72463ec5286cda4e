"""The README opens with the two commands a newcomer needs, and CI runs the second; the
Windows and Debian forms it gives say the same; CONTRIBUTING.md's test command and quick
run are the README's and the project's markers."""

import re
import tomllib
from pathlib import Path

from dq_desktop.system_libraries import XCB_LIBRARIES

ROOT = Path(__file__).parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
CONTRIBUTING = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")


def blocks(text: str, language: str) -> list[str]:
    """The fenced blocks of ``language``, each without its fences and indentation."""
    found = re.findall(rf"^( *)```{language}\n(.+?)\n\1```", text, flags=re.DOTALL | re.M)
    return ["\n".join(line.removeprefix(indent) for line in body.splitlines())
            for indent, body in found]


def opening_commands() -> list[str]:
    return re.findall(r"```sh\n(.+?)\n```", README, flags=re.DOTALL)[:2]


def test_the_readme_opens_with_an_install_and_start_and_a_test_command() -> None:
    start, tests = opening_commands()
    assert "pip install" in start and "dq-desktop" in start
    assert "pip install" in tests and "pytest" in tests
    assert README.index(start) < README.index("## "), "the commands come before any section"


def test_ci_runs_the_readmes_test_command_verbatim() -> None:
    _, tests = opening_commands()
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert tests in lines


def test_contributing_gives_the_readmes_test_command() -> None:
    _, tests = opening_commands()
    assert blocks(CONTRIBUTING, "sh")[0] == tests


def windows_form(posix: str) -> list[str]:
    """A POSIX one-liner as Windows runs it: one command a line, ``py`` for ``python3``,
    ``.venv\\Scripts\\`` for ``.venv/bin/``."""
    return [command.replace("python3 -m venv", "py -m venv")
            .replace(".venv/bin/", ".venv\\Scripts\\") for command in posix.split(" && ")]


def test_the_windows_forms_are_the_commands_one_a_line_without_python3() -> None:
    start, tests = opening_commands()
    readme_windows = blocks(README, "powershell")
    assert readme_windows[0].splitlines() == windows_form(start)
    contributing_windows = blocks(CONTRIBUTING, "powershell")
    assert contributing_windows[0].splitlines() == windows_form(tests)
    for block in readme_windows + contributing_windows:
        assert "&&" not in block and "python3" not in block


def test_the_readme_says_the_windows_test_commands_as_the_posix_ones() -> None:
    _, tests = opening_commands()
    for command in windows_form(tests)[1:]:
        assert f"`{command}`" in README


def test_the_debian_form_installs_venv_and_every_library_qt_needs() -> None:
    debian = next(block for block in blocks(README, "sh") if block.startswith("sudo apt"))
    packages = debian.split()[3:]
    assert packages[0] == "python3-venv"
    assert set(packages[1:]) == {library.debian for library in XCB_LIBRARIES}
    fedora = " ".join(library.fedora for library in XCB_LIBRARIES)
    assert f"sudo dnf install {fedora}" in " ".join(README.split())


def test_the_quick_run_selects_by_the_projects_own_markers() -> None:
    quick = next(block for block in blocks(CONTRIBUTING, "sh") if "pytest -m" in block)
    expression = re.search(r'-m "([^"]+)"', quick)
    assert expression is not None
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    declared = {marker.split(":")[0]
                for marker in pyproject["tool"]["pytest"]["ini_options"]["markers"]}
    named = set(re.findall(r"[a-z_]+", expression[1])) - {"not", "and", "or"}
    assert named and named <= declared
