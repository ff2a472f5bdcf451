"""Helpers for the Xenofera rule tests: scenarios, finding choices, passing turns."""
from __future__ import annotations

import copy

import pytest

from xlearn import IllegalAction
from xlearn.xenofera import new_match

TURN_PHASES = ("A. Action Phase",  # phases of a turn, and after
               "B. Build Phase",  # second
               "C. Capture Phase",  # third
               "D. Draw Phase",  # fourth
               "Renew", "Battles", "End Game", "Scoring and Winning")

BASE_SEAT = {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}]}
SIGHT = ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]


def seat(**kw) -> dict:
    out = copy.deepcopy(BASE_SEAT)
    out.update(kw)
    return out


RIVAL_SEAT = {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen"}]}


def rival(**kw) -> dict:
    out = copy.deepcopy(RIVAL_SEAT)
    out.update(kw)
    return out


def scenario(*seats, **kw) -> dict:
    """A scenario dict: two default seats unless given; other keys as in xlearn.xenofera.Scenario."""
    if not seats:
        seats = (seat(), rival())
    sc = {"seats": list(seats), "line_of_sight": list(SIGHT)}
    sc.update(kw)
    return sc


def start(sc: dict, seed: int = 1, **kw):
    return new_match(len(sc["seats"]), seed, scenario=sc, **kw)


def labels(m) -> list[str]:
    return [a.label for a in m.legal()]


def find(m, start_text: str):
    """The single legal choice whose label starts with the text."""
    hits = [a for a in m.legal() if a.label.startswith(start_text)]
    assert hits, f"no choice starting {start_text!r} in {labels(m)}"
    return hits[0]


def play(m, start_text: str):
    return m.play(find(m, start_text))


def refused(m, action):
    """Play an illegal action: it must raise IllegalAction naming a rule, and change nothing."""
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        m.play(action)
    assert exc.value.rule is not None
    assert m.fingerprint() == before
    assert m.why_not(action) is not None
    return exc.value


PASS = ("End the Action Phase", "End the Build Phase", "End the Capture Phase", "Keep every card",
        "Play on without calling", "Let ")


def pass_turn(m) -> None:
    """Let the seat whose turn it is do nothing more this turn (other seats' reactions: let it go)."""
    active = m.state.active
    turn = m.state.turn
    while not m.over and m.state.turn == turn and m.state.active == active:
        for text in PASS:
            hits = [a for a in m.legal() if a.label.startswith(text)]
            if hits:
                m.play(hits[0])
                break
        else:
            raise AssertionError(f"cannot pass: {labels(m)}")


def setup_through(m) -> None:
    """Make the Set Up choices (first option each time) until the first turn begins."""
    while m.phase not in TURN_PHASES:
        m.play(m.legal()[0])


def events_of(m, kind: str):
    return [e for e in m.events if e.kind == kind]


def inst(m, name: str, where=None) -> int:
    """The instance id of a named card (in a given list of instances, if given)."""
    pool = where if where is not None else range(len(m.state.table.defs))
    for i in pool:
        if m.state.table.defs[i].name == name:
            return i
    raise AssertionError(f"{name} not found")
