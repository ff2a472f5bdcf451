"""The greedy bot: each game's rule of thumb, one choice ahead, and a sentence saying why."""
from __future__ import annotations

from .actions import Action
from .chance import Chance
from .games import strategy as strategy_of
from .hidden import find_determinize


def _strategy(match):
    return strategy_of(match.game)


class GreedyBot:
    """Takes the choice its game's rule of thumb scores highest (ties: the first listed); with no rule of
    thumb for the game, a choice from its seeded source."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.seed = int(seed)

    def scores(self, match) -> list[tuple[Action, float]]:
        """Every legal choice with its rule-of-thumb score, judged on one determinised world."""
        options = match.legal()
        strategy = _strategy(match)
        if strategy is None or not hasattr(strategy, "score"):
            return [(a, 0.0) for a in options]
        chance = Chance(self.seed * 1_000_003 + len(match.choices))
        world = find_determinize(match)(match.state, match.to_act, chance)
        return [(a, strategy.score(match, a, world)) for a in options]

    def choose(self, match) -> Action:
        options = match.legal()
        if len(options) == 1:
            return options[0]
        strategy = _strategy(match)
        if strategy is None or not hasattr(strategy, "score"):
            return options[Chance(self.seed * 1_000_003 + len(match.choices)).below(len(options))]
        best, best_v = options[0], None
        for a, v in self.scores(match):
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def explain(self, match, action: Action | None = None) -> str:
        """Why the greedy bot likes this choice (its own pick when `action` is None), in words."""
        action = action or self.choose(match)
        strategy = _strategy(match)
        if strategy is None or not hasattr(strategy, "reason"):
            return (f"{action.label}: {match.game} has no rule of thumb yet, so the greedy bot picks "
                    "among its choices at random.")
        why = strategy.reason(match, action, self.seed).line(action.label)
        return f"Rule of thumb: {strategy.RULE_OF_THUMB}. {why}"
