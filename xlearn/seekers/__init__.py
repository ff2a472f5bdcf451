"""X: Seekers of Fortune (2-4 players): new_match and the rules behind it."""
from __future__ import annotations

from ..engine.games import board_on_demand
from ..engine.match import Match
from .cards import teaching_set
from .rules import SeekersRules
from .scenario import ActiveCard, Scenario, SeatScenario
from .setup import build_setup

RULES = SeekersRules()


def new_match(players: int = 2, seed: int = 7, *, mode: str = "full", draft: bool = False, scenario=None,
              names=None, first: int | None = None, explain: bool = True) -> Match:
    """Start a Seekers match. mode: 'beginner', 'advanced' or 'full'; draft: Draft Mode (up to three players);
    first: the seat that lost the last game (else a coin decides); scenario: a Scenario to start from."""
    setup = build_setup(players, mode, draft, names, first, scenario)
    return Match(RULES, setup, seed, explain=explain)


__all__ = ["new_match", "RULES", "Scenario", "SeatScenario", "ActiveCard", "teaching_set"]

__getattr__ = board_on_demand(__name__, "..ui", "Board")
