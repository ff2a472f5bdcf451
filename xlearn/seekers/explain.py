"""Building Seekers events: every event cites a rule from the Seekers rulebook module."""
from __future__ import annotations

from ..engine.events import Calculation, Event, refs_data
from ..engine.explain import card_list, plural
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
    if out.on:
        out.add(Event(kind, text, RULEBOOK[rule], seat, calc, tuple(calcs), audience, public,
                      refs_data(seat, data)))
    elif audience is not None:      # explanations off: only record who saw a hidden card
        out.show(audience)
    elif data.get("reveals"):
        out.revealed = True


__all__ = ["note", "card_list", "plural", "NUMBER"]


NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
