"""Heroic Feats: Barter, Breakthrough, Sabotage, Negotiate and Poach (Thwart lives in thwart.py).

Each is allowed once a turn (Thwart has no limit); Negotiate and Poach are catch-up feats. Every Heroic
Feat is paid first, then waits on the Thwart chain, then takes effect.
"""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.flow import push
from ..engine.out import Out
from .adventures import breakthrough_count, win
from .costs import scrap
from .explain import card_list, note, plural
from .decisions import Pending
from .zones import (archive_actionx, bury_adventure, draw_actionx, matching_options, pay_matching, swap_adventures,
                    take_top)
from .rulebook import RULEBOOK
from .steps import (BARTER_FX_STEP, BREAKTHROUGH_FX_STEP, NEGOTIATE_FX_STEP, PAY_STEP, POACH_FX_STEP, SABOTAGE_FX_STEP,
                    SCRAP_COST_STEP, SCRAP_DOWN_STEP, START_CHAIN_STEP, SURVIVING_STEP)
from .state import BREAKTHROUGH_CARDS, SeekersState


def catch_up_problem(s: SeekersState, seat: int) -> Refusal | None:
    """Negotiate and Poach: a rival must have archived an Adventure, and you must be tied or behind."""
    best = max(s.adventures_archived[r] for r in s.rivals(seat))
    if best == 0:
        return Refusal(RULEBOOK["catch-up-first"], "No rival has archived an Adventure yet, so the catch-up "
                       "feats Negotiate and Poach are not available.")
    if s.adventures_archived[seat] > best:
        return Refusal(RULEBOOK["catch-up"], f"{s.name(seat)} has archived {s.adventures_archived[seat]} Adventures, more than "
                       f"any rival ({best}); Negotiate and Poach are only for a seeker who is tied or behind.")
    return None


def feat_problem(s: SeekersState, seat: int, feat: str) -> Refusal | None:
    """Why this Heroic Feat cannot be performed this turn at all (before looking at its cost)."""
    if not s.table.heroic:
        return Refusal(RULEBOOK["beginner"], "Beginner play has no Heroic Feats.")
    if feat in s.feats_used:
        return Refusal(RULEBOOK["heroic"], f"{s.name(seat)} has already used {feat} this turn; apart from "
                       "Thwart, each Heroic Feat is allowed once a turn.")
    if feat in ("Negotiate", "Poach"):
        other = "Poach" if feat == "Negotiate" else "Negotiate"
        if other in s.feats_used:
            return Refusal(RULEBOOK["catch-up"], f"{s.name(seat)} has used {other} this turn; Negotiate and "
                           "Poach are never both used in one turn.")
        return catch_up_problem(s, seat)
    return None


def _barter_open(s: SeekersState, seat: int) -> bool:
    """Barter is possible now: three Leads or an ActionX card to pay, and the feat allowed this turn."""
    return bool(len(s.hand[seat]) >= 3 or s.actionx_hand[seat]) and feat_problem(s, seat, "Barter") is None


def _barter(s: SeekersState, seat: int) -> list[Action]:
    """Barter: discard three Leads, or one ActionX card (one choice per card name)."""
    acts: list[Action] = []
    if feat_problem(s, seat, "Barter") is None:
        if len(s.hand[seat]) >= 3:
            acts.append(Action("barter", "Barter: discard three Leads", ("leads",)))
        seen = set()
        for i in s.actionx_hand[seat]:
            if s.card(i).name not in seen:
                seen.add(s.card(i).name)
                acts.append(Action("barter", f"Barter: discard {s.card(i).name}", ("ax", i)))
    return acts


def _breakthrough_open(s: SeekersState, seat: int) -> bool:
    """Breakthrough is possible now: three matching Leads, and the feat allowed this turn."""
    return len(s.hand[seat]) >= 3 and feat_problem(s, seat, "Breakthrough") is None and \
        bool(matching_options(s.counts(seat), 3))


def _breakthrough(s: SeekersState, seat: int) -> list[Action]:
    """Breakthrough: discard three matching Leads (wild Leads filling the gap)."""
    if feat_problem(s, seat, "Breakthrough") is not None:
        return []
    return [Action("breakthrough", f"Breakthrough: discard {words}", (t,))
            for t, words in matching_options(s.counts(seat), 3)]


def _sabotage_open(s: SeekersState, seat: int) -> bool:
    """Sabotage is possible now: a Lead and a resource to scrap, and a rival's card to target."""
    return bool(s.hand[seat] and (s.advs[seat] or s.zone[seat])) and feat_problem(s, seat, "Sabotage") is None \
        and any(s.advs[r] or s.zone[r] for r in s.rivals(seat))


def _sabotage(s: SeekersState, seat: int) -> list[Action]:
    """Sabotage: a rival's active Site, Relic or Adventure as target (paid with a resource and a Lead)."""
    acts: list[Action] = []
    if feat_problem(s, seat, "Sabotage") is None and s.hand[seat] and (s.advs[seat] or s.zone[seat]):
        for r in s.rivals(seat):
            acts += [Action("sabotage", f"Sabotage {s.name(r)}'s {s.card(i).name}", (r, i))
                     for i in s.zone[r] + s.advs[r]]
    return acts


def _negotiate_open(s: SeekersState, seat: int) -> bool:
    """Negotiate is possible now: an Adventure to scrap, and the feat allowed this turn."""
    return bool(s.advs[seat]) and feat_problem(s, seat, "Negotiate") is None


def _negotiate(s: SeekersState, seat: int) -> list[Action]:
    """Negotiate: scrap one of your active Adventures."""
    if not (s.advs[seat] and feat_problem(s, seat, "Negotiate") is None):
        return []
    return [Action("negotiate", f"Negotiate: scrap {s.card(a).name}", (a,)) for a in s.advs[seat]]


def _poach_open(s: SeekersState, seat: int) -> bool:
    """Poach is possible now: a Lead, an Adventure of yours and a rival's Adventure."""
    return bool(s.hand[seat] and s.advs[seat]) and feat_problem(s, seat, "Poach") is None and \
        any(s.advs[r] for r in s.rivals(seat))


def _poach(s: SeekersState, seat: int) -> list[Action]:
    """Poach: swap one of your Adventures for a rival's (paid with a Lead)."""
    acts: list[Action] = []
    if s.hand[seat] and s.advs[seat] and feat_problem(s, seat, "Poach") is None:
        for r in s.rivals(seat):
            acts += [Action("poach", f"Poach: swap {s.card(m).name} for {s.name(r)}'s {s.card(a).name}", (m, r, a))
                     for m in s.advs[seat] for a in s.advs[r]]
    return acts


# Each Heroic Feat of the action step, in the order they are offered: whether it has a choice now (cheaper
# than listing them), and its choices.
FEATS = {"Barter": (_barter_open, _barter), "Breakthrough": (_breakthrough_open, _breakthrough),
         "Sabotage": (_sabotage_open, _sabotage), "Negotiate": (_negotiate_open, _negotiate),
         "Poach": (_poach_open, _poach)}


def any_heroic(s: SeekersState, seat: int) -> bool:
    """Whether some Heroic Feat can be performed now (cheaper than listing them all)."""
    return s.table.heroic and any(is_open(s, seat) for is_open, _ in FEATS.values())


def open_feats(s: SeekersState, seat: int) -> list[str]:
    """The Heroic Feats that have at least one choice now, in the order they are offered."""
    if not s.table.heroic:
        return []
    return [name for name, (is_open, _) in FEATS.items() if is_open(s, seat)]


def heroic_choices(s: SeekersState, seat: int, only: str | None = None) -> list[Action]:
    """Every way to perform a Heroic Feat now (only those of the Feat named `only`, if given)."""
    acts: list[Action] = []
    if not s.table.heroic:
        return acts
    if only is not None:
        return FEATS[only][1](s, seat)
    for _, choices in FEATS.values():
        acts += choices(s, seat)
    return acts


def apply_heroic(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Perform the Heroic Feat chosen: note it used this turn, push its cost, chain and effect."""
    who = s.name(seat)
    if a.kind == "barter":
        s.feats_used.add("Barter")
        label = f"{who}'s Barter"
        if a.args[0] == "leads":
            if out.on:
                note(out, "heroic", "barter", f"{who} performs Barter, paying three Leads.", seat=seat)
            push(s.todo, (PAY_STEP, seat, 3, "Barter"), (START_CHAIN_STEP, seat, "heroic", label, ((BARTER_FX_STEP, seat),), None))
        else:
            inst = a.args[1]
            s.actionx_hand[seat].remove(inst)
            s.ax_disc[s.ax_pile(seat)].append(inst)
            if out.on:
                note(out, "heroic", "barter", f"{who} performs Barter, discarding the ActionX card "
                     f"{s.card(inst).name}.", seat=seat, cards=[inst])
            push(s.todo, (START_CHAIN_STEP, seat, "heroic", label, ((BARTER_FX_STEP, seat),), None))
    elif a.kind == "breakthrough":
        s.feats_used.add("Breakthrough")
        paid = pay_matching(s, seat, a.args[0], 3)
        if out.on:
            note(out, "heroic", "breakthrough", f"{who} performs Breakthrough, discarding "
                 f"{', '.join(s.lead_type(i) for i in paid)}.", seat=seat,
                 leads=[s.lead_type(i) for i in paid])
        push(s.todo, (START_CHAIN_STEP, seat, "heroic", f"{who}'s Breakthrough", ((BREAKTHROUGH_FX_STEP, seat),), None))
    elif a.kind == "sabotage":
        s.feats_used.add("Sabotage")
        r, inst = a.args
        if out.on:
            note(out, "heroic", "sabotage", f"{who} performs Sabotage against {s.name(r)}'s {s.card(inst).name}, "
                 "paying by scrapping one of their own active resources and discarding a Lead.", seat=seat,
                 cards=[inst], seats=[seat, r])
        push(s.todo, (SCRAP_COST_STEP, seat, "any", None, "Sabotage"), (PAY_STEP, seat, 1, "Sabotage"),
             (START_CHAIN_STEP, seat, "heroic", f"{who}'s Sabotage", ((SABOTAGE_FX_STEP, seat, r, inst),), None))
    elif a.kind == "negotiate":
        s.feats_used.add("Negotiate")
        if out.on:
            note(out, "heroic", "negotiate", f"{who} performs Negotiate.", seat=seat)
        scrap(s, seat, a.args[0], out, "to pay for Negotiate")
        push(s.todo, (START_CHAIN_STEP, seat, "heroic", f"{who}'s Negotiate", ((NEGOTIATE_FX_STEP, seat),), None))
    elif a.kind == "poach":
        s.feats_used.add("Poach")
        m, r, t = a.args
        if out.on:
            note(out, "heroic", "poach", f"{who} performs Poach on {s.name(r)}'s {s.card(t).name}, paying a "
                 "Lead.", seat=seat, cards=[t], seats=[seat, r])
        push(s.todo, (PAY_STEP, seat, 1, "Poach"),
             (START_CHAIN_STEP, seat, "heroic", f"{who}'s Poach", ((POACH_FX_STEP, seat, m, r, t),), None))


# ----- effects once nobody Thwarts ------------------------------------------------------------------
def barter_look(s: SeekersState, seat: int, out: Out) -> None:
    """Look at the top two Adventures: one is revealed, the other discarded."""
    got = take_top(s, "adventure", 2, out)
    if len(got) == 2:
        s.look[seat].extend(got)
        note(out, "look", "barter", f"{s.name(seat)} looks at the top two Adventures: "
             f"{card_list([s.card(i).name for i in got])}.", seat=seat, audience=frozenset((seat,)), cards=list(got),
             public=f"{s.name(seat)} looks at the top two Adventures.")
        s.pending = Pending("barter", seat)
    elif got:
        s.advs[seat].append(got[0])
        if out.on:
            note(out, "reveal", "barter", f"Only one Adventure was left to look at: {s.name(seat)} reveals "
                 f"{s.card(got[0]).name}.", seat=seat, cards=[got[0]])
        push(s.todo, (SCRAP_DOWN_STEP, seat))


def barter_choices(s: SeekersState, seat: int) -> list[Action]:
    """Barter: one choice per Adventure looked at, the one revealed."""
    return [Action("barter-pick", f"Reveal {s.card(i).name}", (i,)) for i in s.look[seat]]


def apply_barter_pick(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Barter: reveal the Adventure chosen and discard the other."""
    keep = a.args[0]
    other = next(i for i in s.look[seat] if i != keep)
    s.look[seat].clear()
    s.advs[seat].append(keep)
    s.adv_disc.append(other)
    if out.on:
        note(out, "reveal", "barter", f"{s.name(seat)} reveals {s.card(keep).name} and discards "
             f"{s.card(other).name}.", seat=seat, cards=[keep, other])
    push(s.todo, (SCRAP_DOWN_STEP, seat))


def barter_fx_step(s, item, out):
    """Barter takes effect: look at the top two Adventures."""
    barter_look(s, item[1], out)


def breakthrough_fx_step(s, item, out):
    """Breakthrough takes effect: draw an ActionX card; on the Final Adventure it may win."""
    seat = item[1]
    draw_actionx(s, seat, 1, out, "breakthrough")
    if s.final[seat]:
        calc = breakthrough_count(s, seat)
        n = calc.total
        if n >= BREAKTHROUGH_CARDS:
            win(s, seat, "breakthrough-win", f"{s.name(seat)} is on the Final Adventure and completes a Breakthrough "
                f"with {n} ActionX cards in their Active and Archive zones: they win.", out)
        elif out.on:
            note(out, "breakthrough", "breakthrough-win", f"{s.name(seat)} has {n} ActionX cards in play, fewer "
                 f"than {BREAKTHROUGH_CARDS}, so the Breakthrough does not win the game.", seat=seat, calc=calc)


def sabotage_fx_step(s, item, out):
    """Sabotage takes effect: the rival's Site or Relic is archived, or their Adventure buried."""
    _, seat, r, inst = item
    if inst in s.zone[r]:
        if out.on:
            note(out, "sabotage", "sabotage", f"Sabotage: {s.name(r)} archives {s.card(inst).name}.", seat=r, cards=[inst])
        archive_actionx(s, r, inst, out)
    elif inst in s.advs[r]:
        bury_adventure(s, r, inst)
        if out.on:
            note(out, "sabotage", "sabotage", f"Sabotage: {s.name(r)} buries {s.card(inst).name}.", seat=r, cards=[inst])
        push(s.todo, (SURVIVING_STEP, r, seat))


def negotiate_fx_step(s, item, out):
    """Negotiate takes effect: look at the top three Leads to keep two and give one away."""
    seat = item[1]
    got = take_top(s, "lead", 3, out)
    if len(got) == 3:
        s.look[seat].extend(got)
        note(out, "look", "negotiate", f"{s.name(seat)} looks at the top three Leads: "
             f"{card_list([s.lead_type(i) for i in got])}.", seat=seat, audience=frozenset((seat,)),
             public=f"{s.name(seat)} looks at the top three Leads.", leads=[s.lead_type(i) for i in got])
        s.pending = Pending("negotiate", seat)
    elif got:
        s.hand[seat].extend(got)
        note(out, "draw", "negotiate", f"Only {plural(len(got), 'Lead')} could be looked at; {s.name(seat)} keeps "
             f"{'it' if len(got) == 1 else 'both'}: {card_list([s.lead_type(i) for i in got])}.", seat=seat,
             audience=frozenset((seat,)), public=f"{s.name(seat)} keeps {plural(len(got), 'Lead')}.",
             leads=[s.lead_type(i) for i in got])


def negotiate_choices(s: SeekersState, seat: int) -> list[Action]:
    """Negotiate: which Lead to give away, and to which rival."""
    seen = []
    for i in s.look[seat]:
        if s.lead_type(i) not in seen:
            seen.append(s.lead_type(i))
    return [Action("give", f"Give a {t} Lead to {s.name(r)}", (t, r)) for t in seen for r in s.rivals(seat)]


def apply_give(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Negotiate: give the Lead chosen to the rival chosen, keep the other two."""
    t, r = a.args
    look = s.look[seat]
    give = next(i for i in look if s.lead_type(i) == t)
    look.remove(give)
    s.hand[r].append(give)
    kept = list(look)
    look.clear()
    s.hand[seat].extend(kept)
    note(out, "give", "negotiate", f"{s.name(seat)} gives a {t} Lead to {s.name(r)} and keeps "
         f"{card_list([s.lead_type(i) for i in kept])}.", seat=seat, audience=frozenset((seat, r)),
         public=f"{s.name(seat)} gives a Lead to {s.name(r)} and keeps the other two.", seats=[seat, r],
         leads=[t, *(s.lead_type(i) for i in kept)])


def poach_fx_step(s, item, out):
    """Poach takes effect: swap your Adventure for the rival's."""
    _, seat, m, r, t = item
    swap_adventures(s, seat, m, r, t, out, "poach")


FEAT_COSTS = {"barter": "three Leads or an ActionX card", "breakthrough": "three matching Leads",
              "sabotage": "an active resource of yours to scrap and a Lead, and a rival's Site, Relic or "
              "Adventure as target", "negotiate": "an active Adventure of yours to scrap",
              "poach": "a Lead, an Adventure of yours and one of the rival's"}


def feat_refusal(s: SeekersState, seat: int, kind: str) -> Refusal:
    """Heroic Feats: why this Heroic Feat (its choice kind, e.g. "barter") is refused now."""
    feat = kind.capitalize()
    r = feat_problem(s, seat, feat)
    if r is not None:
        return r
    return Refusal(RULEBOOK[kind], f"{feat} needs {FEAT_COSTS[kind]}, which {s.name(seat)} cannot provide as asked.")


def heroic_refusal(s: SeekersState, seat: int) -> Refusal:
    """Heroic Feats: why the list of Heroic Feats is not offered now."""
    if not s.table.heroic:
        return Refusal(RULEBOOK["beginner"], "Beginner play has no Heroic Feats.")
    return Refusal(RULEBOOK["heroic"], f"No Heroic Feat can be performed by {s.name(seat)} now: each is "
                   "allowed once a turn, in your own action step, and its cost must be paid.")
