"""The accessibility bus for tests: an X server, a D-Bus session bus, AT-SPI's bus and
registry, the installed application with Qt's bridge always on, and a client run with
the system Python (pyatspi) as a separate process.

Nothing waits a fixed time: the client waits for what it needs (the application on
the bus, an announcement) up to generous limits.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

from tests.display.desktop import XServer

SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
REGISTRY = "/usr/libexec/at-spi2-registryd"
CLIENT = Path(__file__).with_name("atspi_player.py")
SCENARIOS = Path(__file__).with_name("atspi_scenarios.py")


def missing_tools() -> list[str]:
    """What this machine lacks to run the suite (names of Debian packages' programs)."""
    lacking = [tool for tool in ("Xvfb", "xdotool", "dbus-launch") if shutil.which(tool) is None]
    lacking += [path for path in (BUS_LAUNCHER, REGISTRY) if not Path(path).exists()]
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           check=False) if Path(SYSTEM_PYTHON).exists() else None
    if probe is None or probe.returncode != 0:
        lacking.append("python3-pyatspi")
    return lacking


def installed_app() -> list[str]:
    """The command of the installed application (its entry point beside this Python)."""
    script = Path(sys.executable).with_name("dq-desktop")
    return [str(script)] if script.exists() else [sys.executable, "-m", "dq_desktop"]


@dataclass
class AccessibilityBus:
    """A session bus with AT-SPI's bus on an X server; ``stop`` ends every process."""

    server: XServer
    address: str
    bus_pid: int
    launcher: subprocess.Popen[bytes]
    started: list[subprocess.Popen[bytes]] = field(default_factory=list)

    @classmethod
    def start(cls, server: XServer) -> AccessibilityBus:
        launched = subprocess.run(["dbus-launch", "--sh-syntax"], env=server.env(),
                                  capture_output=True, text=True, check=True, timeout=60)
        values = dict(
            line.split("=", 1) for line in launched.stdout.replace(";", "\n").splitlines()
            if "=" in line and not line.startswith("export")
        )
        address = values["DBUS_SESSION_BUS_ADDRESS"].strip().strip("'")
        pid = int(values["DBUS_SESSION_BUS_PID"].strip())
        env = {**server.env(), "DBUS_SESSION_BUS_ADDRESS": address}
        # The registry daemon is started by the AT-SPI bus when a client first asks for it.
        launcher = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return cls(server, address, pid, launcher)

    def env(self) -> dict[str, str]:
        return {**self.server.env(), "DBUS_SESSION_BUS_ADDRESS": self.address,
                "NO_AT_BRIDGE": "0", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}

    def start_app(self, data_dir: Path, log: Path) -> subprocess.Popen[bytes]:
        with log.open("wb") as out:
            app = subprocess.Popen([*installed_app(), "--data-dir", str(data_dir)],
                                   env=self.env(), stdout=out, stderr=subprocess.STDOUT)
        self.started.append(app)
        return app

    def run_client(self, args: list[str], timeout: float,
                   client: Path = CLIENT) -> subprocess.CompletedProcess[str]:
        """The AT-SPI client with the system Python (which has pyatspi)."""
        env = {k: v for k, v in self.env().items() if not k.startswith("PYTHON")}
        env.pop("VIRTUAL_ENV", None)
        return subprocess.run([SYSTEM_PYTHON, str(client), *args], env=env, text=True,
                              capture_output=True, timeout=timeout, check=False)

    def stop(self) -> None:
        for process in (*self.started, self.launcher):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(20)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(20)
        with suppress(ProcessLookupError):
            os.kill(self.bus_pid, signal.SIGTERM)
