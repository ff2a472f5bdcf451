"""Xenofera's strategy: why a choice is good, in a sentence or two citing the rule it rests on, and the
hooks the bots use (the rule of thumb and the play-out policy are in strategy_policy.py)."""
from __future__ import annotations

import re

from ..xenofera.battle import odds as exclusion_odds
from ..xenofera.cards import SIZES
from ..xenofera.draw import hand_size
from ..xenofera.powers import action_effect, guarded, seat_bonus_terms
from ..xenofera.powers import points as member_points
from ..xenofera.rulebook import RULEBOOK
from ..xenofera.state import CALL_MINIMUM, MAX_CREW, XenoferaState
from ..strategy import IDLE, USEFUL, Reason, sentences
from .strategy_policy import (SEARCH, after_turn, evaluate, rollout_action, score, towards, turns_left,  # noqa: F401
                              win_chance, world_for)

# The bots' hooks (engine.search, engine.greedy): SEARCH, rollout_action, win_chance, after_turn and score come
# from strategy_policy; reason and RULE_OF_THUMB are below.

def cite(rule_id: str) -> str:
    """The rulebook section heading of one of our rule ids, in brackets."""
    return f"[{RULEBOOK[rule_id].section}]"


def _n(count: int, word: str) -> str:
    """"3 cards", "1 card": a count with its noun."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def _pool_points(s: XenoferaState, pool, purpose: str, target) -> int:
    """The points a group of members brings towards one cost."""
    return sum(member_points(s.card(m), purpose, target) for m in pool)


def _collection_progress(s: XenoferaState, seat: int, x: int) -> list[str]:
    """What catching creature x does for the seat's own kept Collections (the seat sees its own)."""
    defs = s.table.defs
    caught = [defs[i] for i in s.creatures_of(seat)]
    card = defs[x]
    out = []
    for c in s.collections[seat]:
        cd = defs[c]
        have = towards(cd, caught)
        if have >= cd.count or towards(cd, [card]) == 0:
            continue
        if have + 1 >= cd.count:
            out.append(f"it completes your Collection {cd.name} for {cd.bonus} more points {cite('scoring')}")
        else:
            out.append(f"it takes your Collection {cd.name} to {have + 1} of {cd.count} {cite('scoring')}")
    return out


def _why_capture(s: XenoferaState, seat: int, action, legal) -> list[str]:
    """A capture: the points it adds, who pays its cost, the Collections it helps."""
    x, cage, pool = action.args[0], action.args[1], action.args[2:]
    card = s.card(x)
    k = s.cage_of(seat, cage)
    paid = _pool_points(s, pool, "capture", card)
    parts = [f"{card.name} goes into Cage {k + 1} and counts {_n(card.value, 'point')} at the end "
             f"{cite('scoring')}",
             f"{' and '.join(s.member_name(m) for m in pool)} {'brings' if len(pool) == 1 else 'bring'} {paid} "
             f"capture points for {card.name}'s capture cost of "
             f"{card.capture_cost}, and cannot help again this turn {cite('capture-once')}"]
    parts += _collection_progress(s, seat, x)
    reachable = {a.args[0] for a in legal if a.kind == "capture"}
    others = [s.card(i) for i in s.sight if i not in reachable and s.card(i).value > card.value]
    if others:
        parts.append(f"{others[0].name} is worth more but is out of reach now (cost, or no empty cage of its "
                     f"size) {cite('cage-fits')}")
    return parts


def _why_build(s: XenoferaState, seat: int, action) -> list[str]:
    """A cage or item: the room or effect it gives, and who is used up building it."""
    inst, cage, pool = action.args[0], action.args[1], action.args[2:]
    card = s.card(inst)
    who = " and ".join(s.member_name(m) for m in pool)
    used = f"{who} {'is' if len(pool) == 1 else 'are'} then used up for this turn, so cannot capture {cite('build-once')}"
    if card.kind == "cage":
        sizes = "/".join(SIZES[z] for z in card.sizes)
        fits = [s.card(x).name for x in s.sight if s.card(x).size in card.sizes]
        view = (f"; in view now it would fit {', '.join(fits[:3])}" if fits else "")
        return [f"a new cage for {sizes} creatures gives {_n(card.capacity, 'more place')} in your Cargo Bay "
                f"{cite('build-phase')}{view}", used]
    k = s.cage_of(seat, cage)
    effect = card.powers[0][0] if card.powers else ""
    what = {"habitat": f"each creature in Cage {k + 1} will score {card.powers[0][1]} more {cite('scoring')}",
            "guard": f"an Action aimed at Cage {k + 1} must now win a battle first {cite('battle')}",
            "widen": f"Cage {k + 1} will also take creatures one size larger {cite('cage-fits')}",
            "room": f"Cage {k + 1} will hold {card.powers[0][1]} more creature {cite('cage-fits')}"}
    return [f"{card.name} goes onto Cage {k + 1}: " + what.get(effect, f"it is built {cite('item-type')}"), used]


def _why_play(s: XenoferaState, seat: int, action) -> list[str]:
    """An Action card: what it does to whom, and the Reaction or battle it may meet."""
    inst, target = action.args[0], action.args[1:]
    card = s.card(inst)
    effect = action_effect(card)
    rivals = "a rival may answer with a Reaction, and then a battle decides " + cite("reaction")
    if effect == "draw":
        return [f"you draw {card.power('draw')[1]} more Utility cards now {cite('other-action')}",
                f"the Utility deck ({_n(len(s.util_deck), 'card')} left) runs out sooner, and its last card "
                f"starts the last round {cite('last-card')}"]
    if effect == "flush":
        x = s.card(target[0])
        return [f"{x.name} (worth {x.value}) leaves the Line of Sight, so nobody can catch it, and a new creature "
                f"is turned up {cite('other-action')}", rivals]
    if effect == "release":
        r, cage, x = target
        k = s.cage_of(r, cage)
        guard = guarded(s, r, cage)
        parts = [f"{s.name(r)} loses {s.card(x).name} and its {s.card(x).value} points {cite('other-action')}",
                 rivals]
        if guard is not None:
            parts.append(f"Cage {k + 1} is guarded by {s.card(guard).name}, so you must win a battle first "
                         f"{cite('battle')}")
        return parts
    if effect == "demolish":
        r, cage = target
        k = s.cage_of(r, cage)
        _, items, xs = s.cages[r][k]
        lost = sum(s.card(x).value for x in xs)
        parts = [f"{s.name(r)}'s Cage {k + 1} goes, with {_n(len(xs), 'creature')} worth {lost} points and "
                 f"{_n(len(items), 'item')} {cite('built-stays')}", rivals]
        guard = guarded(s, r, cage)
        if guard is not None:
            parts.append(f"it is guarded by {s.card(guard).name}, so a battle comes first {cite('battle')}")
        return parts
    if effect == "sabotage":
        r, cage, item = target
        return [f"{s.name(r)} loses {s.card(item).name} from a cage {cite('built-stays')}", rivals]
    if effect == "dismiss":
        r, m = target
        c = s.card(m)
        return [f"{s.name(r)} loses {c.name} and its {c.build} build and {c.capture} capture points, though they "
                f"no longer pay its cost of {c.cost} at the end {cite('recruit')}", rivals]
    if effect == "discharge":
        c = s.card(target[0])
        return [f"you no longer pay {c.name}'s cost of {c.cost} at the end, though you lose its {c.build} build "
                f"and {c.capture} capture points {cite('scoring')}"]
    return [f"it takes effect at once {cite('other-action')}"]


def _why_draw(s: XenoferaState, seat: int, action) -> list[str]:
    """A Draw Phase choice: what is discarded or drawn, and how near the last round comes."""
    if action.kind == "collections":
        held = len(s.collections[seat])
        return [f"you draw two Collections and keep the more promising one (you hold {held} now); your hand is "
                f"not refilled this turn {cite('draw-phase')}",
                f"the Utility deck is left alone, so the last round comes no closer {cite('last-card')}"]
    size = hand_size(s, seat)
    draws = max(0, size - len(s.hand[seat]) + len(action.args))
    parts = []
    if action.args:
        parts.append(f"{', '.join(s.card(i).name for i in action.args)} "
                     f"{'does' if len(action.args) == 1 else 'do'} least for you now {cite('draw-phase')}")
    parts.append(f"you draw {_n(draws, 'card')} to get back to {size} {cite('hand-size')}")
    if draws:
        parts.append(f"{_n(len(s.util_deck), 'card')} are left in the Utility deck; the last one drawn starts "
                     f"the last round {cite('last-card')}")
    return parts


def _why_battle(s: XenoferaState, seat: int, action) -> list[str]:
    """A battle choice: the totals, the Decoy and the tie rule."""
    defs = s.table.defs
    if action.kind == "b-defend":
        total = sum(defs[i].value for i in action.args) + sum(v for _, v in seat_bonus_terms(s, seat, "battle"))
        return [f"your total will be {total}; the Attacker wins ties, so you need more than their two cards "
                f"that stay in {cite('battle-defender')}",
                f"cards used go to your used pile until you are down to two {cite('battle-reset')}"]
    if action.kind == "b-attack":
        real = [defs[i].value for i in action.args if i not in s.table.decoys]
        where = next(k for k, i in enumerate(action.args) if i in s.table.decoys)
        return [f"your real cards total {sum(real)}; if the Defender leaves out the Decoy (now in place "
                f"{where + 1}) both count, else only one does {cite('battle-exclude')}",
                f"a tie goes to you as Attacker {cite('battle-total')}"]
    decoy, win = exclusion_odds(s)[action.args[0]]
    ways = win.denominator if decoy.denominator == 1 else max(win.denominator, decoy.denominator)
    return [f"leaving this card out wins you the battle in {win.numerator * ways // win.denominator} of the {ways} "
            f"ways the Attacker may have laid out their cards {cite('battle-exclude')}",
            f"it is the Decoy in {decoy.numerator * ways // decoy.denominator} of them"]


def _why_other(s: XenoferaState, seat: int, action, world: XenoferaState) -> list[str]:
    """Recruits, phase ends, Reactions, Set Up choices and the call of the last round."""
    kind = action.kind
    if kind == "recruit":
        c = s.card(action.args[0])
        return [f"{c.name} adds {c.build} build and {c.capture} capture points to your crew every turn "
                f"{cite('recruit')}" + (f"; {c.text[0].lower()}{c.text[1:].rstrip('.')}" if c.powers else ""),
                f"it costs {c.cost} at the end, with about {turns_left(s, seat):.0f} more turns to earn it back "
                f"{cite('scoring')}" if c.cost else f"it costs nothing at the end {cite('scoring')}",
                f"Crew Quarters will hold {len(s.crew[seat]) + 1} of {MAX_CREW} {cite('crew-limit')}"]
    if kind == "end-action":
        return [f"your cards stay in hand for later, and the turn moves on to building {cite('action-phase')}"]
    if kind == "end-build":
        return [f"members who have not built stay free to capture this turn {cite('capture-once')}"]
    if kind == "end-capture":
        return [f"no further creature is caught this turn; on to the Draw Phase {cite('capture-phase')}"]
    if kind == "react":
        played = s.card(s.action_in_play.card).name
        return [f"a battle decides it: if you win, {played} is cancelled {cite('reaction')}",
                f"you are the Defender and lay two Battle cards {cite('battle-defender')}"]
    if kind == "let":
        played = s.card(s.action_in_play.card).name
        return [f"you keep your Reaction and Battle cards for a bigger threat, and {played} works "
                f"{cite('reaction')}"]
    if kind == "keep-collection":
        c = s.card(action.args[0])
        caught = [s.table.defs[x] for x in s.creatures_of(seat)]
        return [f"{c.name} asks for {c.text}, worth {c.bonus} if done; you hold {towards(c, caught)} already "
                f"{cite('scoring')}"]
    if kind == "keep-huntsman":
        c = s.card(action.args[0])
        return [f"{c.name} brings {c.build} build and {c.capture} capture points every turn, and costs nothing "
                f"{cite('huntsman-keep')}"]
    if kind == "battle-set":
        return [f"every colour holds the same Battle cards, so the colour does not matter {cite('battle-set')}"]
    if kind in ("call", "no-call"):
        need = CALL_MINIMUM[s.table.players]
        lead = evaluate(world, seat)          # judged in a determinised world: rivals' hands stay hidden
        if kind == "call":
            return [f"with {s.occupied(seat)} occupied cages (at least {need}) you may end the game: every rival "
                    f"has one more turn and you none {cite('call')}",
                    f"you are judged {abs(lead):.0f} points {'ahead' if lead >= 0 else 'behind'} {cite('scoring')}"]
        return [f"you could end the game, but more turns help you: you are judged {abs(lead):.0f} points "
                f"{'ahead' if lead >= 0 else 'behind'} {cite('call')}"]
    return [f"it is the choice the rules offer now {cite('turn')}"]


IDLE_KINDS = {"end-action", "end-build", "end-capture", "let", "no-call", "battle-set"}   # choices that do nothing
_CITED = re.compile(r"\s*\[([^\]]+)\]")


def _clause(part: str) -> tuple[str, str]:
    """One explained clause without its citations, and the first section it cites ('text [Section]')."""
    found = _CITED.search(part)
    return _CITED.sub("", part).strip(), (found.group(1) if found else "")


def reason(match, action, seed: int = 0) -> Reason:
    """What the choice does and why it is good now, in a sentence or two citing one rule; what is worked out
    on a determinised world (the call of the last round) never reads a hidden card."""
    s, seat = match.state, match.to_act
    kind = action.kind
    if kind == "capture":
        parts = _why_capture(s, seat, action, match.legal())
    elif kind == "build":
        parts = _why_build(s, seat, action)
    elif kind == "play":
        parts = _why_play(s, seat, action)
    elif kind in ("refill", "collections"):
        parts = _why_draw(s, seat, action)
    elif kind in ("b-defend", "b-attack", "b-exclude"):
        parts = _why_battle(s, seat, action)
    else:
        parts = _why_other(s, seat, action, world_for(match, seed))
    clauses = [_clause(p) for p in parts[:2]]
    rule = next((sec for _, sec in clauses if sec), "")
    return Reason(sentences(*(text for text, _ in clauses)), rule, IDLE if kind in IDLE_KINDS else USEFUL)


# the greedy bot's rule of thumb, in words (it follows "Rule of thumb: ")
RULE_OF_THUMB = ("take the choice that leaves you furthest ahead at the end of this turn: points from caught "
                 "creatures and finished Collections minus crew costs, plus what empty cage places, your crew, "
                 "Collections under way and the cards in your hand promise for the turns still to come")
