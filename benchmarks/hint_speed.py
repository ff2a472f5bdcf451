"""The Hint's time (its first answer, shown at once) and the coach's full search, per game, over 20 seeded
positions each: median and 95th percentile, wall clock and CPU, beside their targets (figures, not tests)."""
from __future__ import annotations

import importlib
import statistics
import time

from xlearn.coach import Coach, budgets
from xlearn.engine.bots import RandomBot
from xlearn.engine.search import COACH_SIMULATIONS

from .timing import print_each_game

POSITIONS = 20
TARGET_HINT_S = 1.0      # the first answer, median, on one core
TARGET_COACH_S = 3.0     # the full search's answer, median (it arrives in the background)


def positions(new_match, count: int = POSITIONS, seed: int = 100) -> list:
    """`count` positions with a choice to make, from seeded random games at varied depths."""
    out, k = [], 0
    while len(out) < count:
        m = new_match(seed=seed + k)
        bots = [RandomBot(k * 2), RandomBot(k * 2 + 1)]
        for _ in range((k * 11) % 60):
            if m.to_act is None:
                break
            m.play(bots[m.to_act].choose(m))
        if m.to_act is not None and len(m.legal()) > 1:
            out.append(m)
        k += 1
    return out


def timed(m) -> tuple[float, float, float, float]:
    """(wall, CPU) seconds to the Hint's first answer, then (wall, CPU) to the full search's answer."""
    t, c = time.perf_counter(), time.process_time()
    stages = Coach(m, 3, seed=len(m.choices)).stages(budgets(COACH_SIMULATIONS))
    next(stages)
    first = time.perf_counter() - t, time.process_time() - c
    for _ in stages:
        pass
    return first + (time.perf_counter() - t, time.process_time() - c)


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


def report(game: str, module: str) -> list[str]:
    """Two lines for one game: the Hint's first answer and the coach's full answer."""
    mod = importlib.import_module(module)
    rows = [timed(m) for m in positions(mod.new_match)]
    cols = list(zip(*rows))
    out = []
    for what, (wall, cpu), target in (("Hint, first answer s", cols[:2], TARGET_HINT_S),
                                       (f"coach, {COACH_SIMULATIONS:,} simulations s", cols[2:], TARGET_COACH_S)):
        out.append(f"{game:28} {what:25} median {statistics.median(wall):5.2f} p95 {p95(wall):5.2f}   "
                   f"(CPU median {statistics.median(cpu):.2f} p95 {p95(cpu):.2f}; target median <= "
                   f"{target:.0f} s; {POSITIONS} positions)")
    return out


def main() -> None:
    print_each_game(report, "hint")


if __name__ == "__main__":
    main()
