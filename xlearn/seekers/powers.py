"""The registry of ActionX effects: data says which card has which effect id, this code says what it does.

An effect is a function (state, seat, source card, amount, target, out). Ongoing effects have no function;
the rules ask for them (hand limit, wild Leads, Thwart cost) through the helpers at the bottom.
Each effect explains itself citing "Card Effects vs Standard Rules" or the rule it bends.
"""
from __future__ import annotations

from typing import Callable

from ..engine.out import Out
from .explain import card_list, note, plural
from .flow import push, step
from .piles import archive_actionx, bury_adventure, draw_actionx, draw_leads, reveal
from .state import HAND_LIMIT, SeekersState

Effect = Callable[[SeekersState, int, int | None, int, tuple | None, Out], None]
EFFECTS: dict[str, Effect | None] = {}
_TARGET: dict[str, str] = {}
_BOND = {"bonded-draw", "rivals-bury-bonded", "take-bonded-lead", "bonded-wild"}
_ONGOING = {"hand-limit", "rivals-hand-limit", "bonded-wild", "thwart-cost"}


def effect(eid: str, target: str | None = None):
    def wrap(fn):
        EFFECTS[eid] = fn
        if target:
            _TARGET[eid] = target
        return fn
    return wrap


for _eid in _ONGOING | {"free-thwart"}:
    EFFECTS[_eid] = None


def needs_bond(eid: str) -> bool:
    return eid in _BOND


def ongoing_only(eid: str) -> bool:
    return eid in _ONGOING


def targets_of(eid: str) -> str | None:
    return _TARGET.get(eid)


def _src(s: SeekersState, src: int | None) -> str:
    return s.card(src).name if src is not None else "The card"


def _src_ids(src: int | None) -> list[int]:
    """The card an effect comes from, as event data names it (none when the text says "The card")."""
    return [] if src is None else [src]


# ----- effects ------------------------------------------------------------------------------------
@effect("draw-leads")
def _draw_leads(s, seat, src, n, target, out):
    draw_leads(s, seat, n, out, "draw")  # an ordinary draw, as in the Draw Leads step (ruling S-23)


@effect("draw-actionx")
def _draw_actionx(s, seat, src, n, target, out):
    draw_actionx(s, seat, n, out, "draw")


@effect("reveal-adventures")
def _reveal(s, seat, src, n, target, out):
    for _ in range(n):
        reveal(s, seat, out, "reveal")  # Key Terms: REVEAL
    push(s, ("scrap-down", seat))


@effect("take-discarded-leads")
def _take_discarded(s, seat, src, n, target, out):
    got = [s.lead_disc.pop() for _ in range(min(n, len(s.lead_disc)))]
    s.hand[seat].extend(got)
    if out.on:
        note(out, "take-discard", "card-effects", f"{_src(s, src)}: {s.name(seat)} takes "
             f"{card_list([s.lead_type(i) + ' Lead' for i in got]) if got else 'nothing'} from the top of the Lead "
             "discard pile.", seat=seat, cards=_src_ids(src), leads=[s.lead_type(i) for i in got])


@effect("recover-adventure")
def _recover(s, seat, src, n, target, out):
    if s.adv_disc:
        inst = s.adv_disc.pop()
        s.advs[seat].append(inst)
        if out.on:
            note(out, "recover", "card-effects", f"{_src(s, src)}: {s.name(seat)} puts {s.card(inst).name} from "
                 "the Adventure discard pile into their Adventure zone.", seat=seat, cards=[*_src_ids(src), inst])
        push(s, ("scrap-down", seat))
    elif out.on:
        note(out, "recover", "card-effects", "The Adventure discard pile is empty, so nothing is recovered.",
             seat=seat)


@effect("rival-discards", target="rival")
def _rival_discards(s, seat, src, n, target, out):
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


@effect("rival-archives", target="rival-card")
def _rival_archives(s, seat, src, n, target, out):
    victim, inst = target
    if inst in s.zone[victim]:
        if out.on:
            note(out, "archive", "card-effects", f"{_src(s, src)}: {s.name(victim)} archives {s.card(inst).name}.",
                 seat=victim, cards=[*_src_ids(src), inst])
        archive_actionx(s, victim, inst, out)


@effect("rival-buries", target="rival-adventure")
def _rival_buries(s, seat, src, n, target, out):
    victim, inst = target
    if inst in s.advs[victim]:
        bury_adventure(s, victim, inst)
        if out.on:
            note(out, "bury", "bury", f"{_src(s, src)}: {s.name(victim)} buries {s.card(inst).name} at the bottom "
                 "of the Adventure discard pile.", seat=victim, cards=[*_src_ids(src), inst])
        push(s, ("surviving", victim, seat))


@effect("steal-adventure", target="rival-adventure")
def _steal(s, seat, src, n, target, out):
    victim, inst = target
    if inst in s.advs[victim]:
        s.advs[victim].remove(inst)
        s.advs[seat].append(inst)
        if out.on:
            note(out, "steal", "card-effects", f"{_src(s, src)}: {s.name(seat)} takes {s.card(inst).name} from "
                 f"{s.name(victim)}'s Adventure zone.", seat=seat, cards=[*_src_ids(src), inst],
                 seats=[seat, victim])
        push(s, ("surviving", victim, seat), ("scrap-down", seat))


@effect("swap-adventure", target="swap")
def _swap(s, seat, src, n, target, out):
    mine, victim, theirs = target
    swap_adventures(s, seat, mine, victim, theirs, out, "card-effects")


def swap_adventures(s, seat, mine, victim, theirs, out, rule):
    if mine in s.advs[seat] and theirs in s.advs[victim]:
        a, b = s.advs[seat], s.advs[victim]
        a[a.index(mine)] = theirs
        b[b.index(theirs)] = mine
        if out.on:
            note(out, "swap", rule, f"{s.name(seat)} swaps {s.card(mine).name} for {s.name(victim)}'s "
                 f"{s.card(theirs).name}.", seat=seat, cards=[mine, theirs], seats=[seat, victim])


@effect("look-leads")
def _look_leads(s, seat, src, n, target, out):
    from .piles import replenish
    got = []
    for _ in range(n):
        if not s.lead_deck and not replenish(s, "lead", out):
            break
        got.append(s.lead_deck.pop())
    if not got:
        return
    s.look[seat].extend(got)
    note(out, "look", "card-effects", f"{_src(s, src)}: {s.name(seat)} looks at the top "
         f"{plural(len(got), 'Lead')}: {card_list([s.lead_type(i) for i in got])}.", seat=seat,
         audience=frozenset((seat,)), public=f"{s.name(seat)} looks at the top {plural(len(got), 'Lead')}.",
         cards=_src_ids(src), leads=[s.lead_type(i) for i in got])
    push(s, ("keep", seat))


@step("keep")
def _keep_step(s, item, out):
    s.pending = ("keep", item[1])


@effect("barter")
def _barter(s, seat, src, n, target, out):
    from .heroic import barter_look
    barter_look(s, seat, out)


@effect("bonded-draw")
def _bonded_draw(s, seat, src, n, target, out):
    bonded = s.lead_type(s.bond[src]) if src in s.bond else None
    got = draw_leads(s, seat, 1, out, "bond")
    if got and bonded and s.lead_type(got[0]) == bonded:
        note(out, "bond", "bond", f"The Lead matches the bonded type ({bonded}), so {s.name(seat)} draws one more.",
             seat=seat, audience=frozenset((seat,)), public=f"{s.name(seat)} draws one more Lead.", leads=[bonded])
        draw_leads(s, seat, 1, out, "bond")


@effect("rivals-bury-bonded")
def _rivals_bury_bonded(s, seat, src, n, target, out):
    from .piles import bury_lead
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


@step("fx")
def run_fx(s: SeekersState, item: tuple, out: Out) -> None:
    _, seat, eid, amount, target, src = item
    EFFECTS[eid](s, seat, src, amount, target, out)


# ----- targets ------------------------------------------------------------------------------------
def targets(s: SeekersState, seat: int, eid: str) -> list[tuple[tuple, str]]:
    """Every target an effect may pick now, with the words added to the choice's label."""
    kind = _TARGET.get(eid)
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
    for eid, _ in ability.effects:
        if eid in _TARGET:
            return eid
    return None


# ----- ongoing effects the rules ask about ------------------------------------------------------
def _ongoing(s: SeekersState, seat: int):
    """(effect id, amount, card) of every ongoing ability working for `seat`'s cards."""
    for inst in s.zone[seat]:
        c = s.t.defs[inst]
        if c.ax_type == "Site":
            a = c.abilities[0]
        else:
            a = c.ability(s.modes.get(inst, "Noble"))
        if a.kind == "ongoing":
            for eid, amount in a.effects:
                yield eid, amount, inst


def hand_limit(s: SeekersState, seat: int) -> tuple[int, list[tuple[str, int]]]:
    """The seat's Lead hand limit and the terms that make it (a Calculation's terms)."""
    terms = [("Hand limit", HAND_LIMIT)]
    for eid, amount, inst in _ongoing(s, seat):
        if eid == "hand-limit":
            terms.append((s.card(inst).name, amount))
    for r in s.rivals(seat):
        for eid, amount, inst in _ongoing(s, r):
            if eid == "rivals-hand-limit":
                terms.append((f"{s.name(r)}'s {s.card(inst).name}", -amount))
    return max(0, sum(v for _, v in terms)), terms


def lead_limit(s: SeekersState, seat: int) -> int:
    """The seat's Lead hand limit (the total of `hand_limit`): seven unless some card in play changes it."""
    if not any(s.zone):
        return HAND_LIMIT
    return hand_limit(s, seat)[0]


def wild_types(s: SeekersState, seat: int) -> set[str]:
    """Lead types that count as wild for this seat's Adventures (a bonded Shrine's type)."""
    out = set()
    if not s.zone[seat]:
        return out
    for eid, amount, inst in _ongoing(s, seat):
        if eid == "bonded-wild" and inst in s.bond:
            out.add(s.lead_type(s.bond[inst]))
    return out


def thwart_extra(s: SeekersState, seat: int) -> int:
    """How many more matching Leads a rival must bury to Thwart this seat's Feats."""
    if not s.zone[seat]:
        return 0
    return sum(amount for eid, amount, _ in _ongoing(s, seat) if eid == "thwart-cost")
