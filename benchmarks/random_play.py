"""`make bench-random`: the random-play checker over 10,000 seeded games a game, every player count and mode.

A figure, not a test: it prints games, steps, illegal choices refused, full reloads, invariant breaks and
seconds for each game, and stops a game early (saying so) when `--minutes` runs out.
    python -m benchmarks.random_play [--games 10000] [--minutes 60] [--game xeko|xenofera|seekers]
"""
from __future__ import annotations

import argparse
import importlib
import itertools
import time

from xlearn.engine.checker import InvariantBroken, check_random_play

RELOAD_EVERY = 200   # full save -> load every 200 steps and at each end; the shadow replay checks every step


def configs(game: str):
    """(label, players, keyword options) for every player count and mode of a game."""
    if game == "xeko":
        return [(f"{n}p", n, {}) for n in (2, 3, 4)]
    if game == "xenofera":
        return [(f"{n}p", n, {}) for n in (2, 3, 4, 5)]
    out = []
    for mode in ("beginner", "advanced", "full", "draft"):
        for n in (2, 3) if mode == "draft" else (2, 3, 4):
            opts = {"mode": "full", "draft": True} if mode == "draft" else {"mode": mode}
            out.append((f"{mode} {n}p", n, opts))
    return out


def run(game: str, games: int, seconds: float) -> str:
    """Play `games` seeded games round the game's configurations; one line of figures."""
    module = importlib.import_module(f"xlearn.{game}")
    plan = configs(game)
    start = time.perf_counter()
    done = steps = refused = reloads = 0
    breaks: list[str] = []
    for k, (_, players, opts) in zip(range(games), itertools.cycle(plan)):
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
    line = (f"{game:9} {done:6,} of {games:,} games ({', '.join(p[0] for p in plan)}), {steps:,} steps, "
            f"{refused:,} illegal choices refused, {reloads:,} full reloads, {len(breaks)} invariant breaks, "
            f"{took:,.0f} s" + ("" if done == games else " (stopped by the time cap)"))
    return "\n".join([line] + [f"    break: {b}" for b in breaks[:20]])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--minutes", type=float, default=240.0, help="time cap per game")
    ap.add_argument("--game", choices=("xeko", "xenofera", "seekers"), action="append")
    args = ap.parse_args()
    for game in args.game or ("xeko", "xenofera", "seekers"):
        print(run(game, args.games, args.minutes * 60), flush=True)


if __name__ == "__main__":
    main()
