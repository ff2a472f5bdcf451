"""Bots behind one interface, `choose(match) -> Action`: the random bot, play_out, and make_bot by name."""
from __future__ import annotations

from .actions import Action
from .chance import Chance
from .greedy import GreedyBot
from .search import LEVELS, SearchBot


class RandomBot:
    """Picks one of the legal choices uniformly at random from its own seeded source."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.chance = Chance(seed)

    def choose(self, match) -> Action:
        return random_legal(match, self.chance)


def random_legal(match, chance: Chance) -> Action:
    """One legal choice drawn uniformly: `legal()[chance.below(len(legal()))]`, the same choice and the same
    random draws, but through the game's `pick_legal` hook where it has one (which decodes the drawn
    choice without building the whole list) unless the list is already built."""
    pick = getattr(match.rules, "pick_legal", None)
    if pick is None or match._legal_cache is not None:
        return chance.pick(match.legal())
    return pick(match.state, chance)


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


def make_bot(spec: str, seed: int = 0):
    """A bot from its name: random, greedy, search (each game's default level), search:N for N simulations,
    or search:easy/medium/default/hard."""
    name, _, level = spec.strip().lower().partition(":")
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    if name == "search":
        if not level or level == "default":
            return SearchBot(seed=seed)
        if level.isdigit() and int(level) > 0:
            return SearchBot(int(level), seed=seed)
        if level in LEVELS:
            return SearchBot(LEVELS[level], seed=seed)
        raise ValueError(f"search level {level!r}: give a number of simulations or one of {sorted(LEVELS) + ['default']}")
    raise ValueError(f"unknown bot {spec!r}; choose random, greedy, search or search:N (N simulations)")
