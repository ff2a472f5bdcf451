"""Shared timing for the benchmarks: the median cost of one call, printing a report's lines, and a report for
every installed game."""
from __future__ import annotations

import importlib.util
import statistics
import time
from typing import Callable

from xlearn.engine import games


def median_microseconds(call: Callable[[], object], repeats: int, samples: int = 5) -> float:
    """Median over `samples` runs of the time one call takes, each run timing `repeats` calls."""
    times = []
    for _ in range(samples):
        t = time.perf_counter()
        for _ in range(repeats):
            call()
        times.append((time.perf_counter() - t) / repeats * 1e6)
    return statistics.median(times)


def print_lines(lines) -> None:
    """Print a report line by line as it is made (a slow figure does not hold back the others)."""
    for line in lines:
        print(line, flush=True)


def print_each_game(report: Callable[[str, str], list[str]], figures: str) -> None:
    """Print `report(Game, module)` for every registered game; a game whose figures fail is named with the
    error, and the others still print (a figure, not a test)."""
    for game, module in games.registered().items():
        if importlib.util.find_spec(module) is None:
            print(f"{game.capitalize():28} (engine not in this version)")
            continue
        try:
            lines = report(game.capitalize(), module)
        except Exception as exc:  # noqa: BLE001 - say what failed and go on
            lines = [f"{game.capitalize():28} {figures} figures failed: {type(exc).__name__}: {exc}"]
        print_lines(lines)
