"""Setting up a Xeko match: validated setup options, decks, and How to Start the Game (scenarios: scenario.py)."""
from __future__ import annotations

from pydantic import BaseModel, Field, ValidationInfo, model_validator

from ..engine.errors import DataError, excerpt
from ..engine.out import Out
from ..engine.validate import STRICT, Problems, card_set, check_names, default_names, validate
from .cards import MAX_DECK, Deck, parse_deck, ready_made, teaching_set
from .explain import note
from .scenario import Scenario, check_scenario, hotspot_for, lay_out, scenario_cards
from .state import HOTSPOT, XekoState, new_state, table_for
from .turn import start_turn
from .zones import draw_cards

DEFAULT_DECKS = ("Madagascar A", "Costa Rica A", "Indonesia A", "Madagascar B")
OPENING_HAND = 5
# every player count the rulebook allows, as (label, players, new_match options): the random-play checker's set-ups
EVERY_SETUP = [(f"{n}p", n, {}) for n in (2, 3, 4)]


class Setup(BaseModel):
    """The options of a Xeko match, as saved in a save file."""

    model_config = STRICT
    players: int = Field(default=2, ge=2, le=4)
    names: list[str] | None = None
    decks: list[dict] | None = None
    hotspot: str | None = None
    scenario: Scenario | None = None
    agreed_size: bool = False

    @model_validator(mode="after")
    def fits_the_rules(self, info: ValidationInfo) -> "Setup":
        """Names that fit the players, a Hotspot of the set, and a scenario the card set and the rules allow
        or decks that keep Deck Setup; every problem at once (the card set is the validation context)."""
        cards = card_set(info, "a Xeko setup")
        bad = Problems()
        check_names(self.names, self.players, bad)
        hotspot = self.hotspot
        if hotspot is not None and (hotspot not in cards or cards[hotspot].kind != "hotspot"):
            bad.add("not a Hotspot card of the set", card=hotspot, field="hotspot")
            hotspot = None
        if self.scenario is not None:
            check_scenario(self.scenario, self.players, cards, bad, hotspot)
        else:
            check_decks(self.decks, self.players, self.agreed_size, cards, bad)
        bad.raise_in_model("Setup")
        return self


def _deck_of(entry, file: str) -> Deck:
    """One deck of a set-up, checked against the card set."""
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
    """Validate a setup (from new_match or a save file); every error at once, naming the file and the field."""
    setup = validate(Setup, raw, source, context={"cards": teaching_set()})
    out = {"players": setup.players, "names": setup.names or default_names(setup.players), "hotspot": setup.hotspot}
    if setup.scenario is not None:
        out["scenario"] = setup.scenario.model_dump()
        return out
    out["decks"] = [parse_deck(d).to_json() for d in setup.decks]   # checked already: read from the cache
    out["agreed_size"] = setup.agreed_size
    return out


def check_decks(decks: list[dict] | None, players: int, agreed_size: bool, cards, bad: Problems) -> None:
    """Deck Setup for every seat's deck, every deck the same size, and Multiplayer Rules' 40 cards unless the
    players agreed on another size."""
    if decks is None or len(decks) != players:
        bad.add(f"a deck for each of the {players} players is needed", field="decks")
        return
    parsed = []
    for i, raw in enumerate(decks):
        try:
            parsed.append(parse_deck(raw, cards=cards))
        except DataError as err:
            bad.add_error(err, f"decks[{i}]")
    if len(parsed) < players:
        return
    sizes = {len(d.cards) for d in parsed}
    if len(sizes) > 1:
        bad.add("Deck Setup: every deck must hold the same number of cards, but these hold "
                + ", ".join(f"{d.name} {len(d.cards)}" for d in parsed), field="decks")
    elif players > 2 and sizes != {40} and not agreed_size:
        bad.add("Multiplayer Rules: with three or four players every deck holds exactly 40 cards, unless the "
                "players agree on another size (pass deck_size, e.g. 30 for a quick game)", field="decks")


def start(setup: dict, seed: int, out: Out) -> XekoState:
    """How to Start the Game (or a scenario's position), up to the first step of the turn (the flow runs it)."""
    cards = teaching_set()
    n = setup["players"]
    sc = setup.get("scenario")
    if sc is not None:
        sc = Scenario.model_validate(sc)
        per_seat = scenario_cards(sc, n)
        deck_names = [f"{setup['names'][i]}'s deck" for i in range(n)]  # as a person would name it
    else:
        per_seat = [[e["card"] for e in d["cards"] for _ in range(e["copies"])] for d in setup["decks"]]
        deck_names = [d["name"] for d in setup["decks"]]
    hotspot_name = setup.get("hotspot")
    if hotspot_name is None and sc is None:
        hotspot_name = setup["decks"][0].get("hotspot")
    hotspot = hotspot_for(cards, per_seat, hotspot_name)
    table = table_for(n, setup["names"], hotspot, [[cards[x] for x in seat] for seat in per_seat], deck_names)
    s = new_state(table, seed)
    if out.on:
        note(out, "setup", "hotspot", f"The {hotspot.name} goes in the middle of the field at (0, 0). It "
             "belongs to no player's deck.", cards=[HOTSPOT], spots=[(0, 0)])
    if sc is not None:
        lay_out(s, sc, out)
        return s
    for seat in range(n):
        s.rng.shuffle(s.draw[seat])
        if out.on:
            note(out, "shuffle", "shuffle", f"{s.name(seat)} shuffles their {len(s.draw[seat])}-card deck "
                 f"({deck_names[seat]}); the seeded random source does the shuffling.",
                 seat=seat)
    for seat in range(n):
        draw_cards(s, seat, OPENING_HAND, out, rule="opening-hand")
    first = s.rng.below(n)
    s.first = first
    if out.on:
        note(out, "first-player", "first-player", f"Rock, Paper, Scissors, played by the seeded random "
             f"source: {s.name(first)} goes first. Play then goes clockwise.", seat=first)
    start_turn(s, first)
    return s


