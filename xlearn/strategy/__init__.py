"""What every game's rules of thumb share (a Reason, sentences); each game's own are in xlearn/<game>/strategy.py."""
# A strategy module may define score(match, action, world) (the greedy bot takes the highest),
# reason(match, action, seed) -> Reason (why, in a sentence or two, citing one rule; `.line(label)` gives it
# as one line), RULE_OF_THUMB (the greedy bot's rule, in words), after_turn(match, action, world),
# rollout_action(rules, state, chance) and win_chance(state, seat) (for the search bot).
from __future__ import annotations

from dataclasses import dataclass

from ..engine import games

USEFUL, IDLE, WASTE = 0, 1, 2   # a choice that does something, one that does nothing, one that throws a card away


@dataclass(frozen=True)
class Reason:
    """Why a choice is good now: one or two plain sentences, the rulebook section heading they rest on, and
    whether the choice does something (USEFUL), nothing (IDLE) or throws a card away for nothing (WASTE)."""

    text: str
    rule: str
    waste: int = USEFUL

    def line(self, label: str) -> str:
        """The reason as one line after the choice's label: 'label: text [rule]'."""
        return f"{label}: {self.text} [{self.rule}]" if self.rule else f"{label}: {self.text}"


def sentences(*parts: str | None) -> str:
    """Plain sentences from clauses: each starts with a capital and ends with a full stop (None skipped)."""
    out = []
    for part in parts:
        if not part:
            continue
        part = part.strip()
        part = part[:1].upper() + part[1:]
        out.append(part if part.endswith((".", "!", "?")) else part + ".")
    return " ".join(out)


def plural(n: int, word: str) -> str:
    """'1 card', '3 cards'."""
    return f"{n} {word}{'' if n == 1 else 's'}"

for_game = games.strategy   # a game's own strategy module, by the game's name


def final_lead(res, seat: int, win: float) -> float:
    """A finished game judged by a rule of thumb: +win shared among the winners (or -win for a loser),
    plus the seat's final score less the best rival's."""
    scores = {p: c.total for p, c in res.scores.items()}
    mine = scores.get(seat, 0)
    best = max((v for p, v in scores.items() if p != seat), default=0)
    won = seat in res.winners
    return (win if won else -win) / (len(res.winners) if won else 1) + mine - best
