"""Xenofera's declared flow: the function doing each set-up step and each turn phase, run by engine.flow.

The names and their order are data in ``phases.py``; what is due is the current phase (``s.phase``). Only the
game's top level (``rules.py``) imports this module.
"""
from __future__ import annotations

from typing import Callable

from ..engine.flow import Flow
from ..engine.out import Out
from . import build, capture, draw, renew, setup, turn
from .steps import (ACTION, BUILD, CAPTURE, DRAW, END_GAME, FOLLOWS, PHASE_NAMES, RENEW, SET_BATTLE,
                     SET_COLLECTION, SET_HUNTSMAN, SET_START, SET_UTILITY, SET_XENOFERA)
from .state import XenoferaState

PhaseFunction = Callable[[XenoferaState, Out], None]

PHASE_FUNCTIONS: dict[int, PhaseFunction] = {
    SET_BATTLE: setup.run_battle_sets,
    SET_HUNTSMAN: setup.run_huntsmen,
    SET_XENOFERA: setup.run_xenofera,
    SET_COLLECTION: setup.run_collections,
    SET_UTILITY: setup.run_utility,
    SET_START: setup.run_start,
    ACTION: turn.run_action,
    BUILD: build.run_build,
    CAPTURE: capture.run_capture,
    DRAW: draw.run_draw,
    RENEW: renew.run_renew,
    END_GAME: renew.end_turn,
}

# What is due: the current phase, as the one-item step the runner expects (made once per phase).
_DUE = tuple((name,) for name in PHASE_NAMES)


def due(s: XenoferaState) -> tuple:
    """The step due now: the phase the game is in."""
    return _DUE[s.phase]


def as_step(fn: PhaseFunction) -> Callable[[XenoferaState, tuple, Out], None]:
    """A phase function as a runner's step (a phase needs nothing from the due item but the state)."""
    def step(s: XenoferaState, item: tuple, out: Out) -> None:
        """Do the phase's step on the state (the docstring is replaced by the phase function's own)."""
        fn(s, out)
    step.__doc__ = fn.__doc__
    return step


FLOW: Flow[XenoferaState] = Flow(steps={PHASE_NAMES[k]: as_step(fn) for k, fn in PHASE_FUNCTIONS.items()},
                                 due=due, follows=FOLLOWS)
