"""Bots behind one interface: `choose(match) -> Action`. The random bot picks uniformly, seeded."""
from __future__ import annotations

from .actions import Action
from .chance import Chance


class RandomBot:
    """Picks one of the legal choices uniformly at random from its own seeded source."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.chance = Chance(seed)

    def choose(self, match) -> Action:
        options = match.legal()
        return options[self.chance.below(len(options))]


def play_out(match, bots, *, max_steps: int = 100_000, fast: bool = False) -> int:
    """Let bots (one per seat) play the match to its end; returns the number of choices made."""
    steps = 0
    while match.to_act is not None and steps < max_steps:
        action = bots[match.to_act].choose(match)
        if fast:
            match.play_fast(action)
        else:
            match.play(action)
        steps += 1
    return steps
