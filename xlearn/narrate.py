"""`xlearn play GAME --seed N`: a random-bot game told in the terminal, event by event with its rule."""
from __future__ import annotations

import sys

from .engine.bots import RandomBot
from .engine import games


def narrate(match, bots, write=print) -> None:
    """Play the match with the bots and write every event, with the rule it applies."""
    for e in match.events:
        write(str(e))
    while not match.over:
        seat = match.to_act
        action = bots[seat].choose(match)
        write(f"\n>> {match.rules.rulebook.game} seat {seat} chooses: {action.label}")
        for e in match.play(action):
            write(str(e))
    write("")
    write(repr(match.result))


def narrate_cli(game: str, seed: int, players: int | None = None) -> int:
    """Entry point of `xlearn play`: returns the process exit code."""
    if game not in games.registered():
        print(f"unknown game {game!r}; choose one of {', '.join(games.names())}", file=sys.stderr)
        return 2
    try:
        module = games.package(game)
    except ModuleNotFoundError:
        print(f"{game} is not available in this version of xlearn yet", file=sys.stderr)
        return 2
    match = module.new_match(players=players or 2, seed=seed)
    bots = [RandomBot(seed * 31 + i) for i in range(players or 2)]
    narrate(match, bots)
    return 0
