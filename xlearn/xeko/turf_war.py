"""The Turf War, phase by phase (a to f), with a Calculation per side and the Diff.

The war is a small state machine kept in `XekoState.turf_war`; `step` runs it until a player must choose
(Camouflage, a Boost or a pass, Sacrifice, a Species after a win) or the war is over.
"""
from __future__ import annotations

from ..engine.events import Calculation
from ..engine.out import Out
from .boosts import any_boost_option
from .decisions import Camouflage, ExtraSpecies, PlayBoost, UseSacrifice
from .ending import cannot_continue
from .explain import note, plural
from .moves import field_to_hand, field_to_shed
from .state import XekoState
from .zones import draw_cards, shed_cards

AFTER_WIN = ("dices-cottontail", "green-turtle", "brown-mouse-lemur", "indri")
LOWER_WINS = ("brown-throated-three-toed-sloth", "hawksbill-hatchlings")
PHASE_A_POWERS = frozenset({"ferocity", "nest", "morph", "golden-bamboo-lemur", "rana-de-hojarasca"})


class TurfWar:
    """One Turf War in progress: who invades whom, the Boosts on the grid, and how far it has got."""

    __slots__ = ("invader", "attacker", "defender", "target", "phase", "boosts", "passes", "turn_seat",
                 "zero", "storm", "no_boosts", "winner", "loser", "diff", "extra")

    def __init__(self, invader: int, attacker: int, defender: int, target: int):
        """A Turf War between two Species."""
        self.invader, self.attacker = invader, attacker   # invading seat, invading Species instance
        self.defender, self.target = defender, target     # defending seat, defending Species instance
        self.phase = "camo-invader"
        self.boosts: list[tuple] = []       # (instance, seat, value, how the value was found)
        self.passes, self.turn_seat = 0, invader
        self.zero: list[tuple[int, str]] = []   # (seat whose Boosts count 0, the card that did it)
        self.storm = self.no_boosts = False
        self.winner = self.loser = self.diff = None
        self.extra: list[tuple[str, int]] = []  # Energy added in phase a: (label, seat, value)

    def copy(self) -> "TurfWar":
        """An independent copy of the war."""
        t = TurfWar.__new__(TurfWar)
        t.invader, t.attacker, t.defender, t.target = self.invader, self.attacker, self.defender, self.target
        t.phase, t.passes, t.turn_seat = self.phase, self.passes, self.turn_seat
        t.boosts, t.zero, t.extra = self.boosts.copy(), self.zero.copy(), self.extra.copy()
        t.storm, t.no_boosts = self.storm, self.no_boosts
        t.winner, t.loser, t.diff = self.winner, self.loser, self.diff
        return t

    def key(self) -> tuple:
        """Every part of the war that can change, as a comparable value."""
        return tuple(tuple(v) if isinstance(v, list) else v for v in (getattr(self, k) for k in TurfWar.__slots__))

    def species(self) -> tuple[int, int]:
        """The two Species in the war: the invading one, then the defending one."""
        return self.attacker, self.target

    def side_of(self, seat: int) -> int:
        """The Species a seat has in the war."""
        return self.attacker if seat == self.invader else self.target

    def other(self, seat: int) -> int:
        """The other seat of the war."""
        return self.defender if seat == self.invader else self.invader


def begin(s: XekoState, attacker: int, target: int, out: Out) -> None:
    """5. Turf War: the new Species (invading) against the chosen rival Species (defending)."""
    invader, defender = s.owner(attacker), s.owner(target)
    s.turf_war = TurfWar(invader, attacker, defender, target)
    if out.on:
        note(out, "turf-war", "turf-war", f"Turf War! {s.name(invader)}'s {s.card(attacker).name} (invading) "
             f"against {s.name(defender)}'s {s.card(target).name} (defending).", seat=invader,
             invader=invader, defender=defender, cards=[attacker, target], seats=[invader, defender])


def step(s: XekoState, out: Out) -> None:
    """Run the war's phases until someone must choose, or the war is over (s.turf_war is None)."""
    while s.turf_war is not None and s.pending is None and not s.over:
        PHASES[s.turf_war.phase](s, s.turf_war, out)


# ----- the moment before the war: Camouflage ------------------------------------------------------
def camo_invader(s: XekoState, tw: TurfWar, out: Out) -> None:
    """Camouflage: the invading Species may stay out, but only as the war is about to begin."""
    tw.phase = "camo-defender"
    if s.card(tw.attacker).has("camouflage"):
        s.pending = Camouflage(tw.invader, tw.attacker)


def camo_defender(s: XekoState, tw: TurfWar, out: Out) -> None:
    """Camouflage: the defending Species may stay out too."""
    tw.phase = "a"
    if s.card(tw.target).has("camouflage"):
        s.pending = Camouflage(tw.defender, tw.target)


# ----- a. Activate card powers ---------------------------------------------------------------------
def phase_a(s: XekoState, tw: TurfWar, out: Out) -> None:
    """a. Powers of the invader's Species first, then the defender's: Ferocity, Nest, Morph and named ones."""
    tw.phase = "b"
    for seat, inst, invading in ((tw.invader, tw.attacker, True), (tw.defender, tw.target, False)):
        card = s.card(inst)
        if card.power_names.isdisjoint(PHASE_A_POWERS):
            continue
        if invading and card.has("ferocity"):
            n = card.value("ferocity") or 0
            tw.extra.append(("Ferocity", seat, n))
            if out.on:
                note(out, "ferocity", "ferocity", f"Phase a: {card.name} invades, so Ferocity adds {n} Energy.",
                     seat=seat, cards=[inst])
        if not invading and card.has("nest"):
            n = card.value("nest") or 0
            tw.extra.append(("Nest", seat, n))
            if out.on:
                note(out, "nest", "nest", f"Phase a: {card.name} defends, so Nest adds {n} Energy.", seat=seat, cards=[inst])
        if card.has("morph"):  # every Turf War, on any turn: the once-a-turn limit is for SUNRISE/SUNSET
            n = card.value("morph") or 0
            if out.on:
                note(out, "morph", "morph", f"Phase a: Morph {n} on {card.name}: {s.name(seat)} draws "
                     f"{plural(n, 'card')} before any Boost is played.", seat=seat, cards=[inst])
            if draw_cards(s, seat, n, out, rule="morph") < n:
                cannot_continue(s, seat, "draw a card", out)
                if s.over or seat in s.out:
                    tw.phase = "f"
                    return
        if card.has("golden-bamboo-lemur"):
            tw.no_boosts = True
            if out.on:
                note(out, "override", "card:golden-bamboo-lemur", f"{card.name} is in this Turf War, so the "
                     "Boost phase is skipped (the card overrides \u201cb. Play Boost cards\u201d: the Golden Rule).",
                     seat=seat, cards=[inst])
        if card.has("rana-de-hojarasca"):
            tw.zero.append((tw.other(seat), card.name))
            if out.on:
                note(out, "override", "card:rana-de-hojarasca", f"{card.name}: every Boost {s.name(tw.other(seat))} "
                     "plays in this Turf War is worth 0 (the card overrides the Boost's printed value).", seat=seat,
                     cards=[inst], seats=[seat, tw.other(seat)])


# ----- b. Play Boost cards -------------------------------------------------------------------------
def phase_b(s: XekoState, tw: TurfWar, out: Out) -> None:
    """b. Boosts alternate, invader first, until both players pass one after the other."""
    if tw.no_boosts or tw.storm:
        tw.phase = "c"
        return
    if tw.passes >= 2:
        tw.phase = "c"
        if out.on:
            note(out, "boosts-done", "tw-boosts", "Both players passed in a row: the Boost phase is over.")
        return
    seat = tw.turn_seat
    if any_boost_option(s, seat):
        s.pending = PlayBoost(seat)
        return
    tw.passes += 1
    tw.turn_seat = tw.other(seat)
    if out.on:
        note(out, "pass", "tw-boosts", f"{s.name(seat)} has no Boost card that can link here, so they pass.",
             seat=seat)


# ----- c. Multi-link bonus, d. the winner ---------------------------------------------------------
def phase_c(s: XekoState, tw: TurfWar, out: Out) -> None:
    """c. Apply the Multi-link bonus (with Sneak) of the invading Species only."""
    tw.phase = "d"
    if tw.storm or not out.on:
        return
    name = s.card(tw.attacker).name
    if tw.attacker in s.bonus:
        label, value = s.bonus[tw.attacker]
        sneak = s.card(tw.attacker).value("sneak") if s.card(tw.attacker).has("sneak") else None
        extra = f", and Sneak {sneak} adds {sneak} more" if sneak else ""
        note(out, "multi-link", "sneak" if sneak else "multi-link", f"Phase c: {name} is the invading Species, "
             f"so its {label} of +{value} Energy counts{extra}.", seat=tw.invader, cards=[tw.attacker])
    else:
        note(out, "multi-link", "multi-link", f"Phase c: {name} links to only one card, so there is no "
             "Multi-link bonus.", seat=tw.invader, cards=[tw.attacker])


def side_total(s: XekoState, tw: TurfWar, seat: int) -> Calculation:
    """One side's Energy: printed Energy, Ferocity/Nest, each Boost (or 0 and why), Multi-link bonus, Sneak."""
    inst = tw.side_of(seat)
    card = s.card(inst)
    invading = seat == tw.invader
    terms = [(f"{card.name} Energy", card.energy)]
    terms += [(label, v) for label, who, v in tw.extra if who == seat]
    zeroed = [cause for who, cause in tw.zero if who == seat]
    for b_inst, b_seat, value, how in tw.boosts:
        if b_seat != seat:
            continue
        name = s.card(b_inst).name
        if zeroed:
            terms.append((f"{name} Boost (worth 0: {zeroed[0]})", 0))
        else:
            terms.append((f"{name} Boost{how}", value))
    if invading and inst in s.bonus:
        terms.append(s.bonus[inst])
        if card.has("sneak"):
            terms.append(("Sneak", card.value("sneak") or 0))
    terms += [(source, value) for kind, who, value, source in s.effects if kind == "energy" and who == seat]
    role = "invading" if invading else "defending"
    return Calculation.of(f"{s.name(seat)}'s {card.name} ({role})", terms)


def side_energy(s: XekoState, tw: TurfWar, seat: int) -> int:
    """side_total(...).total without building the Calculation (explanations off)."""
    inst = tw.side_of(seat)
    card = s.table.defs[inst]
    total = int(card.energy)
    total += sum(int(v) for _, who, v in tw.extra if who == seat)
    if not any(who == seat for who, _ in tw.zero):
        total += sum(int(value) for _, b_seat, value, _ in tw.boosts if b_seat == seat)
    if seat == tw.invader and inst in s.bonus:
        total += int(s.bonus[inst][1])
        if card.has("sneak"):
            total += int(card.value("sneak") or 0)
    total += sum(int(value) for kind, who, value, _ in s.effects if kind == "energy" and who == seat)
    return total


class _Total:
    """A side's total alone, standing in for its Calculation when explanations are off."""

    __slots__ = ("total",)

    def __init__(self, total: int):
        """A side's total alone."""
        self.total = total


def _sides(s: XekoState, tw: TurfWar, out: Out):
    """Both sides' Calculations (only their totals when explanations are off): invader's, defender's."""
    if out.on:
        return side_total(s, tw, tw.invader), side_total(s, tw, tw.defender)
    return _Total(side_energy(s, tw, tw.invader)), _Total(side_energy(s, tw, tw.defender))


def phase_d(s: XekoState, tw: TurfWar, out: Out) -> None:
    """d. Compare Energy: the higher total wins, equal totals mean no winner (a Heavy Storm forces equal)."""
    inv, dfn = _sides(s, tw, out)
    if tw.storm:
        tw.phase = "f"
        if out.on:
            note(out, "tw-tie", "card:heavy-storm", "Phase d: the Heavy Storm ended this Turf War; the totals "
                 "count as equal, so nobody sheds.", calcs=(inv, dfn), sides=_side_data(tw, inv, dfn),
                 seats=[tw.invader, tw.defender],
                 cards=[b for b, _, _, _ in tw.boosts if s.card(b).has("heavy-storm")][:1])
        return
    if inv.total == dfn.total:
        tw.phase = "f"
        if out.on:
            note(out, "tw-tie", "tw-winner", f"Phase d: both sides have {inv.total} Energy, so nobody wins and "
                 "nobody sheds.", calcs=(inv, dfn), sides=_side_data(tw, inv, dfn), seats=[tw.invader, tw.defender])
        return
    lower_inst = next((i for i in tw.species() if not s.card(i).power_names.isdisjoint(LOWER_WINS)), None)
    lower = s.card(lower_inst) if lower_inst is not None else None
    invader_wins = (inv.total < dfn.total) if lower else (inv.total > dfn.total)
    win, lose = (inv, dfn) if invader_wins else (dfn, inv)
    tw.winner = tw.invader if invader_wins else tw.defender
    tw.loser = tw.other(tw.winner)
    hi, lo = max(inv.total, dfn.total), min(inv.total, dfn.total)
    tw.diff = hi - lo
    tw.phase = "e"
    if out.on:
        if lower:
            power = next(p for p in LOWER_WINS if lower.has(p))
            note(out, "override", f"card:{power}", f"{lower.name} is in this Turf War: the LOWER total wins (the "
                 "card overrides \u201cd. Determine the winner\u201d: the Golden Rule).", cards=[lower_inst])
        note(out, "tw-winner", "tw-winner", f"Phase d: {s.name(tw.winner)} wins the Turf War, {win.total} "
             f"Energy against {lose.total}.", seat=tw.winner, calcs=(inv, dfn), winner=tw.winner,
             sides=_side_data(tw, inv, dfn))


def _side_data(tw: TurfWar, inv, dfn) -> dict:
    """A Turf War's two sides as data: each side's seat, Species, Energy total and which of calcs it is."""
    return {"invading": {"seat": tw.invader, "card": tw.attacker, "total": inv.total, "calc": 0},
            "defending": {"seat": tw.defender, "card": tw.target, "total": dfn.total, "calc": 1}}


# ----- e. the Diff, Sacrifice ----------------------------------------------------------------------
def phase_e(s: XekoState, tw: TurfWar, out: Out) -> None:
    """e. The loser sheds the Diff; the game ends at once if they cannot. Then the winner may Sacrifice."""
    inv, dfn = _sides(s, tw, out)
    hi, lo = (inv, dfn) if inv.total >= dfn.total else (dfn, inv)
    diff = Calculation.of("Diff", [(hi.title, hi.total), (lo.title, -lo.total)]) if out.on else \
        _Total(hi.total - lo.total)
    tw.phase = "sacrifice"
    if out.on:
        note(out, "diff", "diff", f"Phase e: {s.name(tw.loser)} loses by {diff.total} and must shed "
             f"{plural(diff.total, 'card')}; their Species stays in the field (ruling X-2).", seat=tw.loser,
             calc=diff)
    if shed_cards(s, tw.loser, diff.total, out) < diff.total:
        cannot_continue(s, tw.loser, "shed a card", out)
        if s.over or tw.loser in s.out:
            tw.phase = "f"


def phase_sacrifice(s: XekoState, tw: TurfWar, out: Out) -> None:
    """Sacrifice N: the winner may shed both Species of the war when the Diff is at least N."""
    tw.phase = "f"
    mine = s.card(tw.side_of(tw.winner))
    n = mine.value("sacrifice") if mine.has("sacrifice") else None
    both_there = all(s.position(i) is not None for i in tw.species())
    if n is not None and both_there:
        if tw.diff >= n:
            s.pending = UseSacrifice(tw.winner)
        elif out.on:
            note(out, "sacrifice", "sacrifice", f"{mine.name} has Sacrifice {n}, but the Diff is only "
                 f"{tw.diff}, so it cannot be used.", seat=tw.winner,
                 cards=[tw.side_of(tw.winner)])


# ----- f. clean-up ---------------------------------------------------------------------------------
def phase_f(s: XekoState, tw: TurfWar, out: Out) -> None:
    """f. Clean-up: Boosts to their owners' shed piles, then the powers that fire once a Turf War ends."""
    for b_inst, b_seat, _, _ in tw.boosts:
        pos = s.position(b_inst)
        if pos is not None:
            s.lift(pos)
            (s.gone if b_seat in s.out else s.shed[b_seat]).append(b_inst)
    if out.on:
        k = len(tw.boosts)
        moved = f" {plural(k, 'Boost')} {'goes' if k == 1 else 'go'} to the shed pile." if k else ""
        note(out, "cleanup", "cleanup", f"Phase f: clean-up.{moved}")
    tw.phase = "done"
    if tw.winner is None or tw.winner in s.out:
        return
    mine, theirs = tw.side_of(tw.winner), tw.side_of(tw.loser)
    card = s.card(mine)
    if card.has("bullseye-electric-ray") and s.position(mine) is not None and s.position(theirs) is not None:
        field_to_hand(s, theirs, out, "card:bullseye-electric-ray", f"{card.name} won the Turf War", by=mine)
    if s.position(mine) is not None and not card.power_names.isdisjoint(AFTER_WIN):
        for power in AFTER_WIN:   # after every Turf War won, not once a turn (ruling X-10)
            if card.has(power):
                s.pending = ExtraSpecies(tw.winner, mine, power)
                return


def phase_done(s: XekoState, tw: TurfWar, out: Out) -> None:
    """The Turf War is over."""
    s.turf_war = None


PHASES = {"camo-invader": camo_invader, "camo-defender": camo_defender, "a": phase_a, "b": phase_b,
          "c": phase_c, "d": phase_d, "e": phase_e, "sacrifice": phase_sacrifice, "f": phase_f,
          "done": phase_done}


def sacrifice(s: XekoState, out: Out) -> None:
    """The winner uses Sacrifice: both Species of the war go to their owners' shed piles."""
    tw = s.turf_war
    if out.on:
        note(out, "sacrifice", "sacrifice", f"{s.name(tw.winner)} uses Sacrifice: both Species of the Turf War "
             "leave the field.", seat=tw.winner)
    for inst in tw.species():
        field_to_shed(s, inst, out, "Sacrifice")
