"""Random games per second, choices per second, and the cost of copying a mid-game match."""
from __future__ import annotations

import importlib
import time

from xlearn.engine.bots import RandomBot

from .timing import median_microseconds

TARGETS = {"games/s": 200, "choices/s": 20_000, "copy us": 20}


def games_per_second(new_match, seconds: float = 3.0) -> tuple[float, float]:
    """Random two-player games to the end, explanations off (the bot path). Returns (games/s, choices/game)."""
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        m = new_match(seed=games, explain=False)
        bots = [RandomBot(games * 2 + i) for i in range(2)]
        while m.to_act is not None:
            m.play_fast(bots[m.to_act].choose(m))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / max(games, 1)


def choices_per_second(new_match, seconds: float = 3.0) -> float:
    """legal() + play() (the checked path every learner's choice takes), explanations off; set-up excluded.
    CPU time of this process (time.process_time), so other work on the machine counts less."""
    n = seed = 0
    spent = 0.0
    clock = time.process_time
    while spent < seconds:
        m = new_match(seed=seed, explain=False)
        bot = RandomBot(seed)
        while m.to_act is not None:
            t = clock()
            options = m.legal()
            m.play(options[bot.chance.below(len(options))])
            spent += clock() - t
            n += 1
        seed += 1
    return n / spent


def copy_microseconds(new_match, repeats: int = 20_000) -> float:
    """Median time to copy a match about halfway through a random game."""
    m = new_match(seed=11, explain=False)
    bots = [RandomBot(5), RandomBot(6)]
    probe = m.copy()
    length = 0
    while probe.to_act is not None:
        probe.play_fast(bots[probe.to_act].choose(probe))
        length += 1
    bots = [RandomBot(5), RandomBot(6)]
    for _ in range(length // 2):
        m.play_fast(bots[m.to_act].choose(m))
    return median_microseconds(m.copy, repeats)


def report(game: str, module: str, label: str = "") -> list[str]:
    """The three figures for one game, with the targets beside them."""
    mod = importlib.import_module(module)
    gps, length = games_per_second(mod.new_match)
    cps = choices_per_second(mod.new_match)
    cus = copy_microseconds(mod.new_match)
    name = f"{game}{label}"
    return [
        f"{name:28} random 2-player games/s  {gps:9.1f}   (target >= {TARGETS['games/s']}; "
        f"{length:.0f} choices a game)",
        f"{name:28} choices/s random bot     {gps * length:9.0f}   (target >= {TARGETS['choices/s']}; "
        f"the games above: choose and play_fast)",
        f"{name:28} choices/s (legal+play)   {cps:9.0f}   (target >= {TARGETS['choices/s']}; "
        f"the checked path a learner's choice takes)",
        f"{name:28} copy a mid-game match us {cus:9.1f}   (target <= {TARGETS['copy us']})",
    ]
