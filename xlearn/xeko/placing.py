"""Playing a Species card: which Species in hand may be played, where (the link rule, Provoke), and placing it."""
from __future__ import annotations

from ..engine.out import Out
from . import field as F
from .explain import note, plural
from .state import XekoState
from .steps import ON_PLAY


def species_in_hand(s: XekoState, seat: int) -> list[int]:
    """One instance per distinct Species name in the hand, in hand order."""
    defs = s.table.defs
    seen, out = set(), []
    for i in s.hand[seat]:
        c = defs[i]
        if c.kind == "species" and c.name not in seen:
            seen.add(c.name)
            out.append(i)
    return out


def playable_species(s: XekoState, seat: int) -> list[int]:
    """Species in hand that may be played now (a Pondicherry Shark that failed this turn may not)."""
    found = species_in_hand(s, seat)
    failed, defs = s.failed_species, s.table.defs
    if not failed:
        return found
    return [i for i in found if defs[i].name not in failed]


def placements(s: XekoState, insts: list[int]) -> list[tuple[int, tuple[int, int]]]:
    """Every (Species, empty spot) pair allowed by the link rule (and by Provoke), in a stable order."""
    return [(i, p) for i in insts for p in placement_spots(s, i)]


def placement_spots(s: XekoState, inst: int) -> list[tuple[int, int]]:
    """The empty spots where this Species may be played: the link rule (and Provoke), in a stable order.
    Kept until the field changes: callers must not change the list."""
    placed = s.known().placed
    spots = placed.get(inst)
    if spots is None:
        spots = s.fitting(s.table.sides[inst])
        if s.table.defs[inst].has("provoke"):
            spots = [p for p in spots if provoked(s, inst, p)]
        placed[inst] = spots
    return spots


def provoked(s: XekoState, inst: int, pos: tuple[int, int]) -> bool:
    """Provoke: the spot links the card to at least one rival's Species."""
    seat = s.owner(inst)
    _, linked, _, _ = F.check_spot(s.field, s.table.sides, s.table.sides[inst], *pos)
    return any(s.owner(i) not in (None, seat) and s.card(i).kind == "species" for i in linked)


def has_placement(s: XekoState, insts: list[int]) -> bool:
    """True as soon as one of these Species has a legal spot (stops at the first)."""
    for i in insts:
        if placement_spots(s, i):
            return True
    return False


def place_species(s: XekoState, inst: int, pos: tuple[int, int], out: Out, *, war: bool = True,
                  counts: bool = True, via: tuple | None = None) -> None:
    """Play a Species from the hand onto a legal spot: its links, Multi-link bonus, on-play powers, war.
    `via` is (card, power) when a power played it (Peace Offering, Indri...), so a failed Pondicherry
    Shark gives that play back rather than the turn's Species step (ruling X-27)."""
    seat = s.owner(inst)
    result, linked, _, _ = F.check_spot(s.field, s.table.sides, s.table.sides[inst], *pos)
    assert result == F.OK
    s.hand[seat].remove(inst)
    s.put(pos, inst)
    if counts:
        s.species_played += 1
    if via is not None:
        s.played_via[inst] = tuple(via)
    card = s.card(inst)
    bonus = F.multi_link_bonus(len(linked))
    if bonus:
        s.bonus[inst] = bonus
    if out.on:
        linked_names = [s.card(i).name for i in linked]
        extra = f" It earns a {bonus[0]} of +{bonus[1]} Energy until this turn ends." if bonus else ""
        peace = "" if war else " Played this way, it starts no Turf War."
        note(out, "species", "link-rule", f"{s.name(seat)} plays {card.name} at ({pos[0]}, {pos[1]}), facing them; "
             f"it links to {plural(len(linked), 'card')} ({', '.join(linked_names)}).{extra}{peace}", seat=seat,
             spot=list(pos), card=card.name, cards=[inst, *linked], spots=[pos])
    if not card.power_names.isdisjoint(ON_PLAY):
        s.onplay.append(inst)
    if war:
        s.wars.append((inst, True))
