"""dq-desktop: an offline desktop edition of Don Quixote (Reinhard Staupe, Pegasus Spiele)."""

__version__ = "0.1.0"

import os

from dq_desktop.startup_trace import mark  # light: the standard library only

mark("python")  # the interpreter is up and at our first line (benchmarks/bench_startup.py)

ISSUES_URL = "https://github.com/dq-desktop/dq-desktop/issues"
"""Where a player reports a problem, named here only: the error dialog and the message of an
error that ends the program say it; the metainfo's bug tracker is the same address (a test)."""

if os.environ.get("DQ_DESKTOP_PURE", "") == "1":  # the compiled build's oracle (pure_source.py)
    from dq_desktop.pure_source import use_pure_source

    use_pure_source()
