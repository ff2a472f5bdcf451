"""C. Capture Phase: catching creatures from the Line of Sight with ready members and a cage that fits."""
from __future__ import annotations

from ..engine.actions import Action, Refusal, action_row
from ..engine.out import Out
from .build import (choose_or_move_on, in_own_phase, pool_calc, pool_name, pool_refusal, pools, ready, remembered,
                    spare_words)
from .explain import note
from .powers import cage_fits, cage_room
from .rulebook import RULEBOOK
from .steps import CAPTURE, DRAW
from .state import XenoferaState
from .zones import refill_sight


_OPTIONS: dict = {}


def options(s: XenoferaState, seat: int) -> list[Action]:
    """Every capture: each creature in view, each minimal group of ready members, each cage that fits.
    Remembered by position, like the Build choices."""
    members = ready(s, seat)
    if not members:
        return []
    key = (s.table, tuple(s.sight), tuple(s.cages[seat]), tuple(members))
    return remembered(_OPTIONS, key, lambda: _options(s, seat, members))


def _options(s: XenoferaState, seat: int, members: list[int]) -> list[Action]:
    """C. Capture Phase: each creature in view, into each cage that fits it, with each least paying group."""
    acts = []
    with_room = [(k, e) for k, e in enumerate(s.cages[seat]) if cage_room(s, e) > 0]
    if not with_room:
        return acts
    names: dict = {}  # each pool's name, worked out once for all the creatures
    for x in s.sight:
        card = s.card(x)
        cages = [(k, e) for k, e in with_room if cage_fits(s, e, card.size)]
        if not cages:
            continue
        for pool in pools(s, members, "capture", card, card.capture_cost):
            said = names.get(pool) or names.setdefault(pool, pool_name(s, pool))
            for k, e in cages:
                acts.append(action_row(("capture", f"Capture {card.name} into Cage {k + 1} with {said}",
                                         (x, e[0]) + pool, None)))
    return acts


def why_not_capture(s: XenoferaState, seat: int, x: int, cage: int, pool: tuple) -> Refusal | None:
    """C. Capture Phase: why catching this creature (into this cage, by this group) is refused: the creature, the
    cage, then the group's points."""
    card = s.card(x)
    if x not in s.sight:
        return Refusal(RULEBOOK["capture-phase"], f"{card.name} is not in the Line of Sight.")
    k = s.cage_of(seat, cage)
    if k < 0:
        return Refusal(RULEBOOK["cage-fits"], "The creature must go into one of your own built cages.")
    entry = s.cages[seat][k]
    if not cage_fits(s, entry, card.size):
        return Refusal(RULEBOOK["cage-fits"], f"Cage {k + 1} ({s.card(entry[0]).name}) does not hold a creature "
                       f"of {card.name}'s size.")
    if cage_room(s, entry) <= 0:
        return Refusal(RULEBOOK["cage-fits"], f"Cage {k + 1} ({s.card(entry[0]).name}) is full.")
    return pool_refusal(s, seat, pool, "capture", card, card.capture_cost, "capture-once", "capture-points",
                        f"capture {card.name}")


refusal = in_own_phase(CAPTURE, "capture", "capture-phase", "Creatures are captured in the Capture Phase of your "
                       "own turn.", why_not_capture)


def capture(s: XenoferaState, seat: int, a: Action, out: Out) -> None:
    """C. Capture Phase: the creature goes into the cage, the group is utilised, the Line of Sight refilled."""
    x, cage, pool = a.args[0], a.args[1], a.args[2:]
    card = s.card(x)
    s.sight.remove(x)
    k = s.cage_of(seat, cage)
    c, items, caught = s.cages[seat][k]
    s.set_cage(seat, k, (c, items, caught + (x,)))
    s.utilised = s.utilised | frozenset(pool)
    if out.on:
        calc = pool_calc(s, pool, "capture", card, f"Capture points for {card.name}")
        lost = spare_words(calc.total - card.capture_cost)
        note(out, "capture", "capture-points", f"{s.name(seat)} captures {card.name} ({card.scientific_name}) into "
             f"Cage {k + 1}: {calc.total} capture points against a cost of {card.capture_cost}{lost}.", seat=seat,
             calc=calc, card=card.name, cards=[x], crew=list(pool))
    refill_sight(s, out)


def run_capture(s: XenoferaState, out: Out) -> None:
    """C. Capture Phase: the player captures while a creature in view can be caught; else on to the Draw Phase."""
    offered = bool(options(s, s.active))
    choose_or_move_on(s, out, "capture", offered, "capture-phase",
                      f"cannot capture any creature in view now: {why_no_capture(s, s.active)}; on to the Draw "
                      "Phase." if out.on and not offered else "", DRAW)


def why_no_capture(s: XenoferaState, seat: int) -> str:
    """Why a player has no capture to make: no crew left to use, no cage with room, or too few capture points."""
    if not ready(s, seat):
        return "every crew member has been utilised this turn"
    if not any(cage_room(s, e) > 0 for e in s.cages[seat]):
        return "no cage has room"
    return "no creature in view both fits a cage with room and can be paid for with the crew still ready"
