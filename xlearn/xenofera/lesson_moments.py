"""When a step of a Xenofera lesson comes: tests on the guided match (whose turn, which phase, which choices)."""
from __future__ import annotations

from ..lessons.guide import Guide


def in_phase(prefix: str):
    """A wait's end: the game has reached the phase whose name starts with prefix."""
    return lambda guide: guide.match.phase.startswith(prefix)


def set_up_done(guide: Guide) -> bool:
    """A wait's end: set-up is over (the phase is a turn's phase, not a numbered set-up step)."""
    return not guide.match.phase[0].isdigit()


def learner_to_choose(guide: Guide) -> bool:
    """A wait's end: the game is over or it is the learner's choice again."""
    return guide.match.over or guide.match.to_act == guide.seat
