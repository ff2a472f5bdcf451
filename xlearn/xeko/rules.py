"""XekoRules: the choices of each moment, why a choice is refused, and applying a choice."""
from __future__ import annotations

import re

from ..engine.actions import Action, Refusal
from ..engine.game import GameRules
from ..engine.reveals import ALL, OWNER
from . import field as F
from . import setup as setup_mod
from .choices import species_label
from .flow import FLOW
from .kinds import KINDS, REFUSALS
from .rulebook import RULEBOOK
from .state import HOTSPOT, XekoState
from .steps import STEP_NAMES
from .view import census, fingerprint, view

_SPECIES_LABEL = re.compile(r"^Play (?P<name>.+) at \((?P<x>-?\d+), (?P<y>-?\d+)\)$")


class XekoRules(GameRules):
    """The rules of Xeko (4th edition) over a plain-Python XekoState."""

    game = "xeko"
    rulebook = RULEBOOK
    turn_rule = "turn-sequence"   # cited when something that is no choice at all is played
    setup_module = setup_mod      # How to Start the Game
    flow = FLOW                   # Turn Sequence
    kinds = KINDS                 # every kind of decision (kinds.py)

    def phase(self, s: XekoState) -> str:
        """The name of the current step of the Turn Sequence."""
        return STEP_NAMES[s.step]

    view = staticmethod(view)
    census = staticmethod(census)
    # census zones hidden from some seats: where a card moving out of one shows it (engine.reveals)
    private_zones = {"draw": ALL, "hand": OWNER}

    fingerprint = staticmethod(fingerprint)

    def why_not(self, s: XekoState, a: Action | str) -> Refusal:
        """The rule a choice breaks now, and why, in plain words."""
        if isinstance(a, str):
            m = _SPECIES_LABEL.match(a)
            if m and m["name"] in {d.name for d in s.table.defs} and not s.over:
                parsed = _species_action(s, m["name"], (int(m["x"]), int(m["y"])))
                if parsed.label != a:
                    offered = any(x.label == parsed.label for x in self.legal(s))
                    return _not_offered(s, a, hint=parsed.label if offered else None)
                a = parsed
            else:
                guess = _kind_of_label(a)
                if guess is None or s.over:
                    return _not_offered(s, a)
                a = Action(guess, a)
        if s.over:
            return Refusal(RULEBOOK["game-end"], "The game is over: no more choices can be made.")
        refuse = REFUSALS.get(a.kind)
        return refuse(s, a) if refuse is not None else _not_offered(s, a.label)

    def sample_illegal(self, s: XekoState, pick) -> Action | None:
        """A plausible but illegal choice, for the random-play checker."""
        if s.over or s.pending is None:
            return None
        seat = s.pending.seat
        species = [i for i in s.hand[seat] if s.card(i).kind == "species"]
        if s.pending.kind == "species" and species:
            inst = species[pick(len(species))]
            bad = [p for p in F.frontier(s.field)
                   if F.check_spot(s.field, s.table.sides, s.table.sides[inst], *p)[0] != F.OK]
            p = bad[pick(len(bad))] if bad else (99, 99)
            return Action("species", species_label(s.card(inst).name, p), (inst, p[0], p[1]), spot=p)
        if species and s.field:
            inst = species[pick(len(species))]
            p = F.frontier(s.field)[0]
            return Action("species", species_label(s.card(inst).name, p), (inst, p[0], p[1]), spot=p)
        return Action("xeko", "Play Xeko card that is not there", (HOTSPOT,))


LABEL_KINDS = (("Boost: ", "boost"), ("Decline: ", "camouflage"), ("Use Sacrifice", "sacrifice"),
               ("Migrate ", "migrate"), ("Play Xeko card ", "xeko"), ("Invade ", "defender"))


def _kind_of_label(label: str) -> str | None:
    """The kind of choice a typed label asks for, so its refusal can name the right rule."""
    return next((kind for prefix, kind in LABEL_KINDS if label.startswith(prefix)), None)


def _species_action(s: XekoState, name: str, pos: tuple[int, int]) -> Action:
    """The Species choice a typed label names, for its refusal."""
    seat = s.pending.seat if s.pending else s.active
    inst = next((i for i in s.hand[seat] if s.card(i).name == name),
                next(i for i, d in enumerate(s.table.defs) if d.name == name))
    return Action("species", species_label(name, pos), (inst, pos[0], pos[1]), spot=pos)


def _not_offered(s: XekoState, label: str, hint: str | None = None) -> Refusal:
    """A label that names no choice of this moment (a typo, or a choice of another step)."""
    if s.over:
        return Refusal(RULEBOOK["game-end"], "The game is over: no more choices can be made.")
    tip = f" Did you mean {hint!r}?" if hint else ""
    return Refusal(RULEBOOK["turn-sequence"], f"{label!r} is not one of the choices at this point "
                   f"({STEP_NAMES[s.step]}, {s.name(s.pending.seat)} to choose).{tip}")
