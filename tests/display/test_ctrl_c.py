"""Issue 22: Ctrl-C in the terminal ends the application (it closes its window as the
close button does; the background work stops with it), with a hint under way. Issue 34:
SIGTERM (a session that ends, ``kill``) ends it the same way, not half-way."""

from __future__ import annotations

import signal

import pytest

from tests.display.desktop import wait_for
from tests.display.player import Player
from tests.processes import gone, wait_until, workers_of


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_ctrl_c_or_sigterm_ends_the_application_and_its_workers(
    solo: Player, number: signal.Signals
) -> None:
    app = solo.app
    solo.server.key("h")  # a hint: the expert thinks on a worker process
    workers = wait_for("the hint's worker process", lambda: workers_of(app.process.pid) or None)
    app.process.send_signal(number)
    assert wait_until(lambda: app.process.poll() is not None), "the application still runs"
    assert app.process.returncode == 0, app.output()[-2000:]
    assert wait_until(lambda: all(gone(pid) for pid in workers))
