"""XekoRules: the choices of each moment, why a choice is refused, and applying a choice."""
from __future__ import annotations

import re

from ..engine.actions import Action, Refusal
from ..engine.out import Out
from ..engine.reveals import ALL, OWNER
from . import field as F
from . import setup as setup_mod
from .choices import OPTIONS, PICKERS, apply_choice, species_label
from .rulebook import RULEBOOK
from .state import HOTSPOT, STEP_NAMES, XekoState
from .turn import advance, provoked
from .view import census, fingerprint, view

SPOT_REASONS = {
    F.OCCUPIED: ("species-step", "that spot already holds a card"),
    F.NO_NEIGHBOUR: ("link-rule", "that spot touches no card in the field, so nothing can link"),
    F.NO_LINK: ("link-rule", "every card it would touch meets it blank side to blank side, so it links to "
                "nothing"),
}
_SPECIES_LABEL = re.compile(r"^Play (?P<name>.+) at \((?P<x>-?\d+), (?P<y>-?\d+)\)$")


class XekoRules:
    """The rules of Xeko (4th edition) over a plain-Python XekoState."""

    game = "xeko"
    rulebook = RULEBOOK
    turn_rule = "turn-sequence"   # cited when something that is no choice at all is played

    def normalise_setup(self, setup: dict, source: str) -> dict:
        return setup_mod.normalise(setup, source)

    def start(self, setup: dict, seed: int, out: Out) -> XekoState:
        return setup_mod.start(setup, seed, out)

    def copy(self, s: XekoState) -> XekoState:
        return s.copy()

    def to_act(self, s: XekoState) -> int | None:
        return None if s.over or s.pending is None else s.pending[1]

    def phase(self, s: XekoState) -> str:
        return STEP_NAMES[s.step]

    def result(self, s: XekoState):
        return s.res

    view = staticmethod(view)
    census = staticmethod(census)
    # census zones hidden from some seats: where a card moving out of one shows it (engine.reveals)
    private_zones = {"draw": ALL, "hand": OWNER}

    def players(self, s) -> int:
        """How many seats the game has."""
        return s.t.players

    fingerprint = staticmethod(fingerprint)

    def legal(self, s: XekoState) -> list[Action]:
        """Every legal choice now, in a stable order, with unique labels."""
        if s.over or s.pending is None:
            return []
        return OPTIONS[s.pending[0]](s, s.pending)

    def pick_legal(self, s: XekoState, chance) -> Action:
        """legal(s)[chance.below(len(legal(s)))] with the same draw; for a Species step without making every
        choice (the random bot's fast path)."""
        pick = PICKERS.get(s.pending[0]) if not s.over and s.pending is not None else None
        if pick is not None:
            return pick(s, s.pending, chance)
        return chance.pick(self.legal(s))

    def apply(self, s: XekoState, a: Action, out: Out) -> None:
        """Apply a legal choice, then auto-advance to the next choice."""
        pending, s.pending = s.pending, None
        apply_choice(s, a, pending, out)
        advance(s, out)

    def why_not(self, s: XekoState, a: Action | str) -> Refusal:
        """The rule a choice breaks now, and why, in plain words."""
        if isinstance(a, str):
            m = _SPECIES_LABEL.match(a)
            if m and m["name"] in {d.name for d in s.t.defs} and not s.over:
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
        pending, seat = s.pending[0], s.pending[1]
        if a.kind == "species":
            inst, x, y = a.args
            card = s.card(inst)
            if pending != "species":
                return Refusal(RULEBOOK["species-step"], f"A Species card is played in step 4 of your own "
                               f"turn; now it is {STEP_NAMES[s.step]}.")
            if inst not in s.hand[seat]:
                return Refusal(RULEBOOK["hand"], f"{card.name} is not in {s.name(seat)}'s hand.")
            if (-1, "failed:" + card.name) in s.used:
                return Refusal(RULEBOOK["card:pondicherry-shark"], f"{card.name} failed its coin flip this turn; "
                               "a different Species must be played.")
            code, _, _, d = F.check_spot(s.field, s.t.sides, s.t.sides[inst], x, y)
            if code == F.OK and card.has("provoke") and not provoked(s, inst, (x, y)):
                return Refusal(RULEBOOK["provoke"], f"{card.name} has Provoke: it may only be played where it "
                               "links to a rival's Species.")
            if code == F.OK:
                return Refusal(RULEBOOK["species-step"], "Only one Species card may be played this turn.")
            return spot_refusal(s, inst, (x, y), code, d)
        if a.kind == "boost":
            return Refusal(RULEBOOK["boost-cards"], "A Boost may only be played in a Turf War, by one of its two "
                           "players on their Boost turn, on a spot where it links (by the link rule) to their own "
                           "Species in the war or to a Boost they played earlier in it.")
        if a.kind in ("xeko", "skip-xeko"):
            return Refusal(RULEBOOK["xeko-step"], "A Xeko card can only be played in step 3, before the "
                           f"Species card; now it is {STEP_NAMES[s.step]}."
                           if pending != "xeko" else "That Xeko card is not in your hand.")
        if a.kind == "camouflage":
            return Refusal(RULEBOOK["camouflage"], "Camouflage may only decline a Turf War at the moment it is "
                           "about to begin; once it has begun it cannot be called off.")
        if a.kind == "sacrifice":
            return Refusal(RULEBOOK["sacrifice"], "Sacrifice needs the winner's Species to have it and the Diff to "
                           "be at least its number.")
        if a.kind == "migrate":
            return Refusal(RULEBOOK["migrate"], "Migrate works only at SUNRISE, once a turn, after shedding the "
                           "number shown, to a spot where the card links by the link rule.")
        if a.kind == "defender":
            return Refusal(RULEBOOK["choose-defender"], "The defender must be a rival Species that the new "
                           "Species links to.")
        return _not_offered(s, a.label)

    def sample_illegal(self, s: XekoState, pick) -> Action | None:
        """A plausible but illegal choice, for the random-play checker."""
        if s.over or s.pending is None:
            return None
        seat = s.pending[1]
        species = [i for i in s.hand[seat] if s.card(i).kind == "species"]
        if s.pending[0] == "species" and species:
            inst = species[pick(len(species))]
            bad = [p for p in F.frontier(s.field)
                   if F.check_spot(s.field, s.t.sides, s.t.sides[inst], *p)[0] != F.OK]
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


def spot_refusal(s: XekoState, inst: int, pos: tuple[int, int], code: int, d: int | None) -> Refusal:
    """Explain why a card cannot go on this spot, naming the link rule it breaks."""
    name = s.card(inst).name
    if code in SPOT_REASONS:
        rule, why = SPOT_REASONS[code]
        return Refusal(RULEBOOK[rule], f"{name} cannot go at {pos}: {why}.")
    dx, dy = F.STEPS[d]
    other = s.field[(pos[0] + dx, pos[1] + dy)]
    mine = F.mask_letters(s.t.sides[inst][d]) or "blank"
    theirs = F.mask_letters(s.t.sides[other][(d + 2) % 4]) or "blank"
    where = F.DIR_NAMES[d]
    if code == F.BLANK_AGAINST_LINK:
        return Refusal(RULEBOOK["blank-sides"], f"{name} cannot go at {pos}: its {where} side ({mine}) would "
                       f"touch {s.card(other).name}'s side ({theirs}); a blank side may only touch a blank side.")
    return Refusal(RULEBOOK["link-mismatch"], f"{name} cannot go at {pos}: its {where} link ({mine}) would "
                   f"touch {s.card(other).name}'s link ({theirs}) and they share no colour.")


def _species_action(s: XekoState, name: str, pos: tuple[int, int]) -> Action:
    seat = s.pending[1] if s.pending else s.active
    inst = next((i for i in s.hand[seat] if s.card(i).name == name),
                next(i for i, d in enumerate(s.t.defs) if d.name == name))
    return Action("species", species_label(name, pos), (inst, pos[0], pos[1]), spot=pos)


def _not_offered(s: XekoState, label: str, hint: str | None = None) -> Refusal:
    """A label that names no choice of this moment (a typo, or a choice of another step)."""
    if s.over:
        return Refusal(RULEBOOK["game-end"], "The game is over: no more choices can be made.")
    tip = f" Did you mean {hint!r}?" if hint else ""
    return Refusal(RULEBOOK["turn-sequence"], f"{label!r} is not one of the choices at this point "
                   f"({STEP_NAMES[s.step]}, {s.name(s.pending[1])} to choose).{tip}")
