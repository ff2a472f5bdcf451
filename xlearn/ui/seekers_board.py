"""The X: Seekers of Fortune board: each player's Leads, ActionX cards and Adventures, and the table."""
from __future__ import annotations

from ..seekers.state import PHASES
from . import assets
from .board import BoardWidget


class SeekersBoard(BoardWidget):
    """A Seekers match seen from one seat: `SeekersBoard(match, seat=0, opponents="random")`."""

    _esm = assets.esm("seekers.js")
    _css = assets.css("shared/board.css", "shared/zones.css")
    phases = PHASES[2:7]  # the turn: Resting, Reveal an Adventure, Draw Leads, Take Action, End Turn
