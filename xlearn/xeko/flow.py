"""Xeko's declared turn flow: the function of each step of the Turn Sequence, run until a player must choose.

Only the game's top level (``rules.py``) imports this module; the step modules import the step names
(``steps.py``) and never each other's runners.
"""
from __future__ import annotations

from ..engine.flow import Flow
from . import on_play, turn
from .state import XekoState
from .steps import DRAW, FOLLOWS, GAME_OVER, NEXT_SEAT, ON_PLAY_STEP, SPECIES, SUNRISE, SUNSET, TURF_WAR, XEKO


def due(s: XekoState) -> tuple:
    """What is due now: a played Species' on-play powers first, then a turn passing over a player who has
    left the game (outside a Turf War), else the current step of the Turn Sequence."""
    if s.onplay:
        return (ON_PLAY_STEP,)
    if s.active in s.out and s.turf_war is None:
        return (NEXT_SEAT,)
    return (s.step,)


FLOW: Flow[XekoState] = Flow(
    steps={ON_PLAY_STEP: on_play.run_next, NEXT_SEAT: turn.next_seat, DRAW: turn.run_draw,
           SUNRISE: turn.run_sunrise, XEKO: turn.run_xeko, SPECIES: turn.run_species,
           TURF_WAR: turn.run_turf_war, SUNSET: turn.run_sunset, GAME_OVER: turn.run_over},
    due=due, follows=FOLLOWS)
