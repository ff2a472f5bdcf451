"""The loaders' bounds (issue 29): time, peak memory and message length for the worst hostile files and
scenarios, each built before it is timed. `python -m benchmarks.loader_bounds`."""
from __future__ import annotations

import json
import time
import tracemalloc
from typing import Callable


def _hostile() -> list[tuple[str, Callable[[], object]]]:
    """(what, call) for each hostile input; the inputs are built here, outside the timing."""
    import xlearn.seekers as seekers
    import xlearn.xeko as xeko
    import xlearn.xenofera as xenofera
    from xlearn import load_match
    from xlearn.xeko.cards import parse_deck

    many = [f"No such card {i}" for i in range(100_000)]
    deck = {"name": "d", "cards": [{"card": n} for n in many]}
    deck_text = json.dumps({"name": "d", "cards": [{"card": n, "copies": 1} for n in many[:42_000]]})
    save = {**json.loads(xeko.new_match(players=2, seed=1).save()), "choices": []}
    junk_save = json.dumps({**save, "choices": [1] * 20_000})
    long_save = json.dumps({**save, "choices": ["x" * 45] * 20_000})
    twice = '{"a": {' + ", ".join(f'"k{i}": 1' for i in range(50_000)) + ', "k0": 2}}'
    return [
        ("Xeko scenario, 100,000 unknown cards", lambda: xeko.new_match(scenario={"hands": [many, []],
                                                                                    "draw": [[], []]})),
        ("Xeko scenario, 100,000 coin flips", lambda: xeko.new_match(scenario={"hands": [[], []], "draw": [[], []],
                                                                               "coins": ["heads"] * 100_000})),
        ("Xeko deck, 100,000 unknown cards", lambda: parse_deck(deck)),
        (f"Xeko deck text, {len(deck_text) / 1e6:.1f} MB", lambda: parse_deck(deck_text)),
        ("Save, 20,000 choices of a wrong type", lambda: load_match(junk_save)),
        (f"Save, 20,000 unknown choices ({len(long_save) / 1e6:.1f} MB)", lambda: load_match(long_save)),
        ("Save text, a key given twice", lambda: load_match(twice)),
        ("Seekers scenario, 100,000 Leads", lambda: seekers.new_match(scenario={"seats": [{"leads": ["Myth"] * 100_000},
                                                                                         {}]})),
        ("Xenofera scenario, 100,000 hand cards", lambda: xenofera.new_match(scenario={
            "seats": [{"huntsman": "x", "hand": many}, {"huntsman": "y"}]})),
    ]


def measure(call: Callable[[], object]) -> tuple[float, float, int, str]:
    """Seconds, peak MB (tracemalloc), message length and outcome of one call."""
    tracemalloc.start()
    start = time.perf_counter()
    try:
        call()
        outcome, text = "accepted", ""
    except ValueError as exc:
        outcome, text = "refused", str(exc)
    took = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    return took, peak, len(text), outcome


def report() -> list[str]:
    """One line per hostile input."""
    lines = []
    for what, call in _hostile():
        took, peak, chars, outcome = measure(call)
        lines.append(f"{what:44} {took:6.2f} s {peak:6.1f} MB peak  {outcome}, message {chars:,} characters")
    return lines


if __name__ == "__main__":
    for line in report():
        print(line, flush=True)
