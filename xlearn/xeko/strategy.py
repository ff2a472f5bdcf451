"""Xeko's rule of thumb (gain the most points this turn), its play-out policy, and why a choice is good."""
# All of it works on a determinised copy, so no hidden card is read: the choice is played there, the
# rest of the turn runs with later choices passed up, and what the engine did is read from its events.
from __future__ import annotations

import math
import re

from ..engine.chance import Chance
from ..engine.out import Out
from ..strategy import IDLE, WASTE, Reason, final_lead, plural, sentences
from ..xeko import choices as C
from ..xeko import war_choices as W
from ..xeko import field as F
from ..xeko.ending import conservation_bonus
from ..xeko.hidden import determinize
from ..xeko.boosts import boost_options, boost_value
from ..xeko.turf_war import side_energy
from ..xeko.placing import placements, playable_species

HAND_CARD = 0.25     # points a card in hand is judged to be worth (a choice kept for later)
LEAD_SCALE = 8.0     # points of lead that make winning e (2.7) times as likely as losing (win_chance)
# The search bot's default level for Xeko: 384 simulations, with a strong prior (each root candidate starts
# as if tried 96 times, a quarter of the search, winning as the rule of thumb guesses) and a gentler
# win_chance (LEAD_SCALE 8 rather than 6). Against greedy over 400 games it won 62.5 % with seed 1 and
# 61.5 % with seed 2, where 96 simulations with prior 24 won 58.0 % and 59.3 % (the engine defaults:
# 57.8 % of 1,000). At 96 simulations nothing else helped: more root candidates (8) or fewer (2: 54.5 %),
# longer play-outs (horizon 16), averaging the rule of thumb's guess over 4 or 8 sampled worlds (59.5 %,
# 57.0 %), or playing out with the rule of thumb itself (24 simulations, horizon 8: 55.7 %, and three
# times slower). A 400-game run moves by about 2.4 points from seed to seed (one standard error).
# Issue 26 (the coach at <= 100 ms a choice): 384 simulations cost 250-370 ms a choice; 128 simulations with
# prior 32 (the same quarter) cost 79 ms and won 60.0 % of 100 games (seed 7), as did 192 with horizon 4
# (84 ms), level with 384 (60.0 % of 50, seed 1), all measured on a loaded two-core machine. Later (seed 3, 100
# games): playing the rule of thumb's pick unsearched when it leads by 0.1 (search "sure") and spending the time
# saved on 256 simulations (prior 64) won 54.0 % at 102 ms, where this level won 55.0 % at 57 ms. Searching up
# to 8 candidates, dropping those guessed 0.1 below the best (search "margin"), won 60.0 % there but 57.8 % of
# 400 (seed 1), where this level won 58.2 % of the same 400.
# Later still (seed 1, 200 games, quiet machine): 256 simulations with prior 64 won 58.0 % at 103 ms. What
# holds the search back is what it cannot see: the same search allowed to see the rival's hand and every
# draw pile's order won 73.0 %; seeing only the rival's hand 62.5 %, only its own draw pile (and the random
# source) 64.0 %, where the fair search won 58.5 % (probes, not bots: they peek).
SEARCH = {"simulations": 128, "prior": 32.0}
WIN = 100.0          # points a won game is worth to the rule of thumb
MAX_STEPS = 40       # choices passed up while finishing a turn
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}
ROLLOUT_SUN = "random"     # SUNRISE/SUNSET powers in play-outs: "random", or "end" (use none)
ROLLOUT_EXTRA = "random"   # an extra Species in play-outs: "random", or "best" (most Eco-points)
SETTLED = "any"            # where a play-out may stop at its horizon: "any", "war" (no Turf War going on)
ROLLOUT_BOOST = "pass"     # Boosts in play-outs: "pass", "max" (the one adding most), "losing" (max, when behind)


def points(s, seat: int) -> int:
    """What the seat would score if the game ended now: Eco-points in the field plus Conservation bonus."""
    defs, owner = s.table.defs, s.table.owner
    eco = sum(defs[i].eco_points for i in s.field.values()
              if owner[i] == seat and defs[i].kind == "species")
    return eco + conservation_bonus(len(s.draw[seat]))


def worth(s, seat: int) -> float:
    """Points if the game ended now, plus a little for each card still in hand."""
    return points(s, seat) + HAND_CARD * len(s.hand[seat])


def evaluate(s, seat: int) -> float:
    """The seat's lead in worth over its best rival (a won or lost game counts WIN more)."""
    if s.over and s.result is not None:
        return final_lead(s.result, seat, WIN)
    others = [p for p in s.in_game() if p != seat]
    if seat not in s.in_game():
        return -WIN
    return worth(s, seat) - max((worth(s, p) for p in others), default=0)


def weakest_defender(s, acts):
    """Of the choices of defender, the rival Species with the least printed Energy (None if none)."""
    real = [a for a in acts if a.kind == "defender" and a.args and isinstance(a.args[0], int)]
    return min(real, key=lambda a: s.table.defs[a.args[0]].energy) if real else None


def default_choice(s, acts):
    """The choice taken when finishing a turn: the weakest defender, else the last option (a pass)."""
    return weakest_defender(s, acts) or acts[-1]


def finish_turn(rules, s, out: Out, turn: int) -> None:
    """Run on to the end of turn `turn`, or of the game, passing up every further choice; a turn already
    over is left as it is (the next player's turn is not played)."""
    for _ in range(MAX_STEPS):
        if s.over or s.turn != turn or rules.to_act(s) is None:
            return
        rules.apply(s, default_choice(s, rules.legal(s)), out)


def world_for(match, seed: int = 0):
    """A determinised copy of the state as the seat to act sees it."""
    return determinize(match.state, match.to_act, Chance(seed * 7_919 + len(match.choices)))


def after_turn(match, action, world):
    """The state at the end of this turn if we choose `action` in `world`, passing up later choices."""
    rules = match.rules
    s = rules.copy(world)
    out = Out(False)
    turn = s.turn
    rules.apply(s, action, out)
    finish_turn(rules, s, out, turn)   # a choice that ends the turn (a Species played) stops here
    return s


def score(match, action, world) -> float:
    """Points gained by the end of this turn if we choose `action` in `world` (a determinised state)."""
    return evaluate(after_turn(match, action, world), match.to_act)


# ----- explaining a choice ----------------------------------------------------------------------
IDLE_KINDS = {"skip-xeko", "skip-species", "pass", "end-sun"}      # choices that play nothing
IDLE_ARGS = {"defender", "extra-species", "search", "orchid"}      # ... and these when they name no card
DULL = {"step", "to-shed", "pass", "turn", "draw", "cleanup", "xeko", "boosts-done", "choose-defender"}


YOU_DO = {"uses": "use", "plays": "play", "moves": "move", "sheds": "shed", "draws": "draw", "takes": "take",
          "chases": "chase", "gives": "give", "keeps": "keep", "flips": "flip", "loses": "lose", "wins": "win",
          "passes": "pass", "puts": "put", "trades": "trade", "looks": "look"}


def yours(text: str, name: str) -> str:
    """An engine sentence about the seat to act, said to them: "Player 2 uses Migrate" -> "you use Migrate",
    "Player 2's hand" -> "your hand"; other players keep their names."""
    text = re.sub(rf"\b{re.escape(name)}'s\b", "your", text)
    return re.sub(rf"\b{re.escape(name)} (\w+)\b", lambda m: "you " + YOU_DO.get(m.group(1), m.group(1)), text)


def consequences(match, action, seed: int = 0):
    """Play the action on a determinised copy with explanations on, and the rest of the turn passing up
    later choices; return (this turn's events, state after, how many of the events the choice itself brought)."""
    m = match.copy()
    m.state = world_for(match, seed)
    m.explain = True
    m._legal_cache = None
    turn = m.state.turn
    events = list(m.play(action.label))
    own = len(events)                         # the events the choice itself brought, before any later choice
    for _ in range(MAX_STEPS):
        if m.over or m.state.turn != turn or m.to_act is None:
            break
        events += m.play(default_choice(m.state, m.legal()).label)
    cut = next((k for k, e in enumerate(events) if e.kind == "turn"), len(events))   # this turn's events only
    return events[:cut], m.state, min(own, cut)


def _links(match, action) -> tuple[int, tuple | None]:
    """How many cards a Species choice's spot links to, and its Multi-link bonus (name, Energy) if any."""
    s = match.state
    inst, x, y = action.args[:3]
    code, linked, _, _ = F.check_spot(s.field, s.table.sides, s.table.sides[inst], x, y)
    if code != F.OK:
        return 0, None
    return len(linked), F.multi_link_bonus(len(linked))


def _war(events, s0, seat: int):
    """The first Turf War decided in the events: (clause, rule heading), in the seat's words, or None."""
    shed = {e.seat: e.calc.total for e in events if e.kind == "diff" and e.calc is not None}
    for e in events:
        if e.kind == "tw-winner" and len(e.calcs) == 2:
            inv, dfn = e.calcs                # the invader's side first; "ours" first from here on
            start = next((x for x in events if x.kind == "turf-war"), None)
            defender = start.data.get("defender") if start is not None else \
                (s0.turf_war.defender if s0.turf_war is not None else None)   # a war already going on (a Boost)
            if defender == seat:
                inv, dfn = dfn, inv
            foe = dfn.terms[0].label.removesuffix(" Energy") if dfn.terms else "the defending Species"
            winner = e.data.get("winner")
            loser = next(iter(shed), None)
            lost = shed.get(loser, abs(inv.total - dfn.total))
            twist = next((x for x in events if x.kind == "override"), None)
            if winner == seat:
                tail = f"{s0.name(loser)} sheds {plural(lost, 'card')} from their draw pile" if loser is not None \
                    else "the loser sheds cards from their draw pile"
                if twist is not None and inv.total < dfn.total:
                    return (f"you win the Turf War against {foe} with the lower total, {inv.total} Energy against "
                            f"{dfn.total}, because {twist.rule.section} makes the lower total win, and {tail}",
                            twist.rule.section)
                return (f"you win the Turf War against {foe}, {inv.total} Energy against {dfn.total}, and {tail}",
                        e.rule.section)
            return (f"{s0.name(winner)} wins the Turf War against you, {dfn.total} Energy against {inv.total}, "
                    f"so you shed {plural(lost, 'card')} from your draw pile"
                    if seat in shed else
                    f"{s0.name(winner)} wins the Turf War, {max(inv.total, dfn.total)} Energy against "
                    f"{min(inv.total, dfn.total)}", e.rule.section)
        if e.kind == "tw-tie" and len(e.calcs) == 2:
            return (f"the Turf War is a tie at {e.calcs[0].total} Energy, so nobody sheds a card", e.rule.section)
    return None


def _ending(events, after, seat: int):
    """'this ends the game, and you win with 38 Eco-points' from the events, with its rule heading, or None."""
    end = next((e for e in events if e.kind in ("game-end", "winner")), None)
    if end is None or not after.over or after.result is None:
        return None
    res = after.result
    won = seat in res.winners
    mine = res.scores[seat].total if seat in res.scores else 0
    who = "you win" if won and len(res.winners) == 1 else \
        "you share the win" if won else f"{' and '.join(after.name(w) for w in res.winners)} win{'s' if len(res.winners) == 1 else ''}"
    return f"this ends the game, and {who} with {mine if won else res.scores[res.winners[0]].total} Eco-points", \
        end.rule.section


def reason(match, action, seed: int = 0) -> Reason:
    """Why this choice, in a sentence or two for the seat to act, citing one rule: the Turf War it wins or
    loses, the links and points of a Species, what a Xeko card does (or that it would be lost)."""
    seat, s0, kind = match.to_act, match.state, action.kind
    events, after, mine = consequences(match, action, seed)
    own = events[:mine]
    war, end = _war(events, s0, seat), _ending(events, after, seat)
    first = events[0].rule.section if events else "Turn Sequence"
    if kind in IDLE_KINDS or (kind in IDLE_ARGS and action.args and action.args[0] is None):
        what = {"skip-xeko": "you keep your Xeko cards in hand for a later turn",
                "skip-species": "you keep your Species cards in hand for a later turn",
                "pass": "you keep your Boost cards in hand for a later Turf War",
                "end-sun": "you use no more powers at this step",
                "defender": "you start no Turf War this turn"}.get(kind, "you leave this choice unused")
        return Reason(sentences(what, war[0] if war else "nothing on offer now gains you more points"),
                      war[1] if war else first, IDLE)
    lost = next((e for e in events if e.kind == "xeko-lost"), None)
    if kind == "xeko" and lost is not None:
        name = s0.table.defs[action.args[0]].name
        return Reason(sentences(f"your Species cannot show the Trophic Tokens {name} needs, so the card is "
                                "thrown away and does nothing"), lost.rule.section, WASTE)
    if kind in ("species", "extra-species"):
        card = s0.table.defs[action.args[0]]
        n, bonus = _links(match, action)
        place = f"you place {card.name} where it links to {NUMBERS.get(n, n)} card{'s' if n != 1 else ''}"
        if bonus:
            place += f", which gives it the {bonus[0]} of +{bonus[1]} Energy"
        if war is not None or end is not None:
            return Reason(sentences(place, end[0] if end else war[0]), end[1] if end else war[1])
        keep = f"{card.name} counts {card.eco_points} Eco-points for you while it stays in the field"
        if any(e.kind == "no-war" for e in events):
            keep += ", and it touches no rival Species, so no Turf War puts it at risk"
        return Reason(sentences(place, keep), "Multi-Link Bonuses" if bonus else "Counting Eco-Points")
    if kind == "xeko":
        return _xeko_works(s0, seat, action, events, own, end, first)
    if war is not None:
        return Reason(sentences(end[0] if end else war[0]), end[1] if end else war[1])
    effect = next((e for e in events if e.audience is None and e.kind not in DULL), None)
    if effect is None:
        return Reason("It changes nothing you can count yet.", "Turn Sequence", IDLE)
    said = yours(effect.text_for(seat), s0.name(seat)).rstrip(".")
    return Reason(sentences(said.split(": ", 1)[-1] if said.startswith(("SUNRISE: ", "SUNSET: ")) else said),
                  effect.rule.section)


def _xeko_works(s0, seat: int, action, events, own, end, first: str) -> Reason:
    """Why play this Xeko card: its Trophic Tokens are shown, so it works, and what it does for you."""
    name = s0.table.defs[action.args[0]].name
    effect = next((e for e in own if e.audience is None and e.kind not in DULL), None)
    works = next((e for e in events if e.kind == "xeko"), None)
    does = yours(effect.text_for(seat), s0.name(seat)).rstrip(".") if effect is not None else None
    card = s0.table.defs[action.args[0]].text.split(". ")[0].rstrip(".")
    works_text = f"your Species show the Trophic Tokens {name} needs, so it works" + \
        (f": {card[:1].lower()}{card[1:]}" if card and not does else "")
    return Reason(sentences(works_text, end[0] if end else does),
                  works.rule.section if works is not None else first)


# the greedy bot's rule of thumb, in words (it follows "Rule of thumb: ")
RULE_OF_THUMB = ("take the choice that gains the most points by the end of this turn: Eco-points in the field "
                 "plus the Conservation bonus of the draw pile (which the loser of a Turf War sheds from), with "
                 "a little for each card kept in hand")


def win_chance(s, seat: int, scale: float = LEAD_SCALE) -> float:
    """A guess at the seat's chance of winning from its lead in points (for cut-short play-outs)."""
    if s.over and s.result is not None:
        return 1.0 / len(s.result.winners) if seat in s.result.winners else 0.0
    lead = evaluate(s, seat)
    return 1.0 / (1.0 + math.exp(-lead / scale))


# ----- play-outs for the search bot ------------------------------------------------------------
def placement_value(s, inst: int, spot, seat: int) -> float:
    """A cheap guess at the worth in points of playing Species `inst` at `spot` (where it fits): its
    Eco-points, and half the margin of printed Energy (with any Multi-link bonus) over the weakest rival
    Species it links to."""
    defs, owner, field = s.table.defs, s.table.owner, s.field
    card = defs[inst]
    needs = s.spots_cache[spot]
    x, y = spot
    linked = [field[(x + dx, y + dy)] for (dx, dy), side in zip(F.STEPS, needs) if side]
    value = float(card.eco_points)
    rivals = [i for i in linked if owner[i] is not None and owner[i] != seat and defs[i].kind == "species"]
    if rivals:
        bonus = F.multi_link_bonus(len(linked))
        energy = card.energy + (bonus[1] if bonus else 0)
        margin = energy - min(defs[i].energy for i in rivals)
        value += 0.5 * margin
    return value


def settled(s) -> bool:
    """Whether a play-out may be judged here (SETTLED "war": not in the middle of a Turf War)."""
    return SETTLED == "any" or s.turf_war is None


def rollout_boost(s):
    """A play-out's Boost choice: the Boost adding the most Energy (none adding any, or with "losing" while
    ahead in the war: pass)."""
    seat = s.pending.seat
    tw = s.turf_war
    if any(who == seat for who, _ in tw.zero):
        return W.PASS_BOOST
    if ROLLOUT_BOOST == "losing" and side_energy(s, tw, seat) > side_energy(s, tw, tw.other(seat)):
        return W.PASS_BOOST
    best, best_v = W.PASS_BOOST, 0
    for a in boost_options(s, seat):
        v = boost_value(s, seat, a.args[0], a.args[3])[0]
        if v > best_v:
            best, best_v = a, v
    return best


def rollout_action(rules, s, chance):
    """A fast play-out choice: the Species placement worth most by placement_value (none worth more than
    0: no Species), the weakest defender, no Xeko card and no Boost (passing), else one at random."""
    kind = s.pending.kind if s.pending is not None else None
    if kind == "xeko":
        return C.SKIP_XEKO
    if kind == "boost":
        return W.PASS_BOOST if ROLLOUT_BOOST == "pass" else rollout_boost(s)
    if kind == "species":
        seat = s.active
        best, best_v = None, 0.0
        for inst, spot in placements(s, playable_species(s, s.pending.seat)):
            v = placement_value(s, inst, spot, seat)
            if v > best_v:
                best, best_v = (inst, spot), v
        return C.species_action(s, *best) if best is not None else C.skip_species(s)
    if kind == "extra-species" and ROLLOUT_EXTRA == "best":
        seat = s.pending.seat
        best, best_v = None, 0.0
        for inst, spot in placements(s, playable_species(s, seat)):
            v = s.table.defs[inst].eco_points
            if v > best_v:
                best, best_v = (inst, spot), v
        if best is not None:
            inst, spot = best
            return C.extra_species_action(s, inst, spot)
    acts = rules.legal(s)
    n = len(acts)
    if n == 1:
        return acts[0]
    if kind == "defender":
        return weakest_defender(s, acts) or acts[chance.below(n)]
    if kind in ("sunrise", "sunset") and ROLLOUT_SUN == "end":
        return acts[-1]
    return acts[chance.below(n)]
