"""What a seat may see of a Xenofera match (JSON for boards), the card census and the state fingerprint."""
from __future__ import annotations

from .cards import SIZES
from .powers import cage_room
from .steps import PHASE_NAMES
from .state import NO_CARD, XenoferaState


def card_json(s: XenoferaState, inst: int) -> dict:
    """A card as a board draws it: its printed values by kind."""
    c = s.card(inst)
    d = {"id": inst, "name": c.name, "kind": c.kind, "text": c.text,
         "powers": [{"effect": e, "value": v, "arg": a} for e, v, a in c.powers]}
    if c.kind in ("huntsman", "crew", "starter-member"):
        d.update(role=c.role, build=c.build, capture=c.capture, cost=c.cost)
    elif c.kind in ("cage", "starter-cage"):
        d.update(sizes=[SIZES[k] for k in c.sizes], capacity=c.capacity, build_cost=c.build_cost)
    elif c.kind == "item":
        d.update(item_type=c.item_type, build_cost=c.build_cost)
    elif c.kind == "xenofera":
        icons = s.table.cards.icons
        d.update(scientific_name=c.scientific_name, size=SIZES[c.size], capture_cost=c.capture_cost,
                 planet=c.planet, planet_icon=icons[c.planet], value=c.value,
                 characteristics=[{"name": x, "icon": icons[x]} for x in c.traits])
    elif c.kind == "collection":
        d.update(requirement={c.req_kind: c.req, "count": c.count}, icon=c.icon, bonus=c.bonus)
    elif c.kind == "battle":
        d.update(value=c.value, colour=c.colour, decoy=inst in s.table.decoys)
    if s.table.plus3[inst]:
        d["plus3"] = True
    return d


def view(s: XenoferaState, seat: int | None) -> dict:
    """The position as `seat` sees it: hands, kept Collections, unused and face-down Battle cards of others
    are counts only; everything on the table is open."""
    cj = card_json
    players = []
    b = s.battle
    for p in range(s.table.players):
        mine = seat is None or seat == p
        face_down = []
        if b is not None:
            face_down = list(b.dcards if p == b.defender else b.acards if p == b.attacker else ())
        players.append({
            "seat": p, "name": s.name(p),
            "battle_colour": s.card(s.turn_card[p]).colour if s.turn_card[p] != NO_CARD else None,
            "huntsman": cj(s, s.huntsman[p]) if s.huntsman[p] != NO_CARD else None,
            "crew": [cj(s, m) | {"utilised": m in s.utilised} for m in s.crew[p]],
            "huntsman_utilised": s.huntsman[p] in s.utilised,
            "cages": [{"number": k + 1, "cage": cj(s, c), "items": [cj(s, i) for i in items],
                       "creatures": [cj(s, x) for x in caught], "room": cage_room(s, (c, items, caught))}
                      for k, (c, items, caught) in enumerate(s.cages[p])],
            "occupied_cages": s.occupied(p),
            "hand_count": len(s.hand[p]),
            "hand": [cj(s, i) for i in s.hand[p]] if mine else None,
            "collections_count": len(s.collections[p]),
            "collections": [cj(s, i) for i in s.collections[p]] if mine or s.over else None,
            "offer": [cj(s, i) for i in s.offer[p]] if mine else None,
            "offer_count": len(s.offer[p]),
            "battle_unused_count": len(s.unused[p]),
            "battle_unused": [cj(s, i) for i in s.unused[p]] if mine else None,
            "battle_used": [cj(s, i) for i in s.used[p]],
            "face_down_count": len(face_down),
            "face_down": [cj(s, i) for i in face_down] if mine else None,
        })
    battle = None
    if b is not None:
        battle = {"attacker": b.attacker, "defender": b.defender, "why": b.why, "subject": cj(s, b.subject),
                  "stage": b.stage}
    ctx = None
    if s.action_in_play is not None:
        ctx = {"card": cj(s, s.action_in_play.card), "player": s.action_in_play.actor}
    return {"players": players, "line_of_sight": [cj(s, x) for x in s.sight],
            "utility_deck_count": len(s.util_deck), "utility_discard": [cj(s, i) for i in s.util_discard],
            "xenofera_deck_count": len(s.xeno_deck), "xenofera_discard": [cj(s, i) for i in s.xeno_discard],
            "collection_deck_count": len(s.coll_deck), "huntsman_deck_count": len(s.hunt_deck),
            "in_play": ctx, "battle": battle, "active": s.active, "turn": s.turn, "step": PHASE_NAMES[s.phase],
            "actions_played": s.actions_played,
            "last_round": None if s.final is None else {"trigger": s.last_round.cause if s.last_round else None,
                                                        "still_to_play": list(s.final), "caller": s.caller}}


def census(s: XenoferaState) -> list[tuple[int, str]]:
    """(card instance, zone) for every card; the checker demands each appears exactly once."""
    out: list[tuple[int, str]] = []
    for name in ("box", "hunt_deck", "coll_deck", "xeno_deck", "xeno_discard", "sight", "util_deck",
                 "util_discard", "limbo"):
        out += [(i, name) for i in getattr(s, name)]
    for p in range(s.table.players):
        for name in ("offer", "crew", "collections", "hand", "unused", "used"):
            out += [(i, f"{name}:{p}") for i in getattr(s, name)[p]]
        if s.huntsman[p] != NO_CARD:
            out.append((s.huntsman[p], f"huntsman:{p}"))
        if s.turn_card[p] != NO_CARD:
            out.append((s.turn_card[p], f"turn card:{p}"))
        for c, items, caught in s.cages[p]:
            out.append((c, f"cage:{p}"))
            out += [(i, f"item:{p}") for i in items]
            out += [(x, f"caught:{p}") for x in caught]
    if s.battle is not None:
        out += [(i, f"face down:{s.battle.defender}") for i in s.battle.dcards]
        out += [(i, f"face down:{s.battle.attacker}") for i in s.battle.acards]
    return out


def fingerprint(s: XenoferaState) -> tuple:
    """Every part of the state that can change, as a comparable value."""
    return (s.rng.s, tuple(s.box), tuple(s.hunt_deck), tuple(s.coll_deck), tuple(s.xeno_deck),
            tuple(s.xeno_discard), tuple(s.sight), tuple(s.util_deck), tuple(s.util_discard), tuple(s.limbo),
            tuple(map(tuple, s.offer)), tuple(s.huntsman), tuple(map(tuple, s.crew)), tuple(map(tuple, s.collections)),
            tuple(map(tuple, s.hand)), tuple(map(tuple, s.cages)), tuple(map(tuple, s.unused)),
            tuple(map(tuple, s.used)), tuple(s.turn_card), tuple(sorted(s.utilised)), s.active, s.turn, s.phase,
            s.pending, s.actions_played, s.action_in_play, s.battle, s.setup_seat, s.final, s.caller, s.last_round,
            s.over, s.first)
