"""The game-agnostic engine: Match, events, rule references, errors, randomness, bots, checker."""
from .actions import Action, Refusal
from .chance import Chance
from .errors import DataError, IllegalAction, UndoRefused
from .events import Calculation, Event, Term
from .game import Result
from .match import Match
from .rules import RuleRef, Rulebook
from .saves import load_match

__all__ = ["Action", "Refusal", "Chance", "DataError", "IllegalAction", "UndoRefused", "Calculation",
           "Event", "Term", "Result", "Match", "RuleRef", "Rulebook", "load_match"]
