"""A match's past: its choices, a copy of the state every few choices, and each step's events, worked out on demand."""
from __future__ import annotations

from typing import Any

from .out import Out

SNAP_EVERY = 16   # choices between two kept copies of the state: undo and a lazy step replay at most this many


class History:
    """The steps of a match as a list (step 0 is the set-up, step k what choice k did), with what it takes to
    go back: the state after every SNAP_EVERY-th choice (`state_at` replays the rest). A step played without
    explanations for a match that has them (a loaded save) is None inside, and its events are worked out
    again from the nearest kept state the first time it is read."""

    __slots__ = ("rules", "setup", "seed", "choices", "snaps", "steps")

    def __init__(self, rules: Any, setup: dict, seed: int, choices: list[str], start: Any, events: list):
        self.rules, self.setup, self.seed, self.choices = rules, setup, seed, choices
        self.snaps: dict[int, Any] = {0: rules.copy(start)}   # choices made -> the state then (never changed)
        self.steps: list[list | None] = [events]

    def copy(self, choices: list[str]) -> "History":
        """An independent history over `choices` (a copy of this one's); kept states are shared, never changed."""
        h = History.__new__(History)
        h.rules, h.setup, h.seed, h.choices = self.rules, self.setup, self.seed, choices
        h.snaps, h.steps = self.snaps.copy(), self.steps.copy()
        return h

    # ----- the steps, as a list -------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.steps)

    def __getitem__(self, k):
        if isinstance(k, slice):
            return [self[i] for i in range(*k.indices(len(self.steps)))]
        step = self.steps[k]
        if step is None:
            self._explain(k % len(self.steps))
            step = self.steps[k]
        return step

    def __iter__(self):
        return (self[k] for k in range(len(self.steps)))

    # ----- recording and going back ---------------------------------------------------------
    def record(self, state: Any, events: list | None) -> None:
        """Note the step a choice (already in `choices`) just made; keep a copy of the state when it is due."""
        self.steps.append(events)
        n = len(self.choices)
        if n % SNAP_EVERY == 0:
            self.snaps[n] = self.rules.copy(state)

    def forget_last(self) -> None:
        """Drop the last choice's step and any state kept after it (undo)."""
        self.snaps.pop(len(self.choices), None)
        self.choices.pop()
        self.steps.pop()

    def state_at(self, n: int) -> Any:
        """A fresh copy of the state after the first `n` choices: the nearest kept state, then the rest replayed."""
        j = n - n % SNAP_EVERY
        while j not in self.snaps:
            j -= SNAP_EVERY
        state = self.rules.copy(self.snaps[j])
        for label in self.choices[j:n]:
            self.replay(state, label, Out(False))
        return state

    def replay(self, state: Any, label: str, out: Out) -> None:
        """Play again, in place, a choice known to have been legal there."""
        for action in self.rules.legal(state):
            if action.label == label:
                self.rules.apply(state, action, out)
                return
        raise AssertionError(f"replaying the history: {label!r} is no longer legal (the rules are not deterministic)")

    def _explain(self, k: int) -> None:
        """Work out the events of step k (and of the unexplained steps after it up to the next kept state)."""
        assert k > 0, "the set-up's events are always worked out"
        j = (k - 1) - (k - 1) % SNAP_EVERY
        while j not in self.snaps:
            j -= SNAP_EVERY
        state = self.rules.copy(self.snaps[j])
        i = j
        while i < len(self.choices) and (i < k or (self.steps[i + 1] is None and i % SNAP_EVERY)):
            out = Out(True)
            self.replay(state, self.choices[i], out)
            if self.steps[i + 1] is None:
                self.steps[i + 1] = out.events
            i += 1
