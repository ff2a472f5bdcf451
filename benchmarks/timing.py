"""Shared timing for the benchmarks: the median cost of one call, and printing a report's lines."""
from __future__ import annotations

import statistics
import time
from typing import Callable


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
