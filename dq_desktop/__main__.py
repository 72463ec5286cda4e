import sys

from dq_desktop.startup_trace import mark

mark("python")
from dq_desktop.cli import main  # noqa: E402  (the mark above times Python itself)

# Guarded: a review's worker processes start by importing the main module again.
if __name__ == "__main__":
    sys.exit(main())
