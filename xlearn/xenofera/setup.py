"""Set Up, step by step (1 to 6), and the validated options of a match (a scenario is checked in scenario.py)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, ValidationInfo, model_validator

from ..engine.actions import Action
from ..engine.errors import DataError
from ..engine.out import Out
from ..engine.validate import STRICT, Problems, card_set, check_names, default_names, validate
from .decisions import Pending
from .endgame import last_card_drawn
from .explain import note, plural
from .steps import PHASE_NAMES, SET_COLLECTION, SET_HUNTSMAN, SET_START, SET_UTILITY, SET_XENOFERA
from .powers import run_card
from .card_data import teaching_set
from .scenario import Scenario, check_scenario
from .state import XenoferaState
from .turn import start_turn
from .zones import draw_note, refill_sight, replacement_left, stampede_put_back

DEAL = 7
# every player count the rulebook allows, as (label, players, new_match options): the random-play checker's set-ups
EVERY_SETUP = [(f"{n}p", n, {}) for n in (2, 3, 4, 5)]

SETUP_STEPS = {name: k for k, name in enumerate(PHASE_NAMES[:SET_START + 1])}


class Setup(BaseModel):
    """The options of a Xenofera match, as saved in a save file.

    `first` fixes the starting player (set-up step 6) instead of the seeded random source. `setup_step`
    starts at a set-up step: the steps before it are played with the first choice each time (each player
    takes the first free colour, keeps the first card dealt), and the match stops at the first choice of
    that step or after it."""

    model_config = STRICT
    players: int = Field(default=2, ge=2, le=5)
    names: list[str] | None = None
    scenario: Scenario | None = None
    first: int | None = Field(default=None, ge=0, le=4)
    setup_step: Literal[tuple(SETUP_STEPS)] | None = None  # type: ignore[valid-type]

    @model_validator(mode="after")
    def fits_the_rules(self, info: ValidationInfo) -> "Setup":
        """Names, seat and step that fit the players, and a scenario the card set and the rules allow; every
        problem at once (the card set is the validation context)."""
        bad = Problems()
        check_names(self.names, self.players, bad)
        if self.first is not None and self.first >= self.players:
            bad.add(f"seat {self.first} does not exist with {self.players} players", field="first")
        if self.first is not None and self.scenario is not None:
            bad.add("a scenario's turn is set by its own active seat; leave first out", field="first")
        if self.setup_step is not None and self.scenario is not None:
            bad.add("a scenario starts after set-up; leave setup_step out", field="setup_step")
        if self.scenario is not None:
            check_scenario(self.scenario, self.players, card_set(info, "a Xenofera setup"), bad)
        bad.raise_in_model("Setup")
        return self


def build_setup(players: int = 2, names=None, scenario=None, source: str = "new_match", first=None,
                setup_step=None) -> dict:
    """The validated options of a new match (players, names, a scenario, the first seat, a set-up step)."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        raise DataError("Xenofera is for 2 to 5 players", file=source, field="players")
    if isinstance(scenario, BaseModel):
        scenario = scenario.model_dump()
    if scenario is not None and isinstance(scenario, dict) and "seats" in scenario and players == 2:
        players = len(scenario["seats"]) if isinstance(scenario["seats"], list) else players
    raw = {"players": players, "names": names, "scenario": scenario}
    raw.update({k: v for k, v in (("first", first), ("setup_step", setup_step)) if v is not None})
    return normalise(raw, source)


def normalise(raw: dict, source: str) -> dict:
    """Validate a setup (from new_match or a save file); every error at once, naming the file and the field."""
    setup = validate(Setup, raw, source, context={"cards": teaching_set()})
    out = {"players": setup.players, "names": setup.names or default_names(setup.players)}
    for option in ("first", "setup_step"):
        if getattr(setup, option) is not None:
            out[option] = getattr(setup, option)
    if setup.scenario is not None:
        out["scenario"] = setup.scenario.model_dump()
    return out


# ----- Set Up ---------------------------------------------------------------------------------------
def run_battle_sets(s: XenoferaState, out: Out) -> None:
    """1. Each player in seat order takes one colour of Battle cards with its Player Turn card (N-1)."""
    if s.setup_seat < s.table.players:
        s.pending = Pending("battle-set", s.setup_seat)
        return
    if out.on:
        left = [c for c, members, turn in s.table.sets if members[0] in s.box]
        if left:
            note(out, "setup", "battle-set", f"The unchosen colours ({', '.join(left)}) go back in the box.")
    s.setup_seat = 0
    s.phase = SET_HUNTSMAN


def set_options(s: XenoferaState) -> list[Action]:
    """1. Battle Cards: the colours still in the box, one choice each."""
    return [Action("battle-set", f"Take the {colour} Battle cards", (n,))
            for n, (colour, members, turn) in enumerate(s.table.sets) if members[0] in s.box]


def take_set(s: XenoferaState, seat: int, n: int, out: Out) -> None:
    """1. Battle Cards: the player takes one colour's Battle cards and its Player Turn card."""
    colour, members, turn = s.table.sets[n]
    for i in members + (turn,):
        s.box.remove(i)
    s.put("unused", seat, tuple(sorted(members)))
    s.put("turn_card", seat, turn)
    s.setup_seat += 1
    if out.on:
        values = ", ".join(str(s.card(i).value) for i in members if i not in s.table.decoys)
        note(out, "battle-set", "battle-set", f"{s.name(seat)} takes the {colour} Battle cards (Decoy 0 and "
             f"{values}) and the {colour} Player Turn card.", seat=seat, cards=[turn])


def deal_two_each(s: XenoferaState, deck: list, rule: str, one: str, many: str, out: Out) -> None:
    """Shuffle a deck and deal each player two cards of it to choose from, once, before anyone keeps one."""
    if s.setup_seat != 0 or any(s.offer):
        return
    s.rng.shuffle(deck)
    for seat in range(s.table.players):
        s.put("offer", seat, (deck.pop(), deck.pop()))
    out.revealed = True
    if out.on:
        note(out, "shuffle", rule, f"The {one} deck is shuffled by the seeded random source.")
        for seat in range(s.table.players):
            a, b = (s.card(i).name for i in s.offer[seat])
            note(out, "deal", rule, f"You are dealt the {many} {a} and {b}.", seat=seat,
                 audience=frozenset((seat,)), public=f"{s.name(seat)} is dealt two {many}.", cards=list(s.offer[seat]))


def deal_then_keep(s: XenoferaState, deck: list, rule: str, one: str, many: str, keep: str, out: Out) -> bool:
    """Deal each player two cards of a deck, then each in turn keeps one (the open choice `keep`); True once
    every player has kept theirs."""
    deal_two_each(s, deck, rule, one, many, out)
    if s.setup_seat < s.table.players:
        s.pending = Pending(keep, s.setup_seat)
        return False
    s.setup_seat = 0
    return True


def run_huntsmen(s: XenoferaState, out: Out) -> None:
    """2. Deal each player two Huntsmen; each keeps one, face up."""
    if not deal_then_keep(s, s.hunt_deck, "huntsman-deal", "Huntsman", "Huntsmen", "keep-huntsman", out):
        return
    s.rng.shuffle(s.hunt_deck)
    if out.on:
        note(out, "shuffle", "huntsman-keep", "The Huntsmen not kept are back in the deck, which is shuffled and "
             "put aside.")
    s.phase = SET_XENOFERA


def keep_huntsman(s: XenoferaState, seat: int, inst: int, out: Out) -> None:
    """2. Huntsman Deck: the player keeps one of the two Huntsmen face up; the other goes back."""
    other = [i for i in s.offer[seat] if i != inst]
    s.put("offer", seat, ())
    s.put("huntsman", seat, inst)
    s.hunt_deck.extend(other)
    s.setup_seat += 1
    out.revealed = True
    if out.on:
        c = s.card(inst)
        note(out, "keep-huntsman", "huntsman-keep", f"{s.name(seat)} keeps {c.name} face up as their Huntsman "
             f"({c.build} build, {c.capture} capture). {c.text}", seat=seat, reveals=True, cards=[inst])


def run_xenofera(s: XenoferaState, out: Out) -> None:
    """3. Shuffle the Xenofera and turn up five: the Line of Sight."""
    s.rng.shuffle(s.xeno_deck)
    if out.on:
        note(out, "shuffle", "line-of-sight", "The Xenofera deck is shuffled by the seeded random source.")
    refill_sight(s, out, rule="line-of-sight")
    s.phase = SET_COLLECTION


def run_collections(s: XenoferaState, out: Out) -> None:
    """4. Deal each player two Collections; each keeps one face down."""
    if deal_then_keep(s, s.coll_deck, "collection-deal", "Collection", "Collections", "keep-collection", out):
        s.phase = SET_UTILITY


def run_utility(s: XenoferaState, out: Out) -> None:
    """5. Starter members and cages, the +3 Player cards, seven cards each (a Stampede is replaced)."""
    t, n = s.table, s.table.players
    starters_m = [i for i in s.util_deck if t.defs[i].kind == "starter-member"]
    starters_c = [i for i in s.util_deck if t.defs[i].kind == "starter-cage"]
    starters = set(starters_m + starters_c)
    removed = [i for i in s.util_deck if n == 2 and t.plus3[i] and i not in starters]
    gone = starters.union(removed)
    s.util_deck = [i for i in s.util_deck if i not in gone]
    s.box.extend(removed)
    if out.on:
        note(out, "setup", "starters", f"The starter cards are set apart: {plural(len(starters_m), 'starting member')} "
             f"and {plural(len(starters_c), 'starting cage')}.")
        if removed:
            note(out, "setup", "plus3", f"Two players: the {plural(len(removed), 'card')} marked +3 Player leave the "
                 "game.")
    s.rng.shuffle(starters_m)
    s.rng.shuffle(starters_c)
    for seat in range(n):
        s.put("crew", seat, s.crew[seat] + (starters_m.pop(),))
        s.put("cages", seat, s.cages[seat] + ((starters_c.pop(), (), ()),))
        if out.on:
            note(out, "starter", "starters", f"{s.name(seat)} gets {s.card(s.crew[seat][0]).name} in Crew Quarters "
                 f"and {s.card(s.cages[seat][0][0]).name} in the Cargo Bay.", seat=seat,
                 cards=[s.crew[seat][0], s.cages[seat][0][0]])
    s.box.extend(starters_m + starters_c)
    s.rng.shuffle(s.util_deck)
    for seat in range(n):
        deal_hand(s, seat, out)
    s.phase = SET_START


def deal_hand(s: XenoferaState, seat: int, out: Out) -> None:
    """Deal seven cards; a Stampede goes back into the deck, which is shuffled, and is replaced (N-4)."""
    got = []
    while len(got) < DEAL and s.util_deck:
        inst = s.util_deck.pop()
        out.revealed = True
        card = s.card(inst)
        if stampede_put_back(s, seat, inst, "is dealt", out):
            if not replacement_left(s):
                break
            continue
        if card.kind == "immediate":
            s.util_discard.append(inst)
            if out.on:
                note(out, "immediate", "immediate", f"{s.name(seat)} is dealt {card.name}, an Immediate card: it works "
                     f"at once (ruling N-4). {card.text}", seat=seat, reveals=True, cards=[inst])
            run_card(s, seat, inst, out)
            continue
        s.hand[seat].append(inst)
        got.append(inst)
        if not s.util_deck:
            last_card_drawn(s, seat, out)
    if out.on and got:
        draw_note(s, seat, got, "deal-hand", out)


def run_start(s: XenoferaState, out: Out) -> None:
    """6. The seeded random source picks the starting player (N-2); play goes clockwise."""
    if s.chosen_first is None:
        first = s.rng.below(s.table.players)
        why = f"The seeded random source picks {s.name(first)} to start."
    else:
        first = s.chosen_first
        why = f"{s.name(first)} was chosen to start."
    s.first = first
    if out.on:
        note(out, "first-player", "first-player", f"{why} Play goes clockwise from there.", seat=first)
    if s.final == ():
        s.final = tuple(s.clockwise_from(first)[1:])
    start_turn(s, first, out)
