"""The golden record of seeded games (issue 19's "behaviour unchanged"): for 200 seeded random games per game,
over every player count and mode, one digest per game of every legal list, every choice made, every event
(kind, seat, text, the rule it cites, its worked sums) and the result.

    python tests/golden/record.py          # writes tests/golden/games.json (only before a restructuring)

tests/golden/test_golden_games.py plays the same games and compares digests, so a change to the engine that
moves any choice, text or result shows which game and where it first differs.
"""
from __future__ import annotations

import hashlib
import importlib
import json
import pathlib
import sys

from xlearn.engine.chance import Chance
from xlearn.engine.checker import every_setup

GAMES_PER_GAME = 200
HERE = pathlib.Path(__file__).parent
RECORD = HERE / "games.json"


def plan(game: str) -> list[tuple[str, int, int, dict]]:
    """The seeded games of the record: (config label, seed, players, options)."""
    cfg = every_setup(game)
    return [(cfg[k % len(cfg)][0], k // len(cfg), cfg[k % len(cfg)][1], cfg[k % len(cfg)][2])
            for k in range(GAMES_PER_GAME)]


def event_line(e) -> str:
    calcs = [c.to_json() for c in e.all_calcs()]
    return json.dumps([e.kind, e.seat, e.text, e.public_text, e.rule.cite(), calcs], sort_keys=True)


def digest(game: str, seed: int, players: int, opts: dict, max_steps: int = 20_000) -> dict:
    """Play one seeded random game with explanations on; its steps and a digest of everything it showed."""
    module = importlib.import_module(f"xlearn.{game}")
    match = module.new_match(players, seed=seed, **opts)
    pick = Chance(seed * 104_729 + 17)
    h = hashlib.sha256()
    for batch in match.log:
        for e in batch:
            h.update(event_line(e).encode())
    steps = 0
    while not match.over and steps < max_steps:
        legal = match.legal()
        h.update(json.dumps([a.label for a in legal]).encode())
        choice = legal[pick.below(len(legal))]
        for e in match.play(choice):
            h.update(event_line(e).encode())
        steps += 1
    result = match.result
    h.update(json.dumps([match.over, None if result is None else result.to_json()], sort_keys=True).encode())
    return {"steps": steps, "sha256": h.hexdigest()}


def record_all() -> dict:
    return {game: {f"{label} seed {seed}": digest(game, seed, players, opts)
                   for label, seed, players, opts in plan(game)}
            for game in ("xeko", "xenofera", "seekers")}


if __name__ == "__main__":
    RECORD.write_text(json.dumps(record_all(), indent=1, sort_keys=True) + "\n")
    print(f"wrote {RECORD}", file=sys.stderr)
