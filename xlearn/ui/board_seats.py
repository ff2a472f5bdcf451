"""Hot-seat hand-over and choosing by selecting cards: a selection answered as it grows, then played or refused."""
from __future__ import annotations

from ..engine.actions import Refusal
from .selection import valid_cards


class BoardSeats:
    """Hot-seat and selections (a part of every BoardWidget)."""

    def take_seat(self, seat, version) -> bool:
        """Hand the board to the seat it is waiting for (hot-seat): that seat's view and choices follow."""
        wanted = self.handover_to()
        if version != self.version or isinstance(version, bool) or wanted is None or seat != wanted \
                or isinstance(seat, bool):
            self.say("refused", "The board is not waiting for that player to take the screen; nothing changed.",
                     self.turn_rule())
            return False
        self.seat = wanted
        self.refresh()
        return True

    def select(self, group, cards, version) -> dict:
        """Answer the cards selected so far for a group: can they still lead to a choice, and which one."""
        self._seq += 1
        answer = {"seq": self._seq, "group": group, "cards": cards if valid_cards(cards) else [],
                  "version": self.version, "ok": False, "complete": False, "reason": None, "rule": None,
                  "preview": None, "id": None}
        if version != self.version or isinstance(version, bool):
            answer["reason"] = "The board has changed since these cards were selected; select them again."
        elif group not in self._selections:
            answer["reason"] = "Nothing offered now is chosen by selecting those cards."
        elif not valid_cards(cards):
            answer["reason"] = "That selection cannot be read; select the cards again."
        else:
            found = self._selections.answer(group, self.canonical_cards(group, list(cards)))
            answer["ok"] = found.ok
            if found.complete:
                preview = self.preview_of(self._offered[found.choice])
                answer.update(complete=True, id=found.choice, preview=preview.to_json() if preview else None)
            elif not found.ok:
                why = self.why_selection(group, list(cards))
                if isinstance(why, Refusal):
                    answer.update(reason=why.reason, rule=why.rule.to_json() if why.rule else None)
                else:
                    answer["reason"] = why or "No choice offered now uses these cards together."
        self.selection = answer
        return answer

    def confirm(self, group, cards, version) -> bool:
        """Play the offered choice the selected cards make exactly, or refuse (with the reason) and change nothing."""
        answer = self.select(group, cards, version)
        if answer["complete"]:
            self._play(self._offered[answer["id"]])
            return True
        reason, rule = answer["reason"], answer["rule"]
        if reason is None:
            why = self.why_incomplete(group, list(cards))
            reason, rule = (why.reason, why.rule.to_json()) if isinstance(why, Refusal) else (why, None)
        self._seq += 1
        self.notice = {"seq": self._seq, "kind": "refused", "text": reason, "version": self.version,
                       "rule": rule if rule is not None else (self.turn_rule().to_json() if self.turn_rule() else None)}
        return False
