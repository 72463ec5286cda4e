"""The program runs on Windows too: no POSIX-only call on any path it takes there.

Modules and functions that exist only on POSIX systems would raise on Windows
(``ImportError`` or ``AttributeError``) the first time that path is taken; none
may be used anywhere in the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "dq_desktop"
POSIX_MODULES = {"fcntl", "termios", "tty", "pty", "pwd", "grp", "resource", "posix",
                 "syslog", "crypt", "spwd", "nis", "readline"}
POSIX_ATTRIBUTES = {
    "os": {"mkfifo", "mknod", "fork", "forkpty", "getuid", "geteuid", "getgid", "getegid",
           "setuid", "setgid", "setsid", "killpg", "getpgid", "chown", "lchown", "fchown",
           "sync", "statvfs", "fstatvfs", "getloadavg", "wait3", "wait4", "nice", "uname",
           "sched_getaffinity"},
    "signal": {"SIGKILL", "SIGHUP", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGCHLD", "SIGPIPE",
               "SIGQUIT", "SIGSTOP", "SIGCONT", "alarm", "pause", "setitimer", "siginterrupt"},
}


def platform_branches(tree: ast.AST) -> set[int]:
    """The ids of the nodes under an ``if sys.platform …`` test (either branch): a call
    chosen by the platform it runs on is no defect."""
    guarded: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "sys.platform" in ast.unparse(node.test):
            guarded |= {id(inner) for inner in ast.walk(node)}
    return guarded


def posix_only_uses(source: str) -> list[str]:
    found = []
    tree = ast.parse(source)
    guarded = platform_branches(tree)
    for node in ast.walk(tree):
        if id(node) in guarded:
            continue
        if isinstance(node, ast.Import):
            found += [f"import {alias.name}" for alias in node.names
                      if alias.name.split(".")[0] in POSIX_MODULES]
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.split(".")[0] in POSIX_MODULES:
                found.append(f"from {node.module} import …")
            for alias in node.names:
                if alias.name in POSIX_ATTRIBUTES.get(node.module, ()):
                    found.append(f"from {node.module} import {alias.name}")
        elif (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
              and node.attr in POSIX_ATTRIBUTES.get(node.value.id, ())):
            found.append(f"{node.value.id}.{node.attr}")
    return found


def test_no_module_of_the_package_uses_a_posix_only_call() -> None:
    uses = {
        str(path.relative_to(PACKAGE)): found
        for path in sorted(PACKAGE.rglob("*.py"))
        if (found := posix_only_uses(path.read_text(encoding="utf-8")))
    }
    assert uses == {}


@pytest.mark.parametrize(
    ("source", "use"),
    [
        ("import fcntl", "import fcntl"),
        ("import os\nos.mkfifo('x')", "os.mkfifo"),
        ("from os import fork", "from os import fork"),
        ("import signal\nsignal.signal(signal.SIGKILL, h)", "signal.SIGKILL"),
    ],
)
def test_the_finder_finds_posix_only_calls(source: str, use: str) -> None:
    assert use in posix_only_uses(source)


def test_the_users_folders_come_from_platformdirs_alone() -> None:
    """Only storage/paths.py finds the user's folders, and it asks platformdirs: no module
    builds ``~/.config`` or ``%APPDATA%`` by hand or reads the environment for them.
    ``XDG_RUNTIME_DIR`` is no folder of the user's files: it says where the display's and
    the session bus's sockets are, read as libwayland and libdbus read it
    (system_libraries.py)."""
    by_hand = ("Path.home(", "os.path.expanduser(\"~", "\"HOME\"", "\"APPDATA\"",
               "\"XDG_", "\".config\"", "\"AppData\"", "Application Support")

    def text_of(path: Path) -> str:
        return path.read_text(encoding="utf-8").replace('"XDG_RUNTIME_DIR"', "")

    uses = {
        str(path.relative_to(PACKAGE)): [text for text in by_hand if text in source]
        for path in sorted(PACKAGE.rglob("*.py"))
        if any(text in (source := text_of(path)) for text in by_hand)
    }
    assert uses == {}
    assert "PlatformDirs(" in (PACKAGE / "storage" / "paths.py").read_text(encoding="utf-8")


def test_a_call_chosen_by_the_platform_is_allowed() -> None:
    source = ("import sys\nif sys.platform == 'win32':\n    import msvcrt\n"
              "else:\n    import fcntl\n")
    assert posix_only_uses(source) == []
    assert posix_only_uses("import fcntl\n") == ["import fcntl"]
