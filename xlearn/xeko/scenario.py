"""Xeko scenarios: a position to start from, checked against the card set and the rules, and laid out."""
from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..engine.out import Out
from ..engine.validate import STRICT, Pair, Problems, Title, at_most
from . import field as F
from . import turf_war
from .cards import MAX_COPIES, MAX_DECK
from .explain import note
from .state import XekoState
from .steps import DRAW, SPECIES, STEP_NAMES, SUNRISE, SUNSET, TURF_WAR, XEKO
from .turn import start_turn

SCENARIO_STEPS = {"Draw One Card": DRAW, "SUNRISE Powers": SUNRISE, "Play One Xeko Card": XEKO,
                  "Play One Species Card": SPECIES, "Turf War": TURF_WAR, "SUNSET Powers": SUNSET}

MAX_TURN = 1_000   # a scenario's turn number (games end long before; a huge one would fill every event)
MAX_COINS = 40     # fixed coin flips (each Pondicherry Shark or Golden Arowana power flips one)
SEAT_CARDS = f"Deck Setup gives a seat at most {MAX_DECK} cards"
Pile = Annotated[list[str], at_most(MAX_DECK, SEAT_CARDS)]


class PlacedCard(BaseModel):
    model_config = STRICT
    card: str
    owner: int = Field(ge=0, le=3)   # a seat number (the model is strict: "0" or true is refused)
    at: Pair  # a card far out cannot be linked to the Hotspot: check_field refuses it, naming it


TW_PHASES = {"Camouflage": "camo-invader", "a. Activate card powers": "a", "b. Play Boost cards": "b",
             "c. Apply Multi-link bonuses": "c", "d. Determine the winner": "d",
             "e. Losing player takes a penalty": "e", "f. Clean up": "f"}


WAR_ORDER = ("camo-invader", "camo-defender", "a", "b", "c", "d", "e", "sacrifice", "f", "done")


class TurfWarSpec(BaseModel):
    """A Turf War the scenario starts in: the spots of the invading and the defending Species, and the phase
    (named as the rulebook's Turf War phases are, or "Camouflage" for the moment before phase a)."""

    model_config = STRICT
    invader: Pair
    defender: Pair
    phase: Literal[tuple(TW_PHASES)] = "a. Activate card powers"  # type: ignore[valid-type]


class Scenario(BaseModel):
    """A position to start from: the field, each seat's hand, draw pile (top first) and shed pile.

    `step` is the Turn Sequence step the active player is at. With "Turf War", `turf_war` names the war
    in progress (its Species by their spots, and the phase); the phases before it are worked through
    with no Boosts played, no Camouflage and no Sacrifice used, and the Species step counts as used (the
    invading Species was that turn's Species). `coins` fixes the results of the next coin flips
    (Pondicherry Shark, Golden Arowana), in order; later flips come from the seeded source again.
    The field must be a position the link rule can reach: every touching pair of sides agrees (linked,
    or blank against blank) and every card is linked, card by card, to the Hotspot."""

    model_config = STRICT
    title: Title = ""
    field: Annotated[list[PlacedCard], at_most(4 * MAX_DECK, SEAT_CARDS)] = Field(default_factory=list)
    hands: Annotated[list[Pile], at_most(4, "a game has at most 4 players")]
    draw: Annotated[list[Pile], at_most(4, "a game has at most 4 players")]
    shed: Annotated[list[Pile], at_most(4, "a game has at most 4 players")] | None = None
    active: int = Field(default=0, ge=0, le=3)
    step: Literal[tuple(SCENARIO_STEPS)] = "Draw One Card"  # type: ignore[valid-type]
    turn: int = Field(default=0, ge=0, le=MAX_TURN)
    turf_war: TurfWarSpec | None = None
    coins: Annotated[list[Literal["heads", "tails"]], at_most(MAX_COINS, f"at most {MAX_COINS} coin flips are "
                     "fixed (a longer list could not be saved and loaded again)")] = Field(default_factory=list)


def check_scenario(sc: Scenario, players: int, cards, bad: Problems, hotspot: str | None = None) -> None:
    """A scenario must name known cards, fit the number of players, put each card in one place and lay out
    a field the link rule can reach: each problem goes into `bad`, naming the card and the field."""
    for label, piles in (("hands", sc.hands), ("draw", sc.draw), ("shed", sc.shed or [])):
        if len(piles) not in (0, players) or (label != "shed" and len(piles) != players):
            bad.add(f"needs one list per player ({players})", field=f"scenario.{label}")
        for seat, pile in enumerate(piles):
            for j, name in enumerate(pile):
                if name not in cards or cards[name].kind == "hotspot":
                    bad.add("no such card in the set", card=name, field=f"scenario.{label}[{seat}][{j}]")
    spots: dict = {}
    for j, pc in enumerate(sc.field):
        where = f"scenario.field[{j}]"
        if pc.card not in cards or cards[pc.card].kind != "species":
            bad.add("only Species from the set stand in the field", card=pc.card, field=f"{where}.card")
        elif pc.owner >= players:
            bad.add(f"seat {pc.owner} does not exist with {players} players", card=pc.card, field=f"{where}.owner")
        elif tuple(pc.at) in spots or tuple(pc.at) == (0, 0):
            bad.add(f"spot {tuple(pc.at)} is taken", card=pc.card, field=f"{where}.at")
        else:
            spots[tuple(pc.at)] = j
    known = [[x for x in seat if x in cards and cards[x].kind != "hotspot"] for seat in scenario_cards(sc, players)]
    check_field(sc, players, cards, hotspot_for(cards, known, hotspot), spots, bad)
    if sc.active >= players:
        bad.add(f"seat {sc.active} does not exist", field="scenario.active")
    for seat in range(min(players, len(sc.hands), len(sc.draw))):
        mine = (sc.hands[seat] + sc.draw[seat] + ((sc.shed or [[]] * players)[seat] if len(sc.shed or []) > seat
                                                  else []) + [pc.card for pc in sc.field if pc.owner == seat])
        for name, k in Counter(mine).items():
            if k > MAX_COPIES:
                bad.add(f"seat {seat} has {k} copies; Deck Setup allows {MAX_COPIES}", card=name, field="scenario")
        if len(mine) > MAX_DECK:
            bad.add(f"seat {seat} has {len(mine)} cards in hand, draw pile, shed pile and field together; "
                    f"{SEAT_CARDS} (\u201cDeck Setup\u201d)", card=mine[0], field=f"scenario.hands[{seat}]")
    if sc.step == "Turf War" and sc.turf_war is None:
        bad.add("step \u201cTurf War\u201d needs the war in progress described (its invader, defender and "
                "phase), else the match would start at another step", field="scenario.turf_war")
    check_war(sc, cards, bad)


def check_field(sc: Scenario, players: int, cards, hotspot, spots: dict, bad: Problems) -> None:
    """Link rule where each card lies (every touching pair of sides agrees: X-1, blank sides) and every card
    linked, card by card, to the Hotspot: the only fields that playing Species one at a time can make."""
    rotation = F.ROTATION[players]
    field = {(0, 0): -1}   # the well-placed cards only (spots: spot -> index in the scenario's field)
    sides = {-1: hotspot.links}
    for p, j in spots.items():
        field[p] = j
        sides[j] = F.rotate(cards[sc.field[j].card].links, rotation[sc.field[j].owner])
    for p, j in spots.items():
        pc = sc.field[j]
        x, y = p
        for d in range(4):
            dx, dy = F.STEPS[d]
            other = field.get((x + dx, y + dy))
            if other is None or (other != -1 and other < j):
                continue   # each touching pair once
            mine, theirs = sides[j][d], sides[other][(d + 2) % 4]
            name = "the Hotspot" if other == -1 else sc.field[other].card
            if bool(mine) != bool(theirs):
                bad.add(f"its {F.DIR_NAMES[d]} side touches {name} blank side against link; a blank side may only "
                        "touch a blank side (\u201c4. Play One Species Card\u201d)", card=pc.card,
                        field=f"scenario.field[{j}].at")
            elif mine and not mine & theirs:
                bad.add(f"its {F.DIR_NAMES[d]} link touches a link of {name} that shares no colour "
                        "(\u201c4. Play One Species Card\u201d, ruling X-1)", card=pc.card, field=f"scenario.field[{j}].at")
    reached, todo = {(0, 0)}, [(0, 0)]
    while todo:   # through links only, so a card far away costs nothing however big its coordinates
        x, y = todo.pop()
        me = field[(x, y)]
        for d in range(4):
            dx, dy = F.STEPS[d]
            q = (x + dx, y + dy)
            if q in field and q not in reached and sides[me][d] & sides[field[q]][(d + 2) % 4]:
                reached.add(q)
                todo.append(q)
    for p, j in spots.items():
        pc = sc.field[j]
        if p not in reached:
            bad.add(f"the card at {tuple(pc.at)} is not linked to the Hotspot through the field, so no game could "
                    "have put it there (every Species links to a card already in the field: \u201c4. Play One "
                    "Species Card\u201d)", card=pc.card, field=f"scenario.field[{j}].at")


def check_war(sc: Scenario, cards, bad: Problems) -> None:
    """A scenario's Turf War: only at step Turf War, between two rival Species that the war rules let fight."""
    tw = sc.turf_war
    if tw is None:
        return
    if sc.step != "Turf War":
        bad.add("a Turf War in progress needs step \u201cTurf War\u201d", field="scenario.turf_war")
        return
    at = {tuple(pc.at): pc for pc in sc.field}
    inv, dfn = at.get(tuple(tw.invader)), at.get(tuple(tw.defender))
    if inv is None:
        bad.add(f"no Species of the field stands at {tuple(tw.invader)}", field="scenario.turf_war.invader")
    if dfn is None:
        bad.add(f"no Species of the field stands at {tuple(tw.defender)}", field="scenario.turf_war.defender")
    if inv is None or dfn is None:
        return
    if inv.owner != sc.active:
        bad.add("the invading Species belongs to the active player (\u201c5. Turf War\u201d)", card=inv.card,
                field="scenario.turf_war.invader")
    if dfn.owner == inv.owner:
        bad.add("the defending Species belongs to a rival of the invader (\u201c5. Turf War\u201d)",
                card=dfn.card, field="scenario.turf_war.defender")
    (ix, iy), (dx, dy) = tw.invader, tw.defender
    side = abs(ix - dx) + abs(iy - dy) == 1
    corner = abs(ix - dx) == 1 and abs(iy - dy) == 1
    if inv.card in cards and not (side or (corner and cards[inv.card].has("predator"))):
        bad.add("the two Species of a Turf War touch side to side (or at a corner, for a Predator)",
                card=dfn.card, field="scenario.turf_war.defender")


def scenario_cards(sc: Scenario, players: int) -> list[list[str]]:
    """Each seat's cards in a scenario: hand, draw pile, shed pile, then its Species in the field."""
    def part(piles, i):
        """The cards of pile i of a scenario, for every seat."""
        return piles[i] if piles and i < len(piles) else []
    return [part(sc.hands, i) + part(sc.draw, i) + part(sc.shed, i) + [p.card for p in sc.field if p.owner == i]
            for i in range(players)]


def hotspot_for(cards, per_seat: list[list[str]], name: str | None):
    """The Hotspot of a match: the one named, else the Hotspot of the first card's mission (ruling X-6)."""
    if name:
        return cards[name]
    first_card = next((x for seat in per_seat for x in seat), None)
    return cards.hotspot_of(cards[first_card].mission if first_card else "Madagascar")


def lay_out(s: XekoState, sc: Scenario, out: Out) -> None:
    """Put a scenario's cards where it says, at its step (the flow continues from there)."""
    n = s.table.players
    pool = {seat: list(s.draw[seat]) for seat in range(n)}
    s.draw = [[] for _ in range(n)]

    def take(seat: int, name: str) -> int:
        """Take a card of this name from the seat's pool of its deck."""
        for i in pool[seat]:
            if s.card(i).name == name:
                pool[seat].remove(i)
                return i
        raise AssertionError(name)

    for seat in range(n):
        s.hand[seat] = [take(seat, x) for x in sc.hands[seat]]
        s.draw[seat] = [take(seat, x) for x in reversed(sc.draw[seat])]  # top of pile = end of list
        s.shed[seat] = [take(seat, x) for x in (sc.shed[seat] if sc.shed else [])]
    for pc in sc.field:
        s.put(tuple(pc.at), take(pc.owner, pc.card))
    start_turn(s, sc.active)
    s.turn = sc.turn
    s.step = SCENARIO_STEPS[sc.step]
    s.rng.fix_coins(sc.coins)
    if s.step != DRAW:
        s.turn = max(s.turn, 1)
    war = ""
    if sc.turf_war is not None:
        war = start_war(s, sc.turf_war)
    if out.on:
        note(out, "scenario", "turn-sequence", f"Scenario{': ' + sc.title if sc.title else ''}. "
             f"{s.name(sc.active)} is to play, at step {STEP_NAMES[s.step]}{war}.", seat=sc.active)


def start_war(s: XekoState, spec: TurfWarSpec) -> str:
    """Begin a scenario's Turf War and work through the phases before the one it starts at, with no Boost
    played, no Camouflage and no Sacrifice used; returns the words that say where it stands."""
    attacker, target = s.field[tuple(spec.invader)], s.field[tuple(spec.defender)]
    s.species_played = 1
    bonus = F.multi_link_bonus(len(F.linked_neighbours(s.field, s.table.sides, tuple(spec.invader))))
    if bonus:
        s.bonus[attacker] = bonus
    quiet = Out(False)
    turf_war.begin(s, attacker, target, quiet)
    goal = WAR_ORDER.index(TW_PHASES[spec.phase])
    tw = s.turf_war
    while s.turf_war is not None and not s.over and (s.pending is not None or WAR_ORDER.index(tw.phase) < goal):
        if s.pending is not None:    # the choices of the phases passed: let the war begin, pass, no Sacrifice
            kind, s.pending = s.pending.kind, None
            if kind == "boost":
                tw.passes += 1
                tw.turn_seat = tw.other(tw.turn_seat)
            continue
        turf_war.PHASES[tw.phase](s, tw, quiet)
    if WAR_ORDER.index(tw.phase) > goal:   # equal totals skip phase e
        return (f", in the Turf War of {s.card(attacker).name} against {s.card(target).name}: the totals are equal, "
                "so it goes straight to f. Clean up")
    return (f", phase {spec.phase} of the Turf War of {s.name(tw.invader)}'s {s.card(attacker).name} (invading) "
            f"against {s.name(tw.defender)}'s {s.card(target).name} (defending)")
