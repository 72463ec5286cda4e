"""The entry point of the bundled program: the same ``dq-desktop`` command as the wheel's."""

import sys

from dq_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
