"""Projector mode, a board option: large type for the front of a room, keys for every step, and the teacher
view one key away, locked off on a learner's own copy (a server the class hub marks with XLEARN_LEARNER=1)."""
from __future__ import annotations

import os

PROJECTOR_ENV = "XLEARN_PROJECTOR"   # set by `xlearn present --projector`: every board opens in projector mode
LEARNER_ENV = "XLEARN_LEARNER"       # set by the class hub on each learner's server: the teacher view is locked off
KEYS = (("Space or →", "next step"), ("←", "back"), ("↑ ↓", "move between choices"), ("Enter", "choose"),
        ("T", "teacher view"))


def projector_on(asked: bool | None) -> bool:
    """Whether a board draws in projector mode: as asked, else as `xlearn present --projector` set it."""
    if asked is None:
        return os.environ.get(PROJECTOR_ENV) == "1"
    if not isinstance(asked, bool):
        raise ValueError(f"projector must be True, False or None (as the presenter chose), not {asked!r:.40}")
    return asked


def learner_copy() -> bool:
    """True on a learner's own server of the class hub, where the teacher view (every card) is locked off."""
    return os.environ.get(LEARNER_ENV) == "1"


def teacher_allowed(asked: bool) -> bool:
    """The teacher view may be switched on: where the board allows it and this is not a learner's copy."""
    return bool(asked) and not learner_copy()


def projector_json(on: bool) -> dict | None:
    """What the front end needs in projector mode: the keys it answers, listed on the board."""
    return {"keys": [list(k) for k in KEYS]} if on else None
