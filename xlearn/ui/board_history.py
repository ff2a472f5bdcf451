"""Undo and redo on a board: back to the learner's own last choice, bots' replies with it."""
from __future__ import annotations

import re

from ..engine.errors import IllegalAction, UndoRefused
from .visibility import undo_guard

# What a step that cannot be undone showed, in each game's own words (the engine's message says "shed").
HIDDEN_WORDS = {"xeko": "a draw, a shed or a reveal, or a card played face up from a hand",
                "xenofera": "a draw, a discard or a reveal, or a card played face up from a hand",
                "seekers": "a draw or a reveal, or a card played face up from a hand"}


class BoardHistory:
    """Undo and redo on a board (a part of every BoardWidget)."""

    def _steps_back(self) -> int:
        """How many choices to take back to reach the learner's own last choice (bots' replies with it)."""
        k = 0
        for who in reversed(self._who):
            k += 1
            if who not in self.bots:
                break
        return max(k, 1)

    def undo(self) -> bool:
        """Take back the learner's last choice and the bots' replies; the engine may refuse (shown)."""
        k = self._steps_back()
        trial = self.match.copy()
        try:
            for _ in range(k):
                trial.undo(**undo_guard(self))
        except UndoRefused as exc:
            words = HIDDEN_WORDS.get(self.match.game)
            text = exc.reason if words is None else re.sub(r"\(a draw,[^()]*\)", f"({words})", exc.reason)
            self.say("refused", text, exc.rule)
            return False
        except IllegalAction as exc:
            self.refuse(exc)
            return False
        for _ in range(k):
            label = self.match.choices[-1]
            self.match.undo(**undo_guard(self))
            self._redo_stack.append((label, self._who.pop() if self._who else None))
        self.refresh()
        self.say("info", f"Took back {k} choice{'s' if k > 1 else ''}.", self.rule("undo"))
        return True

    def redo(self) -> bool:
        """Play again what undo took back, up to the learner's next decision."""
        if not self._redo_stack:
            self.say("refused", "There is nothing to redo: Redo plays again only what Undo took back.", None)
            return False
        while self._redo_stack:
            label, who = self._redo_stack.pop()
            self.match.play(label)  # the board keeps its own redo list: it redoes a learner's and bots' steps
            self._who.append(who)
            if self.match.to_act not in self.bots:
                break
        self.refresh()
        return True
