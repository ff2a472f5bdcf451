"""XekoRules: the choices of each moment, why a choice is refused, and applying a choice."""
from __future__ import annotations

import re

from ..engine.actions import Action, Refusal
from ..engine.out import Out
from . import field as F
from . import setup as setup_mod
from . import turf_war
from .explain import card_list, note
from .powers import run_xeko_card
from .rulebook import RULEBOOK
from .state import GAME_OVER, HOTSPOT, SPECIES, STEP_NAMES, TURF_WAR, XekoState
from .trophic import match_tokens, tokens_text
from .turn import advance, place_species, placements, species_in_hand
from .view import census, fingerprint, view

SPOT_REASONS = {
    F.OCCUPIED: ("species-step", "that spot already holds a card"),
    F.NO_NEIGHBOUR: ("link-rule", "that spot touches no card in the field, so nothing can link"),
    F.NO_LINK: ("link-rule", "every card it would touch meets it blank side to blank side, so it links to "
                "nothing"),
}


def species_label(name: str, pos: tuple[int, int]) -> str:
    return f"Play {name} at ({pos[0]}, {pos[1]})"


_SPECIES_LABEL = re.compile(r"^Play (?P<name>.+) at \((?P<x>-?\d+), (?P<y>-?\d+)\)$")


class XekoRules:
    """The rules of Xeko (4th edition) over a plain-Python XekoState."""

    game = "xeko"
    rulebook = RULEBOOK

    # ----- setup --------------------------------------------------------------------------
    def normalise_setup(self, setup: dict, source: str) -> dict:
        return setup_mod.normalise(setup, source)

    def start(self, setup: dict, seed: int, out: Out) -> XekoState:
        return setup_mod.start(setup, seed, out)

    def copy(self, s: XekoState) -> XekoState:
        return s.copy()

    # ----- reading ------------------------------------------------------------------------
    def to_act(self, s: XekoState) -> int | None:
        return None if s.over or s.pending is None else s.pending[1]

    def phase(self, s: XekoState) -> str:
        return STEP_NAMES[s.step]

    def result(self, s: XekoState):
        return s.res

    view = staticmethod(view)
    census = staticmethod(census)
    fingerprint = staticmethod(fingerprint)

    # ----- the choices --------------------------------------------------------------------
    def legal(self, s: XekoState) -> list[Action]:
        """Every legal choice now, in a stable order, with unique labels."""
        if s.over or s.pending is None:
            return []
        kind, seat = s.pending[0], s.pending[1]
        if kind == "xeko":
            seen, acts = set(), []
            for i in s.hand[seat]:
                c = s.card(i)
                if c.kind == "xeko" and c.name not in seen:
                    seen.add(c.name)
                    acts.append(Action("xeko", f"Play Xeko card {c.name}", (i,)))
            return acts + [Action("skip-xeko", "Play no Xeko card")]
        if kind == "species":
            acts = [Action("species", species_label(s.card(i).name, p), (i, p[0], p[1]), spot=p)
                    for i, p in placements(s, species_in_hand(s, seat))]
            return acts + [Action("skip-species", "Play no Species card")]
        if kind == "defender":
            acts = []
            for i in s.pending[3]:
                p = s.position(i)
                acts.append(Action("defender", f"Invade {s.card(i).name} at ({p[0]}, {p[1]})", (i,), spot=p))
            return acts
        raise AssertionError(kind)

    def apply(self, s: XekoState, a: Action, out: Out) -> None:
        """Apply a legal choice, then auto-advance to the next choice."""
        pending = s.pending
        kind, seat = a.kind, pending[1]
        s.pending = None
        if kind == "xeko":
            play_xeko_card(s, seat, a.args[0], out)
        elif kind == "skip-xeko":
            s.xeko_played = True
            if out.on:
                note(out, "step", "xeko-step", f"{s.name(seat)} plays no Xeko card this turn.", seat=seat)
            s.step = SPECIES
        elif kind == "species":
            inst, x, y = a.args
            place_species(s, inst, (x, y), out)
        elif kind == "skip-species":
            if out.on:
                note(out, "step", "species-step", f"{s.name(seat)} plays no Species card this turn.", seat=seat)
            s.step = TURF_WAR
        elif kind == "defender":
            turf_war.begin(s, pending[2], a.args[0], out)
        advance(s, out)

    # ----- refusals -----------------------------------------------------------------------
    def why_not(self, s: XekoState, a: Action | str) -> Refusal:
        """The rule a choice breaks now, and why, in plain words."""
        if isinstance(a, str):
            m = _SPECIES_LABEL.match(a)
            if m and m["name"] in _names_in_play(s):
                a = _species_action(s, m["name"], (int(m["x"]), int(m["y"])))
            else:
                return _not_offered(s, a)
        if s.over:
            return Refusal(RULEBOOK["game-end"], "The game is over: no more choices can be made.")
        pending = s.pending[0]
        seat = s.pending[1]
        if a.kind == "species":
            inst, x, y = a.args
            card = s.card(inst)
            if pending != "species":
                return Refusal(RULEBOOK["species-step"], f"A Species card is played in step 4 of your own "
                               f"turn; now it is {STEP_NAMES[s.step]}.")
            if inst not in s.hand[seat]:
                return Refusal(RULEBOOK["hand"], f"{card.name} is not in {s.name(seat)}'s hand.")
            code, _, _, d = F.check_spot(s.field, s.t.sides, s.t.sides[inst], x, y)
            return spot_refusal(s, inst, (x, y), code, d)
        if a.kind in ("xeko", "skip-xeko"):
            return Refusal(RULEBOOK["xeko-step"], "A Xeko card can only be played in step 3, before the "
                           f"Species card; now it is {STEP_NAMES[s.step]}."
                           if pending != "xeko" else "That Xeko card is not in your hand.")
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
        if species:
            inst = species[pick(len(species))]
            p = F.frontier(s.field)[0]
            return Action("species", species_label(s.card(inst).name, p), (inst, p[0], p[1]), spot=p)
        return Action("xeko", "Play Xeko card that is not there", (HOTSPOT,))


def spot_refusal(s: XekoState, inst: int, pos: tuple[int, int], code: int, d: int | None) -> Refusal:
    """Explain why a Species cannot go on this spot, naming the link rule it breaks."""
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


def _names_in_play(s: XekoState) -> set[str]:
    return {d.name for d in s.t.defs}


def _species_action(s: XekoState, name: str, pos: tuple[int, int]) -> Action:
    seat = s.pending[1] if s.pending else s.active
    inst = next((i for i in s.hand[seat] if s.card(i).name == name),
                next(i for i, d in enumerate(s.t.defs) if d.name == name))
    return Action("species", species_label(name, pos), (inst, pos[0], pos[1]), spot=pos)


def _not_offered(s: XekoState, label: str) -> Refusal:
    if s.over:
        return Refusal(RULEBOOK["game-end"], "The game is over: no more choices can be made.")
    return Refusal(RULEBOOK["turn-sequence"], f"{label!r} is not one of the choices at this point "
                   f"({STEP_NAMES[s.step]}, {s.name(s.pending[1])} to choose).")


def play_xeko_card(s: XekoState, seat: int, inst: int, out: Out) -> None:
    """3. Play One Xeko Card: show the Trophic Tokens, apply the card, shed it; without tokens it is lost."""
    card = s.card(inst)
    s.hand[seat].remove(inst)
    s.xeko_played = True
    mine = [(s.card(i).name, s.card(i).tokens) for _, i in sorted(s.field.items())
            if i != HOTSPOT and s.t.owner[i] == seat and s.card(i).kind == "species"]
    shown = match_tokens(card.tokens, mine)
    if shown is None:
        if out.on:
            note(out, "xeko-lost", "xeko-lost", f"{s.name(seat)} plays {card.name}, which needs Trophic Tokens "
                 f"{tokens_text(card.tokens)}, but their Species in the field cannot show them all: the card "
                 "is lost to the shed pile and does nothing.", seat=seat, card=card.name)
        s.shed[seat].append(inst)
    else:
        if out.on:
            shows = card_list([f"{name} ({lvl}-dot)" if lvl else f"{name} (plant)" for lvl, name in shown])
            note(out, "xeko", "trophic", f"{s.name(seat)} plays {card.name} and shows its Trophic Tokens "
                 f"on {shows}.", seat=seat, card=card.name)
        run_xeko_card(s, inst, out)
        (s.gone if seat in s.out else s.shed[seat]).append(inst)
    if s.over:
        return
    if seat in s.out:
        from .turn import start_turn
        start_turn(s, s.next_seat(seat))
    else:
        s.step = SPECIES
