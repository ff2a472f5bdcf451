"""SUNRISE and SUNSET powers: the active player's optional powers, in the order they choose, once per card."""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.out import Out
from . import field as F
from . import turf_war
from .explain import note, plural
from .moves import move_card, move_spots
from .state import XekoState
from .zones import draw_cards, shed_cards


def at(pos: tuple[int, int]) -> str:
    """A spot written as a learner reads it: (x, y)."""
    return f"({pos[0]}, {pos[1]})"


SUNRISE_POWERS = frozenset({"migrate", "warning-call", "sunrise-draw", "almendro"})
SUNSET_POWERS = frozenset({"acropora", "sumatran-tiger"})


def _holders_in_field(s: XekoState, seat: int, powers: frozenset) -> list[int]:
    """The seat's Species in the field that have any of these powers, west to east, south to north (the
    order of species_of; the others have nothing to offer here)."""
    where, defs = s.where, s.table.defs
    found = [(where[i], i) for i in s.table.holders_of(powers, seat) if i in where and defs[i].kind == "species"]
    if len(found) > 1:
        found.sort()
    return [i for _, i in found]


def sunrise_options(s: XekoState, seat: int) -> list[Action]:
    """Every SUNRISE power the active player may still use this turn (all of ours say 'you may')."""
    return list(_sunrise_actions(s, seat))


def _species_holding(s: XekoState, seat: int, powers):
    """The seat's Species in the field holding one of these powers, with their cards."""
    where, defs = s.where, s.table.defs
    for inst in s.table.holders_of(powers, seat):
        if inst in where and defs[inst].kind == "species":
            yield inst, defs[inst]


def any_sunrise_option(s: XekoState, seat: int) -> bool:
    """Whether sunrise_options would offer anything (the same tests, stopping at the first, no labels)."""
    where, used, defs, owner = s.where, s.used, s.table.defs, s.table.owner
    for inst, card in _species_holding(s, seat, SUNRISE_POWERS):
        if card.has("migrate") and (inst, "migrate") not in used and \
                len(s.draw[seat]) >= (card.value("migrate") or 0) and move_spots(s, inst):
            return True
        if card.has("warning-call") and (inst, "warning-call") not in used:
            for other in F.linked_neighbours(s.field, s.table.sides, where[inst]):
                if owner[other] == seat and defs[other].kind == "species" and move_spots(s, other):
                    return True
        if card.has("sunrise-draw") and (inst, "sunrise-draw") not in used:
            return True
        if card.has("almendro") and (inst, "almendro") not in used and \
                any(defs[i].kind == "species" for i in s.shed[seat]):
            return True
    return False


def _sunrise_actions(s: XekoState, seat: int):
    """Each SUNRISE power the seat may use now, as choices."""
    for inst in _holders_in_field(s, seat, SUNRISE_POWERS):
        card, pos = s.card(inst), s.position(inst)
        if card.has("migrate") and (inst, "migrate") not in s.used:
            n = card.value("migrate") or 0
            if len(s.draw[seat]) >= n:
                yield from s.table.actions_at(
                    ("migrate", inst, pos), move_spots(s, inst),
                    lambda p: Action("migrate", f"Migrate {card.name} from {at(pos)} to {at(p)}, shedding {n}",
                                     (inst, p[0], p[1]), spot=p))
        if card.has("warning-call") and (inst, "warning-call") not in s.used:
            for other in F.linked_neighbours(s.field, s.table.sides, pos):
                if s.owner(other) == seat and s.card(other).kind == "species":
                    opos = s.position(other)
                    for p in move_spots(s, other):
                        yield Action("warning-call", f"Warning Call from {card.name} at {at(pos)}: move "
                                     f"{s.card(other).name} at {at(opos)} to {at(p)}", (inst, other, p[0], p[1]),
                                     spot=p)
        if card.has("sunrise-draw") and (inst, "sunrise-draw") not in s.used:
            yield Action("sunrise-draw", f"{card.name} at {at(pos)}: draw a card", (inst,))
        if card.has("almendro") and (inst, "almendro") not in s.used:
            seen = set()
            for i in s.shed[seat]:
                c = s.card(i)
                if c.kind == "species" and c.name not in seen:
                    seen.add(c.name)
                    yield Action("almendro", f"{card.name} at {at(pos)}: swap it for {c.name} from the shed "
                                 "pile", (inst, i))


def sunset_options(s: XekoState, seat: int) -> list[Action]:
    """Every SUNSET power the active player may still use this turn."""
    return list(_sunset_actions(s, seat))


def any_sunset_option(s: XekoState, seat: int) -> bool:
    """Whether sunset_options would offer anything (the same tests, stopping at the first, no labels)."""
    where, used, defs, owner = s.where, s.used, s.table.defs, s.table.owner
    for inst, card in _species_holding(s, seat, SUNSET_POWERS):
        if card.has("acropora") and (inst, "acropora") not in used and not s.xeko_card_played:
            return True
        if card.has("sumatran-tiger") and (inst, "sumatran-tiger") not in used and len(s.draw[seat]) >= 5:
            for other in F.linked_neighbours(s.field, s.table.sides, where[inst]):
                if owner[other] not in (None, seat) and defs[other].kind == "species":
                    return True
    return False


def _sunset_actions(s: XekoState, seat: int):
    """Each SUNSET power the seat may use now, as choices."""
    for inst in _holders_in_field(s, seat, SUNSET_POWERS):
        card, pos = s.card(inst), s.position(inst)
        if card.has("acropora") and (inst, "acropora") not in s.used and not s.xeko_card_played:
            yield Action("acropora", f"{card.name} at {at(pos)}: draw a card", (inst,))
        if card.has("sumatran-tiger") and (inst, "sumatran-tiger") not in s.used and len(s.draw[seat]) >= 5:
            # "as if just played": only rival Species it links to (blank sides touching start no war)
            for other in F.linked_neighbours(s.field, s.table.sides, pos):
                if s.owner(other) not in (None, seat) and s.card(other).kind == "species":
                    yield Action("tiger", f"{card.name} at {at(pos)}: shed five and invade "
                                 f"{s.card(other).name} at {at(s.position(other))}", (inst, other))


def use_power(s: XekoState, seat: int, a: Action, out: Out) -> None:
    """Apply one chosen SUNRISE or SUNSET power."""
    inst = a.args[0]
    card = s.card(inst)
    s.used.add((inst, a.kind if a.kind != "tiger" else "sumatran-tiger"))
    if a.kind == "migrate":
        migrate(s, seat, a, out)
    elif a.kind == "warning-call":
        other, x, y = a.args[1:]
        old = move_card(s, other, (x, y))
        if out.on:
            note(out, "move", "warning-call", f"SUNRISE: {card.name}'s Warning Call moves {s.card(other).name} "
                 f"from {at(old)} to {at((x, y))}; the move starts no Turf War.", seat=seat, spot=[x, y],
                 cards=[inst, other], spots=[old, (x, y)])
    elif a.kind == "sunrise-draw":
        if out.on:
            note(out, "power", "sunrise-power", f"SUNRISE: {card.name} lets {s.name(seat)} draw a card.", seat=seat, cards=[inst])
        draw_cards(s, seat, 1, out, rule="sunrise-power")
    elif a.kind == "almendro":
        almendro(s, seat, a, out)
    elif a.kind == "acropora":
        if out.on:
            note(out, "power", "card:acropora", f"SUNSET: no Xeko card was played this turn, so {card.name} lets "
                 f"{s.name(seat)} draw a card.", seat=seat, cards=[inst])
        draw_cards(s, seat, 1, out, rule="card:acropora")
    elif a.kind == "tiger":
        if out.on:
            note(out, "power", "card:sumatran-tiger", f"SUNSET: {s.name(seat)} sheds five cards so that {card.name} "
                 "starts a second Turf War, as if it had just been played.", seat=seat, cards=[inst])
        shed_cards(s, seat, 5, out, rule="card:sumatran-tiger")
        links = len(F.linked_neighbours(s.field, s.table.sides, s.position(inst)))
        bonus = F.multi_link_bonus(links)
        if bonus:
            s.bonus[inst] = bonus
        turf_war.begin(s, inst, a.args[1], out)


def migrate(s: XekoState, seat: int, a: Action, out: Out) -> None:
    """Migrate: shed the number shown, then move the card to a spot where it links (no Turf War)."""
    inst = a.args[0]
    card = s.card(inst)
    n = card.value("migrate") or 0
    if out.on:
        note(out, "migrate", "migrate", f"SUNRISE: {s.name(seat)} uses Migrate {n} on {card.name}, shedding "
             f"{plural(n, 'card')} first.", seat=seat, cards=[inst])
    shed_cards(s, seat, n, out, rule="migrate")
    old = move_card(s, inst, (a.args[1], a.args[2]))
    if out.on:
        note(out, "move", "migrate", f"{card.name} moves from {at(old)} to {at((a.args[1], a.args[2]))}; the "
             "move starts no Turf War.", seat=seat, spot=[a.args[1], a.args[2]], cards=[inst],
             spots=[old, (a.args[1], a.args[2])])


def almendro(s: XekoState, seat: int, a: Action, out: Out) -> None:
    """Almendro: swap it from the field for a card of the shed pile, which goes to the hand."""
    inst = a.args[0]
    card = s.card(inst)
    taken = s.card(a.args[1])
    s.lift(s.position(inst))
    s.shed[seat].append(inst)
    back = [i for i in s.shed[seat] if s.card(i).name == taken.name] if taken.has("great-green-macaw") \
        else [a.args[1]]
    for i in back:
        s.shed[seat].remove(i)
        s.hand[seat].append(i)
    if out.on:
        extra = f" (every {taken.name} in the shed pile comes back: {len(back)})" if len(back) > 1 else ""
        note(out, "almendro", "card:almendro", f"SUNRISE: {s.name(seat)} swaps {card.name} from the field for "
             f"{taken.name} from the shed pile, which goes to their hand{extra}.", seat=seat,
             cards=[inst, *back])
