"""Setting up a Xeko match: validated setup options, decks, scenarios, and How to Start the Game."""
from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..engine.errors import DataError, excerpt
from ..engine.out import Out
from ..engine.validate import Title, player_names, validate
from .cards import MAX_COPIES, MAX_DECK, Deck, parse_deck, ready_made, teaching_set
from .explain import note
from .state import DRAW, SPECIES, STEP_NAMES, XEKO, XekoState, new_state, table_for

DEFAULT_DECKS = ("Madagascar A", "Costa Rica A", "Indonesia A", "Madagascar B")
OPENING_HAND = 5


# A field of four 40-card decks reaches at most 160 spots from the Hotspot: no card can lie further out.
MAX_REACH = 4 * MAX_DECK
Coordinate = Annotated[int, Field(ge=-MAX_REACH, le=MAX_REACH)]


class PlacedCard(BaseModel):
    model_config = ConfigDict(extra="forbid")
    card: str
    owner: int = Field(ge=0, le=3)
    at: tuple[Coordinate, Coordinate]


class Scenario(BaseModel):
    """A position to start from: the field, each seat's hand, draw pile (top first) and shed pile."""

    model_config = ConfigDict(extra="forbid")
    title: Title = ""
    field: list[PlacedCard] = Field(default_factory=list)
    hands: list[list[str]]
    draw: list[list[str]]
    shed: list[list[str]] | None = None
    active: int = Field(default=0, ge=0, le=3)
    step: Literal["Draw One Card", "Play One Xeko Card", "Play One Species Card"] = "Draw One Card"
    turn: int = Field(default=0, ge=0)


class Setup(BaseModel):
    """The options of a Xeko match, as saved in a save file."""

    model_config = ConfigDict(extra="forbid")
    players: int = Field(default=2, ge=2, le=4)
    names: list[str] | None = None
    decks: list[dict] | None = None
    hotspot: str | None = None
    scenario: Scenario | None = None
    agreed_size: bool = False


def _deck_of(entry, file: str) -> Deck:
    if isinstance(entry, Deck):
        return entry
    if isinstance(entry, str):
        decks = ready_made()
        if entry not in decks:
            raise DataError(f"no ready-made deck of this name; choose one of {sorted(decks)}", file=file,
                            field="decks")
        return decks[entry]
    return parse_deck(entry, file)


def cut_deck(deck: Deck, size: int) -> Deck:
    """The quick multiplayer option: keep the first `size` cards of a deck, in its listed order."""
    if len(deck.cards) <= size:
        return deck
    return Deck(f"{deck.name} ({size} cards)", deck.hotspot, deck.cards[:size])


def build_setup(players: int = 2, decks=None, names=None, hotspot=None, scenario=None,
                source: str = "new_match", deck_size: int | None = None) -> dict:
    """Validate the options of new_match and return the canonical setup saved with the match."""
    if not isinstance(players, int) or not 2 <= players <= 4:
        raise DataError("Xeko is for 2 to 4 players", file=source, field="players")
    if scenario is not None:
        if isinstance(scenario, BaseModel):
            scenario = scenario.model_dump()
        raw = {"players": players, "names": names, "hotspot": hotspot, "scenario": scenario}
        return normalise(raw, source)
    decks = list(decks) if decks is not None else list(DEFAULT_DECKS[:players])
    if len(decks) != players:
        raise DataError(f"{len(decks)} decks given for {players} players", file=source, field="decks")
    parsed = [_deck_of(d, f"{source} deck {i + 1}") for i, d in enumerate(decks)]
    if deck_size is not None and (not isinstance(deck_size, int) or isinstance(deck_size, bool)
                                  or not 1 <= deck_size <= MAX_DECK):
        raise DataError(f"the agreed deck size is a whole number of cards from 1 to {MAX_DECK}, not "
                        f"{excerpt(deck_size)}", file=source, field="deck_size")
    if deck_size is not None:
        parsed = [cut_deck(d, deck_size) for d in parsed]
    return normalise({"players": players, "names": names, "hotspot": hotspot,
                      "decks": [d.to_json() for d in parsed], "agreed_size": deck_size is not None}, source)


def normalise(raw: dict, source: str) -> dict:
    """Validate a setup (from new_match or a save file); errors name the file and the field."""
    setup = validate(Setup, raw, source)
    n = setup.players
    names = player_names(setup.names, n, source)
    cards = teaching_set()
    if setup.hotspot is not None and (setup.hotspot not in cards or cards[setup.hotspot].kind != "hotspot"):
        raise DataError("not a Hotspot card of the set", file=source, card=setup.hotspot, field="hotspot")
    out = {"players": n, "names": names, "hotspot": setup.hotspot}
    if setup.scenario is not None:
        check_scenario(setup.scenario, n, source)
        out["scenario"] = setup.scenario.model_dump()
        return out
    if setup.decks is None or len(setup.decks) != n:
        raise DataError(f"a deck for each of the {n} players is needed", file=source, field="decks")
    decks = [parse_deck(d, f"{source} (decks[{i}])") for i, d in enumerate(setup.decks)]
    sizes = {len(d.cards) for d in decks}
    if len(sizes) > 1:
        raise DataError("Deck Setup: every deck must hold the same number of cards, but these hold "
                        + ", ".join(f"{d.name} {len(d.cards)}" for d in decks), file=source, field="decks")
    if n > 2 and sizes != {40} and not setup.agreed_size:
        raise DataError("Multiplayer Rules: with three or four players every deck holds exactly 40 cards, "
                        "unless the players agree on another size (pass deck_size, e.g. 30 for a quick game)",
                        file=source, field="decks")
    out["decks"] = [d.to_json() for d in decks]
    out["agreed_size"] = setup.agreed_size
    return out


def check_scenario(sc: Scenario, players: int, source: str) -> None:
    """A scenario must name known cards, fit the number of players and put each card in one place."""
    cards = teaching_set()
    for label, piles in (("hands", sc.hands), ("draw", sc.draw), ("shed", sc.shed or [])):
        if len(piles) not in (0, players) or (label != "shed" and len(piles) != players):
            raise DataError(f"needs one list per player ({players})", file=source, field=f"scenario.{label}")
        for seat, pile in enumerate(piles):
            for j, name in enumerate(pile):
                if name not in cards or cards[name].kind == "hotspot":
                    raise DataError("no such card in the set", file=source, card=name,
                                    field=f"scenario.{label}[{seat}][{j}]")
    spots = set()
    for j, pc in enumerate(sc.field):
        where = f"scenario.field[{j}]"
        if pc.card not in cards or cards[pc.card].kind != "species":
            raise DataError("only Species from the set stand in the field", file=source, card=pc.card,
                            field=f"{where}.card")
        if pc.owner >= players:
            raise DataError(f"seat {pc.owner} does not exist with {players} players", file=source,
                            card=pc.card, field=f"{where}.owner")
        if tuple(pc.at) in spots or tuple(pc.at) == (0, 0):
            raise DataError(f"spot {tuple(pc.at)} is taken", file=source, card=pc.card, field=f"{where}.at")
        spots.add(tuple(pc.at))
    if sc.active >= players:
        raise DataError(f"seat {sc.active} does not exist", file=source, field="scenario.active")
    for seat in range(players):
        mine = (sc.hands[seat] + sc.draw[seat] + ((sc.shed or [[]] * players)[seat])
                + [pc.card for pc in sc.field if pc.owner == seat])
        for name, k in Counter(mine).items():
            if k > MAX_COPIES:
                raise DataError(f"seat {seat} has {k} copies; Deck Setup allows {MAX_COPIES}", file=source,
                                card=name, field="scenario")


def start(setup: dict, seed: int, out: Out) -> XekoState:
    """How to Start the Game (or a scenario's position), then run the turn up to the first choice."""
    from .turn import advance, start_turn

    cards = teaching_set()
    n = setup["players"]
    sc = setup.get("scenario")
    if sc is not None:
        sc = Scenario.model_validate(sc)
        shed = sc.shed or [[] for _ in range(n)]
        per_seat = [sc.hands[i] + sc.draw[i] + shed[i] + [p.card for p in sc.field if p.owner == i]
                    for i in range(n)]
        deck_names = [f"{setup['names'][i]}'s deck" for i in range(n)]  # as a person would name it
    else:
        per_seat = [[e["card"] for e in d["cards"] for _ in range(e["copies"])] for d in setup["decks"]]
        deck_names = [d["name"] for d in setup["decks"]]
    hotspot_name = setup.get("hotspot")
    if hotspot_name is None and sc is None:
        hotspot_name = setup["decks"][0].get("hotspot")
    first_card = next((name for seat in per_seat for name in seat), None)
    mission = cards[first_card].mission if first_card else "Madagascar"
    hotspot = cards[hotspot_name] if hotspot_name else cards.hotspot_of(mission)
    table = table_for(n, setup["names"], hotspot, [[cards[x] for x in seat] for seat in per_seat], deck_names)
    s = new_state(table, seed)
    if out.on:
        note(out, "setup", "hotspot", f"The {hotspot.name} goes in the middle of the field at (0, 0). It "
             "belongs to no player's deck.")
    if sc is not None:
        _lay_out(s, sc, out)
        return s
    for seat in range(n):
        s.rng.shuffle(s.draw[seat])
        if out.on:
            note(out, "shuffle", "shuffle", f"{s.name(seat)} shuffles their {len(s.draw[seat])}-card deck "
                 f"({deck_names[seat]}); the seeded random source does the shuffling.",
                 seat=seat)
    from .zones import draw_cards
    for seat in range(n):
        draw_cards(s, seat, OPENING_HAND, out, rule="opening-hand")
    first = s.rng.below(n)
    s.first = first
    if out.on:
        note(out, "first-player", "first-player", f"Rock, Paper, Scissors, played by the seeded random "
             f"source: {s.name(first)} goes first. Play then goes clockwise.", seat=first)
    start_turn(s, first)
    advance(s, out)
    return s


def _lay_out(s: XekoState, sc: Scenario, out: Out) -> None:
    """Put a scenario's cards where it says, then continue from its step."""
    from .turn import advance, start_turn

    n = s.t.players
    pool = {seat: list(s.draw[seat]) for seat in range(n)}
    s.draw = [[] for _ in range(n)]

    def take(seat: int, name: str) -> int:
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
    s.step = {"Draw One Card": DRAW, "Play One Xeko Card": XEKO, "Play One Species Card": SPECIES}[sc.step]
    if s.step != DRAW:
        s.turn = max(s.turn, 1)
    if out.on:
        note(out, "scenario", "turn-sequence", f"Scenario{': ' + sc.title if sc.title else ''}. "
             f"{s.name(sc.active)} is to play, at step {STEP_NAMES[s.step]}.", seat=sc.active)
    advance(s, out)
