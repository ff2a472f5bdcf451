"""The coach's time for 1,000 simulations, and the bots' time per choice, per game (figures, not tests)."""
from __future__ import annotations

import importlib
import importlib.util
import statistics
import time

from xlearn.coach import suggest
from xlearn.engine.bots import RandomBot, make_bot

TARGET_COACH_S = 1.0


def positions(new_match, count: int = 3, seed: int = 21) -> list:
    """A few positions of a seeded random game: its start, and after a quarter and a third of it."""
    probe = new_match(seed=seed, explain=False)
    bots = [RandomBot(seed * 2 + i) for i in range(2)]
    length = 0
    while probe.to_act is not None:
        probe.play_fast(bots[probe.to_act].choose(probe))
        length += 1
    out = []
    for k in range(count):
        m = new_match(seed=seed)
        bots = [RandomBot(seed * 2 + i) for i in range(2)]
        for _ in range(length * k // (count + 1)):
            m.play(bots[m.to_act].choose(m))
        if m.to_act is not None:
            out.append(m)
    return out


def coach_seconds(new_match, simulations: int = 1000) -> tuple[float, float]:
    """Median (wall, CPU) seconds of suggest(match, simulations=1000) over a few positions."""
    wall, cpu = [], []
    for m in positions(new_match):
        t, c = time.perf_counter(), time.process_time()
        suggest(m, simulations=simulations)
        wall.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    return statistics.median(wall), statistics.median(cpu)


def choice_ms(new_match, spec: str, choices: int = 30) -> float:
    """Mean milliseconds a bot takes per choice along a seeded game (explanations off)."""
    m = new_match(seed=33, explain=False)
    bots = [make_bot(spec, seed=1), make_bot(spec, seed=2)]
    spent, n = 0.0, 0
    while m.to_act is not None and n < choices:
        t = time.process_time()
        action = bots[m.to_act].choose(m)
        spent += time.process_time() - t
        m.play_fast(action)
        n += 1
    return spent / max(n, 1) * 1000


def report(game: str, module: str) -> list[str]:
    """The bot figures for one game."""
    mod = importlib.import_module(module)
    wall, cpu = coach_seconds(mod.new_match)
    lines = [f"{game:28} coach, 1,000 simulations s  {wall:7.2f}   (CPU {cpu:.2f} s; target <= "
             f"{TARGET_COACH_S:.0f} s)"]
    for spec in ("random", "greedy", "search"):
        lines.append(f"{game:28} {spec + ' bot, ms a choice':25} {choice_ms(mod.new_match, spec):7.2f}")
    return lines


def main() -> None:
    from xlearn.engine.saves import GAMES
    for game, module in sorted(GAMES.items()):
        if importlib.util.find_spec(module) is None:
            continue
        try:
            lines = report(game.capitalize(), module)
        except Exception as exc:  # a figure, not a test: say what failed and go on
            lines = [f"{game.capitalize():28} bot figures failed: {type(exc).__name__}: {exc}"]
        for line in lines:
            print(line, flush=True)


if __name__ == "__main__":
    main()
