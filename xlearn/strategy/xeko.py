"""Xeko's rule of thumb (gain the most points this turn), its play-out policy, and why a choice is good."""
# All of it works on a determinised copy, so no hidden card is read: the choice is played there, the
# rest of the turn runs with later choices passed up, and what the engine did is read from its events.
from __future__ import annotations

import math

from ..engine.chance import Chance
from ..engine.out import Out
from . import final_lead
from ..xeko import choices as C
from ..xeko import field as F
from ..xeko.ending import conservation_bonus
from ..xeko.hidden import determinize
from ..xeko.boosts import boost_options, boost_value
from ..xeko.turf_war import side_energy
from ..xeko.turn import placements, playable_species

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
SEARCH = {"simulations": 384, "prior": 96.0}
WIN = 100.0          # points a won game is worth to the rule of thumb
MAX_STEPS = 40       # choices passed up while finishing a turn
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four"}
ROLLOUT_SUN = "random"     # SUNRISE/SUNSET powers in play-outs: "random", or "end" (use none)
ROLLOUT_EXTRA = "random"   # an extra Species in play-outs: "random", or "best" (most Eco-points)
SETTLED = "any"            # where a play-out may stop at its horizon: "any", "war" (no Turf War going on)
ROLLOUT_BOOST = "pass"     # Boosts in play-outs: "pass", "max" (the one adding most), "losing" (max, when behind)


def points(s, seat: int) -> int:
    """What the seat would score if the game ended now: Eco-points in the field plus Conservation bonus."""
    defs, owner = s.t.defs, s.t.owner
    eco = sum(defs[i].eco_points for i in s.field.values()
              if owner[i] == seat and defs[i].kind == "species")
    return eco + conservation_bonus(len(s.draw[seat]))


def worth(s, seat: int) -> float:
    """Points if the game ended now, plus a little for each card still in hand."""
    return points(s, seat) + HAND_CARD * len(s.hand[seat])


def evaluate(s, seat: int) -> float:
    """The seat's lead in worth over its best rival (a won or lost game counts WIN more)."""
    if s.over and s.res is not None:
        return final_lead(s.res, seat, WIN)
    others = [p for p in s.in_game() if p != seat]
    if seat not in s.in_game():
        return -WIN
    return worth(s, seat) - max((worth(s, p) for p in others), default=0)


def weakest_defender(s, acts):
    """Of the choices of defender, the rival Species with the least printed Energy (None if none)."""
    real = [a for a in acts if a.kind == "defender" and a.args and isinstance(a.args[0], int)]
    return min(real, key=lambda a: s.t.defs[a.args[0]].energy) if real else None


def default_choice(s, acts):
    """The choice taken when finishing a turn: the weakest defender, else the last option (a pass)."""
    return weakest_defender(s, acts) or acts[-1]


def finish_turn(rules, s, out: Out) -> None:
    """Run on to the end of the current turn (or game), passing up every further choice."""
    turn = s.turn
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
    rules.apply(s, action, out)
    finish_turn(rules, s, out)
    return s


def score(match, action, world) -> float:
    """Points gained by the end of this turn if we choose `action` in `world` (a determinised state)."""
    return evaluate(after_turn(match, action, world), match.to_act)


# ----- explaining a choice ----------------------------------------------------------------------
def _cite(event) -> str:
    return f"[{event.rule.section}]"


def _sum(calc) -> str:
    parts = [f"{calc.terms[0].label} {calc.terms[0].value}"] if calc.terms else ["0"]
    parts += [f"{'-' if t.value < 0 else '+'} {t.label} {abs(t.value)}" for t in calc.terms[1:]]
    return " ".join(parts) if len(calc.terms) == 1 else f"{' '.join(parts)} = {calc.total}"


def _who(s, seat: int, you: int | None) -> str:
    return "you" if seat == you else s.name(seat)


def consequences(match, action, seed: int = 0):
    """Play the action on a determinised copy with explanations on; return (events, state after)."""
    m = match.copy()
    m.state = world_for(match, seed)
    m.explain = True
    m._legal_cache = None
    events = list(m.play(action.label))
    turn = m.state.turn
    for _ in range(MAX_STEPS):
        if m.over or m.state.turn != turn or m.to_act is None:
            break
        events += m.play(default_choice(m.state, m.legal()).label)
    return events, m.state


def _link_phrase(match, action) -> str | None:
    """'this spot links to three cards: +10 Energy from the Triple-link bonus' for a Species choice."""
    if action.kind != "species":
        return None
    s = match.state
    inst, x, y = action.args[:3]
    code, linked, _, _ = F.check_spot(s.field, s.t.sides, s.t.sides[inst], x, y)
    if code != F.OK:
        return None
    n = len(linked)
    text = f"this spot links to {NUMBERS.get(n, n)} card{'s' if n != 1 else ''}"
    bonus = F.multi_link_bonus(n)
    if bonus:
        text += f": +{bonus[1]} Energy from the {bonus[0]} [Multi-Link Bonuses]"
    return text


def explain(match, action, seed: int = 0) -> str:
    """Why this choice, in words: what it links to, the Turf War it wins or loses, and the points."""
    seat = match.to_act
    s0 = match.state
    events, _ = consequences(match, action, seed)
    parts: list[str] = []
    link = _link_phrase(match, action)
    if link:
        parts.append(link)
    for e in events:
        k = e.kind
        if k == "tw-winner" and len(e.calcs) == 2:
            inv, dfn = e.calcs
            winner = e.data.get("winner")
            margin = abs(inv.total - dfn.total)
            who = "you win" if winner == seat else f"{s0.name(winner)} wins"
            parts.append(f"{_sum(inv)} against {_sum(dfn)}: {who} the Turf War by {margin} {_cite(e)}")
        elif k == "tw-tie" and len(e.calcs) == 2:
            parts.append(f"{_sum(e.calcs[0])} against {_sum(e.calcs[1])}: a tie, so nobody sheds {_cite(e)}")
        elif k == "diff" and e.calc is not None and e.seat is not None:
            who = _who(s0, e.seat, seat)
            parts.append(f"{who} {'shed' if who == 'you' else 'sheds'} {e.calc.total} "
                         f"card{'s' if e.calc.total != 1 else ''} from the draw pile {_cite(e)}")
        elif k == "no-war":
            parts.append(f"it touches no rival Species, so no Turf War starts {_cite(e)}")
        elif k == "xeko":
            parts.append(f"your Species show its Trophic Tokens, so it works {_cite(e)}")
        elif k == "effect" and e.audience is None and e.seat is not None:
            parts.append(f"{e.text.rstrip('.')} {_cite(e)}")
        elif k == "xeko-lost":
            parts.append(f"your Species cannot show its Trophic Tokens, so the card is lost {_cite(e)}")
        elif k == "game-end":
            parts.append(f"this ends the game {_cite(e)}")
        elif k == "winner":
            parts.append(f"{e.text_for(seat)} {_cite(e)}")
    if action.kind == "species":
        card = s0.t.defs[action.args[0]]
        parts.append(f"{card.name} will count {card.eco_points} Eco-points for you while it stays in the "
                     f"field [Counting Eco-Points]")
    elif action.kind.startswith("skip"):
        step = f" {_cite(events[0])}" if events else ""
        parts.append(f"nothing better gains points this turn, so the card stays in your hand for later{step}")
    text = "; ".join(parts) if parts else "it changes nothing you can count yet"
    return f"{action.label}: {text}."


def rule_of_thumb() -> str:
    return ("take the choice that gains the most points by the end of this turn: Eco-points in the field "
            "plus the Conservation bonus of the draw pile (which the loser of a Turf War sheds from), with "
            "a little for each card kept in hand")


def win_chance(s, seat: int, scale: float = LEAD_SCALE) -> float:
    """A guess at the seat's chance of winning from its lead in points (for cut-short play-outs)."""
    if s.over and s.res is not None:
        return 1.0 / len(s.res.winners) if seat in s.res.winners else 0.0
    lead = evaluate(s, seat)
    return 1.0 / (1.0 + math.exp(-lead / scale))


# ----- play-outs for the search bot ------------------------------------------------------------
def placement_value(s, inst: int, spot, seat: int) -> float:
    """A cheap guess at the worth in points of playing Species `inst` at `spot` (where it fits): its
    Eco-points, and half the margin of printed Energy (with any Multi-link bonus) over the weakest rival
    Species it links to."""
    defs, owner, field = s.t.defs, s.t.owner, s.field
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


def quick_value(s, action, seat: int) -> float:
    """placement_value of a Species choice."""
    inst, x, y = action.args[:3]
    return placement_value(s, inst, (x, y), seat)


def settled(s) -> bool:
    """Whether a play-out may be judged here (SETTLED "war": not in the middle of a Turf War)."""
    return SETTLED == "any" or s.tw is None


def rollout_boost(s):
    """A play-out's Boost choice: the Boost adding the most Energy (none adding any, or with "losing" while
    ahead in the war: pass)."""
    seat = s.pending[1]
    tw = s.tw
    if any(who == seat for who, _ in tw.zero):
        return C.PASS_BOOST
    if ROLLOUT_BOOST == "losing" and side_energy(s, tw, seat) > side_energy(s, tw, tw.other(seat)):
        return C.PASS_BOOST
    best, best_v = C.PASS_BOOST, 0
    for a in boost_options(s, seat):
        v = boost_value(s, seat, a.args[0], a.args[3])[0]
        if v > best_v:
            best, best_v = a, v
    return best


def rollout_action(rules, s, chance):
    """A fast play-out choice: the Species placement worth most by placement_value (none worth more than
    0: no Species), the weakest defender, no Xeko card and no Boost (passing), else one at random."""
    kind = s.pending[0] if s.pending is not None else None
    if kind == "xeko":
        return C.SKIP_XEKO
    if kind == "boost":
        return C.PASS_BOOST if ROLLOUT_BOOST == "pass" else rollout_boost(s)
    if kind == "species":
        seat = s.active
        best, best_v = None, 0.0
        for inst, spot in placements(s, playable_species(s, s.pending[1])):
            v = placement_value(s, inst, spot, seat)
            if v > best_v:
                best, best_v = (inst, spot), v
        return C.species_action(s, *best) if best is not None else C.skip_species(s)
    if kind == "extra-species" and ROLLOUT_EXTRA == "best":
        seat = s.pending[1]
        best, best_v = None, 0.0
        for inst, spot in placements(s, playable_species(s, seat)):
            v = s.t.defs[inst].eco_points
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
