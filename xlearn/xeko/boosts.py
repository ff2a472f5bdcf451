"""Boost cards in a Turf War: where a Boost may go (the link rule), and what it is worth."""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.out import Out
from .decisions import Discard
from .explain import note
from .state import XekoState

CHOOSE_PLAYER = ("warning-sign", "treetop-scout")


def anchors(s: XekoState, seat: int) -> set[int]:
    """What a seat's Boost may link to: its own Species in the war, or a Boost it played earlier in it."""
    tw = s.turf_war
    return {tw.side_of(seat)} | {b for b, who, _, _ in tw.boosts if who == seat}


def boost_spots(s: XekoState, seat: int, inst: int, mine: set | None = None) -> list[tuple[int, int]]:
    """Empty spots where this Boost obeys the link rule and links to one of its owner's anchors (`mine`,
    when already worked out)."""
    if mine is None:
        mine = anchors(s, seat)
    field, needs_at = s.field, s.spots_cache
    return [p for p in s.fitting(s.table.sides[inst]) if _touches(field, p, needs_at[p], mine)]


def _touches(field: dict, p: tuple[int, int], needs: tuple, mine: set) -> bool:
    """Whether a card that fits at p links to one of `mine` (it links to every neighbour whose facing side
    is not blank)."""
    x, y = p
    return ((bool(needs[0]) and field[(x, y + 1)] in mine) or (bool(needs[1]) and field[(x + 1, y)] in mine)
            or (bool(needs[2]) and field[(x, y - 1)] in mine) or (bool(needs[3]) and field[(x - 1, y)] in mine))


def boost_options(s: XekoState, seat: int) -> list[Action]:
    """Every Boost a seat may play now, each on each legal spot (with a chosen player where the card asks)."""
    return list(_boost_actions(s, seat))


def any_boost_option(s: XekoState, seat: int) -> bool:
    """Whether boost_options would offer anything: a Boost in hand with a spot (each such card is offered
    on each of its spots at least once)."""
    defs = s.table.defs
    boosts = [i for i in s.hand[seat] if defs[i].kind == "boost"]
    if not boosts:
        return False
    mine = anchors(s, seat)
    field, needs_at = s.field, s.spots_cache
    for inst in boosts:
        if any(_touches(field, p, needs_at[p], mine) for p in s.fitting(s.table.sides[inst])):
            return True
    return False


def _boost_actions(s: XekoState, seat: int):
    """Each Boost in the seat's hand at each spot where it links, as choices."""
    seen = set()
    mine = anchors(s, seat)
    for inst in s.hand[seat]:
        card = s.card(inst)
        if card.kind != "boost" or card.name in seen:
            continue
        seen.add(card.name)
        spots = boost_spots(s, seat, inst, mine)
        if not spots:
            continue
        if any(card.has(x) for x in CHOOSE_PLAYER):
            for p in spots:
                base = f"Boost: play {card.name} at ({p[0]}, {p[1]})"
                for who in s.in_game():
                    yield Action("boost", f"{base}, counting {s.name(who)}", (inst, p[0], p[1], who), spot=p)
        elif card.has("swipe"):
            for p in spots:
                base = f"Boost: play {card.name} at ({p[0]}, {p[1]})"
                yield Action("boost", f"{base}, making no one discard", (inst, p[0], p[1], None), spot=p)
                for who in s.in_game():
                    if s.hand[who] and not (who == seat and len(s.hand[seat]) == 1):
                        yield Action("boost", f"{base}, making {s.name(who)} discard", (inst, p[0], p[1], who),
                                     spot=p)
        else:
            yield from plain_boost_actions(s, inst, spots)


def plain_boost_actions(s: XekoState, inst: int, spots) -> list[Action]:
    """The choices of playing a Boost that names no player at each of these spots (each made once a match)."""
    name = s.table.defs[inst].name
    return s.table.actions_at(("boost", inst), spots,
                          lambda p: Action("boost", f"Boost: play {name} at ({p[0]}, {p[1]})",
                                           (inst, p[0], p[1], None), spot=p))


def boost_value(s: XekoState, seat: int, inst: int, chosen: int | None) -> tuple[int, str]:
    """What a Boost adds, worked out when it is played, and a note on how (for the Calculation)."""
    card = s.card(inst)
    if card.has("swarm"):
        n = sum(1 for i in s.field.values() if s.card(i).kind == "species" and 1 in s.card(i).tokens)
        return 2 * n, f" (2 x {n} Species with a 1-dot token)"
    if card.has("toxic"):
        target = s.card(s.turf_war.side_of(seat))
        return target.energy, f" (printed Energy of {target.name})"
    if card.has("warning-sign"):
        return len(s.hand[chosen]), f" ({s.name(chosen)}'s hand: {len(s.hand[chosen])} cards)"
    if card.has("treetop-scout"):
        n = len(s.species_of(chosen))
        return n, f" ({s.name(chosen)} controls {n} Species)"
    return card.boost or 0, ""


def play_boost(s: XekoState, seat: int, a: Action, out: Out) -> None:
    """Put a Boost on its spot, work out its value and apply what its text says."""
    inst, x, y, chosen = a.args
    tw = s.turf_war
    card = s.card(inst)
    s.hand[seat].remove(inst)
    s.put((x, y), inst)
    value, how = boost_value(s, seat, inst, chosen)
    tw.boosts.append((inst, seat, value, how))
    tw.passes = 0
    tw.turn_seat = tw.other(seat)
    if out.on:
        target = s.card(tw.side_of(seat)).name
        rule = next((f"card:{p}" for p, _ in card.powers if p in CARD_RULES), "boost-link")
        note(out, "boost", rule, f"{s.name(seat)} plays the Boost {card.name} at ({x}, {y}), linked to their side "
             f"of the Turf War: +{value} Energy for {target}{how}.", seat=seat, spot=[x, y],
             cards=[inst, tw.side_of(seat)], spots=[(x, y)],
             seats=[seat] + ([chosen] if chosen is not None and chosen != seat else []))
    if card.has("sticky-web-trap"):
        tw.zero.append((tw.other(seat), card.name))
        if out.on:
            note(out, "override", "card:sticky-web-trap", f"{card.name}: every Boost of {s.name(tw.other(seat))} "
                 "in this Turf War is now worth 0, even those already played (the card overrides the Boosts' "
                 "printed values).", seat=seat, cards=[inst], seats=[seat, tw.other(seat)])
    if card.has("heavy-storm"):
        tw.storm = True
        if out.on:
            note(out, "override", "card:heavy-storm", f"{card.name} ends the Turf War at once: no more cards, and "
                 "the Energy totals count as equal (the card overrides phases b to e).", seat=seat, cards=[inst])
    if card.has("swipe") and chosen is not None:
        if out.on:
            note(out, "swipe", "card:swipe", f"{card.name}: {s.name(chosen)} must discard a card.", seat=chosen, cards=[inst])
        if s.hand[chosen]:
            s.pending = Discard(chosen, "card:swipe")


CARD_RULES = {"swarm", "toxic", "warning-sign", "treetop-scout", "swipe", "sticky-web-trap", "heavy-storm"}
