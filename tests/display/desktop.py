"""A real X display for tests: Xvfb, real input through the X server, screenshots.

Input goes through XTest with ``xdotool`` (the X server makes the events, as a
mouse and a keyboard would), never through Qt's synthetic events. Pictures of
the screen come from a separate process on the xcb platform (``grab_screen.py``).

Nothing here waits a fixed time for the application: every wait polls for the
state it needs (a window, an autosave, a colour on screen) up to a generous
limit, so a busy machine makes the tests slower, not flaky.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

REQUIRED_ENV = "DQ_DESKTOP_REAL_DISPLAY"
"""Set to ``required`` (``.ci/run`` does) and a missing X server fails the tests
instead of skipping them."""

PATIENCE_S = 90.0
"""The longest wait for any one thing; reached only when something is broken."""

GRAB_SCRIPT = Path(__file__).with_name("grab_screen.py")
T = TypeVar("T")


def missing_tools() -> list[str]:
    """The programs a real display needs that this machine lacks."""
    return [tool for tool in ("Xvfb", "xdotool", "tesseract") if shutil.which(tool) is None]


def wait_for(what: str, probe: Callable[[], T | None], patience: float = PATIENCE_S) -> T:
    """Poll ``probe`` until it returns something other than None (or False)."""
    deadline = time.monotonic() + patience
    while True:
        value = probe()
        if value is not None and value is not False:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {patience:.0f} s for {what}")
        time.sleep(0.1)


@dataclass
class XServer:
    """One Xvfb server and the tools that speak to it."""

    display: str
    process: subprocess.Popen[bytes]
    width: int
    height: int
    grabber: subprocess.Popen[str] | None = None

    @classmethod
    def start(cls, width: int = 1600, height: int = 1000) -> XServer:
        read_end, write_end = os.pipe()
        # -noreset: by default the server starts over each time its last client leaves (the
        # probe below, dbus-launch), and a program connecting just then is refused ("could
        # not connect to display"): 3 connections in 300 failed so on a loaded machine.
        process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24",
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        with os.fdopen(read_end) as announced:
            number = announced.readline().strip()  # Xvfb writes it once it accepts clients
        if not number:
            process.kill()
            raise RuntimeError("Xvfb did not start")
        server = cls(f":{number}", process, width, height)
        server._wait_until_it_answers()
        return server

    def _wait_until_it_answers(self) -> None:
        """A client can connect before the tests start a program on it."""

        def answers() -> bool:
            if self.process.poll() is not None:
                raise RuntimeError(f"Xvfb on {self.display} ended ({self.process.returncode})")
            return subprocess.run(["xdotool", "getdisplaygeometry"], env=self.env(),
                                  capture_output=True, timeout=PATIENCE_S,
                                  check=False).returncode == 0

        wait_for(f"the X server on {self.display} to answer", answers)

    def stop(self) -> None:
        if self.grabber is not None:
            self.grabber.kill()
            self.grabber.wait(10)
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()  # gone before the next server may take its display number

    def env(self) -> dict[str, str]:
        """The environment of a program on this screen (xcb, not offscreen)."""
        env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
        env["DISPLAY"] = self.display
        env["QT_QPA_PLATFORM"] = "xcb"
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def xdotool(self, *args: object) -> str:
        result = subprocess.run(
            ["xdotool", *map(str, args)], env=self.env(), capture_output=True, text=True,
            timeout=PATIENCE_S, check=False,
        )
        if result.returncode != 0 and "search" not in map(str, args):
            raise RuntimeError(f"xdotool {' '.join(map(str, args))}: {result.stderr.strip()}")
        return result.stdout

    def screenshot(self, path: Path) -> Path:
        if self.grabber is None or self.grabber.poll() is not None:
            self.grabber = subprocess.Popen(
                [sys.executable, str(GRAB_SCRIPT)], env=self.env(), text=True,
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            )
        assert self.grabber.stdin is not None and self.grabber.stdout is not None
        self.grabber.stdin.write(f"{path}\n")
        self.grabber.stdin.flush()
        answer = self.grabber.stdout.readline().strip()
        if answer != "ok":
            raise AssertionError(f"no picture of the screen ({answer or 'no answer'})")
        return path

    # --- real input ------------------------------------------------------------------
    def move(self, x: int, y: int) -> None:
        self.xdotool("mousemove", "--sync", x, y)

    def click(self, x: int, y: int, button: int = 1) -> None:
        self.move(x, y)
        self.xdotool("click", button)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 24,
             caught_up: Callable[[], object] | None = None) -> None:
        """Press, move through the fields between in small steps, release: a hand's drag.

        In two xdotool command lines, in order: the press and the first steps, then,
        once ``caught_up()`` has returned (the application has handled them: its drag
        has begun), the rest and the release. On a busy machine the application may read
        a whole gesture only after the hand has let go, and a drag that begins after the
        button is up finds no button to release."""
        (x0, y0), (x1, y1) = start, end
        points = [(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
                  for i in range(1, steps + 1)] + [(x1 + 1, y1), (x1, y1)]
        begun = max(1, steps // 4)
        gesture: list[object] = ["mousemove", x0, y0, "mousedown", 1]
        for x, y in points[:begun]:
            gesture += ["mousemove", x, y]
        self.xdotool(*gesture)
        if caught_up is not None:
            caught_up()
        gesture = []
        for x, y in points[begun:]:
            gesture += ["mousemove", x, y]
        self.xdotool(*gesture, "mouseup", 1)

    def key(self, *names: str) -> None:
        self.xdotool("key", "--clearmodifiers", *names)


@dataclass
class RunningApp:
    """dq-desktop started on an X server with its own data folder."""

    server: XServer
    process: subprocess.Popen[bytes]
    data_dir: Path
    log: Path

    @classmethod
    def start(
        cls, server: XServer, data_dir: Path, settings: dict[str, Any] | None = None,
        args: tuple[str, ...] = (),
    ) -> RunningApp:
        data_dir.mkdir(parents=True, exist_ok=True)
        if settings is not None:
            (data_dir / "settings.json").write_text(
                # The guided game's offer at the first start has its own test.
                json.dumps({"format": "dq-settings/1", "guided_offered": True, **settings}),
                encoding="utf-8",
            )
        log = data_dir.parent / f"{data_dir.name}.log"
        with log.open("wb") as out:
            process = subprocess.Popen(
                [sys.executable, "-m", "dq_desktop", "--data-dir", str(data_dir), *args],
                env=server.env(), stdout=out, stderr=subprocess.STDOUT,
            )
        return cls(server, process, data_dir, log)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(30)

    def waiting_for_events(self) -> bool:
        """Whether the application's main thread sleeps, waiting for events or a timer.

        On a busy machine the X server moves and resizes a window at once, and the
        application hears of it, lays the window out and draws it later, when it gets a
        processor: meanwhile its main thread is running or runnable, not sleeping."""
        try:
            stat = Path(f"/proc/{self.process.pid}/stat").read_text(encoding="ascii")
        except OSError:
            return False
        return stat.rsplit(")", 1)[1].split()[0] == "S"  # the state, after the name

    def caught_up(self, what: str) -> None:
        """Wait until the application has handled the input sent so far: its main thread
        sleeps at two looks a moment apart (one look could fall just before the X server
        wakes it)."""
        def asleep() -> bool:
            if not self.waiting_for_events():
                return False
            time.sleep(0.05)
            return self.waiting_for_events()

        wait_for(what, asleep)

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def windows(self, name: str = "") -> list[str]:
        """Visible top-level windows of this process (ids), optionally by title."""
        self._check_alive()
        args: list[object] = ["search", "--all", "--onlyvisible", "--pid", self.process.pid]
        if name:
            args += ["--name", name]
        return self.server.xdotool(*args).split()

    def geometry(self, window: str) -> tuple[int, int, int, int]:
        """x, y, width, height of a window on the screen."""
        shell = self.server.xdotool("getwindowgeometry", "--shell", window)
        values = dict(line.split("=", 1) for line in shell.split() if "=" in line)
        return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])

    def title(self, window: str) -> str:
        return self.server.xdotool("getwindowname", window).strip()

    def autosave(self) -> dict[str, Any] | None:
        """The game as the application last saved it, or None."""
        path = self.data_dir / "autosave.json"
        try:
            return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
        except (OSError, ValueError):
            return None  # not written yet, or being replaced this instant

    def placements(self, seat: int = 0) -> int:
        """How many tiles the player in ``seat`` has placed, by the autosave."""
        save = self.autosave()
        return 0 if save is None else len(save["players"][seat]["placements"])

    def recorded_games(self) -> int:
        """Games in the record book, as ``dq-desktop records --json`` lists them."""
        listing = subprocess.run(
            [sys.executable, "-m", "dq_desktop", "records", "--json", "--data-dir",
             str(self.data_dir)], capture_output=True, text=True, check=False,
            timeout=PATIENCE_S,
        )
        if listing.returncode != 0:
            return 0
        return len(json.loads(listing.stdout)["games"])

    def _check_alive(self) -> None:
        if self.process.poll() is not None:
            raise AssertionError(f"the application exited ({self.process.returncode}):\n"
                                 + self.output()[-2000:])

