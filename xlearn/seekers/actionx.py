"""ActionX cards: playing Feats, Sites and Relics, using their abilities, and the Twist windows.

Feats go on the Thwart chain and are archived after use; Sites and Relics enter the Active zone (a Relic
in the mode chosen then, a Bond card with a Lead from the hand under it). Abilities obey Leverage,
Delay and Twist.
"""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.out import Out
from .costs import scrap_options
from .explain import note
from .flow import push, step
from .piles import archive_actionx, matching_options, pay_matching, take_lead
from .powers import target_of, targets
from .state import SeekersState
from .thwart import start_chain


def _distinct(s: SeekersState, insts: list[int]) -> list[int]:
    seen, out = set(), []
    for i in insts:
        if s.card(i).name not in seen:
            seen.add(s.card(i).name)
            out.append(i)
    return out


def feat_choices(s: SeekersState, seat: int, twist_only: bool = False) -> list[Action]:
    acts = []
    for inst in _distinct(s, s.axhand[seat]):
        c = s.card(inst)
        if c.ax_type != "Feat" or (twist_only and not c.twist):
            continue
        a = c.abilities[0]
        for target, suffix in targets(s, seat, target_of(a)):
            acts.append(Action("feat", f"Play {c.name}{suffix}", (inst, target)))
    return acts


def card_choices(s: SeekersState, seat: int) -> list[Action]:
    """Sites and Relics from the hand (a Relic in either mode; a Bond card with a Lead type under it)."""
    acts = []
    types = sorted({s.lead_type(i) for i in s.hand[seat]})
    for inst in _distinct(s, s.axhand[seat]):
        c = s.card(inst)
        if c.ax_type == "Feat":
            continue
        bonds = types if c.bond else [None]
        modes = ["Noble", "Ruthless"] if c.ax_type == "Relic" else [None]
        for mode in modes:
            for b in bonds:
                label = f"Play {c.name}" + (f" in {mode} mode" if mode else "") + (
                    f", bonding a {b} Lead" if b else "")
                acts.append(Action("card", label, (inst, mode, b)))
    return acts


def active_ability(s: SeekersState, inst: int):
    """The abilities of an active card that work now: both of a Site's, the chosen mode's of a Relic."""
    c = s.card(inst)
    if c.ax_type == "Site":
        return c.abilities
    return (c.ability(s.modes.get(inst, "Noble")),)


def ability_choices(s: SeekersState, seat: int, twist_only: bool = False) -> list[Action]:
    acts = []
    hand = s.hand[seat]
    for inst in s.zone[seat]:
        c = s.card(inst)
        for a in active_ability(s, inst):
            if a.kind != "activated" or a.effects[0][0] == "free-thwart":
                continue
            if (twist_only and not a.twist) or (a.leverage and inst in s.lev):
                continue
            if a.delay and s.entered.get(inst) == s.turn:
                continue
            if a.leads and len(hand) < a.leads:
                continue
            if a.scrap and not scrap_options(s, seat, a.scrap, inst):
                continue
            pays = [(t, f" paying {w}") for t, w in matching_options(s.counts(seat), a.matching)] \
                if a.matching else [(None, "")]
            for t, paid in pays:
                for target, suffix in targets(s, seat, target_of(a)):
                    acts.append(Action("use", f"Use {c.name} {a.name}{paid}{suffix}", (inst, a.name, t, target)))
    return acts


def apply_feat(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    inst, target = a.args
    c = s.card(inst)
    ab = c.abilities[0]
    s.axhand[seat].remove(inst)
    if out.on:
        note(out, "feat", "feats" if seat == s.cur else "twist", f"{s.name(seat)} plays the Feat {c.name}: "
             f"{ab.text}", seat=seat, card=c.name)
    tgt = target_of(ab)
    steps = tuple(("fx", seat, eid, amount, target if eid == tgt else None, inst) for eid, amount in ab.effects)
    start_chain(s, seat, "feat", f"{s.name(seat)}'s {c.name}", steps, card=inst)


def apply_card(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    inst, mode, bond = a.args
    c = s.card(inst)
    s.axhand[seat].remove(inst)
    s.zone[seat].append(inst)
    s.entered[inst] = s.turn
    if mode:
        s.modes[inst] = mode
    if bond:
        s.bond[inst] = take_lead(s, seat, bond)
    if out.on:
        how = f" in {mode} mode" if mode else ""
        rule = "relics" if mode else "sites"
        note(out, "play", rule, f"{s.name(seat)} plays the {c.ax_type} {c.name} into their Active zone{how}; it "
             "costs nothing.", seat=seat, card=c.name)
        if mode == "Ruthless":
            note(out, "ruthless", "relics", f"{c.name} is turned to face the rivals: Ruthless mode.", seat=seat)
        if bond:
            note(out, "bond", "bond", f"A {bond} Lead from {s.name(seat)}'s hand goes under {c.name}: its bonded "
                 f"type is {bond}.", seat=seat)


def apply_use(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    inst, name, paytype, target = a.args
    c = s.card(inst)
    ab = c.ability(name)
    if ab.leverage:
        s.lev.add(inst)
    if out.on:
        rule = "leverage" if ab.leverage else ("exploit" if name == "Exploit" else "abilities")
        how = " turning it sideways (Leverage)" if ab.leverage else ""
        note(out, "use", rule, f"{s.name(seat)} uses {c.name}'s {name} ability{how}: {ab.text}", seat=seat,
             card=c.name)
    if ab.matching:
        paid = pay_matching(s, seat, paytype, ab.matching)
        if out.on:
            note(out, "pay", "matching", f"{s.name(seat)} discards {', '.join(s.lead_type(i) for i in paid)}.",
                 seat=seat)
    costs = []
    if ab.leads:
        costs.append(("pay", seat, ab.leads, c.name))
    if ab.scrap:
        costs.append(("scrap-cost", seat, ab.scrap, inst, c.name))
    tgt = target_of(ab)
    fx = tuple(("fx", seat, eid, amount, target if eid == tgt else None, inst) for eid, amount in ab.effects)
    if any(eid == "barter" for eid, _ in ab.effects):
        fx = (("start-chain", seat, "heroic", f"{s.name(seat)}'s Barter (from {c.name})", fx, None),)
    tail = (("archive-card", seat, inst),) if ab.archive else ()
    push(s, *costs, *fx, *tail)


@step("archive-card")
def _archive_card(s: SeekersState, item: tuple, out: Out) -> None:
    _, seat, inst = item
    if inst in s.zone[seat]:
        if out.on:
            note(out, "archive", "exploit", f"{s.card(inst).name} is archived after use.", seat=seat)
        archive_actionx(s, seat, inst, out)


# ----- Twist windows -----------------------------------------------------------------------------
def twist_choices(s: SeekersState, seat: int) -> list[Action]:
    return feat_choices(s, seat, twist_only=True) + ability_choices(s, seat, twist_only=True)


@step("twist-window")
def _twist_window(s: SeekersState, item: tuple, out: Out) -> None:
    """Ask each rival in turn order, but only one who holds a Twist they can use now."""
    _, queue = item
    for k, r in enumerate(queue):
        if twist_choices(s, r):
            s.pending = ("twist", r, queue[k:])
            return


def open_twist_window(s: SeekersState, active: int) -> tuple:
    return ("twist-window", tuple(s.rivals(active)))
