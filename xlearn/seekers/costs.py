"""Paying costs one choice at a time: any Leads (picked by type) and scrapping an active resource."""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.flow import push
from ..engine.out import Out
from .explain import note
from .decisions import PayLeads, ScrapCost
from .zones import archive_actionx, discard_lead, scrap_adventure
from .steps import PAY_STEP, SURVIVING_STEP
from .state import SeekersState
from .thwart import start_chain


def pay_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Paying a cost in Leads: ask for the next Lead while some are owed and the hand holds one."""
    _, seat, n, why = item
    if n > 0 and s.hand[seat]:
        s.pending = PayLeads(seat, n, why)


def scrap_cost_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Paying a cost by scrapping: ask which active resource to scrap, if one can be."""
    _, seat, what, exclude, why = item
    if scrap_options(s, seat, what, exclude):
        s.pending = ScrapCost(seat, what, exclude, why)


def start_chain_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Disrupt Rivals: a paid Feat opens its Thwart chain before it takes effect."""
    _, seat, kind, label, steps, card = item
    start_chain(s, seat, kind, label, steps, card)


def scrap_options(s: SeekersState, seat: int, what: str, exclude: int | None) -> list[int]:
    """The seat's active resources that may be scrapped for a cost (Adventures, ActionX cards or both)."""
    advs = list(s.advs[seat]) if what in ("adventure", "any") else []
    cards = [i for i in s.zone[seat] if i != exclude] if what in ("actionx", "any") else []
    return advs + cards


def pay_choices(s: SeekersState, seat: int, why: str) -> list[Action]:
    """Paying in Leads: one choice per Lead type in hand."""
    seen = []
    for i in s.hand[seat]:
        t = s.lead_type(i)
        if t not in seen:
            seen.append(t)
    return [Action("pay", f"Discard a {t} Lead for {why}", (t,)) for t in sorted(seen)]


def scrap_choices(s: SeekersState, seat: int, what: str, exclude: int | None, why: str) -> list[Action]:
    """Paying by scrapping: one choice per resource that may be scrapped."""
    return [Action("scrap-cost", f"Scrap {s.card(i).name} for {why}", (i,))
            for i in scrap_options(s, seat, what, exclude)]


def apply_pay(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Discard the Lead chosen to pay; ask for the next one while more are owed."""
    n, why = s.pending.count, s.pending.why
    discard_lead(s, seat, a.args[0])
    if out.on:
        rule = why.lower() if why in ("Barter", "Sabotage", "Poach") else "abilities"
        note(out, "pay", rule, f"{s.name(seat)} discards a {a.args[0]} Lead to pay for {why}.", seat=seat,
             leads=[a.args[0]], cards=named_active(s, seat, why))
    if n > 1:
        push(s.todo, (PAY_STEP, seat, n - 1, why))


def apply_scrap_cost(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Scrap the resource chosen to pay the cost."""
    why = s.pending.why
    scrap(s, seat, a.args[0], out, f"to pay for {why}", by=named_active(s, seat, why))


def named_active(s: SeekersState, seat: int, name: str) -> list[int]:
    """The seat's active card of this name (a cost paid "for" a card names it), as event data lists it."""
    return [i for i in s.zone[seat] if s.card(i).name == name][:1]


def scrap(s: SeekersState, seat: int, inst: int, out: Out, why: str, by: list[int] = ()) -> None:
    """Scrap one of your own active resources: an Adventure is discarded, an ActionX card archived.
    `by`: the card `why` names, if any."""
    if inst in s.advs[seat]:
        scrap_adventure(s, seat, inst)
        if out.on:
            note(out, "scrap", "scrap", f"{s.name(seat)} scraps {s.card(inst).name} {why}; it goes to the "
                 "Adventure discard pile.", seat=seat, cards=[inst, *(b for b in by if b != inst)])
        push(s.todo, (SURVIVING_STEP, seat, seat))
    else:
        if out.on:
            note(out, "scrap", "scrap", f"{s.name(seat)} scraps {s.card(inst).name} {why}; it is archived.",
                 seat=seat, cards=[inst, *(b for b in by if b != inst)])
        archive_actionx(s, seat, inst, out)
