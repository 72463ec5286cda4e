"""Start-up to a shown window, against a bare PySide6 window of the same size.

Run: python benchmarks/bench_startup.py [--runs N]

Both are started as fresh processes, alternately, with QT_QPA_PLATFORM=offscreen;
the figure is the median wall time from process start to exit right after the
window has been shown. The target is a ratio of at most 1.5.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as data:
        ours = [sys.executable, "-m", "dq_desktop", "--quit-when-shown", "--data-dir", data]
        bare = [sys.executable, "-c", BARE]
        timed(ours, env), timed(bare, env)  # warm the file cache
        app_times, bare_times = [], []
        for _ in range(args.runs):
            app_times.append(timed(ours, env))
            bare_times.append(timed(bare, env))
    app_median, bare_median = statistics.median(app_times), statistics.median(bare_times)
    print(f"start-up to a shown window, median of {args.runs} runs:")
    print(f"  dq-desktop        {app_median * 1000:7.0f} ms")
    print(f"  bare PySide6      {bare_median * 1000:7.0f} ms")
    print(f"  ratio             {app_median / bare_median:7.2f}   (target: at most 1.5)")


if __name__ == "__main__":
    main()
