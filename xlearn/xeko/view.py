"""What a seat may see of a Xeko match (JSON for boards), the card census and the state fingerprint."""
from __future__ import annotations

from .field import mask_letters
from .state import HOTSPOT, XekoState
from .steps import STEP_NAMES
from .turf_war import side_total


def card_json(s: XekoState, inst: int) -> dict:
    """A card as a board draws it: printed values, links as letters (N, E, S, W as printed)."""
    c = s.card(inst)
    return {"id": inst, "name": c.name, "kind": c.kind, "mark": c.mark, "rarity": c.rarity,
            "type": c.type, "endemic": c.endemic, "tokens": list(c.tokens), "energy": c.energy,
            "eco_points": c.eco_points, "boost": c.boost, "links": list(c.link_text), "text": c.text,
            "powers": [{"power": p, "value": v} for p, v in c.powers]}


def view(s: XekoState, seat: int | None) -> dict:
    """The position as `seat` sees it: other hands as counts, draw piles as counts, shed piles open."""
    players = []
    for p in range(s.table.players):
        visible = seat is None or seat == p
        players.append({
            "seat": p, "name": s.name(p), "deck": s.table.decks[p], "out": p in s.out,
            "draw_count": len(s.draw[p]), "hand_count": len(s.hand[p]),
            "hand": [card_json(s, i) for i in s.hand[p]] if visible else None,
            "shed": [card_json(s, i) for i in s.shed[p]],
            "rotation": s.table.rotation[p],
        })
    field = []
    for (x, y), i in sorted(s.field.items()):
        owner = s.table.owner[i]
        entry = {"x": x, "y": y, "owner": owner, "rotation": 0 if owner is None else s.table.rotation[owner],
                 "sides": [mask_letters(m) for m in s.table.sides[i]], "card": card_json(s, i),
                 "hotspot": i == HOTSPOT}
        field.append(entry)
    tw = None
    if s.turf_war is not None:
        tw = {"invader": s.turf_war.invader, "defender": s.turf_war.defender, "attacker": card_json(s, s.turf_war.attacker),
              "target": card_json(s, s.turf_war.target), "phase": s.turf_war.phase,
              "calcs": [side_total(s, s.turf_war, s.turf_war.invader).to_json(), side_total(s, s.turf_war, s.turf_war.defender).to_json()]}
    return {"players": players, "field": field, "turn": s.turn, "active": s.active,
            "step": STEP_NAMES[s.step], "turf_war": tw,
            # keyed by card instance (as a string), so two copies of one card each keep their own bonus
            "bonus": {str(i): {"card": i, "name": s.card(i).name, "label": b[0], "value": b[1]}
                      for i, b in s.bonus.items()}}


def census(s: XekoState) -> list[tuple[int, str]]:
    """(card instance, zone) for every card; the checker demands each appears exactly once."""
    out: list[tuple[int, str]] = []
    for seat in range(s.table.players):
        out += [(i, f"draw:{seat}") for i in s.draw[seat]]
        out += [(i, f"hand:{seat}") for i in s.hand[seat]]
        out += [(i, f"shed:{seat}") for i in s.shed[seat]]
    out += [(i, "field") for i in s.field.values()]
    out += [(i, "out of the game") for i in s.gone]
    out += [(i, "being played") for i in s.limbo]
    if s.resolving is not None:
        out.append((s.resolving, "being played"))
    return out


def fingerprint(s: XekoState) -> tuple:
    """Every part of the state that can change, as a comparable value."""
    return (s.rng.s, s.rng.fixed, tuple(map(tuple, s.draw)), tuple(map(tuple, s.hand)), tuple(map(tuple, s.shed)),
            tuple(sorted(s.field.items())), tuple(s.out), tuple(s.gone), s.active, s.turn, s.step,
            s.pending, s.xeko_played, s.species_played, tuple(sorted(s.bonus.items())), tuple(s.effects),
            s.turf_war.key() if s.turf_war else None, s.over, s.first, tuple(sorted(s.used, key=repr)), tuple(s.wars),
            s.species_allowed, s.species_done, s.sun_done, tuple(s.onplay), tuple(s.limbo), s.resolving,
            s.war_started, s.xeko_card_played, s.arowana_reflipped, tuple(sorted(s.failed_species)),
            tuple(sorted(s.played_via.items())))
