"""Each game's rules of thumb for the bots and the coach, found by game name (xlearn.strategy.<game>)."""
# A strategy module may define score(match, action, world) (the greedy bot takes the highest),
# explain(match, action, seed) (why, citing the rules), rule_of_thumb(), after_turn(match, action,
# world), rollout_action(rules, state, chance) and win_chance(state, seat) (for the search bot).
from __future__ import annotations

import importlib
from types import ModuleType

_CACHE: dict[str, ModuleType | None] = {}


def for_game(game: str) -> ModuleType | None:
    """The strategy module of a game, or None when it has none yet."""
    if game not in _CACHE:
        try:
            _CACHE[game] = importlib.import_module(f"{__name__}.{game}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{game}":
                raise
            _CACHE[game] = None
    return _CACHE[game]


def final_lead(res, seat: int, win: float) -> float:
    """A finished game judged by a rule of thumb: +win shared among the winners (or -win for a loser),
    plus the seat's final score less the best rival's."""
    scores = {p: c.total for p, c in res.scores.items()}
    mine = scores.get(seat, 0)
    best = max((v for p, v in scores.items() if p != seat), default=0)
    won = seat in res.winners
    return (win if won else -win) / (len(res.winners) if won else 1) + mine - best
