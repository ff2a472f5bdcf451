"""B. Build Phase: pools of members, cages and items from the hand, and the limits on building."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from ..engine.actions import Action, Refusal, action_row
from ..engine.events import Calculation
from ..engine.out import Out
from .decisions import Pending
from .explain import note, plural
from .powers import points
from .rulebook import RULEBOOK
from .steps import BUILD, CAPTURE
from .state import MAX_CAGES, REMEMBERED, XenoferaState


def ready(s: XenoferaState, seat: int) -> list[int]:
    """Members not utilised yet this turn, Huntsman first."""
    return [m for m in s.members(seat) if m not in s.utilised]


def pools(s: XenoferaState, members: list[int], purpose: str, target, cost: int) -> list[tuple[int, ...]]:
    """Every group of members whose points cover the cost and in which every member's points are needed
    (ruling N-9). Smaller groups first, then Crew Quarters order."""
    defs = s.table.defs
    pts = []
    ids = []
    for m in members:
        p = points(defs[m], purpose, target)
        if p > 0:
            pts.append(p)
            ids.append(m)
    return [tuple(map(ids.__getitem__, combo)) for combo in _minimal(tuple(pts), cost)]


@lru_cache(maxsize=4096)
def _minimal(pts: tuple[int, ...], cost: int) -> tuple[tuple[int, ...], ...]:
    """The groups (positions in pts) whose points cover the cost and would not without their weakest member,
    smaller groups first, then by bitmask. Each group's total and weakest points come from the group without
    its lowest position, worked out just before it."""
    k = len(pts)
    totals, weakest = [0] * (1 << k), [0] * (1 << k)
    found = []
    for mask in range(1, 1 << k):
        low = mask & -mask
        rest = mask ^ low
        p = pts[low.bit_length() - 1]
        totals[mask] = tot = totals[rest] + p
        weakest[mask] = least = min(weakest[rest], p) if rest else p
        if tot >= cost and tot - least < cost:
            found.append((bin(mask).count("1"), mask))
    found.sort()
    return tuple(tuple(j for j in range(k) if mask >> j & 1) for _, mask in found)


def pool_name(s: XenoferaState, pool) -> str:
    """A group of members as labels name it: "Huntsman + Engineer Brisa"."""
    return " + ".join([s.member_name(m) for m in pool])


def distinct(s: XenoferaState, insts, kinds) -> list[int]:
    """The first card of each name among insts whose kind is one of kinds (copies offer the same choice)."""
    defs = s.table.defs
    seen, out = set(), []
    for i in insts:
        c = defs[i]
        if c.kind in kinds and c.name not in seen:
            seen.add(c.name)
            out.append(i)
    return out


_OPTIONS: dict = {}


def remembered(memo: dict, key, make: Callable[[], list[Action]]) -> list[Action]:
    """The choices of a position, made once and remembered by `key` (the memo is emptied when it grows past
    REMEMBERED positions)."""
    hit = memo.get(key)
    if hit is None:
        if len(memo) > REMEMBERED:
            memo.clear()
        hit = memo[key] = tuple(make())
    return list(hit)


def options(s: XenoferaState, seat: int) -> list[Action]:
    """Every Build choice: cages, then items on each cage, each with every minimal pool.

    The choices depend only on the hand, the Cargo Bay and the ready members, so they are remembered
    (bots and replays meet the same positions again and again)."""
    members = ready(s, seat)
    if not members:
        return []
    key = (s.table, tuple(s.hand[seat]), tuple(s.cages[seat]), tuple(members))
    return remembered(_OPTIONS, key, lambda: _options(s, seat, members))


def _options(s: XenoferaState, seat: int, members: list[int]) -> list[Action]:
    """B. Build Phase: each cage and item in hand with each least group of members that pays for it."""
    acts = []
    memo: dict = {}

    def get(purpose, cost):
        """Every minimal pool for a cost, each with its name (worked out once per purpose and cost)."""
        key = (purpose, cost)
        if key not in memo:
            memo[key] = [(pool, pool_name(s, pool)) for pool in pools(s, members, purpose, None, cost)]
        return memo[key]

    hand = s.hand[seat]
    if len(s.cages[seat]) < MAX_CAGES:
        for c in distinct(s, hand, ("cage",)):
            card = s.card(c)
            for pool, said in get("cage", card.build_cost):
                acts.append(action_row(("build", f"Build {card.name} with {said}", (c, -1) + pool, None)))
    for i in distinct(s, hand, ("item",)):
        card = s.card(i)
        for k, (cage, items, _) in enumerate(s.cages[seat]):
            if any(s.card(j).item_type == card.item_type for j in items):
                continue
            for pool, said in get("item", card.build_cost):
                acts.append(action_row(("build", f"Build {card.name} on Cage {k + 1} with {said}", (i, cage) + pool,
                                        None)))
    return acts


def why_not_build(s: XenoferaState, seat: int, inst: int, cage: int, pool: tuple) -> Refusal | None:
    """B. Build Phase: why building this card (on this cage, by this group) is refused: the card, the cage, then
    the group's points."""
    card = s.card(inst)
    if inst not in s.hand[seat]:
        return Refusal(RULEBOOK["build-phase"], f"{card.name} is not in {s.name(seat)}'s hand.")
    if card.kind == "cage":
        if len(s.cages[seat]) >= MAX_CAGES:
            return Refusal(RULEBOOK["cage-limit"], f"{s.name(seat)} already has {MAX_CAGES} cages in the Cargo Bay, "
                           "the most allowed; an eleventh cannot be built.")
    elif card.kind == "item":
        k = s.cage_of(seat, cage)
        if k < 0:
            return Refusal(RULEBOOK["item-type"], "An item goes onto one of your own built cages.")
        clash = [j for j in s.cages[seat][k][1] if s.card(j).item_type == card.item_type]
        if clash:
            return Refusal(RULEBOOK["item-type"], f"Cage {k + 1} already carries {s.card(clash[0]).name}, a "
                           f"{card.item_type}; a cage takes only one item of each type.")
    else:
        return Refusal(RULEBOOK["build-phase"], f"{card.name} is not a cage or an item, so it cannot be built.")
    return pool_refusal(s, seat, pool, "cage" if card.kind == "cage" else "item", None, card.build_cost,
                        "build-once", "build-points", f"build {card.name}")


Why = Callable[[XenoferaState, int, int, int, tuple], "Refusal | None"]


def in_own_phase(phase: int, kind: str, rule: str, text: str, why: Why):
    """B. Build Phase, C. Capture Phase: a build or a capture (card, cage, group) is made only in its own phase
    of one's own turn (else `text`, citing `rule`); then `why` says what is wrong with the card, the cage or the
    group. Returns the refusal of such a choice, `(state, seat, action) -> Refusal | None`."""
    def refusal(s: XenoferaState, seat: int, a: Action) -> Refusal | None:
        if len(a.args) < 2:
            return None
        if s.phase != phase or s.pending is None or s.pending.kind != kind:
            return Refusal(RULEBOOK[rule], text)
        return why(s, seat, a.args[0], a.args[1], a.args[2:])
    return refusal


refusal = in_own_phase(BUILD, "build", "build-phase", "Cages and items are built in the Build Phase of your own "
                       "turn.", why_not_build)


def spare_words(spare: int) -> str:
    """Pooling: the words for points beyond the cost, which are lost (empty when none are)."""
    return f"; {plural(spare, 'spare point')} {'is' if spare == 1 else 'are'} lost" if spare else ""


def pool_refusal(s: XenoferaState, seat: int, pool, purpose: str, target, cost: int, once_rule: str,
                 points_rule: str, what: str) -> Refusal | None:
    """Pooling: why this group cannot pay (nobody, twice, not one's own, utilised, too few points, one too many)."""
    R = RULEBOOK
    mine = s.members(seat)
    if not pool:
        return Refusal(R[points_rule], f"Nobody has been picked to {what}.")
    if len(set(pool)) != len(pool):
        return Refusal(R[once_rule], "A member can be counted only once in a group.")
    for m in pool:
        if m not in mine:
            return Refusal(R[once_rule], f"{s.card(m).name} is not in {s.name(seat)}'s Crew Quarters.")
        if m in s.utilised:
            did = "has already been utilised this turn"
            if purpose == "capture":
                did += " (a member who built or captured this turn cannot capture)"
            return Refusal(R[once_rule], f"{s.member_name(m)} {did}, so their points cannot be used to {what}.")
    pts = [points(s.card(m), purpose, target) for m in pool]
    if sum(pts) < cost:
        return Refusal(R[points_rule], f"{pool_name(s, pool)} bring {sum(pts)} points, short of the cost {cost}.")
    if sum(pts) - min(pts) >= cost:
        return Refusal(R["pool"], f"{pool_name(s, pool)} bring {sum(pts)} points for a cost of {cost}: someone in "
                       "the group is not needed, and xlearn does not waste a member's turn (ruling N-9).")
    return None


def pool_calc(s: XenoferaState, pool, purpose: str, target, title: str) -> Calculation:
    """The worked sum of a group's points towards one cost, abilities shown apart."""
    terms = []
    for m in pool:
        card = s.card(m)
        base = card.capture if purpose == "capture" else card.build
        terms.append((s.member_name(m), base))
        extra = points(card, purpose, target) - base
        if extra:
            terms.append((f"{card.name}'s ability", extra))
    return Calculation.of(title, terms)


def build(s: XenoferaState, seat: int, a: Action, out: Out) -> None:
    """B. Build Phase: the cage goes into the Cargo Bay or the item onto its cage; the group is utilised."""
    inst, cage, pool = a.args[0], a.args[1], a.args[2:]
    card = s.card(inst)
    s.hand[seat].remove(inst)
    s.utilised = s.utilised | frozenset(pool)
    if card.kind == "cage":
        s.put("cages", seat, s.cages[seat] + ((inst, (), ()),))
        where = f"in the Cargo Bay as Cage {len(s.cages[seat])}"
    else:
        k = s.cage_of(seat, cage)
        c, items, caught = s.cages[seat][k]
        s.set_cage(seat, k, (c, items + (inst,), caught))
        where = f"onto Cage {k + 1} ({s.card(c).name})"
    if out.on:
        calc = pool_calc(s, pool, "cage" if card.kind == "cage" else "item", None, f"Build points for {card.name}")
        lost = spare_words(calc.total - card.build_cost)
        note(out, "build", "build-points", f"{s.name(seat)} builds {card.name} {where}: {calc.total} build points "
             f"against a cost of {card.build_cost}{lost}. {pool_name(s, pool)} {'is' if len(pool) == 1 else 'are'} "
             "utilised until this turn ends.", seat=seat, calc=calc, card=card.name,
             cards=[inst] + ([cage] if card.kind != "cage" else []) + list(pool))


def choose_or_move_on(s: XenoferaState, out: Out, kind: str, offered: bool, rule: str, nothing: str,
                      next_phase: int) -> None:
    """A phase of choices: the player chooses while the phase offers something; else it says so and moves on."""
    if offered:
        s.pending = Pending(kind, s.active)
        return
    if out.on:
        note(out, "phase", rule, f"{s.name(s.active)} {nothing}", seat=s.active)
    s.phase = next_phase


def run_build(s: XenoferaState, out: Out) -> None:
    """B. Build Phase: the player builds while something can be built; else on to the Capture Phase."""
    choose_or_move_on(s, out, "build", bool(options(s, s.active)), "build-phase",
                      "has nothing they can build now; on to the Capture Phase.", CAPTURE)
