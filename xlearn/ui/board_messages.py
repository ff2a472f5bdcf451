"""What the front end sends a board: a choice, why-not, undo, a hint, a selection, each answered or refused."""
from __future__ import annotations

import time

from ..engine.actions import Refusal
from ..engine.errors import IllegalAction
from .message_schema import BadMessage, read_message

HINT_GAP = 1.0  # seconds: a Hint asked for again this soon after the last one is ignored


class BoardMessages:
    """The messages a board answers (a part of every BoardWidget)."""

    def explain(self, msg: dict) -> Refusal | str | None:
        """Why a greyed-out choice or an unlit spot is not allowed (boards say what was picked)."""
        label = msg.get("label")
        if not isinstance(label, str):
            return "Nothing was picked to explain."
        return self.match.why_not(label)

    def not_your_turn(self) -> Refusal | None:
        """A refusal when the learner picks something while another seat must choose."""
        m = self.match
        if m.over:
            return m.why_not("(any choice)")
        if m.to_act != self.seat and not self._teacher:
            return Refusal(self.turn_rule(), f"It is {self.seat_name(m.to_act)}'s choice now "
                           f"({m.phase}); wait for their move.")
        return None

    def _why(self, msg: dict) -> None:
        found = self.explain(msg)
        if found is None:
            self.say("why", "That choice is allowed now.", None)
        elif isinstance(found, str):
            self.say("why", found, None)
        else:
            self.say("why", found.reason, found.rule)

    def _on_msg(self, _widget, msg, _buffers) -> None:
        """A message from the front end: checked against the schema first (a bad one is refused with a notice
        and changes nothing), then answered."""
        try:
            checked = read_message(msg)
        except BadMessage as bad:
            self.say("refused", bad.text, self.turn_rule())
            return
        try:
            self.on_message(checked)
        except IllegalAction as exc:
            self.refuse(exc)

    def on_message(self, m) -> None:
        """Answer one checked message (a model of xlearn/ui/message_schema.py)."""
        kind = m.type
        self.sync()  # a choice offered before code changed the match is now stale, and refused as such
        if kind == "choose":
            self.choose(m.id, m.version)
        elif kind == "why":
            self._why(m.model_dump(exclude_none=True))
        elif kind == "bot":
            if m.version == self.version:
                self.step()
            else:
                self.say("refused", "The board changed before the opponent's move was asked for; "
                         "nothing was played.", None)
        elif kind == "undo":
            self.undo()
        elif kind == "redo":
            self.redo()
        elif kind == "teacher":
            self._teacher_msg(m.on)
        elif kind == "answer":
            self.show_answer() if m.show else self.answer(m.text)
        elif kind == "hint":
            self._hint_msg()
        elif kind == "select":
            self.select(m.group, list(m.cards), m.version)
        elif kind == "confirm":
            self.confirm(m.group, list(m.cards), m.version)
        elif kind == "take-seat":
            self.take_seat(m.seat, m.version)
        elif kind in ("replay", "replay-seat", "heroic"):
            self.say("refused", "This board has no replay timeline or Heroic Feats; nothing changed.", None)

    def _teacher_msg(self, on) -> None:
        """The front end's teacher-view switch: refused, with a notice, on a board that locks it off."""
        if on and not self.allow_teacher:
            self.say("refused", "The teacher view is locked off on this board, so hidden cards stay hidden.",
                     self.rule("undo"))
            return
        self.teacher = bool(on)

    def _hint_msg(self) -> None:
        """A Hint asked for by the front end; ignored while one is worked out or within HINT_GAP of the last."""
        now = time.monotonic()
        if self._hint_busy or now - self._hint_at < HINT_GAP:
            return
        self._hint_busy = True
        try:
            answered = self.give_hint() is not None
        finally:
            self._hint_busy = False
        if answered:  # a refused Hint (coach off, not your choice) costs nothing, so it does not count
            self._hint_at = time.monotonic()
