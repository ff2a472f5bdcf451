"""What a seat may see of a Seekers match (JSON for boards), the card census and the state fingerprint.

Hands (Leads and ActionX cards), the cards a seat is looking at (Barter, Negotiate, a Draft pack) and
face-down decks are shown only to their owner; everything else lies face up.
"""
from __future__ import annotations

from .state import PHASES, SeekersState


def card_json(s: SeekersState, inst: int) -> dict:
    """A card as the board shows it."""
    c = s.card(inst)
    if c.kind == "lead":
        return {"id": inst, "kind": "lead", "type": c.lead_type}
    if c.kind == "adventure":
        return {"id": inst, "kind": "adventure", "name": c.name, "cost": list(c.cost),
                "rewards": {"leads": c.reward_leads, "actionx": c.reward_actionx}}
    return {"id": inst, "kind": "actionx", "name": c.name, "type": c.ax_type, "level": c.level, "bond": c.bond,
            "abilities": [{"name": a.name, "kind": a.kind, "text": a.text,
                           "icons": [k for k, on in (("leverage", a.leverage), ("twist", a.twist),
                                                     ("delay", a.delay)) if on]} for a in c.abilities]}


def _active(s: SeekersState, inst: int) -> dict:
    """A card in the Active zone, with its mode, Bond and whether it is turned sideways."""
    d = card_json(s, inst)
    d["mode"] = s.modes.get(inst)
    d["bonded"] = s.lead_type(s.bond[inst]) if inst in s.bond else None
    d["bond_id"] = s.bond.get(inst)
    d["leveraged"] = inst in s.leveraged
    return d


def view(s: SeekersState, seat: int | None) -> dict:
    """What a seat may see of the table (everything when the viewer is None)."""
    players = []
    for p in range(s.table.players):
        mine = seat is None or seat == p
        players.append({
            "seat": p, "name": s.name(p),
            "leads": [card_json(s, i) for i in s.hand[p]] if mine else None,
            "lead_count": len(s.hand[p]),
            "actionx": [card_json(s, i) for i in s.actionx_hand[p]] if mine else None,
            "actionx_count": len(s.actionx_hand[p]),
            "looking": [card_json(s, i) for i in s.look[p]] if mine else None,
            "looking_count": len(s.look[p]),
            "adventures": [card_json(s, i) for i in s.advs[p]],
            "active": [_active(s, i) for i in s.zone[p]],
            "archive": [card_json(s, i) for i in s.archive[p]],
            "archived_adventures": s.adventures_archived[p],
            "actionx_in_play": s.actionx_in_play(p),
            "final": s.final[p],
            "actionx_deck_count": len(s.ax_deck[p]) if s.table.draft else None,
            "actionx_discard": [card_json(s, i) for i in s.ax_disc[p]] if s.table.draft else None,
        })
    return {
        "players": players, "mode": s.table.mode, "draft": s.table.draft, "turn": s.turn, "current": s.cur,
        "step": PHASES[s.phase],
        "lead_deck_count": len(s.lead_deck), "lead_discard": [card_json(s, i) for i in s.lead_disc],
        "adventure_deck_count": len(s.adv_deck), "adventure_discard": [card_json(s, i) for i in s.adv_disc],
        "actionx_deck_count": len(s.ax_deck[0]) if not s.table.draft else None,
        "actionx_discard": [card_json(s, i) for i in s.ax_disc[0]] if not s.table.draft else None,
        "set_aside_count": len(s.box),
        "chain": [{"seat": e[0], "kind": e[1], "label": e[2],
                   "card": card_json(s, e[5]) if e[5] is not None else None} for e in s.chain],
        "waiting_for": s.pending.kind if s.pending else None,
    }


_ZONES = ("actionx deck", "actionx discard", "hand", "actionx hand", "adventures", "active", "archive", "looking")
_SEAT_ZONES = [tuple(f"{z}:{p}" for z in _ZONES) for p in range(4)]


def census(s: SeekersState) -> list[tuple[int, str]]:
    """(card instance, zone) for every card; the checker demands each appears exactly once."""
    out: list[tuple[int, str]] = []
    add = out.extend
    for pile, zone in ((s.lead_deck, "lead deck"), (s.lead_disc, "lead discard"), (s.adv_deck, "adventure deck"),
                       (s.adv_disc, "adventure discard"), (s.box, "set aside")):
        add([(i, zone) for i in pile])
    for p in range(s.table.players):
        z = _SEAT_ZONES[p]
        for pile, zone in zip((s.ax_deck[p], s.ax_disc[p], s.hand[p], s.actionx_hand[p], s.advs[p], s.zone[p],
                               s.archive[p], s.look[p]), z):
            if pile:
                add([(i, zone) for i in pile])
    add([(i, "bonded") for i in s.bond.values()])
    add([(e[5], "being played") for e in s.chain if e[5] is not None])
    return out


def fingerprint(s: SeekersState) -> tuple:
    """A canonical value of the whole state: equal fingerprints mean equal positions."""
    t = tuple
    return (s.rng.s, t(s.lead_deck), t(s.lead_disc), t(s.adv_deck), t(s.adv_disc), t(map(t, s.ax_deck)),
            t(map(t, s.ax_disc)), t(s.box), t(map(t, s.hand)), t(map(t, s.actionx_hand)), t(map(t, s.advs)),
            t(map(t, s.zone)), t(map(t, s.archive)), t(s.adventures_archived), t(map(t, s.look)),
            t(sorted(s.modes.items())), t(sorted(s.bond.items())), t(sorted(s.leveraged)), t(sorted(s.entered.items())), s.turn, s.cur, s.phase,
            s.pending, t(s.todo), t(s.chain), t(sorted(s.feats_used)), t(s.final), s.over, s.first, s.draft_round)
