"""A Match that keeps a snapshot of each position, so undo is instant instead of a replay.

This is a stop-gap until the shared engine keeps snapshots itself: the shared `Match.undo` replays
every earlier choice, which costs a whole game's replay per undo, and Seekers games run to hundreds of
choices. Behaviour is identical: undo restores exactly the
position the replay would give, refuses the same steps, and falls back to the replay whenever snapshots
are not available (after `play_fast`, which changes the state in place). Saves are written without
indentation, which lets json use its C encoder: the random-play checker saves after every step.
"""
from __future__ import annotations

import json

from ..engine.errors import IllegalAction, UndoRefused
from ..engine.match import SAVE_FORMAT, SAVE_VERSION, Match


class SnapshotMatch(Match):
    """Match with O(1) undo: the state before each choice is kept (states are never changed after a copy)."""

    def __init__(self, rules, setup, seed, *, explain: bool = True):
        super().__init__(rules, setup, seed, explain=explain)
        self._snaps: list | None = []

    def _apply(self, action):
        before = self.state            # _apply works on a copy, so this object is never changed again
        events = super()._apply(action)
        if self._snaps is not None:
            self._snaps.append(before)
        return events

    def play_fast(self, action) -> None:
        self._snaps = None             # the state is changed in place: fall back to replaying
        super().play_fast(action)

    def undo(self, *, teacher: bool = False) -> None:
        if self._snaps is None or len(self._snaps) != len(self.choices):
            return super().undo(teacher=teacher)
        if not self.choices:
            raise IllegalAction("There is nothing to undo: no choice has been made yet.",
                                self.rules.rulebook["undo"])
        if self._revealed[-1] and not teacher:
            raise UndoRefused("That step showed a hidden card (a draw, a look or a reveal), so it cannot be "
                              "taken back outside teacher mode.", self.rules.rulebook["undo"])
        redo = self._redo + [self.choices[-1]]
        self.state = self._snaps.pop()
        self.choices.pop()
        self._revealed.pop()
        self.log.pop()
        self._legal_cache = None
        self._redo = redo

    def _rebuild(self, choices: list[str]) -> None:
        fresh = SnapshotMatch(self.rules, self.setup, self.seed, explain=self.explain)
        for label in choices:
            fresh.play(label)
        self.__dict__.update(fresh.__dict__)

    def save(self) -> str:
        """The same save file as Match.save, written compactly (json's fast C encoder skips `indent`)."""
        return json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.rules.game,
                           "setup": self.setup, "seed": self.seed, "choices": self.choices})

    def copy(self) -> "SnapshotMatch":
        m = super().copy()
        m.__class__ = SnapshotMatch
        m._snaps = self._snaps.copy() if self._snaps is not None else None
        return m
