"""The open choice (`s.pending`): which kind of choice is open and which seat makes it.

Every Xenofera kind needs no more than its kind and seat: what an Action in play or a battle is about is in
their own records (`ActionInPlay`, `Battle`). A tuple underneath, so a saved fingerprint reads the same.
"""
from __future__ import annotations

from typing import NamedTuple


class Pending(NamedTuple):
    """The open choice: its kind (such as "action", "react", "b-defend", "draw") and the seat that makes it."""

    kind: str
    seat: int
