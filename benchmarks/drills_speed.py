"""Drills mined per second per game on one core (process time), and the time a 1,000-drill bank would take."""
from __future__ import annotations

import time

from xlearn.practice.bank import validated
from xlearn.practice.mine import merge, mine_game

GAMES = 6
CHECKED = 200   # drills replayed to time the engine's check


def report(game: str, module: str) -> list[str]:
    """Mine GAMES seeded games of one game on this core; drills kept after merging, per second of CPU."""
    name = module.rsplit(".", 1)[-1]
    start = time.process_time()
    drills = merge([d for seed in range(1, GAMES + 1) for d in mine_game(name, seed)])
    spent = time.process_time() - start
    rate = len(drills) / spent if spent else 0.0
    sample = drills[:: max(1, len(drills) // CHECKED)][:CHECKED]
    start = time.process_time()
    kept = validated(sample)
    check = (time.process_time() - start) / max(len(sample), 1)
    bank_s = 1000 / rate + 1000 * check if rate else 0.0
    return [f"{'Drills mined, ' + game:28} {rate:7.1f} drills/s on one core ({len(drills)} drills from {GAMES} games "
            f"in {spent:.1f} s of CPU); replay check {1000 * check:.1f} ms a drill ({len(kept)}/{len(sample)} kept); "
            f"a validated bank of 1,000: about {bank_s:.0f} s (target < 60 s)"]


def main() -> None:
    from .timing import print_each_game
    print_each_game(report, "drill mining")


if __name__ == "__main__":
    main()
