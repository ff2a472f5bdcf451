"""Building Xenofera events: every event cites a rule from the Xenofera rulebook module."""
from __future__ import annotations

from ..engine.explain import card_list, notes_for, plural
from .rulebook import RULEBOOK

note = notes_for(RULEBOOK)
ORDINALS = ("first", "second", "third")

__all__ = ["note", "card_list", "plural", "ORDINALS"]
