"""`make bench-random`: the random-play checker over 10,000 seeded games a game, every player count and mode.

A figure, not a test: it prints games, steps, illegal choices refused, full reloads, invariant breaks and
seconds for each game, and stops a game early (saying so) when `--minutes` runs out.
    python -m benchmarks.random_play [--games 10000] [--minutes 60] [--game xeko|xenofera|seekers] [--first K]

`--first K` starts at game K of the same sequence, so one long run can be split over processes or machines:
`--first 0 --games 5000` and `--first 5000 --games 5000` together play exactly the games of `--games 10000`.
"""
from __future__ import annotations

import argparse
import importlib
import time

from tqdm import tqdm

from xlearn.engine.checker import InvariantBroken, check_random_play, every_setup

RELOAD_EVERY = 200   # full save -> load every 200 steps and at each end; the shadow replay checks every step


def run(game: str, games: int, seconds: float, first: int = 0) -> str:
    """Play games first .. first + games - 1 of the seeded sequence round the game's configurations; one line of
    figures."""
    module = importlib.import_module(f"xlearn.{game}")
    plan = every_setup(game)
    start = time.perf_counter()
    done = steps = refused = reloads = 0
    breaks: list[str] = []
    # progress on stderr (a long run can be watched, and a stopped one says how far it got)
    for k in tqdm(range(first, first + games), desc=f"{game} random play", unit="game", mininterval=30):
        _, players, opts = plan[k % len(plan)]
        if time.perf_counter() - start > seconds:
            break
        seed = k // len(plan)
        try:
            st = check_random_play(lambda s: module.new_match(players, seed=s, explain=False, **opts), [seed],
                                   reload_every=RELOAD_EVERY)
        except InvariantBroken as exc:
            breaks.append(f"{plan[k % len(plan)][0]}: {exc}")
            done += 1
            continue
        done += 1
        steps += st.steps
        refused += st.illegal_refused
        reloads += st.reloads
    took = time.perf_counter() - start
    span = "" if first == 0 else f" (games {first:,}-{first + games - 1:,} of the sequence)"
    line = (f"{game:9} {done:6,} of {games:,} games{span} ({', '.join(p[0] for p in plan)}), {steps:,} steps, "
            f"{refused:,} illegal choices refused, {reloads:,} full reloads, {len(breaks)} invariant breaks, "
            f"{took:,.0f} s" + ("" if done == games else " (stopped by the time cap)"))
    return "\n".join([line] + [f"    break: {b}" for b in breaks[:20]])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--minutes", type=float, default=240.0, help="time cap per game")
    ap.add_argument("--game", choices=("xeko", "xenofera", "seekers"), action="append")
    ap.add_argument("--first", type=int, default=0, help="index of the first game in the seeded sequence")
    args = ap.parse_args()
    for game in args.game or ("xeko", "xenofera", "seekers"):
        print(run(game, args.games, args.minutes * 60, args.first), flush=True)


if __name__ == "__main__":
    main()
