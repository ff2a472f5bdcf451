"""Cards leaving or moving in the field: to hand, to the shed pile (Bornean Flat-headed Frog), moves."""
from __future__ import annotations

from ..engine.out import Out
from . import field as F
from .explain import note
from .state import XekoState


def field_to_shed(s: XekoState, inst: int, out: Out, why: str, by: int | None = None) -> None:
    """A card leaves the field for its owner's shed pile; the Bornean Flat-headed Frog goes on the draw pile.
    `by` is the card whose power sends it there, when `why` names one."""
    pos = s.position(inst)
    s.lift(pos)
    seat = s.owner(inst)
    card = s.card(inst)
    if card.has("bornean-flat-headed-frog"):
        s.draw[seat].append(inst)
        if out.on:
            note(out, "frog", "card:bornean-flat-headed-frog", f"{card.name} would go to the shed pile ({why}), "
                 f"but its power puts it on top of {s.name(seat)}'s draw pile instead (it overrides the "
                 "shed-pile rule: the Golden Rule).", seat=seat, cards=_with(inst, by))
        return
    s.shed[seat].append(inst)
    if out.on:
        note(out, "to-shed", "shed-pile", f"{card.name} leaves the field for {s.name(seat)}'s shed pile ({why}).",
             seat=seat, cards=_with(inst, by))


def field_to_hand(s: XekoState, inst: int, out: Out, rule: str, why: str, by: int | None = None) -> None:
    """A card in the field goes back to its owner's hand (`by`: the card whose power sends it, named in `why`)."""
    s.lift(s.position(inst))
    seat = s.owner(inst)
    s.hand[seat].append(inst)
    if out.on:
        note(out, "to-hand", rule, f"{s.card(inst).name} goes back to {s.name(seat)}'s hand ({why}).", seat=seat,
             cards=_with(inst, by))


def _with(inst: int, by: int | None) -> list[int]:
    """The cards a move's event names: the card that moves, then the card whose power moved it."""
    return [inst] if by is None or by == inst else [inst, by]


def move_spots(s: XekoState, inst: int) -> list[tuple[int, int]]:
    """Legal new spots for a card already in the field (Migrate, Warning Call): the link rule, as if played.
    Worked out once per field and card, and shared until the field changes: callers must not change it."""
    known = s.known().moves
    spots = known.get(inst)
    if spots is None:
        spots = known[inst] = _move_spots(s, inst)
    return spots


def _move_spots(s: XekoState, inst: int) -> list[tuple[int, int]]:
    # The open spots of the field without this card are the field's own open spots, except that the
    # spots beside it no longer see it (and drop out when nothing else touches them); its own spot
    # is not a new spot.
    """The empty spots this card could move to, where it links by the link rule."""
    x, y = s.position(inst)
    sides = s.table.sides[inst]
    beside = {(x, y - 1): 0, (x - 1, y): 1, (x, y + 1): 2, (x + 1, y): 3}   # spot -> its side facing the card
    fit = s.fitting(sides)
    needs_at = s.spots_cache
    if not any(p in needs_at for p in beside):
        return list(fit)
    out = [p for p in fit if p not in beside]   # away from the card nothing changes
    grew = False
    for p, d in beside.items():
        needs = needs_at.get(p)
        if needs is None:
            continue
        needs = needs[:d] + (None,) + needs[d + 1:]
        if needs != _NOTHING and F.fits(sides, needs):
            out.append(p)
            grew = True
    if grew:
        out.sort()
    return out


_NOTHING = (None, None, None, None)


def move_card(s: XekoState, inst: int, to: tuple[int, int]) -> tuple[int, int]:
    """Move a card to a new spot; returns where it was."""
    old = s.position(inst)
    s.lift(old)
    s.put(to, inst)
    return old


def shuffle_draw(s: XekoState, seat: int, out: Out, rule: str) -> None:
    """Shuffle a draw pile with the seeded random source."""
    s.rng.shuffle(s.draw[seat])
    if out.on:
        note(out, "shuffle", rule, f"{s.name(seat)} shuffles their draw pile (seeded random source).", seat=seat)
