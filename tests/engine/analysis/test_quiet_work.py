"""Background work runs at the lowest priority: the worker process lowers its own
priority before the work, and only its own (the program's stays as it was)."""

from __future__ import annotations

import os

import pytest

from dq_desktop.engine.analysis.quiet_work import LOWEST_PRIORITY, niceness, quietly
from dq_desktop.engine.workers import Workers


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no os.nice on this system")
def test_work_done_quietly_runs_at_the_lowest_priority_in_its_worker_only() -> None:
    before = os.nice(0)
    with Workers(1) as pool:
        assert pool.submit(quietly, niceness).result() == LOWEST_PRIORITY
    assert os.nice(0) == before
