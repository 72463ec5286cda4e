"""The Linux tarball's install.sh: its menu entry starts the program wherever it was
installed (a folder with a space, a quote or a dollar in its name, a relative --prefix),
and it neither replaces nor removes a ``dq-desktop`` command it did not put there (one
installed by pipx, say).

Run on a stand-in for the unpacked bundle: the real install.sh and desktop entry, a
small shell script as the program.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dq_desktop.app import APPLICATION_ID

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("bash") is None,
    reason="install.sh is the Linux tarball's (GNU install, bash)")


def unescape_desktop_string(value: str) -> str:
    r"""A desktop entry's string value as written in the file, with ``\s \n \t \r \\`` read."""
    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    out, at = [], 0
    while at < len(value):
        if value[at] == "\\" and at + 1 < len(value) and value[at + 1] in escapes:
            out.append(escapes[value[at + 1]])
            at += 2
        else:
            out.append(value[at])
            at += 1
    return "".join(out)


def exec_arguments(value: str) -> list[str]:
    """The program and arguments of an ``Exec=`` value, split as the Desktop Entry
    Specification says (1.5, "The Exec key"): string escapes first, then arguments
    separated by spaces, quoted in double quotes, inside which a backslash escapes
    ``" ` $ \\``; ``%%`` is a percent sign. Raises ValueError where a launcher would
    refuse the line (an unquoted reserved character, an unclosed quote)."""
    text = unescape_desktop_string(value)
    arguments: list[str] = []
    at = 0
    while at < len(text):
        if text[at] == " ":
            at += 1
            continue
        word: list[str] = []
        if text[at] == '"':
            at += 1
            while True:
                if at >= len(text):
                    raise ValueError(f"unclosed quote in {value!r}")
                char = text[at]
                if char == '"':
                    at += 1
                    break
                if char == "\\":
                    if at + 1 >= len(text) or text[at + 1] not in '"`$\\':
                        raise ValueError(f"a lone backslash inside quotes in {value!r}")
                    word.append(text[at + 1])
                    at += 2
                    continue
                if char in "`$":
                    raise ValueError(f"{char} unescaped inside quotes in {value!r}")
                word.append(char)
                at += 1
        else:
            while at < len(text) and text[at] != " ":
                if text[at] in "\t\n\"'\\><~|&;$*?#()`":
                    raise ValueError(f"reserved character {text[at]!r} unquoted in {value!r}")
                word.append(text[at])
                at += 1
        joined = "".join(word)
        if "%" in joined.replace("%%", ""):
            raise ValueError(f"a field code or a lone % in {value!r}")
        arguments.append(joined.replace("%%", "%"))
    return arguments


def entry_value(desktop_file: Path, key: str) -> str:
    for line in desktop_file.read_text(encoding="utf-8").splitlines():
        if line.startswith(f"{key}="):
            return line.split("=", 1)[1]
    raise AssertionError(f"{desktop_file} has no {key}=")


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    """An unpacked tarball as build-linux.sh lays it out, with a stand-in program."""
    folder = tmp_path / "unpacked"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "libpython.so").write_bytes(b"")
    program = folder / "dq-desktop"
    program.write_text('#!/bin/sh\necho "the bundled dq-desktop $*"\n', encoding="utf-8")
    program.chmod(0o755)
    share = folder / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy(LINUX / f"{APPLICATION_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir()
    shutil.copy(LINUX / f"{APPLICATION_ID}.metainfo.xml", share / "metainfo")
    for size in ICON_SIZES:
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APPLICATION_ID}.png"
        icon.parent.mkdir(parents=True)
        icon.write_bytes(b"png")
    svg = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APPLICATION_ID}.svg"
    svg.parent.mkdir(parents=True)
    svg.write_text("<svg/>", encoding="utf-8")
    shutil.copy(LINUX / "install.sh", folder / "install.sh")
    return folder


def install(bundle: Path, *options: str) -> subprocess.CompletedProcess[str]:
    home = bundle.parent / "home"
    home.mkdir(exist_ok=True)
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / ".local" / "share")}
    result = subprocess.run(
        ["bash", str(bundle / "install.sh"), *options],
        capture_output=True, text=True, env=env, cwd=bundle.parent, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def installed_entry(prefix: Path) -> Path:
    return prefix / "share" / "applications" / f"{APPLICATION_ID}.desktop"


@pytest.mark.parametrize("folder", ["Jeux et loisirs", 'odd "quoted" $HOME `x` 100% \\ dir'])
def test_the_menu_entry_starts_the_program_from_a_folder_with_spaces(
    bundle: Path, folder: str
) -> None:
    prefix = bundle.parent / folder
    install(bundle, "--prefix", str(prefix))
    entry = installed_entry(prefix)
    program = prefix / "lib" / "dq-desktop" / "dq-desktop"
    arguments = exec_arguments(entry_value(entry, "Exec"))
    assert arguments == [str(program)]
    assert unescape_desktop_string(entry_value(entry, "TryExec")) == str(program)
    started = subprocess.run(arguments, capture_output=True, text=True, check=True)
    assert started.stdout == "the bundled dq-desktop \n"


def test_a_relative_prefix_gives_a_menu_entry_with_the_full_path(bundle: Path) -> None:
    install(bundle, "--prefix", "relative prefix")
    prefix = bundle.parent / "relative prefix"
    arguments = exec_arguments(entry_value(installed_entry(prefix), "Exec"))
    assert arguments == [str(prefix / "lib" / "dq-desktop" / "dq-desktop")]


def test_the_exec_reader_refuses_what_a_launcher_refuses() -> None:
    """The check above would let an unquoted path with a space through if it split
    the line loosely: here it does not."""
    assert exec_arguments('"/a b/dq-desktop"') == ["/a b/dq-desktop"]
    assert exec_arguments("/a b/dq-desktop") == ["/a", "b/dq-desktop"]
    for broken in ['"/a b/dq-desktop', "/a$b/dq-desktop", '"/a$b"', "/a/100%/dq"]:
        with pytest.raises(ValueError):
            exec_arguments(broken)


def pipx_command(prefix: Path) -> tuple[Path, Path]:
    """A ``dq-desktop`` on the PATH that pipx installed: a link into pipx's venv."""
    venv_program = prefix / "pipx" / "venvs" / "dq-desktop" / "bin" / "dq-desktop"
    venv_program.parent.mkdir(parents=True)
    venv_program.write_text("#!/bin/sh\necho pipx\n", encoding="utf-8")
    venv_program.chmod(0o755)
    link = prefix / "bin" / "dq-desktop"
    link.parent.mkdir(parents=True)
    link.symlink_to(venv_program)
    return link, venv_program


def test_a_dq_desktop_command_from_pipx_is_neither_replaced_nor_removed(bundle: Path) -> None:
    prefix = bundle.parent / "prefix"
    link, venv_program = pipx_command(prefix)
    said = install(bundle, "--prefix", str(prefix)).stdout
    assert link.readlink() == venv_program
    assert str(link) in said and str(prefix / "lib" / "dq-desktop" / "dq-desktop") in said
    # The menu entry starts the bundle by its full path all the same.
    entry = installed_entry(prefix)
    assert exec_arguments(entry_value(entry, "Exec")) == [
        str(prefix / "lib" / "dq-desktop" / "dq-desktop")]
    install(bundle, "--prefix", str(prefix), "--uninstall")
    assert link.readlink() == venv_program
    assert not (prefix / "lib" / "dq-desktop").exists()
    assert not entry.exists()


def test_uninstall_leaves_a_command_installed_after_the_bundle(bundle: Path) -> None:
    """pipx installed over the bundle's link: the link is pipx's now, and stays."""
    prefix = bundle.parent / "prefix"
    install(bundle, "--prefix", str(prefix))
    (prefix / "bin" / "dq-desktop").unlink()
    (prefix / "bin").rmdir()
    link, venv_program = pipx_command(prefix)
    install(bundle, "--prefix", str(prefix), "--uninstall")
    assert link.readlink() == venv_program


def test_install_puts_its_own_command_on_the_path_and_uninstall_takes_all_away(
    bundle: Path,
) -> None:
    prefix = bundle.parent / "prefix"
    install(bundle, "--prefix", str(prefix))
    install(bundle, "--prefix", str(prefix))  # a second install replaces its own link
    link = prefix / "bin" / "dq-desktop"
    assert link.readlink() == prefix / "lib" / "dq-desktop" / "dq-desktop"
    started = subprocess.run([str(link), "--version"], capture_output=True, text=True, check=True)
    assert started.stdout == "the bundled dq-desktop --version\n"
    install(bundle, "--prefix", str(prefix), "--uninstall")
    # What may remain are the desktop's caches (mimeinfo.cache), not install.sh's.
    left = [path for path in prefix.rglob("*") if path.is_file() and path.suffix != ".cache"]
    assert left == []
