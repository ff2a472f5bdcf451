"""How long every lesson takes under strict nbval (target: two minutes for all of them)."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def report() -> list[str]:
    """Run `pytest --nbval notebooks` once and print the wall time and the count of checked cells."""
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "--nbval", "notebooks", "-p", "no:cacheprovider"],
                          cwd=ROOT, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    tail = (proc.stdout.strip().splitlines() or ["(no output)"])[-1]
    lessons = len(list((ROOT / "notebooks").rglob("*.ipynb")))
    return [f"{'Lessons':28} all {lessons} notebooks under nbval  {elapsed:7.1f} s  (target <= 120 s; {tail})"]
