"""The board's log and notices: the recent steps as a seat may read them; a refusal or explanation shown."""
from __future__ import annotations

from ..engine.actions import Refusal
from ..engine.errors import IllegalAction

LOG_BATCHES = 8  # how many recent steps (each the events of one choice) the board's log shows
LOG_BOT_RUN = 40  # ... reaching further back, up to this many, so a bot's whole turn is never cut short


class BoardLog:
    """The board's log and notices (a part of every BoardWidget)."""

    def log_json(self, seat: int | None | str = "viewer") -> list[dict]:
        """The recent steps: the choice that started each (with who made it) and the events it produced, as
        `seat` may read them (the board's viewer by default; ONLOOKER reads only what every player may)."""
        m = self.match
        seat = self.viewer() if seat == "viewer" else seat
        start = max(0, len(m.log) - LOG_BATCHES)
        while 1 < start <= len(self._who) and self._who[start - 2] in self.bots and len(m.log) - start < LOG_BOT_RUN:
            start -= 1  # the step before the window is a bot's: show its whole run of choices
        out = []
        for k in range(start, len(m.log)):
            label = m.choices[k - 1] if k else None
            who = self._who[k - 1] if k and k - 1 < len(self._who) else None
            secret = label is not None and who != seat and self.secret_choice(m.log[k], seat)
            if secret:  # e.g. which Battle cards another player laid face down: its label would tell
                label = m.log[k][0].public_text or "(a choice you may not see)"
            out.append({"n": k, "choice": label, "by": who, "bot": who in self.bots, "secret": secret,
                        "events": [self.event_json(e, seat) for e in m.log[k]]})
        return out

    @staticmethod
    def event_json(event, seat: int | None) -> dict:
        """An event as seat may read it: an event kept from seat shows its public text and no sums either
        (a Defender's battle total would tell the Attacker which cards lie face down)."""
        out = event.to_json(seat)
        if seat is not None and event.audience is not None and seat not in event.audience:
            out["calcs"] = []
        return out

    @staticmethod
    def secret_choice(events, seat: int | None) -> bool:
        """Whether a choice is hidden from seat: its first event (what the choice itself did) is kept from it."""
        first = events[0] if events else None
        return seat is not None and first is not None and first.audience is not None and seat not in first.audience

    def say(self, kind: str, text: str, rule=None) -> None:
        """Show a refusal or an explanation under the board (nothing else changes)."""
        self._seq += 1
        self.notice = {"seq": self._seq, "kind": kind, "text": text, "version": self.version,
                       "rule": rule.to_json() if rule is not None else None}

    def rule(self, *rule_ids: str):
        """The first of these rule ids the game's rulebook has (games name their turn rule differently)."""
        for rule_id in rule_ids:
            try:
                return self.match.rules.rulebook[rule_id]
            except KeyError:
                continue
        return None

    def turn_rule(self):
        return self.rule("turn-sequence", "turn")

    def refuse(self, refusal: Refusal | IllegalAction) -> None:
        self.say("refused", refusal.reason, refusal.rule)
