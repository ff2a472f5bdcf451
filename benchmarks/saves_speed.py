"""Loading the longest legal save: CPU time and peak memory of `load_match` on a Seekers save of 20,000 choices
(the most a save may hold), and on a whole random game of each game (figures, not tests)."""
from __future__ import annotations

import importlib
import time
import tracemalloc

from xlearn import load_match
from xlearn.engine.bots import RandomBot
from xlearn.engine.saves import MAX_CHOICES

from .timing import print_each_game

TARGET_S, TARGET_MB = 1.0, 50.0   # issue 29: a legal save of 20,000 choices loads in under 1 s and 50 MB
MENU, BACK = "Perform a Heroic Feat", "Back to the other actions"


def longest_seekers_save() -> str:
    """A legal Seekers save of MAX_CHOICES choices: to the first Take Action, then opening the Heroic Feats and
    going back, over and over."""
    from xlearn.seekers import new_match
    m = new_match(players=2, seed=1, explain=False)
    while MENU not in [a.label for a in m.legal()]:
        m.play(m.legal()[0])
    while len(m.choices) < MAX_CHOICES:
        m.play(MENU if MENU in [a.label for a in m.legal()] else BACK)
    return m.save()


def random_game_save(new_match, seed: int = 3) -> str:
    """The save of one whole random two-player game."""
    m = new_match(seed=seed, explain=False)
    bots = [RandomBot(seed), RandomBot(seed + 1)]
    while m.to_act is not None:
        m.play_fast(bots[m.to_act].choose(m))
    return m.save()


def load_cost(text: str, repeats: int = 3) -> tuple[float, float]:
    """(best CPU seconds of `repeats` loads, peak MB traced while loading once)."""
    best = float("inf")
    for _ in range(repeats):
        t = time.process_time()
        load_match(text)
        best = min(best, time.process_time() - t)
    tracemalloc.start()
    load_match(text)
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    return best, peak


def report(game: str, module: str) -> list[str]:
    """One line per game: loading a whole random game's save."""
    text = random_game_save(importlib.import_module(module).new_match)
    cpu, mb = load_cost(text)
    return [f"{game:28} load a random game's save {cpu * 1000:7.1f} ms CPU, peak {mb:5.1f} MB "
            f"({len(text) / 1000:.0f} kB)"]


def main() -> None:
    text = longest_seekers_save()
    cpu, mb = load_cost(text)
    print(f"{'Seekers':28} load a {MAX_CHOICES:,}-choice save  {cpu:5.2f} s CPU, peak {mb:5.1f} MB "
          f"({len(text) / 1000:.0f} kB; target < {TARGET_S:.0f} s and < {TARGET_MB:.0f} MB)", flush=True)
    print_each_game(report, "save")


if __name__ == "__main__":
    main()
