"""The sink a rules step writes its events into; switched off for bots so no sentence is built."""
from __future__ import annotations

from .events import EVERYONE, Event


class Out:
    """Collects the events of one step. When `on` is False, rules skip building explanations."""

    __slots__ = ("on", "events", "shown_to")

    def __init__(self, on: bool = True):
        self.on = on
        self.events: list[Event] = []
        self.shown_to: frozenset[int] = frozenset()   # the seats this step showed a hidden card (EVERYONE)

    @property
    def revealed(self) -> bool:
        """True when this step showed some seat a card that was hidden from it."""
        return bool(self.shown_to)

    @revealed.setter
    def revealed(self, value: bool) -> None:
        """Setting it marks a reveal everyone saw (call show(seats) when only some seats saw it)."""
        if value:
            self.shown_to |= EVERYONE

    def show(self, seats) -> None:
        """Record that this step showed a hidden card to these seats (EVERYONE: to all)."""
        self.shown_to |= frozenset(seats)

    def add(self, event: Event) -> None:
        if event.reveals:
            self.shown_to |= event.shown_to
        if self.on:
            self.events.append(event)


