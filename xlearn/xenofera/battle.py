"""Battles: face-down Battle cards, the Defender's exclusion, the reveal, totals, used piles and reset."""
from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations, permutations
from typing import Callable, NamedTuple

from ..engine.actions import Action
from ..engine.events import Calculation
from ..engine.out import Out
from .decisions import Pending
from .explain import ORDINALS, card_list, note
from .powers import seat_bonus_terms
from .state import XenoferaState


class Battle(NamedTuple):
    """One battle in progress (immutable; replaced at each step)."""

    attacker: int
    defender: int
    why: str          # "reaction" or "guard"
    subject: int      # the Reaction card, or the guarding item
    dcards: tuple     # the Defender's two face-down cards
    acards: tuple     # the Attacker's three face-down cards, in the order laid
    stage: str        # "defend", "attack", "exclude"


def begin(s: XenoferaState, attacker: int, defender: int, why: str, subject: int, out: Out) -> None:
    """Battles: a Reaction or a guarded cage starts a battle; the Defender lays cards first (ruling N-7)."""
    s.battle = Battle(attacker, defender, why, subject, (), (), "defend")
    s.pending = Pending("b-defend", defender)
    if out.on:
        cause = (f"{s.name(defender)} answers with the Reaction {s.card(subject).name}" if why == "reaction"
                 else f"{s.name(defender)}'s cage is guarded by {s.card(subject).name}")
        note(out, "battle", "battle", f"Battle! {cause}. {s.name(attacker)} is the Attacker, {s.name(defender)} "
             "the Defender (ruling N-7).", seat=attacker, attacker=attacker, defender=defender, cards=[subject],
             seats=[attacker, defender])


def value(s: XenoferaState, inst: int) -> int:
    """A Battle card's value (the Decoy is worth 0)."""
    return s.card(inst).value


def label_of(s: XenoferaState, inst: int) -> str:
    """How a Battle card is named when shown: its value, or "Decoy"."""
    return "Decoy" if inst in s.table.decoys else str(value(s, inst))


def _real(s: XenoferaState, seat: int) -> list[int]:
    """The seat's unused numbered Battle cards (the Decoy left out)."""
    return [i for i in s.unused[seat] if i not in s.table.decoys]


def decoy_of(s: XenoferaState, seat: int) -> int:
    """The seat's Decoy."""
    return next(i for i in s.unused[seat] if i in s.table.decoys)


def options(s: XenoferaState) -> list[Action]:
    """Battles: the Defender's pairs, the Attacker's ordered layouts, or the three exclusions."""
    b = s.battle
    if b.stage == "defend":
        return list(_defend_options(s.table, tuple(_real(s, b.defender))))
    if b.stage == "attack":
        return list(_attack_options(s.table, tuple(_real(s, b.attacker)), decoy_of(s, b.attacker)))
    return list(EXCLUDE)


EXCLUDE = tuple(Action("b-exclude", f"Exclude the attacker's {ORDINALS[k]} card", (k,)) for k in range(3))


@lru_cache(maxsize=2048)
def _defend_options(t, real: tuple) -> tuple:
    """The Defender: every pair of numbered cards, lowest first."""
    real = sorted(real, key=lambda i: t.defs[i].value)
    return tuple(Action("b-defend", f"Place {t.defs[x].value} and {t.defs[y].value} face down", (x, y))
                 for x, y in combinations(real, 2))


@lru_cache(maxsize=2048)
def _attack_options(t, real: tuple, decoy: int) -> tuple:
    """The Attacker: every two numbered cards with the Decoy, in every order."""
    real = sorted(real, key=lambda i: t.defs[i].value)
    name = {i: str(t.defs[i].value) for i in real}
    name[decoy] = "Decoy"
    acts = []
    for x, y in combinations(real, 2):
        for order in permutations((x, y, decoy)):
            acts.append(Action("b-attack", "Place " + ", ".join(name[i] for i in order) + " face down", order))
    return tuple(acts)


def points(s: XenoferaState, seat: int, cards) -> int:
    """Resolution: a side's battle total, the values of its cards turned up plus its battle bonuses."""
    return sum(value(s, i) for i in cards) + sum(v for _, v in seat_bonus_terms(s, seat, "battle"))


def total(s: XenoferaState, seat: int, cards, role: str) -> Calculation:
    """points() as a worked sum, for the explanations."""
    # the value is the term's number, so the label only says what the card is: "Battle card 2", not "... 2 2"
    terms = [("Decoy" if i in s.table.decoys else "Battle card", value(s, i)) for i in cards]
    terms += seat_bonus_terms(s, seat, "battle")
    return Calculation.of(f"{s.name(seat)}'s battle total ({role})", terms)


AfterBattle = Callable[[XenoferaState, bool, Out], None]


def apply(s: XenoferaState, a: Action, out: Out, after: AfterBattle) -> None:
    """Lay the Defender's cards, the Attacker's, or exclude one; once resolved, `after` takes the result on."""
    b = s.battle
    if a.kind == "b-defend":
        s.put("unused", b.defender, tuple(i for i in s.unused[b.defender] if i not in a.args))
        s.battle = b._replace(dcards=tuple(a.args), stage="attack")
        s.pending = Pending("b-attack", b.attacker)
        if out.on:
            note(out, "battle-defend", "battle-defender", f"You lay {value(s, a.args[0])} and {value(s, a.args[1])} "
                 "face down.", seat=b.defender, audience=frozenset((b.defender,)),
                 public=f"{s.name(b.defender)} lays two Battle cards face down.", battle_cards=list(a.args))
        return
    if a.kind == "b-attack":
        s.put("unused", b.attacker, tuple(i for i in s.unused[b.attacker] if i not in a.args))
        s.battle = b._replace(acards=tuple(a.args), stage="exclude")
        s.pending = Pending("b-exclude", b.defender)
        if out.on:
            note(out, "battle-attack", "battle-attacker", "You lay " + ", ".join(label_of(s, i) for i in a.args)
                 + " face down, in that order.", seat=b.attacker, audience=frozenset((b.attacker,)),
                 public=f"{s.name(b.attacker)} lays two Battle cards and the Decoy face down.",
                 battle_cards=list(a.args))
            odds_note(s, out)
        return
    resolve(s, a.args[0], out, after)


def odds(s: XenoferaState) -> list[tuple[Fraction, Fraction]]:
    """For each exclusion, from the Defender's side of the table: the chance the excluded card is the Decoy,
    and the chance of winning, all layouts the Attacker could have chosen counted as equally likely."""
    b = s.battle
    mine = total(s, b.defender, b.dcards, "Defender").total
    bonus = sum(v for _, v in seat_bonus_terms(s, b.attacker, "battle"))
    # The Attacker's real cards not in the used pile: public knowledge.
    pool = [value(s, i) for i in list(s.unused[b.attacker]) + list(b.acards) if i not in s.table.decoys]
    result = []
    for k in range(3):
        wins = layouts = decoys = 0
        for x, y in combinations(pool, 2):
            for order in permutations((x, y, 0)):
                layouts += 1
                if order[k] == 0:
                    decoys += 1
                if mine > sum(order) - order[k] + bonus:
                    wins += 1
        result.append((Fraction(decoys, layouts), Fraction(wins, layouts)))
    return result


def odds_note(s: XenoferaState, out: Out) -> None:
    """The Defender's chances for each exclusion, told to the Defender alone."""
    b = s.battle
    table = odds(s)
    mine = total(s, b.defender, b.dcards, "Defender")
    parts = [f"the {ORDINALS[k]} card: Decoy {d.numerator} in {d.denominator}, you win {float(w):.0%}"
             for k, (d, w) in enumerate(table)]
    note(out, "battle-odds", "battle-exclude", f"Your total is {mine.total}. If you exclude " + "; ".join(parts)
         + ". (Every layout the Attacker could have chosen counted as equally likely.)", seat=b.defender,
         calc=mine, audience=frozenset((b.defender,)),
         public=f"{s.name(b.defender)} weighs which of the Attacker's three cards to exclude.",
         odds=[{"position": k + 1, "decoy": str(d), "win": str(w)} for k, (d, w) in enumerate(table)])


def resolve(s: XenoferaState, k: int, out: Out, after: AfterBattle) -> None:
    """Resolution: the exclusion, the reveal, the totals, used piles, reset; then `after` (the Action goes on
    or stops, as the battle went)."""
    b = s.battle
    att, dfn = b.attacker, b.defender
    out.revealed = True
    excluded = b.acards[k]
    s.put("unused", att, tuple(sorted(s.unused[att] + (excluded,))))
    left = [i for j, i in enumerate(b.acards) if j != k]
    if out.on:
        if excluded in s.table.decoys:
            note(out, "battle-exclude", "battle-exclude", f"{s.name(dfn)} excludes the {ORDINALS[k]} card: it is "
                 f"the Decoy, shown to all and returned to {s.name(att)}'s unused Battle cards.", seat=dfn,
                 reveals=True, decoy=True, seats=[dfn, att], battle_cards=[excluded])
        else:
            note(out, "battle-exclude", "battle-exclude", f"{s.name(dfn)} excludes the {ORDINALS[k]} card, your "
                 f"{value(s, excluded)}: it goes back to your unused Battle cards without being shown.", seat=dfn,
                 audience=frozenset((att,)), public=f"{s.name(dfn)} excludes the {ORDINALS[k]} card. It is not the "
                 f"Decoy, so it goes back to {s.name(att)}'s unused Battle cards unseen.", decoy=False,
                 seats=[dfn, att], battle_cards=[excluded])
    a_calc = total(s, att, left, "Attacker") if out.on else None
    d_calc = total(s, dfn, b.dcards, "Defender") if out.on else None
    attacker_won = points(s, att, left) >= points(s, dfn, b.dcards)
    winner = att if attacker_won else dfn
    if out.on:
        note(out, "battle-reveal", "battle-total", f"Cards turned up: {s.name(att)} shows "
             f"{card_list([label_of(s, i) for i in left])}, {s.name(dfn)} shows "
             f"{card_list([label_of(s, i) for i in b.dcards])}.", calcs=(a_calc, d_calc), reveals=True,
             sides=_side_data(att, dfn, a_calc, d_calc), seats=[att, dfn], battle_cards=[*left, *b.dcards])
        tie = " The totals are equal, and a tie goes to the Attacker." if a_calc.total == d_calc.total else ""
        hi, lo = max(a_calc.total, d_calc.total), min(a_calc.total, d_calc.total)
        note(out, "battle-winner", "battle-total", f"{s.name(winner)} wins the battle, {hi} to {lo}.{tie}",
             seat=winner, calcs=(a_calc, d_calc), winner=winner, sides=_side_data(att, dfn, a_calc, d_calc))
    s.put("unused", att, tuple(sorted(s.unused[att] + tuple(i for i in left if i in s.table.decoys))))
    s.put("used", att, s.used[att] + tuple(i for i in left if i not in s.table.decoys))
    s.put("used", dfn, s.used[dfn] + tuple(b.dcards))
    if out.on:
        note(out, "battle-used", "battle-used", "The Battle cards that fought go to their owners' used piles; "
             "the Decoy goes back with the unused cards.")
    for seat in (att, dfn):
        if len(s.unused[seat]) <= 2:
            s.put("unused", seat, tuple(sorted(s.unused[seat] + s.used[seat])))
            s.put("used", seat, ())
            if out.on:
                note(out, "battle-reset", "battle-reset", f"{s.name(seat)} has two or fewer unused Battle cards "
                     "left, counting the Decoy, so all their used Battle cards come back.", seat=seat)
    s.battle = None
    s.pending = None
    after(s, attacker_won, out)


def _side_data(att: int, dfn: int, a_calc, d_calc) -> dict:
    """A battle's two sides as data: each side's seat, total and which of the event's calcs it is."""
    return {"attacker": {"seat": att, "total": a_calc.total, "calc": 0},
            "defender": {"seat": dfn, "total": d_calc.total, "calc": 1}}
