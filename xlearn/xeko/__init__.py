"""Xeko (4th edition rules, 2-4 players): new_match and the rules behind it."""
from __future__ import annotations

from ..engine.games import board_on_demand
from ..engine.match import Match
from .cards import load_deck_file, parse_deck, ready_made, teaching_set
from .rules import XekoRules
from .scenario import Scenario
from .setup import build_setup

RULES = XekoRules()


def new_match(players: int = 2, seed: int = 7, *, decks=None, names=None, hotspot=None, scenario=None,
              deck_size: int | None = None, explain: bool = True) -> Match:
    """Start a Xeko match: `decks` are ready-made deck names, Deck objects or deck dicts (one per seat).

    `deck_size` cuts every deck to that many cards (30 is the quick multiplayer option).
    """
    setup = build_setup(players, decks, names, hotspot, scenario, deck_size=deck_size)
    return Match(RULES, setup, seed, explain=explain)


__all__ = ["new_match", "RULES", "Scenario", "load_deck_file", "parse_deck", "ready_made", "teaching_set"]

__getattr__ = board_on_demand(__name__, ".board", "XekoBoard")
