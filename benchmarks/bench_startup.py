"""Start-up to a shown window, against a bare PySide6 window of the same size.

Run: python benchmarks/bench_startup.py [--runs N]

Both are started as fresh processes, alternately, in the same run, with
QT_QPA_PLATFORM=offscreen; the figure is the median wall time from process start
to the window's first painted frame (the moment noted by each process, against
the moment the benchmark started it), which is when a player sees the window;
the time to the process's end (both quit from the turn of the event loop after
their window's first paint) is printed too: the application does some work just
after its first frame (it attaches its log, see dq_desktop/session_log.py), which
the player does not wait for. The application finds its
files as for a player (platformdirs), with the XDG folders in a scratch folder.
Both run with their modules' bytecode cached, as after an installation (pip
writes it for PySide6 and for dq-desktop alike): PYTHONDONTWRITEBYTECODE is
lifted and the cache kept in the scratch folder (PYTHONPYCACHEPREFIX), written
by a first run of each that is not counted. Without it our modules would be
compiled at every start and PySide6's, installed with their bytecode, not.
The target is a ratio of at most 1.2.

Then the breakdown: what the first frame waits for, step by step (the median of
each step over the runs), from the marks the application notes when
DQ_DESKTOP_STARTUP_TRACE names a file (dq_desktop/startup_trace.py); the bare
window notes the same steps.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TRACE = "DQ_DESKTOP_STARTUP_TRACE"

BARE = """
import time
marks = [("python", time.monotonic())]
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
marks.append(("imports", time.monotonic()))

class FirstFrame(QObject):  # as dq_desktop/ui/common/first_frame.py does
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, painted)
        return False

def painted():
    marks.append(("first frame", time.monotonic()))
    app.quit()

app = QApplication(sys.argv[:1])
marks.append(("application", time.monotonic()))
window = QMainWindow()
watcher = FirstFrame(window)
window.installEventFilter(watcher)
marks.append(("window", time.monotonic()))
window.resize(1280, 800)
marks.append(("size", time.monotonic()))
window.show()
marks.append(("show", time.monotonic()))
app.exec()
with open(os.environ["DQ_DESKTOP_STARTUP_TRACE"], "w") as out:
    out.writelines(f"{step}\\t{moment!r}\\n" for step, moment in marks)
"""

STEPS = {
    "python": "Python itself, up to our first line",
    "imports": "imports (PySide6, our modules up to the window)",
    "checks": "the check of the X11 libraries",
    "log": "the session log and crash reports",
    "application": "QApplication",
    "settings": "the early settings read",
    "language": "translations installed",
    "window": "the main window built",
    "size": "its size chosen",
    "show": "show()",
    "first frame": "the event loop up to the first paint",
    "after the first frame": "after it: the log attached, Ctrl-C caught",
    "exit": "quitting and the process's end",
}


def traced_run(command: list[str], env: dict[str, str], trace: Path) -> dict[str, float]:
    """One run: the seconds each step took, ``total`` the whole process."""
    trace.unlink(missing_ok=True)
    start = time.monotonic()
    subprocess.run(command, env=dict(env, **{TRACE: str(trace)}), check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic()
    steps: dict[str, float] = {}
    previous = start
    for line in trace.read_text(encoding="utf-8").splitlines():
        step, moment = line.split("\t")
        steps[step] = float(moment) - previous
        previous = float(moment)
    steps["exit"] = end - previous
    steps["total"] = end - start
    steps["to frame"] = sum(value for step, value in steps.items()
                            if step not in ("after the first frame", "exit", "total"))
    return steps


def median_of(runs: list[dict[str, float]], step: str) -> float | None:
    values = [run[step] for run in runs if step in run]
    return statistics.median(values) if values else None


def ms(seconds: float | None) -> str:
    return "      -" if seconds is None else f"{seconds * 1000:7.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                   PYTHONPYCACHEPREFIX=str(Path(scratch, "bytecode")))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
            env[folder] = str(Path(scratch, folder))
        trace = Path(scratch, "trace.txt")
        # As the installed `dq-desktop` command starts it (its script does just this).
        ours = [sys.executable, "-c", "import sys; from dq_desktop.cli import main; "
                "sys.exit(main(['--quit-when-shown']))"]
        bare = [sys.executable, "-c", BARE]
        traced_run(ours, env, trace), traced_run(bare, env, trace)  # files, bytecode
        app_runs, bare_runs = [], []
        for _ in range(args.runs):
            app_runs.append(traced_run(ours, env, trace))
            bare_runs.append(traced_run(bare, env, trace))
    print(f"start-up, median of {args.runs} runs      to the first frame   to the process's end")
    medians = {}
    for name, runs in (("dq-desktop", app_runs), ("bare PySide6", bare_runs)):
        frame, total = median_of(runs, "to frame"), median_of(runs, "total")
        assert frame is not None and total is not None
        medians[name] = (frame, total)
        print(f"  {name:<34} {frame * 1000:7.0f} ms {total * 1000:17.0f} ms")
    (frame, total), (bare_frame, bare_total) = medians["dq-desktop"], medians["bare PySide6"]
    print(f"  {'ratio':<34} {frame / bare_frame:7.2f} {total / bare_total:20.2f}"
          "      (target, to the first frame: at most 1.2)")
    print()
    print("what the first frame waits for (ms, median of each step):")
    print(f"  {'step':<48} {'ours':>7} {'bare':>7} {'more':>7}")
    for step, words in STEPS.items():
        mine, theirs = median_of(app_runs, step), median_of(bare_runs, step)
        more = None if mine is None else mine - (theirs or 0.0)
        print(f"  {words:<48} {ms(mine)} {ms(theirs)} {ms(more)}")


if __name__ == "__main__":
    main()
