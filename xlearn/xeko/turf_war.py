"""The Turf War: phases a to f, with a Calculation per side and the Diff."""
from __future__ import annotations

from ..engine.events import Calculation
from ..engine.out import Out
from .ending import cannot_continue
from .explain import note, plural
from .state import SUNSET, XekoState
from .zones import shed_cards


class TurfWar:
    """One Turf War in progress: who invades whom, and what each side has added so far."""

    __slots__ = ("invader", "attacker", "defender", "target", "phase")

    def __init__(self, invader: int, attacker: int, defender: int, target: int):
        self.invader, self.attacker = invader, attacker   # invading seat, invading Species instance
        self.defender, self.target = defender, target     # defending seat, defending Species instance
        self.phase = "a"

    def copy(self) -> "TurfWar":
        t = TurfWar(self.invader, self.attacker, self.defender, self.target)
        t.phase = self.phase
        return t

    def key(self) -> tuple:
        return (self.invader, self.attacker, self.defender, self.target, self.phase)


def begin(s: XekoState, attacker: int, target: int, out: Out) -> None:
    """5. Turf War: the new Species (invading) against the chosen rival Species (defending)."""
    invader, defender = s.t.owner[attacker], s.t.owner[target]
    s.tw = TurfWar(invader, attacker, defender, target)
    if out.on:
        note(out, "turf-war", "turf-war", f"Turf War! {s.name(invader)}'s {s.card(attacker).name} (invading) "
             f"against {s.name(defender)}'s {s.card(target).name} (defending).", seat=invader,
             invader=invader, defender=defender)


def energy_of(s: XekoState, inst: int, invading: bool) -> Calculation:
    """A side's Energy total: printed Energy, plus the Multi-link bonus for the invading Species only."""
    card = s.card(inst)
    terms = [(f"{card.name} Energy", card.energy)]
    if invading and inst in s.bonus:
        terms.append(s.bonus[inst])
    seat = s.t.owner[inst]
    terms += [(source, value) for kind, who, value, source in s.effects if kind == "energy" and who == seat]
    role = "invading" if invading else "defending"
    return Calculation.of(f"{s.name(s.t.owner[inst])}'s {card.name} ({role})", terms)


def resolve(s: XekoState, out: Out) -> None:
    """Phases c to f of a Turf War: Multi-link bonus, winner, the Diff shed by the loser, clean-up."""
    tw = s.tw
    assert tw is not None
    if out.on:
        if tw.attacker in s.bonus:
            label, value = s.bonus[tw.attacker]
            note(out, "multi-link", "multi-link", f"Phase c: {s.card(tw.attacker).name} is the invading "
                 f"Species, so its {label} of +{value} Energy counts.", seat=tw.invader)
        else:
            note(out, "multi-link", "multi-link", f"Phase c: {s.card(tw.attacker).name} links to only one "
                 "card, so there is no Multi-link bonus.", seat=tw.invader)
    inv = energy_of(s, tw.attacker, True)
    dfn = energy_of(s, tw.target, False)
    if inv.total == dfn.total:
        if out.on:
            note(out, "tw-tie", "tw-winner", f"Phase d: both sides have {inv.total} Energy, so nobody wins and "
                 "nobody sheds.", calcs=(inv, dfn))
        return cleanup(s, out)
    win, lose = (inv, dfn) if inv.total > dfn.total else (dfn, inv)
    loser = tw.defender if win is inv else tw.invader
    winner = tw.invader if loser == tw.defender else tw.defender
    diff = Calculation.of("Diff", [(win.title, win.total), (lose.title, -lose.total)])
    if out.on:
        note(out, "tw-winner", "tw-winner", f"Phase d: {s.name(winner)} wins the Turf War, "
             f"{win.total} Energy against {lose.total}.", seat=winner, calcs=(inv, dfn), winner=winner)
        note(out, "diff", "diff", f"Phase e: {s.name(loser)} loses by {diff.total} and must shed "
             f"{plural(diff.total, 'card')}; their Species stays in the field (ruling X-2).", seat=loser,
             calc=diff)
    shed = shed_cards(s, loser, diff.total, out)
    if shed < diff.total:
        cannot_continue(s, loser, "shed a card", out)
        if s.over:
            return
    cleanup(s, out)


def cleanup(s: XekoState, out: Out) -> None:
    """Phase f: clean-up; the Turf War ends and the turn goes on to SUNSET."""
    if out.on:
        note(out, "cleanup", "cleanup", "Phase f: clean-up. The Turf War is over.")
    s.tw = None
    s.step = SUNSET
