"""Thwart and the chain of Thwarts: every Feat waits for its rivals' answer before it takes effect.

A chain entry is (seat, kind, label, steps, queue, card): kind is 'feat' (an ActionX Feat), 'heroic' or
'thwart'; `steps` run if it takes effect; `queue` lists the rivals still to be asked, in turn order.
Only a rival who can actually pay for a Thwart is asked (ruling S-8).
"""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.flow import push
from ..engine.out import Out
from .explain import note
from .ongoing import thwart_extra
from .decisions import Pending, ThwartPay
from .zones import matching_options, pay_matching
from .rulebook import RULEBOOK
from .steps import ARCHIVE_FEAT_STEP, CHAIN_STEP
from .state import SeekersState


def start_chain(s: SeekersState, seat: int, kind: str, label: str, steps: tuple, card: int | None = None) -> None:
    """A Feat is being played: put it on the chain and ask the rivals who could Thwart it."""
    s.chain.append((seat, kind, label, steps, tuple(s.rivals(seat)), card))
    push(s.todo, (CHAIN_STEP,))


def entry_refs(s: SeekersState, seat: int, entry: tuple, first: list | None = None) -> dict:
    """The cards and seats an event about a chain entry names: `seat`, then the entry's owner; `first`, then
    the entry's Feat card, or the active card its label says it comes from ("Barter (from ...)")."""
    return {"cards": (first or []) + entry_cards(s, entry), "seats": [seat] + ([entry[0]] if entry[0] != seat else [])}


def entry_cards(s: SeekersState, entry: tuple) -> list[int]:
    """The card a chain entry's label names: its Feat, or the active card a feat it starts comes from."""
    if entry[5] is not None:
        return [entry[5]]
    return [i for i in s.zone[entry[0]] if f"(from {s.card(i).name})" in entry[2]][:1]


def thwart_size(s: SeekersState, target_seat: int) -> int:
    """Thwart: how many matching Leads a rival buries to Thwart this seat's Feat (two, or more)."""
    return 2 + thwart_extra(s, target_seat)


def staves(s: SeekersState, seat: int) -> list[int]:
    """Active cards of `seat` whose unused Leverage ability is a free Thwart (Guardian Stave, Ruthless)."""
    out = []
    for inst in s.zone[seat]:
        c = s.table.defs[inst]
        if c.ax_type == "Relic" and inst not in s.leveraged:
            a = c.ability(s.modes.get(inst, "Noble"))
            if a.kind == "activated" and any(e == "free-thwart" for e, _ in a.effects):
                out.append(inst)
    return out


def can_thwart(s: SeekersState, seat: int, entry: tuple) -> bool:
    """Whether the seat can Thwart this chain entry now (not its own, and able to pay or stave)."""
    if not s.table.heroic or seat == entry[0]:
        return False
    return bool(matching_options(s.counts(seat), thwart_size(s, entry[0])) or staves(s, seat))


def thwart_choices(s: SeekersState, seat: int) -> list[Action]:
    """Thwart (paid with Leads; which Leads is asked next when there is more than one way), a free Thwart
    from a card, or let the Feat take effect."""
    entry = s.chain[-1]
    n = thwart_size(s, entry[0])
    ways = matching_options(s.counts(seat), n)
    acts = []
    if len(ways) == 1:
        t, words = ways[0]
        acts.append(Action("thwart", f"Thwart {entry[2]} by burying {words}", (t, n)))
    elif ways:
        acts.append(Action("thwart-pick", f"Thwart {entry[2]}", (n,)))
    acts += [Action("stave", f"Thwart {entry[2]} with {s.card(i).name}", (i,)) for i in staves(s, seat)]
    acts.append(Action("allow", f"Let {entry[2]} take effect"))
    return acts


def thwart_pay_choices(s: SeekersState, seat: int) -> list[Action]:
    """Thwart: one choice per Lead type the seat can bury as the matching Leads."""
    n = s.pending.leads
    return [Action("thwart", f"Bury {words}", (t, n)) for t, words in matching_options(s.counts(seat), n)]


def run_chain(s: SeekersState, item: tuple, out: Out) -> None:
    """More on Thwart: ask each rival in turn whether to Thwart the top of the chain, then settle it."""
    seat, kind, label, steps, queue, card = s.chain[-1]
    while queue:
        r, queue = queue[0], queue[1:]
        if can_thwart(s, r, s.chain[-1]):
            s.chain[-1] = (seat, kind, label, steps, queue, card)
            s.pending = Pending("thwart", r)
            return
    s.chain.pop()
    if kind == "thwart":
        below = s.chain.pop()
        if out.on:
            n = len(s.chain) + 1  # this Thwart's place in the chain (the card or Feat Thwarted first is place 0)
            under = f" (Thwart {n - 1})" if below[1] == "thwart" else ""
            note(out, "thwarted", "thwart-chain", f"{label} (Thwart {n} of the chain) takes effect: {below[2]}{under} "
                 "is negated and does nothing.",
                 seat=seat, depth=len(s.chain) + 2, **entry_refs(s, seat, below))
        if below[5] is not None:
            s.archive[below[0]].append(below[5])
            if out.on:
                note(out, "archive", "thwart-chain", f"The Thwarted Feat {s.card(below[5]).name} is archived by "
                     f"{s.name(below[0])}; it still counts for Breakthrough.", seat=below[0],
                     cards=[below[5]])
        if s.chain:
            push(s.todo, (CHAIN_STEP,))
        return
    if out.on:
        note(out, "resolves", "thwart-chain" if kind != "feat" else "feats", f"Nobody Thwarts {label}: it takes "
             "effect.", seat=seat, cards=entry_cards(s, (seat, kind, label, steps, queue, card)))
    if card is not None:   # the Feat goes to its Archive as its instructions are carried out
        push(s.todo, (ARCHIVE_FEAT_STEP, seat, card), *steps)
    else:
        push(s.todo, *steps)


def archive_feat_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Feats: a Feat that took effect goes to its player's Archive zone."""
    _, seat, card = item
    s.archive[seat].append(card)
    if out.on:
        note(out, "archive", "feats", f"{s.card(card).name} is archived as its instructions are carried out.", seat=seat, cards=[card])


def apply_thwart(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Thwart, answer with a Stave, or let the Feat take effect."""
    target = s.chain[-1]
    if a.kind == "thwart-pick":
        s.pending = ThwartPay(seat, a.args[0])
        return
    if a.kind == "allow":
        if out.on:
            note(out, "pass", "thwart", f"{s.name(seat)} lets {target[2]} take effect.", seat=seat,
                 **entry_refs(s, seat, target))
    elif a.kind == "thwart":
        t, n = a.args
        paid = pay_matching(s, seat, t, n, bury=True)
        if out.on:
            note(out, "thwart", "thwart", f"{s.name(seat)} buries {', '.join(s.lead_type(i) for i in paid)} to "
                 f"Thwart {target[2]}.", seat=seat, depth=len(s.chain), leads=[s.lead_type(i) for i in paid],
                 **entry_refs(s, seat, target))
        s.chain.append((seat, "thwart", f"{s.name(seat)}'s Thwart", (), tuple(s.rivals(seat)), None))
    else:
        inst = a.args[0]
        s.leveraged.add(inst)
        if out.on:
            note(out, "thwart", "leverage", f"{s.name(seat)} turns {s.card(inst).name} sideways to Thwart "
                 f"{target[2]} without burying Leads.", seat=seat, depth=len(s.chain),
                 **entry_refs(s, seat, target, first=[inst]))
        s.chain.append((seat, "thwart", f"{s.name(seat)}'s Thwart", (), tuple(s.rivals(seat)), None))
    push(s.todo, (CHAIN_STEP,))


def thwart_refusal(pending_kind: str) -> Refusal:
    """Thwart: why a Thwart is refused (no Feat is waiting, or its cost cannot be buried)."""
    if pending_kind != "thwart":
        return Refusal(RULEBOOK["thwart"], "A Thwart answers a rival's Feat as it is played; no Feat is "
                       "waiting to be answered now.")
    return Refusal(RULEBOOK["thwart"], "Thwart costs two matching Leads (more against a Guardian Stave), "
                   "buried from your hand.")
