"""Run the xlearn command line with `python -m xlearn`."""
import sys

from xlearn.cli import main

if __name__ == "__main__":
    sys.exit(main())
