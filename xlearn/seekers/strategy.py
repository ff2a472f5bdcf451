"""Seekers' rule of thumb (close in on the Adventures nearest completion): why a choice is good, and the
hooks the bots and the coach find by game name (the measure in strategy_value, the policy in strategy_policy)."""
# Everything here works on a determinised copy of the match (a world re-dealt from what the seat to act
# can see), so no hidden card is ever read: a choice is played there, the rest of the turn is played by
# the quick policy below, and the position is judged by how near each seeker is to five Adventures.
from __future__ import annotations

from ..engine.out import Out
from ..seekers.state import FINAL_AT, WIN_ADVENTURES
from ..strategy import IDLE, USEFUL, Reason, plural, sentences
from .strategy_policy import (after_turn, finish_turn, gap_with, play_line, rollout_action, RULE_OF_THUMB, score,
                             surplus, win_chance, world_for)
from .strategy_value import LONG_GAME, OPENERS, SEARCH, WIN, emblems_to_go, evaluate, plan

__all__ = ["EFFECT_WORDS", "LONG_GAME", "SEARCH", "WIN", "after_turn", "consequences", "emblems_to_go", "evaluate",
           "finish_turn", "reason", "rollout_action", "RULE_OF_THUMB", "score", "win_chance", "world_for"]


# ----- explaining a choice ----------------------------------------------------------------------
def _open(s, seat: int, adv: int) -> str:
    """'2 of its 3 emblems still open' for one of the seat's Adventures, by the seat's own Leads."""
    c = s.table.defs[adv]
    gap = gap_with(s, seat, adv)
    if gap == 0:
        return f"your Leads already cover all {len(c.cost)} of its emblems"
    return f"{gap} of its {len(c.cost)} emblems still open with your Leads"


def _nearest(s, seat: int) -> str:
    """'your nearest Adventure, X, has 2 emblems still open', from the seat's own Leads."""
    slots, _, _ = plan(s, seat)
    if not slots:
        return "you have no active Adventure left"
    a, gap = min(slots, key=lambda x: x[1])
    if gap == 0:
        return f"your Leads already cover every emblem of your nearest Adventure, {s.table.defs[a].name}"
    return f"your nearest Adventure, {s.table.defs[a].name}, has {plural(gap, 'emblem')} still open"


def _need_of_type(s, seat: int, t: str) -> str:
    """'you hold 2 Ruin Leads and your Adventures show 1 Ruin emblem' for one Lead type."""
    sur = surplus(s, seat).get(t, 0)
    held = sum(1 for i in s.hand[seat] if s.table.defs[i].lead_type == t)
    return f"you hold {plural(held, t + ' Lead')} and your Adventures show {held - sur} {t} emblem" \
           f"{'' if held - sur == 1 else 's'}"


EFFECT_WORDS = {           # what each ActionX effect does, in a few words of our own
    "draw-leads": "draws {n} Lead{s}",
    "draw-actionx": "draws {n} ActionX card{s}",
    "reveal-adventures": "reveals {n} more Adventure{s}",
    "take-discarded-leads": "takes {n} Lead{s} off the discard pile",
    "recover-adventure": "brings back the Adventure on top of the discard pile",
    "rival-discards": "makes a rival discard {n} Lead{s} at random",
    "rival-archives": "sends a rival's Site or Relic to their Archive",
    "rival-buries": "buries one of a rival's Adventures",
    "steal-adventure": "takes a rival's Adventure for you",
    "swap-adventure": "swaps one of your Adventures for a rival's",
    "look-leads": "shows you the top {n} Leads to keep one",
    "barter": "lets you pick one of the top two Adventures",
    "bonded-draw": "draws a Lead, and another if it matches the bonded type",
    "rivals-bury-bonded": "makes rivals bury a Lead of the bonded type",
    "take-bonded-lead": "takes a Lead of the bonded type off the discard pile",
    "hand-limit": "raises your hand limit by {n}",
    "rivals-hand-limit": "lowers your rivals' hand limit by {n}",
    "bonded-wild": "lets Leads of the bonded type fill any emblem of your Adventures",
    "thwart-cost": "makes your Feats dearer to Thwart",
    "free-thwart": "Thwarts a Feat without burying Leads",
}


def _does(ability) -> str:
    """What an ActionX ability does, in a few words of our own ('draws 2 Leads and ...')."""
    words = [EFFECT_WORDS.get(e, e).format(n=n, s="" if n == 1 else "s") for e, n in ability.effects]
    cost = []
    if ability.leads:
        cost.append(plural(ability.leads, "Lead"))
    if ability.matching:
        cost.append(f"{ability.matching} matching Leads")
    if ability.scrap:
        cost.append(f"scrapping an active {'Adventure' if ability.scrap == 'adventure' else 'ActionX card'}")
    text = " and ".join(words)
    return text + (f" (paying {' and '.join(cost)})" if cost else "")


def _what_complete(k: str, args: tuple, defs, s, seat: int) -> tuple[str, list[str]] | None:
    """Completing Adventures: what completing this Adventure brings (Winning the Game, The Final Adventure)."""
    if k == "complete":
        adv, pay = args
        c = defs[adv]
        n = s.adventures_archived[seat] + 1
        text = (f"your {', '.join(pay)} Leads pay all {len(c.cost)} emblems of {c.name} in one go, and it goes to "
                f"your Archive as Adventure number {n}")
        if n >= WIN_ADVENTURES:
            return text + ", your fifth: you win", ["Completing Adventures", "Winning the Game"]
        reward = plural(c.reward_leads, "Lead") + (" and an ActionX card" if c.reward_actionx else "")
        text += f"; its reward is {reward}"
        if n == FINAL_AT:
            text += (", but with four archived you start the Final Adventure, where the Leads in your hand are "
                     "swapped for three new ones")
            return text, ["Completing Adventures", "The Final Adventure"]
        return text, ["Completing Adventures"]
    return None


def _what_turn_step(k: str, args: tuple, defs, s, seat: int) -> tuple[str, list[str]] | None:
    """Taking a Turn, Resting, Hand Limits and costs: what a step's choice (a card, a Lead) brings."""
    if k == "end":
        return f"nothing else on offer brings you closer this turn; {_nearest(s, seat)}", ["Taking a Turn"]
    if k == "reveal-deck":
        return "the deck's top Adventure is a fresh chance at an easy one", ["Taking a Turn"]
    if k == "reveal-discard":
        return f"you know what you get: {defs[args[0]].name}, {_open(s, seat, args[0])}", ["Taking a Turn"]
    if k == "draw-two":
        t = defs[s.lead_disc[-1]].lead_type if s.lead_disc else None
        why = f"the discarded {t} Lead fills no open emblem of yours, so " if t and surplus(s, seat).get(t, 0) >= 0 \
            and t != "Wild" else ""
        return why + "two unknown Leads (keeping the better) give more chances", ["Taking a Turn"]
    if k == "take-lead":
        t = defs[s.lead_disc[-1]].lead_type
        if t == "Wild":
            return "a wild Lead can stand in for any emblem", ["Taking a Turn", "Key Terms"]
        return f"a sure {t} Lead, and {_need_of_type(s, seat, t)}", ["Taking a Turn"]
    if k in ("draw-discard", "limit", "pay"):
        t = args[0]
        where = {"draw-discard": "Taking a Turn", "limit": "Hand Limits"}.get(k, "Key Terms")
        if t == "Wild":
            return "every other Lead you hold is needed more than this wild one", [where]
        return f"it is the Lead you need least: {_need_of_type(s, seat, t)}", [where]
    if k in ("scrap", "scrap-cost") and args[0] in s.advs[seat]:
        return f"{defs[args[0]].name} is the Adventure you would give up most easily, {_open(s, seat, args[0])}", \
            ["Taking a Turn" if k == "scrap" else "Key Terms"]
    if k == "final-pick":
        c = defs[args[0]]
        return (f"with {plural(len(c.cost), 'emblem')} it is the hardest of the Adventures on offer, so the "
                "finalist needs the most Leads to finish it"), ["The Final Adventure"]
    if k == "barter-pick":
        return f"of the two you looked at, {defs[args[0]].name} is the nearer: {_open(s, seat, args[0])}", \
            ["Gain Resources"]
    if k == "keep":
        return f"it is the Lead you need most: {_need_of_type(s, seat, args[0])}", ["Card Effects vs Standard Rules"]
    if k == "give":
        return f"it is the Lead you need least: {_need_of_type(s, seat, args[0])}", ["Catch Up"]
    if k in ("rest", "no-rest"):
        text = ("with no Leads in hand, resting brings three Leads and two Adventures but skips the rest of the turn"
                if k == "rest" else "you keep your turn instead of resting")
        return text, ["Resting"]
    return None


def _what_feat(k: str, args: tuple, defs, s, seat: int) -> tuple[str, list[str]] | None:
    """Heroic Feats and Thwart: what performing, answering or letting a Feat take effect brings."""
    if k in ("thwart", "stave"):
        return "this cancels the rival's Feat before it takes effect", ["Disrupt Rivals", "More on Thwart"]
    if k == "allow":
        return "keeping your Leads matters more than stopping this Feat", ["Disrupt Rivals"]
    if k == "barter":
        return ("you pay to look at the next two Adventures and keep the one that suits you; "
                f"{_nearest(s, seat)}"), ["Gain Resources"]
    if k == "breakthrough":
        return "three matching Leads become a new ActionX card", ["Gain Resources"]
    if k == "sabotage":
        victim, inst = args
        return (f"{s.name(victim)} loses {defs[inst].name}, at the price of one of your own active cards and "
                "a Lead"), ["Disrupt Rivals"]
    if k == "negotiate":
        return (f"you give up {defs[args[0]].name} ({_open(s, seat, args[0])}) to see three Leads, keep two and "
                "hand one to a rival"), ["Catch Up"]
    if k == "poach":
        mine, victim, theirs = args
        return (f"you swap {defs[mine].name} ({_open(s, seat, mine)}) for {s.name(victim)}'s "
                f"{defs[theirs].name}, which has {gap_with(s, seat, theirs)} of its {len(defs[theirs].cost)} "
                "emblems open with your Leads"), ["Catch Up"]
    return None


def _what_card(k: str, args: tuple, defs, s, seat: int) -> tuple[str, list[str]] | None:
    """ActionX Cards: what playing a Feat or a card, or using an ability, does."""
    if k == "feat":
        return f"the Feat {_does(defs[args[0]].abilities[0])}", ["ActionX Cards"]
    if k == "card":
        inst, mode, _ = args
        c = defs[inst]
        if c.ax_type == "Relic":
            return f"the Relic stays in play and, in {mode} mode, {_does(c.ability(mode))}", \
                ["ActionX Cards", "Sites & Relics"]
        aura, exploit = c.abilities
        return (f"the Site stays in play: its Aura {_does(aura)}, and its Exploit {_does(exploit)}"), \
            ["ActionX Cards", "Types of Abilities"]
    if k == "use":
        ab = defs[args[0]].ability(args[1])
        return f"the ability {_does(ab)}", ["Leverage" if ab.leverage else "Types of Abilities"]
    if k in ("pass", "back"):
        return "nothing here is worth its cost now", []
    return None


def _what(match, action, s, seat: int) -> tuple[str, list[str]]:
    """What the choice does and the sections that say so, from the seat's own cards and the open table."""
    for what in (_what_complete, _what_turn_step, _what_feat, _what_card):
        said = what(action.kind, action.args, s.table.defs, s, seat)
        if said is not None:
            return said
    return "", []


def consequences(match, action, seed: int = 0):
    """Play the action on a determinised copy with explanations on; return (events, world before)."""
    m = match.copy()
    world = world_for(match, seed)
    m.state = match.rules.copy(world)
    m.explain = True
    m._legal_cache = None
    return list(m.play(action.label)), world


IDLE_KINDS = {"end", "pass", "allow", "no-rest", "back"}   # choices that do nothing


def reason(match, action, seed: int = 0) -> Reason:
    """Why this choice, in a sentence or two by the seat's own cards and the open table, citing one rule; a
    choice that only opens a list is explained by the best choice in it. Only a determinised world is read."""
    seat = match.to_act
    events, world = consequences(match, action, seed)
    what, sections = _what(match, action, world, seat)
    if action.kind in OPENERS:                # judged by the best choice the list it opens holds
        rules = match.rules
        after = rules.copy(world)
        rules.apply(after, action, Out(False))
        options = [b for b in rules.legal(after) if b.kind != "back"]
        if options:
            best = max(options, key=lambda b: play_line(rules, after, b, seat, 1)[0])
            if best.kind in OPENERS:
                inner = rules.copy(after)
                rules.apply(inner, best, Out(False))
                deeper = [b for b in rules.legal(inner) if b.kind != "back"]
                if deeper:
                    after, best = inner, max(deeper, key=lambda b: play_line(rules, inner, b, seat, 2)[0])
            then, more = _what(match, best, after, seat)
            first = {"heroic": ["Heroic Feats"], "thwart-pick": ["Disrupt Rivals"]}.get(action.kind, [])
            sections = more or first
            what = f"it leads to {best.label}" + (f": {then}" if then else "")
    if not sections and events:
        sections = [events[0].rule.section]
    if not what:
        what = events[0].text_for(seat) if events else "it changes nothing you can count yet"
    _, end = play_line(match.rules, world, action, seat)
    won = "by the end of the turn this wins you the game" if end.over and seat in end.result.winners else None
    return Reason(sentences(*what.split("; ")[:2], won), sections[0] if sections else "",
                  IDLE if action.kind in IDLE_KINDS else USEFUL)


