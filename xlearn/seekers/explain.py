"""Building Seekers events: every event cites a rule from the Seekers rulebook module."""
from __future__ import annotations

from ..engine.events import Calculation, Event
from ..engine.out import Out
from .rulebook import RULEBOOK


def note(out: Out, kind: str, rule: str, text: str, *, seat: int | None = None,
         calc: Calculation | None = None, calcs: tuple = (), audience: frozenset | None = None,
         public: str | None = None, **data) -> None:
    """Add one event citing `rule` (callers check `out.on` first so bots build no sentences).

    An event with an `audience` shows those seats a hidden card, and one with `reveals=True` turns a
    hidden card face up for everyone; the engine refuses undo across either, so such events are added
    (and mark the step) even when explanations are off.
    """
    if out.on or audience is not None or data.get("reveals"):
        out.add(Event(kind, text if out.on else "", RULEBOOK[rule], seat, calc, tuple(calcs), audience,
                      public, data))


def card_list(names: list[str]) -> str:
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
