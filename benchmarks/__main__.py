"""`make bench`: print every speed figure the issues ask for."""
from __future__ import annotations

import os
import platform

from . import board_roundtrip, bots_speed, drills_speed, engine_speed, hint_browser, hint_speed, lessons_time, loader_bounds, win_rates, yardsticks
from .timing import print_each_game


def main() -> None:
    print(f"xlearn benchmarks on {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cores; one core used; figures, not tests")
    print_each_game(engine_speed.report, "engine")
    for line in yardsticks.report():
        print(line, flush=True)
    for line in lessons_time.report():
        print(line, flush=True)
    hint_speed.main()
    for line in loader_bounds.report():
        print(line, flush=True)
    bots_speed.main()
    drills_speed.main()
    try:
        for line in board_roundtrip.report():
            print(line, flush=True)
    except Exception as exc:  # noqa: BLE001 - a missing browser must not hide the other figures
        print(f"{'Board round trip':28} not measured: {exc}")
    try:
        for line in hint_browser.report():
            print(line, flush=True)
    except Exception as exc:  # noqa: BLE001 - a missing browser must not hide the other figures
        print(f"{'Hint in the browser':28} not measured: {exc}")
    from . import hub_check  # a class on JupyterHub: measured only where `make hub-check` has installed it
    why = hub_check.available()
    for line in [f"{'JupyterHub class check':28} not measured: {why}"] if why else hub_check.report():
        print(line, flush=True)
    # last: the search bot's win rates, 400 games a duel on two processes (about half an hour)
    win_rates.main([])


if __name__ == "__main__":
    main()
