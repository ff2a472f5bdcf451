"""The sink a rules step writes its events into; switched off for bots so no sentence is built."""
from __future__ import annotations

from .events import Event


class Out:
    """Collects the events of one step. When `on` is False, rules skip building explanations."""

    __slots__ = ("on", "events", "revealed")

    def __init__(self, on: bool = True):
        self.on = on
        self.events: list[Event] = []
        self.revealed = False

    def add(self, event: Event) -> None:
        if event.reveals:
            self.revealed = True
        if self.on:
            self.events.append(event)


