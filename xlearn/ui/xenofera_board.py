"""The Xenofera board: each player's expedition and the table's decks, drawn from the seat's view."""
from __future__ import annotations

from ..xenofera.state import PHASE_NAMES
from . import assets
from .board import BoardWidget


class XenoferaBoard(BoardWidget):
    """A Xenofera match seen from one seat: `XenoferaBoard(match, seat=0, opponents="random")`."""

    _esm = assets.esm("xenofera.js")
    _css = assets.css("shared/board.css", "shared/zones.css")
    phases = PHASE_NAMES[6:11]  # the turn: A. Action, B. Build, C. Capture, D. Draw, Renew
