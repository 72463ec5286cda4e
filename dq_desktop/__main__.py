import sys

from dq_desktop.cli import main

# Guarded: a review's worker processes start by importing the main module again.
if __name__ == "__main__":
    sys.exit(main())
