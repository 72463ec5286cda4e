import sys

from dq_desktop.cli import main

sys.exit(main())
