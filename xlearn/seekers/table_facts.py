"""Facts a Seekers table shows but must not work out itself: emblems a hand covers, what each Heroic Feat
needs and whether it is allowed now, the Thwart chain as a stack, whose window is open, the banners.

Read-only: every function here looks at a match's state and changes nothing. Nothing hidden from the
viewer is used for what the viewer is shown (a rival's hand is only ever counted).
"""
from __future__ import annotations

from ..engine.actions import Action
from . import heroic
from .adventures import emblem_needs, plan_payment
from .zones import matching_options
from .ongoing import lead_limit, wild_types
from .rulebook import RULEBOOK
from .rules import SeekersRules
from .state import (ACTION, BREAKTHROUGH_CARDS, DRAFT, FINAL, WIN_ADVENTURES, SeekersState)
from .thwart import thwart_size

TYPES = ("Glyph", "Myth", "Ruin", "Vision", "Wild")
MODES = {"beginner": "Beginner", "advanced": "Advanced", "full": "Full game"}
MODE_NOTES = {"beginner": "no ActionX cards, no Heroic Feats",
              "advanced": "the Basic ActionX cards and the Heroic Feats",
              "full": "every ActionX card, the Challenging and Expert ones too"}
# Each Heroic Feat: what it costs and what it does, in our words (Heroic Feats), and its rule id.
FEATS = (
    ("Barter", "3 Leads or 1 ActionX", "see the top two Adventures, keep one", "barter"),
    ("Breakthrough", "3 matching Leads", "draw an ActionX card", "breakthrough"),
    ("Sabotage", "scrap 1 of yours + 1 Lead", "a rival loses a Site, Relic or Adventure", "sabotage"),
    ("Negotiate", "scrap 1 Adventure", "see three Leads, keep two, give one", "negotiate"),
    ("Poach", "1 Lead", "swap an Adventure with a rival", "poach"),
    ("Thwart", "bury 2 matching", "cancel a rival's Feat as it is played", "thwart"),
)
REST = ("Rest", "empty hand", "reveal two Adventures, draw three Leads, skip the turn", "resting")
_CANNOT_PAY = {
    "Barter": "Barter needs three Leads or an ActionX card in your hand.",
    "Breakthrough": "Breakthrough needs three matching Leads (wild Leads may fill the gap).",
    "Sabotage": "Sabotage needs a Lead, an active Adventure, Site or Relic of yours to scrap, and a rival's "
                "active Site, Relic or Adventure to aim at.",
    "Negotiate": "Negotiate is paid by scrapping one of your active Adventures, and you have none.",
    "Poach": "Poach needs a Lead, an active Adventure of yours, and a rival's active Adventure to swap with.",
}
# What the seat to act is doing, in words, for each kind of open choice (never the engine's key).
DOING = {"actions": "take an action", "heroic": "choose a Heroic Feat", "heroic-detail": "finish a Heroic Feat",
         "rest": "decide whether to rest", "reveal": "reveal an Adventure", "draw": "draw Leads",
         "draw-discard": "discard a Lead after drawing", "limit": "discard down to the hand limit",
         "scrap": "scrap down to three Adventures", "thwart": "decide whether to Thwart",
         "thwart-pay": "choose the Leads to bury for a Thwart", "twist": "decide whether to Twist",
         "pay": "choose a Lead to pay with", "scrap-cost": "choose what to scrap to pay a cost",
         "keep": "choose the Lead to keep", "negotiate": "choose the Lead to give away",
         "barter": "choose the Adventure to keep", "final-pick": "make the Rival's Choice",
         "draft": "draft an ActionX card"}


def rule_json(rule_id: str) -> dict:
    """A rulebook section as the board shows it."""
    return RULEBOOK[rule_id].to_json()


def doing(s: SeekersState) -> str:
    """What the seat to act is deciding now, as a person would say it."""
    if s.over or s.pending is None:
        return "nothing: the game is over"
    return DOING.get(s.pending.kind, "choose")


def mode_name(s: SeekersState) -> dict:
    """The mode as players name it: Beginner, Advanced or the full game, and Draft Mode."""
    name = MODES[s.table.mode] + (" · Draft Mode" if s.table.draft else "")
    return {"name": name, "note": MODE_NOTES[s.table.mode] + ("; each seeker drafts their own ActionX deck"
                                                          if s.table.draft else ""),
            "rule": rule_json("draft" if s.table.draft else s.table.mode if s.table.mode != "full" else "card-types")}


def take_order(s: SeekersState, seat: int) -> dict[str, list[int]]:
    """The seat's Leads by type, in the order the engine spends them (the most recently gained first)."""
    out: dict[str, list[int]] = {t: [] for t in TYPES}
    for i in reversed(s.hand[seat]):
        out[s.lead_type(i)].append(i)
    return {t: ids for t, ids in out.items() if ids}


def covers(s: SeekersState, seat: int, adv: int) -> list[dict]:
    """Each emblem of an Adventure and what in the hand covers it: a matching Lead, a wild Lead (or a type
    that counts as wild), or nothing yet; matching Leads first, wild ones only for the gaps (ruling S-2)."""
    left = dict(s.counts(seat))
    out = []
    gaps = []
    for t, k in emblem_needs(s.card(adv).cost):
        for _ in range(k):
            if left.get(t, 0):
                left[t] -= 1
                out.append({"type": t, "by": t})
            else:
                out.append({"type": t, "by": None})
                gaps.append(len(out) - 1)
    extra = sorted(wild_types(s, seat))
    for g in gaps:
        for w in ["Wild"] + extra:
            if left.get(w, 0):
                left[w] -= 1
                out[g]["by"] = w
                break
    return out


def seat_facts(s: SeekersState, p: int, viewer: int | None) -> dict:
    """One seeker's counts: Adventures archived toward five, Breakthrough progress toward seven, the hand
    limit, and (to the owner only) which emblems of each Adventure the hand already covers."""
    mine = viewer is None or viewer == p
    active = len(s.zone[p])
    facts = {
        "archived": s.adventures_archived[p], "to_win": WIN_ADVENTURES, "final": s.final[p],
        "breakthrough": {"active": active, "archive": s.actionx_in_play(p) - active,
                         "count": s.actionx_in_play(p), "of": BREAKTHROUGH_CARDS},
        "hand_limit": lead_limit(s, p),
        "entered_now": [i for i in s.zone[p] if s.entered.get(i) == s.turn],
    }
    if mine:
        facts["covers"] = {str(a): covers(s, p, a) for a in s.advs[p]}
        facts["payable"] = [a for a in s.advs[p] if plan_payment(s, p, a) is not None]
        facts["lead_order"] = take_order(s, p)
    return facts


def _seat_now(s: SeekersState, viewer: int | None) -> int:
    """The seat a Heroic Feat row is drawn for: the viewer, or (teacher) the seat to act."""
    if viewer is not None:
        return viewer
    return s.pending.seat if s.pending is not None else s.cur


def feat_row(s: SeekersState, viewer: int | None) -> list[dict]:
    """The Heroic Feats and Rest: name, cost, effect, whether allowed now, and if not, why (with the rule)."""
    seat = _seat_now(s, viewer)
    kind = None if s.over or s.pending is None else s.pending.kind
    acting = s.pending is not None and s.pending.seat == seat and not s.over
    own_step = acting and kind in ("actions", "heroic")
    is_open = set(heroic.open_feats(s, seat)) if own_step else set()
    chosen = s.pending.feat if acting and kind == "heroic-detail" else None
    row = []
    for name, cost, effect, rule in FEATS if s.table.heroic else ():
        if name == "Thwart":
            allowed = acting and kind == "thwart"
            why = None if allowed else _thwart_why(s, seat, kind if acting else None)
        elif chosen is not None:
            allowed = False
            why = (RULEBOOK["heroic"], f"Finish {chosen} first (or cancel it) before starting another Heroic Feat."
                   if name != chosen else f"{name} is under way: choose how to perform it.")
        elif own_step and name in is_open:
            allowed, why = True, None
        else:
            allowed = False
            why = _feat_why(s, seat, name, own_step)
        if name == "Thwart" and allowed:
            cost = f"bury {thwart_size(s, s.chain[-1][0])} matching Leads"
        row.append({"name": name, "cost": cost, "effect": effect, "allowed": allowed, "chosen": name == chosen,
                    "reason": None if why is None else why[1],
                    "rule": rule_json(rule) if why is None else why[0].to_json()})
    name, cost, effect, rule = REST
    resting = acting and kind == "rest"
    why = None if resting else _rest_why(s)
    row.append({"name": name, "cost": cost, "effect": effect, "allowed": resting, "chosen": False,
                "reason": None if why is None else why[1],
                "rule": rule_json(rule) if why is None else why[0].to_json()})
    return row


def _feat_why(s: SeekersState, seat: int, name: str, own_step: bool):
    """Why a Heroic Feat other than Thwart is not allowed now: (rule, sentence)."""
    if not own_step:
        if s.pending is not None and s.pending.seat != seat:
            return RULEBOOK["heroic"], (f"Heroic Feats are performed in your own action step; now "
                                        f"{s.name(s.pending.seat)} is to {doing(s)}.")
        return RULEBOOK["heroic"], f"Heroic Feats are performed in your own action step; now you are to {doing(s)}."
    problem = heroic.feat_problem(s, seat, name)
    if problem is not None:
        return problem.rule, problem.reason
    return RULEBOOK[name.lower()], _CANNOT_PAY[name]


def _thwart_why(s: SeekersState, seat: int, kind: str | None):
    """Why Thwart cannot be used now: no rival's Feat is waiting, or its Leads are missing."""
    if not s.table.heroic:
        return RULEBOOK["beginner"], "Beginner play has no Heroic Feats."
    if not s.chain or kind not in ("thwart", "thwart-pay"):
        return RULEBOOK["thwart"], ("Thwart answers a rival's Feat at the moment it is played; no Feat is "
                                    "waiting for your answer now.")
    return RULEBOOK["thwart"], "You are choosing the Leads to bury for your Thwart."


def _rest_why(s: SeekersState):
    """Why Rest is not offered now (the rule Resting, as the engine words it)."""
    if s.over:
        return RULEBOOK["game-over"], "The game is over."
    r = SeekersRules().why_not(s, Action("rest", "Rest"))
    return r.rule, r.reason


def chain_stack(s: SeekersState) -> list[dict]:
    """The Thwart chain, top first: who played what, and on what (each Thwart answers the entry below)."""
    out = []
    for k, (seat, kind, label, _steps, _queue, card) in enumerate(s.chain):
        below = s.chain[k - 1][2] if k else None
        what = {"feat": "plays the Feat", "heroic": "performs the Heroic Feat", "thwart": "Thwarts"}[kind]
        thing = label.split("'s ", 1)[1] if "'s " in label else label
        text = f"{s.name(seat)} Thwarts {below}" if kind == "thwart" else f"{s.name(seat)} {what} {thing}"
        out.append({"seat": seat, "kind": kind, "label": label, "text": text, "on": below,
                    "card": card, "depth": k + 1})
    return out[::-1]


def window(s: SeekersState, viewer: int | None) -> dict | None:
    """Who may answer now outside their own action step (a Thwart on a Feat, a Twist in a rival's turn)."""
    if s.over or s.pending is None:
        return None
    kind, seat = s.pending.kind, s.pending.seat
    you = viewer == seat
    who = "You" if you else s.name(seat)
    if kind == "thwart":
        top = s.chain[-1][2]
        return {"seat": seat, "kind": "thwart", "rule": rule_json("thwart"),
                "text": f"{who} may Thwart {top} now, or let it take effect."}
    if kind == "thwart-pay":
        return {"seat": seat, "kind": "thwart", "rule": rule_json("thwart"),
                "text": f"{who} {'are' if you else 'is'} choosing the Leads to bury for a Thwart."}
    if kind == "twist":
        return {"seat": seat, "kind": "twist", "rule": rule_json("twist"),
                "text": f"{who} may Twist now, during {s.name(s.cur)}'s turn, or pass."}
    return None


def _newest(match, viewer: int | None) -> list[dict]:
    """The newest step's events as the viewer may read them."""
    if not match.log:
        return []
    return [e.to_json(viewer) for e in match.log[-1]]


def chain_outcome(match, viewer: int | None) -> list[str]:
    """When the newest step ended a Thwart chain: how it resolved (what was negated, what took effect)."""
    s = match.state
    if s.chain:
        return []
    return [e["text"] for e in _newest(match, viewer) if e["kind"] in ("thwarted", "resolves")]


def banners(match, viewer: int | None) -> list[dict]:
    """The notices across the top of the table: the Final Adventure and the Rival's Choice, Breakthrough
    progress of a seeker who could win by it, Rest when it is allowed, a deck rebuilt from its discard."""
    s = match.state
    out = []
    if s.over:          # the final score says it all
        return out
    pend = s.pending
    if pend is not None and pend.kind == "final-pick":
        chooser, p = pend.seat, pend.finalist
        text = (f"Rival's Choice: you choose which Adventure {s.name(p)} keeps for the Final Adventure; the "
                "others are scrapped." if viewer == chooser else
                f"Rival's Choice: {s.name(chooser)} chooses which Adventure {s.name(p)} keeps for the Final "
                "Adventure.")
        out.append({"kind": "rivals-choice", "text": text, "rule": rule_json("final-choice")})
    for p in range(s.table.players):
        if s.final[p]:
            who = "You are" if viewer == p else f"{s.name(p)} is"
            n = s.actionx_in_play(p)
            extra = (f" Breakthrough: {n} of {BREAKTHROUGH_CARDS} ActionX cards in play; with seven, a Breakthrough "
                     "wins too." if s.table.with_actionx else "")
            out.append({"kind": "final", "seat": p, "rule": rule_json("final"), "count": n, "of": BREAKTHROUGH_CARDS,
                        "text": f"{who} on the Final Adventure: one more Adventure wins.{extra}"})
    if pend is not None and pend.kind == "rest":
        who = "You hold" if viewer == pend.seat else f"{s.name(pend.seat)} holds"
        out.append({"kind": "rest", "rule": rule_json("resting"),
                    "text": f"{who} no Leads: resting is allowed (reveal two Adventures, draw three Leads, skip "
                            "the turn)."})
    for e in _newest(match, viewer):
        if e["kind"] == "replenish":
            deck = "Lead" if "Lead deck" in e["text"] else "Adventure"
            out.append({"kind": "rebuilt", "rule": rule_json("deck-runs-out"),
                        "text": f"The {deck} deck ran out and was rebuilt from its discard pile."})
    return out


def draft_facts(s: SeekersState, viewer: int | None) -> dict | None:
    """Draft Mode as passing packs: the round, the pick, cards drafted so far, and who the pack goes to next."""
    if s.phase != DRAFT or s.over:
        return None
    players = s.table.players
    picked = [len(s.ax_deck[p]) for p in range(players)]
    round_picks = [k - 5 * (s.draft_round - 1) for k in picked]
    seat = _seat_now(s, viewer)
    return {"round": s.draft_round, "rounds": 2, "pick": min(round_picks[seat] + 1, 5), "picks": 5,
            "drafted": picked, "pack_sizes": [len(s.look[p]) for p in range(players)],
            "passes_to": s.name(s.next_seat(seat)), "rule": rule_json("draft")}


def table_facts(match, viewer: int | None) -> dict:
    """Everything a Seekers table draws beyond the engine's view, for one viewer."""
    s = match.state
    return {
        "mode": mode_name(s),
        "doing": doing(s),
        "final_step": s.phase == FINAL,
        "action_step": s.phase == ACTION,
        "seats": [seat_facts(s, p, viewer) for p in range(s.table.players)],
        "feats": feat_row(s, viewer),
        "heroic": s.table.heroic,
        "chain": chain_stack(s),
        "window": window(s, viewer),
        "outcome": chain_outcome(match, viewer),
        "banners": banners(match, viewer),
        "draft": draft_facts(s, viewer),
        "thwart_ways": ([w for _, w in matching_options(s.counts(viewer), thwart_size(s, s.chain[-1][0]))]
                        if viewer is not None and s.chain and s.pending and s.pending.seat == viewer else []),
    }
