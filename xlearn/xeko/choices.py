"""The decisions of the Turn Sequence, one section per kind: what is offered, what choosing it does, and why
a choice of that kind is refused. (Turf War decisions: ``war_choices.py``; power follow-ups: ``on_play.py``
and ``powers.py``; the table of every kind: ``kinds.py``.)"""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.out import Out
from . import field as F
from . import powers, sun, turf_war
from .decisions import Decision
from .explain import note
from .placing import place_species, placement_spots, playable_species, provoked
from .rulebook import RULEBOOK
from .state import HOTSPOT, XekoState
from .steps import SPECIES, STEP_NAMES, TURF_WAR
from .trophic import match_tokens, tokens_text
from .zones import discard

SKIP_XEKO = Action("skip-xeko", "Play no Xeko card")
SKIP_SPECIES = (Action("skip-species", "Play no Species card"), Action("skip-species", "Play no more Species cards"))
SPOT_REASONS = {
    F.OCCUPIED: ("species-step", "that spot already holds a card"),
    F.NO_NEIGHBOUR: ("link-rule", "that spot touches no card in the field, so nothing can link"),
    F.NO_LINK: ("link-rule", "every card it would touch meets it blank side to blank side, so it links to "
                "nothing"),
}


# ----- 2. and 6. SUNRISE and SUNSET Powers -------------------------------------------------------
def sunrise_choice_options(s: XekoState, p: Decision) -> list[Action]:
    """SUNRISE: each power the active player may use now, then ending the step."""
    return sun.sunrise_options(s, p.seat) + [Action("end-sun", "End the SUNRISE step")]


def sunset_choice_options(s: XekoState, p: Decision) -> list[Action]:
    """SUNSET: each power the active player may use now, then ending the step."""
    return sun.sunset_options(s, p.seat) + [Action("end-sun", "End the SUNSET step")]


def apply_sun(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """Use the chosen SUNRISE or SUNSET power, or end the step."""
    if a.kind == "end-sun":
        s.sun_done = True
    else:
        sun.use_power(s, p.seat, a, out)


# Migrate: only at SUNRISE, once a turn, after shedding, to a spot where the card links.
MIGRATE_REFUSAL = Refusal(RULEBOOK["migrate"], "Migrate works only at SUNRISE, once a turn, after shedding "
                          "the number shown, to a spot where the card links by the link rule.")


# ----- 3. Play One Xeko Card ---------------------------------------------------------------------
def xeko_options(s: XekoState, p: Decision) -> list[Action]:
    """Step 3: one choice per Xeko card name in the hand, then playing none."""
    seen, acts = set(), []
    for i in s.hand[p.seat]:
        c = s.card(i)
        if c.kind == "xeko" and c.name not in seen:
            seen.add(c.name)
            acts.append(Action("xeko", f"Play Xeko card {c.name}", (i,)))
    return acts + [SKIP_XEKO]


def apply_xeko(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """Step 3: play the chosen Xeko card, or none (the turn goes on to step 4)."""
    seat = p.seat
    if a.kind == "xeko":
        play_xeko_card(s, seat, a.args[0], out)
        return
    s.xeko_played = True
    if out.on:
        note(out, "step", "xeko-step", f"{s.name(seat)} plays no Xeko card this turn.", seat=seat)
    s.step = SPECIES


def refuse_xeko(s: XekoState, a: Action) -> Refusal:
    """Step 3: a Xeko card is played only then, and only from the hand."""
    return Refusal(RULEBOOK["xeko-step"], "A Xeko card can only be played in step 3, before the "
                   f"Species card; now it is {STEP_NAMES[s.step]}."
                   if s.pending.kind != "xeko" else "That Xeko card is not in your hand.")


def play_xeko_card(s: XekoState, seat: int, inst: int, out: Out) -> None:
    """3. Play One Xeko Card: show the Trophic Tokens and apply the card; without them the card is lost."""
    card = s.card(inst)
    s.hand[seat].remove(inst)
    s.xeko_played = True
    s.resolving = inst
    s.xeko_card_played = True  # played, even if it turns out to be lost (Acropora)
    defs, owner = s.table.defs, s.table.owner
    mine = [(defs[i].name, defs[i].tokens) for _, i in sorted(s.field.items())
            if i != HOTSPOT and owner[i] == seat and defs[i].kind == "species"]
    shown = match_tokens(card.tokens, mine)
    if shown is None:
        if out.on:
            note(out, "xeko-lost", "xeko-lost", f"{s.name(seat)} plays {card.name}, which needs Trophic Tokens "
                 f"{tokens_text(card.tokens)}, but their Species in the field cannot show them all: the card "
                 "is lost and does nothing.", seat=seat, card=card.name, cards=[inst])
        return
    if out.on:
        shows = ", ".join(f"{name} ({lvl}-dot)" if lvl else f"{name} (plant)" for lvl, name in shown)
        mine_ids = [i for _, i in sorted(s.field.items())
                    if i != HOTSPOT and owner[i] == seat and defs[i].kind == "species"]
        note(out, "xeko", "trophic", f"{s.name(seat)} plays {card.name} and shows its Trophic Tokens on {shows}.",
             seat=seat, card=card.name, cards=[inst, *showing(s, mine_ids, [name for _, name in shown])])
    powers.run_xeko_card(s, inst, out)


def showing(s: XekoState, ids: list[int], names: list[str]) -> list[int]:
    """The instances of `ids` that carry these names, one each in order (two copies: either shows the same)."""
    left, out = list(ids), []
    for name in names:
        i = next((i for i in left if s.card(i).name == name), None)
        if i is not None:
            left.remove(i)
            out.append(i)
    return out


# ----- 4. Play One Species Card ------------------------------------------------------------------
def species_label(name: str, pos: tuple[int, int]) -> str:
    """The words of the choice of playing a Species at a spot."""
    return f"Play {name} at ({pos[0]}, {pos[1]})"


def species_action(s: XekoState, inst: int, q: tuple[int, int]) -> Action:
    """The choice of playing this Species at q (as species_options lists it)."""
    return species_actions(s, inst, (q,))[0]


def species_actions(s: XekoState, inst: int, spots) -> list[Action]:
    """The choices of playing this Species at each of these spots, in their order."""
    name = s.table.defs[inst].name
    return s.table.actions_at(("species", inst), spots,
                          lambda q: Action("species", species_label(name, q), (inst, q[0], q[1]), spot=q))


def skip_species(s: XekoState) -> Action:
    """The last choice of the Species step: playing no (more) Species."""
    return SKIP_SPECIES[1 if s.species_played else 0]


def species_options(s: XekoState, p: Decision) -> list[Action]:
    """Step 4: every playable Species at every spot where it links, then playing none."""
    acts = []
    for i in playable_species(s, p.seat):
        acts += species_actions(s, i, placement_spots(s, i))
    acts.append(skip_species(s))
    return acts


def pick_species(s: XekoState, p: Decision, chance) -> Action:
    """species_options(s, p)[chance.below(its length)], the same draw, without making every choice."""
    spots = [(i, placement_spots(s, i)) for i in playable_species(s, p.seat)]
    k = chance.below(sum(len(fit) for _, fit in spots) + 1)
    for i, fit in spots:
        if k < len(fit):
            return species_action(s, i, fit[k])
        k -= len(fit)
    return skip_species(s)


def apply_species(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """Step 4: play the chosen Species on its spot, or none; then the Turf War step."""
    seat = p.seat
    if a.kind == "species":
        inst, x, y = a.args
        place_species(s, inst, (x, y), out)
    else:
        s.species_done = True
        if out.on:
            note(out, "step", "species-step", f"{s.name(seat)} plays no {'more ' if s.species_played else ''}"
                 "Species cards this turn.", seat=seat)
    s.step = TURF_WAR


def refuse_species(s: XekoState, a: Action) -> Refusal:
    """Step 4: the Species must be in the hand, not have failed its flip, obey Provoke and the link rule."""
    inst, x, y = a.args
    card, seat = s.card(inst), s.pending.seat
    if s.pending.kind != "species":
        return Refusal(RULEBOOK["species-step"], f"A Species card is played in step 4 of your own "
                       f"turn; now it is {STEP_NAMES[s.step]}.")
    if inst not in s.hand[seat]:
        return Refusal(RULEBOOK["hand"], f"{card.name} is not in {s.name(seat)}'s hand.")
    if card.name in s.failed_species:
        return Refusal(RULEBOOK["card:pondicherry-shark"], f"{card.name} failed its coin flip this turn; "
                       "a different Species must be played.")
    code, _, _, d = F.check_spot(s.field, s.table.sides, s.table.sides[inst], x, y)
    if code == F.OK and card.has("provoke") and not provoked(s, inst, (x, y)):
        return Refusal(RULEBOOK["provoke"], f"{card.name} has Provoke: it may only be played where it "
                       "links to a rival's Species.")
    if code == F.OK:
        return Refusal(RULEBOOK["species-step"], "Only one Species card may be played this turn.")
    return spot_refusal(s, inst, (x, y), code, d)


def spot_refusal(s: XekoState, inst: int, pos: tuple[int, int], code: int, d: int | None) -> Refusal:
    """Explain why a card cannot go on this spot, naming the link rule it breaks."""
    name = s.card(inst).name
    if code in SPOT_REASONS:
        rule, why = SPOT_REASONS[code]
        return Refusal(RULEBOOK[rule], f"{name} cannot go at {pos}: {why}.")
    dx, dy = F.STEPS[d]
    other = s.field[(pos[0] + dx, pos[1] + dy)]
    mine = F.mask_letters(s.table.sides[inst][d]) or "blank"
    theirs = F.mask_letters(s.table.sides[other][(d + 2) % 4]) or "blank"
    where = F.DIR_NAMES[d]
    if code == F.BLANK_AGAINST_LINK:
        return Refusal(RULEBOOK["blank-sides"], f"{name} cannot go at {pos}: its {where} side ({mine}) would "
                       f"touch {s.card(other).name}'s side ({theirs}); a blank side may only touch a blank side.")
    return Refusal(RULEBOOK["link-mismatch"], f"{name} cannot go at {pos}: its {where} link ({mine}) would "
                   f"touch {s.card(other).name}'s link ({theirs}) and they share no colour.")


# ----- an extra Species, played by a power (no Turf War) -----------------------------------------
def extra_species_action(s: XekoState, inst: int, q: tuple[int, int]) -> Action:
    """The choice of playing this extra Species at q (as extra_species_options lists it)."""
    return extra_species_actions(s, inst, (q,))[0]


def extra_species_actions(s: XekoState, inst: int, spots) -> list[Action]:
    """The choices of playing this extra Species (no Turf War) at each of these spots, in their order."""
    name = s.table.defs[inst].name
    return s.table.actions_at(("extra-species", inst), spots,
                          lambda q: Action("extra-species", species_label(name, q) + " (no Turf War)",
                                           (inst, q[0], q[1]), spot=q))


def extra_species_options(s: XekoState, p: Decision) -> list[Action]:
    """A power's extra Species: every playable Species at every spot where it links, then none."""
    acts = []
    for i in playable_species(s, p.seat):
        acts += extra_species_actions(s, i, placement_spots(s, i))
    return acts + [Action("extra-species", "Play no extra Species", (None,))]


def apply_extra_species(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """Play the extra Species the power allows (it starts no Turf War and is not the turn's Species), or none."""
    if a.args[0] is not None:
        inst, x, y = a.args
        place_species(s, inst, (x, y), out, war=False, counts=False, via=(p.card, p.power))
    elif out.on:
        note(out, "power", f"card:{p.power}", f"{s.name(p.seat)} plays no extra Species.", seat=p.seat)


# ----- 5. Turf War: which rival Species is invaded -----------------------------------------------
def defender_options(s: XekoState, p: Decision) -> list[Action]:
    """Each rival Species the new Species may invade (and, for Predator's corner reach only, none)."""
    acts = []
    for i in p.candidates:
        q = s.position(i)
        acts.append(Action("defender", f"Invade {s.card(i).name} at ({q[0]}, {q[1]})", (i,), spot=q))
    if p.may_decline:
        acts.append(Action("defender", "Start no Turf War", (None,)))
    return acts


def apply_defender(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """Begin the Turf War against the chosen Species (or, when allowed, start none)."""
    if a.args[0] is None:
        if out.on:
            note(out, "no-war", "predator", f"{s.name(p.seat)} starts no Turf War with {s.card(p.attacker).name}.",
                 seat=p.seat, cards=[p.attacker])
    else:
        turf_war.begin(s, p.attacker, a.args[0], out)


# The defender must be a rival Species the new Species links to.
DEFENDER_REFUSAL = Refusal(RULEBOOK["choose-defender"], "The defender must be a rival Species that the "
                           "new Species links to.")


# ----- discarding from the hand for a power ------------------------------------------------------
def discard_options(s: XekoState, p: Decision) -> list[Action]:
    """One choice per card name in the hand."""
    seen, acts = set(), []
    for i in s.hand[p.seat]:
        if s.card(i).name not in seen:
            seen.add(s.card(i).name)
            acts.append(Action("discard", f"Discard {s.card(i).name}", (i,)))
    return acts


def apply_discard(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """The chosen card goes face up onto its owner's shed pile, for everyone to see."""
    seat = p.seat
    discard(s, seat, a.args[0])
    out.revealed = True
    if out.on:
        note(out, "discard", p.rule, f"{s.name(seat)} discards {s.card(a.args[0]).name} to their face-up shed pile.",
             seat=seat, reveals=True, cards=[a.args[0]])
