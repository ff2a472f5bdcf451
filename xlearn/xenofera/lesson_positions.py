"""Xenofera positions shared by several lessons."""
from __future__ import annotations

# The rival Huntsman most lessons sit opposite: one Recruit and an empty Starter Pen.
RIVAL = {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen"}]}
