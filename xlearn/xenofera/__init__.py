"""Xenofera (2-5 players): new_match and the rules behind it."""
from __future__ import annotations

from ..engine.games import board_on_demand
from ..engine.match import Match
from .card_data import parse_set, teaching_set
from .rules import XenoferaRules
from .scenario import CageSpec, Scenario, SeatSpec
from .setup import build_setup

RULES = XenoferaRules()


def new_match(players: int = 2, seed: int = 7, *, scenario=None, names=None, first=None, setup_step=None,
              explain: bool = True) -> Match:
    """Start a Xenofera match for 2 to 5 players, or from a Scenario (a validated position).
    first: the starting player (else the seeded source picks); setup_step: a set-up step to start at
    (e.g. "4. Collection Deck"), the earlier steps played with the first choice each."""
    setup = build_setup(players, names, scenario, first=first, setup_step=setup_step)
    return Match(RULES, setup, seed, explain=explain)


__all__ = ["new_match", "RULES", "Scenario", "SeatSpec", "CageSpec", "teaching_set", "parse_set"]

__getattr__ = board_on_demand(__name__, "..ui", "Board")
