"""The bots' time per choice, per game (figures, not tests); the coach's and the Hint's are in hint_speed."""
from __future__ import annotations

import importlib
import time

from xlearn.engine.bots import make_bot

from .timing import print_each_game


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
    lines = []
    for spec in ("random", "greedy", "search"):
        lines.append(f"{game:28} {spec + ' bot, ms a choice':25} {choice_ms(mod.new_match, spec):7.2f}")
    return lines


def main() -> None:
    print_each_game(report, "bot")


if __name__ == "__main__":
    main()
