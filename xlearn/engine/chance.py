"""The one seeded random source of a match: a splitmix64 generator whose state is a single integer.

A single integer copies for free (bots copy matches often) and gives the same shuffles on every
Python version, so a saved match replays the same forever.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1


class Chance:
    """Seeded randomness for shuffles and coin flips; the rules turn each use into an event."""

    __slots__ = ("s", "fixed")

    def __init__(self, seed: int):
        self.s = (int(seed) * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK
        self.fixed: tuple[str, ...] = ()   # coin results a scenario fixed, used before the generator's

    def copy(self) -> "Chance":
        c = Chance.__new__(Chance)
        c.s = self.s
        c.fixed = self.fixed
        return c

    def fix_coins(self, results) -> None:
        """The next coin flips give these results, in order (a scenario fixing chance for a lesson); the
        generator is not used for them, and takes over once they are used up."""
        for r in results:
            if r not in ("heads", "tails"):
                raise ValueError(f"a coin shows heads or tails, not {r!r}")
        self.fixed = tuple(results)

    def next64(self) -> int:
        self.s = (self.s + 0x9E3779B97F4A7C15) & _MASK
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self.next64() % n

    def pick(self, items):
        """One of the items, uniformly: items[below(len(items))]."""
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]

    def coin(self) -> str:
        """A fair coin: 'heads' or 'tails' (or the next result a scenario fixed)."""
        if self.fixed:
            result, self.fixed = self.fixed[0], self.fixed[1:]
            return result
        return "heads" if self.next64() & 1 else "tails"
