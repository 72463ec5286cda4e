"""Build the Windows or the macOS bundle of dq-desktop, test it, and wrap it for players.

On Windows (in the repository's folder, with Python 3.11 or later)::

    py packaging\\build.py windows

makes ``build\\packaging\\windows\\dist\\dq-desktop\\``, smoke-tests it, zips it as
``dist\\dq-desktop-VERSION-windows-x64.zip`` and, when Inno Setup 6 is installed,
makes ``dist\\dq-desktop-VERSION-windows-x64-setup.exe``.

On macOS::

    python3 packaging/build.py macos

makes ``build/packaging/macos/dist/Don Quixote.app``, smoke-tests it and wraps it
in ``dist/dq-desktop-VERSION-macos-ARCH.dmg``. With ``DQ_CODESIGN_IDENTITY`` set
it signs the app and the disk image, and with ``DQ_NOTARY_PROFILE`` too it has
them notarised and staples the tickets (packaging/macos/README.md).

Before anything else the recipe's inputs are checked (packaging/recipes.py: the
spec, the Inno Setup script, the Info.plist, the icons). ``--dry-run`` checks them
and prints the commands instead of running them, on any system: the project's CI
runs it for both systems on Linux. Linux has its own script,
packaging/build-linux.sh.
"""

from __future__ import annotations

import argparse
import os
import platform
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import recipes  # noqa: E402 (beside this file)

LOCK = ROOT / "packaging" / "requirements-lock.txt"
"""Every package of the bundle at an exact version with its hashes (packaging/lock.py)."""
VENV = ROOT / "build" / "packaging" / "venv"
DIST = ROOT / "dist"
APP_NAME = "Don Quixote"
DISK_IMAGE_ATTEMPTS = 8
"""``hdiutil create`` fails now and then with "Resource busy" on GitHub's macOS runners
(actions/runner-images#7522: a system service holds the new image a moment) and
succeeds when tried again a little later; a fault that stays fails every attempt."""
RETRY_PAUSE = 5.0
"""Seconds before the second attempt; each later one waits that much longer."""


@dataclass
class Runner:
    """Runs commands, or only prints them."""

    dry_run: bool
    env: dict[str, str] = field(default_factory=lambda: dict(os.environ))
    sleep: Callable[[float], None] = time.sleep

    def run(self, *command: str | Path, env: dict[str, str] | None = None) -> None:
        words = [str(word) for word in command]
        print("+", shlex.join(words), flush=True)
        if not self.dry_run:
            subprocess.run(words, check=True, cwd=ROOT, env={**self.env, **(env or {})})

    def run_retried(self, *command: str | Path, attempts: int) -> None:
        """``run``, tried again after a growing pause while it fails, ``attempts`` times
        in all; the last failure is raised."""
        for attempt in range(1, attempts + 1):
            try:
                self.run(*command)
                return
            except subprocess.CalledProcessError as error:
                if attempt == attempts:
                    raise
                pause = RETRY_PAUSE * attempt
                print(f"build: {Path(str(command[0])).name} failed (status {error.returncode}, "
                      f"attempt {attempt} of {attempts}); again in {pause:.0f} s", flush=True)
                self.sleep(pause)

    def output(self, *command: str | Path, dry_value: str) -> str:
        words = [str(word) for word in command]
        if self.dry_run:
            print("+", shlex.join(words))
            return dry_value
        return subprocess.run(
            words, check=True, cwd=ROOT, capture_output=True, text=True
        ).stdout.strip()


def venv_python(system: str) -> Path:
    return VENV / ("Scripts/python.exe" if system == "windows" else "bin/python")


def prepare_environment(runner: Runner, system: str) -> str:
    """The build environment with PyInstaller and this tree's dq-desktop; returns its version."""
    python = venv_python(system)
    if not python.exists() or runner.dry_run:
        runner.run(sys.executable, "-m", "venv", VENV)
    runner.run(python, "-m", "pip", "install", "-q", "--require-hashes", "-r", LOCK)
    # A plain install, never editable: only the wheel puts resources/ inside the package.
    runner.run(python, "-m", "pip", "install", "-q", "--force-reinstall", "--no-deps", ".")
    if system == "macos":
        # The Qt actually installed must run on the macOS that Info.plist promises.
        tags = runner.output(python, "-c", QT_WHEEL_TAGS, dry_value=recipes.locked_macos_qt())
        recipes.check_macos_floor(tags)
    return runner.output(
        python, "-c", "import dq_desktop; print(dq_desktop.__version__)", dry_value="0.0.0"
    )


QT_WHEEL_TAGS = (
    "from importlib.metadata import distribution as d; "
    "print(d('PySide6-Essentials').read_text('WHEEL'))"
)
"""Prints the WHEEL file of the installed Qt, whose ``Tag:`` lines name its platform."""


def run_pyinstaller(runner: Runner, system: str) -> Path:
    """Build with packaging/SYSTEM/dq-desktop.spec; returns PyInstaller's dist folder."""
    work = ROOT / "build" / "packaging" / system
    runner.run(
        venv_python(system), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", work / "dist", "--workpath", work / "work",
        ROOT / "packaging" / system / "dq-desktop.spec",
    )  # fmt: skip
    return work / "dist"


def smoke_test(runner: Runner, program: Path, libraries: Path, version: str, system: str) -> None:
    """The version, self-test games offscreen (four seats, then solitaire), commands
    without a screen, a review on two worker processes (in a bundle they start through
    the program itself, freeze_support), and the third-party notices against the
    libraries the bundle holds (``libraries``: its _internal or Frameworks folder)."""
    runner.run(venv_python(system), ROOT / "packaging" / "notices.py", "check", libraries)
    offscreen = {"QT_QPA_PLATFORM": "offscreen"}
    printed = runner.output(program, "--version", dry_value=f"dq-desktop {version}")
    if printed != f"dq-desktop {version}":
        raise SystemExit(f"build: the bundle says {printed!r}, expected dq-desktop {version}")
    runner.run(program, "--selftest", env=offscreen)
    runner.run(program, "--selftest", "--solo", env=offscreen)
    records = ROOT / "build" / "packaging" / "smoke-records"
    runner.run(program, "simulate", "--games", "1", "--bot", "greedy", "--seed", "1",
               "--records", records, env=offscreen)  # fmt: skip
    review = runner.output(program, "review", records / "game-1.json", "--jobs", "2",
                           dry_value="expected points given up in all: 0.0")  # fmt: skip
    if "expected points given up in all" not in review:
        raise SystemExit(f"build: the review on two processes printed {review[-300:]!r}")
    if runner.env.get("DQ_DESKTOP_COMPILE") == "1":
        print("+ the compiled modules (DQ_DESKTOP_COMPILE=1) in", libraries)
        if not runner.dry_run:
            missing = missing_compiled(libraries)
            if missing:
                raise SystemExit(f"build: the bundle was to be compiled; not in it: {missing}")


COMPILED_FILES = ("dq_desktop_bots__mypyc.*", "dq_desktop/engine/bots/fastboard.*",
                  "dq_desktop/engine/bots/_board_kernel.*")
"""Files of the compiled build (docs/building.md) a bundle must hold when it was asked for:
the shared library of the compiled modules, one of them and the fast board's C kernel (any
extension's suffix)."""


def missing_compiled(libraries: Path) -> list[str]:
    """Which of ``COMPILED_FILES`` has no extension module in ``libraries``."""
    return [pattern for pattern in COMPILED_FILES
            if not [path for path in libraries.glob(pattern)
                    if path.suffix in (".so", ".pyd")]]


def find_iscc() -> Path | None:
    """Inno Setup's compiler: on the PATH, or where its installer puts it."""
    found = shutil.which("iscc")
    if found:
        return Path(found)
    for variable in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = os.environ.get(variable)
        if not base:
            continue
        # Inno Setup 6 or any later version, the newest first.
        compilers = [*Path(base).glob("Inno Setup */ISCC.exe"),
                     *Path(base).glob("Programs/Inno Setup */ISCC.exe")]
        if compilers:
            return max(compilers, key=lambda path: inno_version(path.parent.name))
    return None


def inno_version(folder: str) -> int:
    """6 for the folder 'Inno Setup 6'."""
    number = folder.rsplit(" ", 1)[-1]
    return int(number) if number.isdigit() else 0


def build_windows(runner: Runner, *, installer: bool) -> list[Path]:
    recipes.check_windows()
    version = prepare_environment(runner, "windows")
    bundle = run_pyinstaller(runner, "windows") / "dq-desktop"
    smoke_test(runner, bundle / "dq-desktop-cli.exe", bundle / "_internal", version, "windows")
    made = []
    DIST.mkdir(exist_ok=True)
    archive = DIST / f"dq-desktop-{version}-windows-x64.zip"
    print("+ zip", bundle, "->", archive)
    if not runner.dry_run:
        shutil.make_archive(str(archive.with_name(archive.stem)), "zip", bundle.parent, bundle.name)
    made.append(archive)
    if installer:
        iscc = find_iscc()
        if iscc is None and not runner.dry_run:
            raise SystemExit(
                "build: Inno Setup 6 is not installed (winget install JRSoftware.InnoSetup); "
                "or pass --no-installer for the zip alone"
            )
        runner.run(
            iscc or "ISCC.exe", f"/DAppVersion={version}", f"/DBundleDir={bundle}",
            f"/DOutputDir={DIST}", ROOT / "packaging" / "windows" / "dq-desktop.iss",
        )  # fmt: skip
        made.append(DIST / f"dq-desktop-{version}-windows-x64-setup.exe")
    return made


def build_macos(runner: Runner, *, installer: bool) -> list[Path]:
    recipes.check_macos()
    version = prepare_environment(runner, "macos")
    app = run_pyinstaller(runner, "macos") / f"{APP_NAME}.app"
    smoke_test(runner, app / "Contents" / "MacOS" / "dq-desktop", app / "Contents" / "Frameworks",
               version, "macos")
    identity = os.environ.get("DQ_CODESIGN_IDENTITY")
    profile = os.environ.get("DQ_NOTARY_PROFILE")
    entitlements = ROOT / "packaging" / "macos" / "entitlements.plist"
    if identity:
        # PyInstaller signed every binary inside; the app as a whole is sealed last.
        runner.run(
            "codesign", "--force", "--options", "runtime", "--timestamp",
            "--entitlements", entitlements, "--sign", identity, app,
        )  # fmt: skip
        runner.run("codesign", "--verify", "--strict", "--deep", "--verbose=2", app)
    if identity and profile:
        archive = app.parent / "notarise.zip"
        runner.run("ditto", "-c", "-k", "--keepParent", app, archive)
        runner.run(
            "xcrun", "notarytool", "submit", archive, "--keychain-profile", profile, "--wait"
        )  # fmt: skip
        runner.run("xcrun", "stapler", "staple", app)
    if not installer:
        return [app]
    DIST.mkdir(exist_ok=True)
    dmg = DIST / f"dq-desktop-{version}-macos-{platform.machine()}.dmg"
    staging = app.parent / "dmg"
    print("+ stage", app, "and a link to /Applications in", staging)
    if not runner.dry_run:
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir()
        shutil.copytree(app, staging / app.name, symlinks=True)
        (staging / "Applications").symlink_to("/Applications")
    runner.run_retried(
        "hdiutil", "create", "-volname", APP_NAME, "-srcfolder", staging,
        "-ov", "-format", "UDZO", dmg, attempts=DISK_IMAGE_ATTEMPTS,
    )  # fmt: skip
    if identity:
        runner.run("codesign", "--force", "--timestamp", "--sign", identity, dmg)
    if identity and profile:
        runner.run("xcrun", "notarytool", "submit", dmg, "--keychain-profile", profile, "--wait")
        runner.run("xcrun", "stapler", "staple", dmg)
    return [app, dmg]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Build the Windows or macOS bundle (Linux: packaging/build-linux.sh)."
    )
    parser.add_argument("system", choices=("windows", "macos"))
    parser.add_argument(
        "--no-installer", action="store_true", help="the bundle only: no setup.exe / .dmg"
    )
    parser.add_argument("--dry-run", action="store_true", help="print the commands, run none")
    args = parser.parse_args(argv)
    here = {"win32": "windows", "darwin": "macos"}.get(sys.platform)
    if here != args.system and not args.dry_run:
        parser.error(f"the {args.system} bundle is built on {args.system} (or use --dry-run)")
    runner = Runner(dry_run=args.dry_run)
    build = build_windows if args.system == "windows" else build_macos
    try:
        made = build(runner, installer=not args.no_installer)
    except recipes.RecipeError as error:
        print(f"build: {error}", file=sys.stderr)
        return 1
    for path in made:
        print("would make" if args.dry_run else "made", path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
