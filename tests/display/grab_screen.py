"""Pictures of a whole X screen, for the tests: one process on the xcb platform.

Reads one file name per line on stdin, saves the screen there as PNG, answers
``ok`` (or ``failed``) on stdout. One process for a whole test module, so the
test process (offscreen) reads the real screen without ImageMagick or
python-xlib and without starting Qt for every picture.
"""

import sys

from PySide6.QtGui import QGuiApplication


def main() -> int:
    app = QGuiApplication(["grab_screen", "-platform", "xcb"])
    screen = app.primaryScreen()
    for line in sys.stdin:
        path = line.strip()
        if not path:
            continue
        app.processEvents()
        saved = screen.grabWindow(0).save(path, "PNG")
        print("ok" if saved else "failed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
