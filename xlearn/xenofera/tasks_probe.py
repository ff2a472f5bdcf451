"""Xenofera lesson tasks' tools: playing choices on a copy of the match, letting turns go by, reading the
events and views they leave."""
from __future__ import annotations

import re

from ..engine.events import Calculation, Event


# The choices that let a turn go by without doing anything (used to play a turn out on a copy).
PASSES = ("End the Action Phase", "End the Build Phase", "End the Capture Phase", "Keep every card",
          "Play on without calling", "Let ")


def rulebook_of(match):
    """The rulebook of the match's game."""
    return match.rules.rulebook


def loose(text) -> str:
    """An answer compared loosely: spaces folded, lower case."""
    return re.sub(r"\s+", " ", str(text)).strip().lower()


def split_names(text: str) -> list[str]:
    """'Glimmerfox, Spindle Drake and Hollow Owl' -> the three names (commas, 'and' or new lines)."""
    parts = re.split(r",|;|\n|\band\b", str(text))
    return [p.strip() for p in parts if p.strip()]


def probe(match, action) -> tuple[object, list[Event]]:
    """Play `action` on a copy of the match; returns the copy and the events it produced."""
    copy = match.copy()
    copy.explain = True
    return copy, list(copy.play(action))


def pass_until(match, stop, limit: int = 200) -> list[Event]:
    """Let every turn go by with passing choices until `stop(match)` is true or the game ends (in place)."""
    events: list[Event] = []
    for _ in range(limit):
        if match.over or stop(match):
            break
        choice = next((a for a in match.legal() if a.label.startswith(PASSES)), None)
        if choice is None:
            choice = match.legal()[0]
        events += match.play(choice)
    return events


def first_calc(events: list[Event], kind: str) -> tuple[Calculation, Event] | None:
    """The first worked sum among the events of one kind, with its event."""
    for e in events:
        if e.kind == kind and e.all_calcs():
            return e.all_calcs()[0], e
    return None


def ready_members(view: dict, seat: int) -> list[dict]:
    """The seat's Huntsman and crew members not yet utilised this turn, as the view shows them."""
    p = view["players"][seat]
    out = [] if p["huntsman"] is None or p["huntsman_utilised"] else [p["huntsman"]]
    return out + [m for m in p["crew"] if not m["utilised"]]
