"""Building Xeko events: every event cites a rule from the Xeko rulebook module."""
from __future__ import annotations

from ..engine.events import Calculation, Event
from ..engine.out import Out
from .rulebook import RULEBOOK


def note(out: Out, kind: str, rule: str, text: str, *, seat: int | None = None,
         calc: Calculation | None = None, calcs: tuple = (), audience: frozenset | None = None,
         public: str | None = None, **data) -> None:
    """Add one event citing `rule` (callers check `out.on` first so bots build no sentences)."""
    out.add(Event(kind, text, RULEBOOK[rule], seat, calc, tuple(calcs), audience, public, data))


def card_list(names: list[str]) -> str:
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")
