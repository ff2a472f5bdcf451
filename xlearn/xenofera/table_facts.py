"""Derived facts a Xenofera table draws but must not work out itself: what each creature in view would need,
the points a seat's ready members can still give, who gave what this turn, the last battle, the Defender's
chances, the last-round threshold. Read-only: nothing here changes a state or a rule."""
from __future__ import annotations

from ..engine.actions import Refusal
from . import battle as B
from .build import ready
from .cards import SIZES
from .powers import cage_fits, cage_room, points, seat_bonus_terms
from .rulebook import RULEBOOK
from .steps import BUILD, CAPTURE
from .state import CALL_MINIMUM, XenoferaState


def capture_check(s: XenoferaState, seat: int, x: int) -> tuple[str, Refusal] | None:
    """Why seat cannot capture creature x from the Line of Sight now, in a few words and in full (None when
    some capture of it is legal): the phase, a cage that fits with room (Capture Creatures), enough capture
    points among the members not yet utilised."""
    R = RULEBOOK
    card = s.card(x)
    size = SIZES[card.size]
    if s.phase != CAPTURE or s.active != seat or s.battle is not None:
        return "Not your Capture Phase", Refusal(R["capture-phase"], f"Creatures are captured in the Capture Phase "
                                                 f"of their own turn; {card.name} waits in the Line of Sight until then.")
    bay = s.cages[seat]
    fitting = [e for e in bay if cage_fits(s, e, card.size)]
    if not fitting:
        return f"No cage of yours holds {size}", Refusal(
            R["cage-fits"], f"{card.name} is {size}: none of your cages holds a creature of that size.")
    if not any(cage_room(s, e) > 0 for e in fitting):
        return f"Your {size} cages are full", Refusal(
            R["cage-fits"], f"Every cage that holds a {size} creature like {card.name} is full.")
    have = sum(points(s.card(m), "capture", card) for m in ready(s, seat))
    if have < card.capture_cost:
        return f"Needs {card.capture_cost} capture points; you have {have}", Refusal(
            R["capture-points"], f"{card.name} costs {card.capture_cost} capture points; your members not yet "
            f"utilised this turn bring {have} between them.")
    return None


def capture_refusal(s: XenoferaState, seat: int, x: int) -> Refusal | None:
    """capture_check's full reason only."""
    found = capture_check(s, seat, x)
    return found[1] if found else None


def build_refusal(s: XenoferaState, seat: int, inst: int) -> Refusal | None:
    """Why a cage or item in seat's hand cannot be built now (None when some build of it is legal)."""
    R = RULEBOOK
    card = s.card(inst)
    if s.phase != BUILD or s.active != seat or s.battle is not None:
        return Refusal(R["build-phase"], f"{card.name} is built in the Build Phase of your own turn.")
    if card.kind == "cage" and len(s.cages[seat]) >= 10:
        return Refusal(R["cage-limit"], "Your Cargo Bay already holds 10 cages, the most allowed.")
    if card.kind == "item" and all(any(s.card(j).item_type == card.item_type for j in items)
                                   for _, items, _ in s.cages[seat]):
        return Refusal(R["item-type"], f"Every cage of yours already carries a {card.item_type}; a cage takes "
                       "one item of each type.")
    purpose = "cage" if card.kind == "cage" else "item"
    have = sum(points(s.card(m), purpose, None) for m in ready(s, seat))
    if have < card.build_cost:
        return Refusal(R["build-points"], f"{card.name} costs {card.build_cost} build points; your members not "
                       f"yet utilised this turn bring {have} between them.")
    return None


def points_left(s: XenoferaState, seat: int) -> dict:
    """The printed build and capture points of seat's members not yet utilised this turn (Build Phase)."""
    members = ready(s, seat)
    return {"build": sum(s.card(m).build for m in members), "capture": sum(s.card(m).capture for m in members),
            "members": len(members)}


def given_this_turn(events, s: XenoferaState) -> dict[str, list[dict]]:
    """What each member gave this turn, by member name as the worked sums name them: the build and capture
    events since the turn began, each term of their sums (the member's points and an ability's extra)."""
    out: dict[str, list[dict]] = {}
    for e in reversed(events):
        if e.kind == "turn":
            break
        if e.kind in ("build", "capture") and e.calc is not None:
            verb = "build" if e.kind == "build" else "capture"
            for t in e.calc.terms:
                if not t.label.endswith("'s ability"):
                    out.setdefault(t.label, []).insert(0, {"points": t.value, "for": verb,
                                                           "card": e.data.get("card", "")})
    return out


def last_battle(events) -> dict | None:
    """The newest battle in the log, as the table keeps showing it until the next begins: who fought, whether
    the Decoy was excluded, the two revealed totals and the winner (None before any battle was revealed)."""
    start = None
    for k in range(len(events) - 1, -1, -1):
        if events[k].kind == "battle":
            start = k
            break
    if start is None:
        return None
    out = {"attacker": events[start].data.get("attacker"), "defender": events[start].data.get("defender"),
           "decoy": None, "calcs": None, "winner": None, "tie": False}
    for e in events[start:]:
        if e.kind == "battle-exclude":
            out["decoy"] = e.data.get("decoy")
        elif e.kind == "battle-winner":
            out["calcs"] = [c.to_json() for c in e.calcs]
            out["winner"] = e.data.get("winner")
            out["tie"] = e.calcs[0].total == e.calcs[1].total
    return out if out["calcs"] else None


def defender_odds(s: XenoferaState) -> list[dict] | None:
    """For the Defender choosing an exclusion: per position, the chance the card is the Decoy and of winning,
    from what the Defender can see (Resolution); None unless a battle waits on the exclusion."""
    b = s.battle
    if b is None or b.stage != "exclude":
        return None
    mine = B.total(s, b.defender, b.dcards, "Defender")
    return [{"position": k, "decoy": [d.numerator, d.denominator], "win": [w.numerator, w.denominator],
             "win_percent": round(100 * float(w)), "own_total": mine.total}
            for k, (d, w) in enumerate(B.odds(s))]


def battle_bonus(s: XenoferaState, seat: int) -> list[dict]:
    """The standing battle bonuses a seat's members give (Resolution), as terms."""
    return [{"label": label, "value": v} for label, v in seat_bonus_terms(s, seat, "battle")]


def call_threshold(s: XenoferaState) -> int:
    """Occupied cages needed to call the last round with this many players (End Game)."""
    return CALL_MINIMUM[s.table.players]
