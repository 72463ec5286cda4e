"""The entry point of the bundled program: the same ``dq-desktop`` command as the wheel's."""

import multiprocessing
import sys

from dq_desktop.cli import main

if __name__ == "__main__":
    # A review runs on worker processes; in the bundle they start through this program.
    multiprocessing.freeze_support()
    sys.exit(main())
