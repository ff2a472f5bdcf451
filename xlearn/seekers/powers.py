"""The registry of ActionX effects: data (`effect_ids`) says which ids exist, this code says what each does.

An effect is a function (state, seat, source card, amount, target, out). Ongoing effects have no function;
the rules ask for them (hand limit, wild Leads, Thwart cost) through `ongoing`.
Each effect explains itself citing "Card Effects vs Standard Rules" or the rule it bends.
"""
from __future__ import annotations

from typing import Callable

from ..engine.flow import push
from ..engine.out import Out
from .effect_ids import EFFECT_IDS, TARGETS, WITHOUT_FUNCTION
from .explain import card_list, note, plural
from .heroic import barter_look
from .decisions import Pending
from .zones import (archive_actionx, bury_adventure, bury_lead, draw_actionx, draw_leads, reveal, swap_adventures,
                    take_top)
from .steps import KEEP_STEP, SCRAP_DOWN_STEP, SURVIVING_STEP
from .state import SeekersState

Effect = Callable[[SeekersState, int, int | None, int, tuple | None, Out], None]
EFFECTS: dict[str, Effect | None] = dict.fromkeys(WITHOUT_FUNCTION)


def effect(eid: str):
    """Give the effect id `eid` its function (what the card text does when the ability resolves)."""
    def wrap(fn):
        """Register the function for the effect id."""
        EFFECTS[eid] = fn
        return fn
    return wrap


def _src(s: SeekersState, src: int | None) -> str:
    """The name of the card an effect comes from, as its explanation opens."""
    return s.card(src).name if src is not None else "The card"


def _src_ids(src: int | None) -> list[int]:
    """The card an effect comes from, as event data names it (none when the text says "The card")."""
    return [] if src is None else [src]


# ----- effects ------------------------------------------------------------------------------------
@effect("draw-leads")
def _draw_leads(s, seat, src, n, target, out):
    """Draw Leads, as in the draw step."""
    draw_leads(s, seat, n, out, "draw")  # an ordinary draw, as in the Draw Leads step (ruling S-23)


@effect("draw-actionx")
def _draw_actionx(s, seat, src, n, target, out):
    """Draw ActionX cards."""
    draw_actionx(s, seat, n, out, "draw")


@effect("reveal-adventures")
def _reveal(s, seat, src, n, target, out):
    """Reveal Adventures, then keep to the three-Adventure limit."""
    for _ in range(n):
        reveal(s, seat, out, "reveal")  # Key Terms: REVEAL
    push(s.todo, (SCRAP_DOWN_STEP, seat))


@effect("take-discarded-leads")
def _take_discarded(s, seat, src, n, target, out):
    """Take Leads from the top of the Lead discard pile."""
    got = [s.lead_disc.pop() for _ in range(min(n, len(s.lead_disc)))]
    s.hand[seat].extend(got)
    if out.on:
        note(out, "take-discard", "card-effects", f"{_src(s, src)}: {s.name(seat)} takes "
             f"{card_list([s.lead_type(i) + ' Lead' for i in got]) if got else 'nothing'} from the top of the Lead "
             "discard pile.", seat=seat, cards=_src_ids(src), leads=[s.lead_type(i) for i in got])


@effect("recover-adventure")
def _recover(s, seat, src, n, target, out):
    """Put the top Adventure of the discard pile into the Adventure zone."""
    if s.adv_disc:
        inst = s.adv_disc.pop()
        s.advs[seat].append(inst)
        if out.on:
            note(out, "recover", "card-effects", f"{_src(s, src)}: {s.name(seat)} puts {s.card(inst).name} from "
                 "the Adventure discard pile into their Adventure zone.", seat=seat, cards=[*_src_ids(src), inst])
        push(s.todo, (SCRAP_DOWN_STEP, seat))
    elif out.on:
        note(out, "recover", "card-effects", "The Adventure discard pile is empty, so nothing is recovered.",
             seat=seat)


@effect("rival-discards")
def _rival_discards(s, seat, src, n, target, out):
    """A rival discards Leads picked at random."""
    victim = target[0]
    hand = s.hand[victim]
    gone = []
    for _ in range(min(n, len(hand))):
        gone.append(hand.pop(s.rng.below(len(hand))))
    s.lead_disc.extend(gone)
    note(out, "random-discard", "random-discard", f"{_src(s, src)}: {s.name(victim)} discards "
         f"{plural(len(gone), 'Lead') + ' (' + card_list([s.lead_type(i) for i in gone]) + ')' if gone else 'nothing (no Leads in hand)'}"
         ", picked at random by the seeded source." if out.on else "", seat=victim, reveals=bool(gone),
         cards=_src_ids(src), leads=[s.lead_type(i) for i in gone])


@effect("rival-archives")
def _rival_archives(s, seat, src, n, target, out):
    """A rival's Site or Relic goes to their Archive zone."""
    victim, inst = target
    if inst in s.zone[victim]:
        if out.on:
            note(out, "archive", "card-effects", f"{_src(s, src)}: {s.name(victim)} archives {s.card(inst).name}.",
                 seat=victim, cards=[*_src_ids(src), inst])
        archive_actionx(s, victim, inst, out)


@effect("rival-buries")
def _rival_buries(s, seat, src, n, target, out):
    """A rival's Adventure is buried (Surviving the Final Adventure may follow)."""
    victim, inst = target
    if inst in s.advs[victim]:
        bury_adventure(s, victim, inst)
        if out.on:
            note(out, "bury", "bury", f"{_src(s, src)}: {s.name(victim)} buries {s.card(inst).name} at the bottom "
                 "of the Adventure discard pile.", seat=victim, cards=[*_src_ids(src), inst])
        push(s.todo, (SURVIVING_STEP, victim, seat))


@effect("steal-adventure")
def _steal(s, seat, src, n, target, out):
    """Take a rival's active Adventure into your own Adventure zone."""
    victim, inst = target
    if inst in s.advs[victim]:
        s.advs[victim].remove(inst)
        s.advs[seat].append(inst)
        if out.on:
            note(out, "steal", "card-effects", f"{_src(s, src)}: {s.name(seat)} takes {s.card(inst).name} from "
                 f"{s.name(victim)}'s Adventure zone.", seat=seat, cards=[*_src_ids(src), inst],
                 seats=[seat, victim])
        push(s.todo, (SURVIVING_STEP, victim, seat), (SCRAP_DOWN_STEP, seat))


@effect("swap-adventure")
def _swap(s, seat, src, n, target, out):
    """Swap one of your Adventures for a rival's."""
    mine, victim, theirs = target
    swap_adventures(s, seat, mine, victim, theirs, out, "card-effects")


@effect("look-leads")
def _look_leads(s, seat, src, n, target, out):
    """Look at the top Leads to keep one."""
    got = take_top(s, "lead", n, out)
    if not got:
        return
    s.look[seat].extend(got)
    note(out, "look", "card-effects", f"{_src(s, src)}: {s.name(seat)} looks at the top "
         f"{plural(len(got), 'Lead')}: {card_list([s.lead_type(i) for i in got])}.", seat=seat,
         audience=frozenset((seat,)), public=f"{s.name(seat)} looks at the top {plural(len(got), 'Lead')}.",
         cards=_src_ids(src), leads=[s.lead_type(i) for i in got])
    push(s.todo, (KEEP_STEP, seat))


def keep_step(s, item, out):
    """A look-at-Leads effect: choose the Lead to keep."""
    s.pending = Pending("keep", item[1])


@effect("barter")
def _barter(s, seat, src, n, target, out):
    """The Barter look: the top two Adventures, one revealed."""
    barter_look(s, seat, out)


@effect("bonded-draw")
def _bonded_draw(s, seat, src, n, target, out):
    """Draw a Lead, and one more if it matches the bonded type."""
    bonded = s.lead_type(s.bond[src]) if src in s.bond else None
    got = draw_leads(s, seat, 1, out, "bond")
    if got and bonded and s.lead_type(got[0]) == bonded:
        note(out, "bond", "bond", f"The Lead matches the bonded type ({bonded}), so {s.name(seat)} draws one more.",
             seat=seat, audience=frozenset((seat,)), public=f"{s.name(seat)} draws one more Lead.", leads=[bonded])
        draw_leads(s, seat, 1, out, "bond")


@effect("rivals-bury-bonded")
def _rivals_bury_bonded(s, seat, src, n, target, out):
    """Each rival holding the bonded type buries one such Lead."""
    if src not in s.bond:
        return
    bonded = s.lead_type(s.bond[src])
    for r in s.rivals(seat):
        if any(s.lead_type(i) == bonded for i in s.hand[r]):
            bury_lead(s, r, bonded)
            if out.on:
                note(out, "bury", "bond", f"{s.name(r)} buries a {bonded} Lead (the bonded type of "
                     f"{s.card(src).name}).", seat=r, cards=[src], leads=[bonded])


@effect("take-bonded-lead")
def _take_bonded(s, seat, src, n, target, out):
    """Take a Lead of the bonded type from the Lead discard pile."""
    if src not in s.bond:
        return
    bonded = s.lead_type(s.bond[src])
    for k in range(len(s.lead_disc) - 1, -1, -1):
        if s.lead_type(s.lead_disc[k]) == bonded:
            s.hand[seat].append(s.lead_disc.pop(k))
            if out.on:
                note(out, "take-discard", "bond", f"{s.name(seat)} takes a {bonded} Lead from the Lead discard "
                     f"pile ({s.card(src).name}'s bonded type).", seat=seat, cards=[src], leads=[bonded])
            return
    if out.on:
        note(out, "take-discard", "bond", f"No {bonded} Lead lies in the Lead discard pile.", seat=seat,
             leads=[bonded])


def run_fx(s: SeekersState, item: tuple, out: Out) -> None:
    """An ActionX effect takes effect (its function in EFFECTS)."""
    _, seat, eid, amount, target, src = item
    EFFECTS[eid](s, seat, src, amount, target, out)


# ----- targets ------------------------------------------------------------------------------------
def targets(s: SeekersState, seat: int, eid: str) -> list[tuple[tuple, str]]:
    """Every target an effect may pick now, with the words added to the choice's label."""
    kind = TARGETS.get(eid)
    if kind is None:
        return [(None, "")]
    out = []
    for r in s.rivals(seat):
        if kind == "rival":
            out.append(((r,), f" on {s.name(r)}"))
        elif kind == "rival-adventure":
            out += [((r, a), f" on {s.name(r)}'s {s.card(a).name}") for a in s.advs[r]]
        elif kind == "rival-card":
            out += [((r, c), f" on {s.name(r)}'s {s.card(c).name}") for c in s.zone[r]]
        elif kind == "swap":
            out += [((m, r, a), f": swap {s.card(m).name} for {s.name(r)}'s {s.card(a).name}")
                    for m in s.advs[seat] for a in s.advs[r]]
    return out


def target_of(ability) -> str | None:
    """The effect id of the ability that picks a target, if any."""
    for eid, _ in ability.effects:
        if eid in TARGETS:
            return eid
    return None


if set(EFFECTS) != EFFECT_IDS:   # every effect id the card data may name has its meaning here
    raise AssertionError(f"effects without a function: {sorted(EFFECT_IDS - set(EFFECTS))}; "
                         f"functions for unknown ids: {sorted(set(EFFECTS) - EFFECT_IDS)}")
