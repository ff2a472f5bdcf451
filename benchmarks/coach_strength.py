"""The coach's strength: the search bot at its default level against the greedy bot over 400 seeded two-player
games per game, its win rate with a Wilson 95 % interval and its CPU milliseconds a choice (figures, not tests;
about an hour on two cores). `python -m benchmarks.coach_strength --games 100 xeko` for a shorter run."""
from __future__ import annotations

import argparse
import os

from xlearn.engine import games as registry
from xlearn.lab import duel

GAMES = 400
TARGET_RATE, TARGET_MS = 0.70, 100.0   # issue 26: beats greedy in >= 70 % of 400 games at <= 100 ms a choice


def report(game: str, games: int = GAMES, seed: int = 1, jobs: int | None = None) -> str:
    """One line: the search bot's wins against greedy, with its interval and time a choice."""
    result = duel(game, ["search", "greedy"], games=games, jobs=jobs or min(2, os.cpu_count() or 1), seed=seed,
                  progress=False)
    lo, hi = result.interval(0)
    ms = result.choice_ms[0]
    return (f"{game.capitalize():28} search vs greedy {result.win_rate(0):6.1%} of {games} "
            f"(95% {lo:.1%} - {hi:.1%}), {ms:6.1f} ms a choice   (target >= {TARGET_RATE:.0%} at <= "
            f"{TARGET_MS:.0f} ms; greedy {result.choice_ms[1]:.1f} ms, ties {result.ties}, "
            f"unfinished {result.unfinished})")


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("games_of", nargs="*", metavar="GAME", help="the games to measure (default: every game)")
    p.add_argument("--games", type=int, default=GAMES)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=None)
    args = p.parse_args(argv)
    for game in args.games_of or list(registry.registered()):
        print(report(game, args.games, args.seed, args.jobs), flush=True)


if __name__ == "__main__":
    main()
