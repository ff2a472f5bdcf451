"""Xeko card data: pydantic models for the teaching set and deck files, and their loaders.

Validation happens here, at the boundary; the rules work on the plain `CardDef` objects it builds.
"""
from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from ..engine.errors import DataError
from ..engine.validate import STRICT, Problems, at_most, card_set, parse_json, validate

COLOURS = "YORBP"
SIDES = ("N", "E", "S", "W")
MISSIONS = {"Madagascar": "MM", "Costa Rica": "CR", "Indonesia": "IN"}
MISSION_FILES = {"Madagascar": "madagascar.json", "Costa Rica": "costa-rica.json",
                 "Indonesia": "indonesia.json"}
MAX_DECK = 40
MAX_COPIES = 3
MAX_DECK_TEXT = 20_000   # characters of a deck file (a 40-card deck written out is about 2,000)
MAX_DECK_NAME = 60   # characters in a deck's name (it is copied into events)


class PowerSpec(BaseModel):
    """One power a card has: its id in the powers registry, and the number printed with it if any."""

    model_config = ConfigDict(extra="forbid")
    power: str = Field(pattern=r"^[a-z0-9-]+$")
    value: int | None = Field(default=None, ge=0, le=20)


class CardModel(BaseModel):
    """One card of a mission set, as written in data/<mission>.json."""

    model_config = ConfigDict(extra="forbid")
    number: int = Field(ge=1, le=200)
    name: str = Field(min_length=1, max_length=60)
    kind: Literal["species", "boost", "xeko", "hotspot"]
    rarity: Literal["Common", "Rare", "Endangered", "Vanishing"] = "Common"
    type: str | None = None
    endemic: bool = False
    tokens: list[int] = Field(default_factory=list)
    energy: int | None = Field(default=None, ge=0, le=20)
    eco_points: int | None = Field(default=None, ge=0, le=20)
    boost: int | None = Field(default=None, ge=0, le=20)
    links: dict[str, str] | None = None
    powers: list[PowerSpec] = Field(default_factory=list)
    text: str = ""

    @field_validator("tokens")
    @classmethod
    def _levels(cls, v: list[int]) -> list[int]:
        """Trophic Tokens are levels 0 (plant) to 4."""
        for t in v:
            if not 0 <= t <= 4:
                raise ValueError(f"trophic level {t} is outside 0-4")
        return v

    @field_validator("links")
    @classmethod
    def _links(cls, v: dict[str, str] | None) -> dict[str, str] | None:
        """Links name exactly the sides N, E, S, W, each with up to three distinct link colours."""
        if v is None:
            return v
        if set(v) != set(SIDES):
            raise ValueError(f"links must name exactly the sides N, E, S, W (got {sorted(v)})")
        for side, colours in v.items():
            if not re.fullmatch(r"[YORBP]{0,3}", colours) or len(set(colours)) != len(colours):
                raise ValueError(f"side {side}: {colours!r} is not up to three distinct letters of YORBP")
        return v

    @model_validator(mode="after")
    def _shape(self) -> "CardModel":
        """What each kind of card must carry (a Species needs Energy and Eco-points...)."""
        k = self.kind
        if k == "species":
            if self.energy is None or self.eco_points is None:
                raise ValueError("a Species card needs energy and eco_points")
            if not self.tokens or not self.type:
                raise ValueError("a Species card needs its trophic tokens and a type")
        elif self.energy is not None or self.eco_points is not None:
            raise ValueError(f"a {k} card has no energy or eco_points")
        if k in ("species", "boost", "hotspot"):
            if self.links is None:
                raise ValueError(f"a {k} card needs links on its four sides")
            if not any(self.links.values()):
                raise ValueError("a card with four blank sides can never link")
        elif self.links is not None:
            raise ValueError("a Xeko card has no links: it is never placed in the field")
        if k == "xeko" and not self.tokens:
            raise ValueError("a Xeko card needs the trophic tokens it requires")
        if k != "boost" and self.boost is not None:
            raise ValueError("only a Boost card has a boost value")
        return self


class MissionFile(BaseModel):
    """A mission set file: its mission, its set mark and size, and its cards."""

    model_config = ConfigDict(extra="forbid")
    mission: Literal["Madagascar", "Costa Rica", "Indonesia"]
    set_size: int = Field(ge=1, le=200)
    cards: list[CardModel]


@dataclass(frozen=True, eq=False)
class CardDef:
    """A validated card in plain Python, used by the rules on the hot path."""

    key: str            # "MM 012"
    name: str
    kind: str
    mission: str
    mark: str           # "MM 012/115"
    rarity: str
    type: str | None
    endemic: bool
    tokens: tuple[int, ...]
    energy: int
    eco_points: int
    boost: int | None
    links: tuple[int, int, int, int]   # colour bitmasks for printed N, E, S, W; 0 is blank
    link_text: tuple[str, str, str, str]
    powers: tuple[tuple[str, int | None], ...]
    text: str
    power_names: frozenset = frozenset()

    def has(self, power: str) -> bool:
        """Whether the card has this power."""
        return power in self.power_names

    def value(self, power: str) -> int | None:
        """The number a power carries on this card (Migrate 2, Sacrifice 3...), or None."""
        for p, v in self.powers:
            if p == power:
                return v
        return None

    @property
    def dots(self) -> str:
        """The card's Trophic Tokens as dots, as the card shows them."""
        return "".join("\u25cf" * t if t else "\u25cb" for t in self.tokens)


def colour_mask(letters: str) -> int:
    """The link mask of these colour letters."""
    return sum(1 << COLOURS.index(c) for c in letters)


def parse_mission(text: str, file: str) -> list[CardDef]:
    """Validate one mission file's text; any fault names the file, the card and the field."""
    model = validate(MissionFile, parse_json(text, file), file, list_key="cards")
    code = MISSIONS[model.mission]
    out, seen = [], set()
    for c in model.cards:
        if c.name in seen:
            raise DataError("two cards have this name in one set", file=file, card=c.name, field="name")
        seen.add(c.name)
        letters = tuple((c.links or {}).get(s, "") for s in SIDES)
        out.append(CardDef(
            key=f"{code} {c.number:03d}", name=c.name, kind=c.kind, mission=model.mission,
            mark=f"{code} {c.number:03d}/{model.set_size}", rarity=c.rarity, type=c.type,
            endemic=c.endemic, tokens=tuple(c.tokens), energy=c.energy or 0,
            eco_points=c.eco_points or 0, boost=c.boost,
            links=tuple(colour_mask(x) for x in letters), link_text=letters,
            powers=tuple((p.power, p.value) for p in c.powers), text=c.text,
            power_names=frozenset(p.power for p in c.powers)))
    return out


class CardSet:
    """All cards of the teaching set, looked up by name."""

    def __init__(self, cards: list[CardDef]):
        """The card set, by name (no name twice)."""
        self.cards = cards
        self.by_name: dict[str, CardDef] = {}
        for c in cards:
            if c.name in self.by_name:
                raise DataError("the same card name appears in two missions", card=c.name, field="name")
            self.by_name[c.name] = c

    def __getitem__(self, name: str) -> CardDef:
        """The card of this name."""
        return self.by_name[name]

    def __contains__(self, name: str) -> bool:
        """Whether the set has a card of this name."""
        return name in self.by_name

    def hotspots(self) -> list[CardDef]:
        """The Hotspot cards of the set."""
        return [c for c in self.cards if c.kind == "hotspot"]

    def hotspot_of(self, mission: str) -> CardDef:
        """The Hotspot of a mission."""
        return next(c for c in self.cards if c.kind == "hotspot" and c.mission == mission)


def _data(name: str) -> str:
    """The text of one of the package's card data files."""
    return (resources.files("xlearn.xeko") / "data" / name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def teaching_set() -> CardSet:
    """The teaching card set shipped with xlearn (three missions)."""
    cards: list[CardDef] = []
    for mission, fname in MISSION_FILES.items():
        cards += parse_mission(_data(fname), f"xlearn/xeko/data/{fname}")
    return CardSet(cards)


# ----- decks --------------------------------------------------------------------------------------
class DeckEntry(BaseModel):
    model_config = STRICT
    card: str
    copies: int = Field(default=1, ge=1)   # checked against Deck Setup before any card is counted out


class DeckFile(BaseModel):
    """A deck file: a name, optionally the Hotspot it brings, and its cards with copy counts."""

    model_config = STRICT
    name: str = Field(min_length=1, max_length=MAX_DECK_NAME)
    hotspot: str | None = Field(default=None, max_length=MAX_DECK_NAME)
    cards: Annotated[list[DeckEntry], at_most(MAX_DECK, f"Deck Setup allows at most {MAX_DECK} cards in a deck")]

    @model_validator(mode="after")
    def keeps_deck_setup(self, info: ValidationInfo) -> "DeckFile":
        """Deck Setup, against the card set given as the validation context; every problem at once."""
        bad = Problems()
        check_deck(self, card_set(info, "a Xeko deck"), bad)
        bad.raise_in_model("DeckFile")
        return self


@dataclass(frozen=True)
class Deck:
    """A validated deck: its name, its Hotspot (which is not one of its cards), and its card names."""

    name: str
    hotspot: str | None
    cards: tuple[str, ...]

    def to_json(self) -> dict:
        """The card as the boards show it."""
        counts = Counter(self.cards)
        return {"name": self.name, "hotspot": self.hotspot,
                "cards": [{"card": n, "copies": k} for n, k in counts.items()]}


def check_deck(model: DeckFile, cards: CardSet, bad: Problems) -> None:
    """Deck Setup: at most 40 cards, at most three copies of a card, only known non-Hotspot cards; each problem
    goes into `bad`, naming the card and the field."""
    counts: Counter = Counter()
    for i, entry in enumerate(model.cards):
        if entry.card not in cards:
            bad.add("no card of this name is in the card set", card=entry.card, field=f"cards[{i}].card")
        elif cards[entry.card].kind == "hotspot":
            bad.add("a Hotspot is not a card of the deck; name it in the deck's 'hotspot' field", card=entry.card,
                    field=f"cards[{i}].card")
        counts[entry.card] += entry.copies
    for name, n in counts.items():   # counted before the cards are listed out one by one
        if n > MAX_COPIES:
            i = next(i for i, e in enumerate(model.cards) if e.card == name)
            bad.add(f"{n} copies; Deck Setup allows at most {MAX_COPIES} of a card", card=name,
                    field=f"cards[{i}].copies")
    if sum(counts.values()) > MAX_DECK:
        bad.add(f"{sum(counts.values())} cards; Deck Setup allows at most {MAX_DECK}", field="cards")
    if not counts:
        bad.add("the deck has no cards", field="cards")
    if model.hotspot is not None and (model.hotspot not in cards or cards[model.hotspot].kind != "hotspot"):
        bad.add("not a Hotspot card of the set", card=model.hotspot, field="hotspot")


_PARSED: dict = {}   # (card set, plain deck values) -> its Deck (a match's setup is checked again and again)
_PARSED_LIMIT = 256


def _plain_deck_key(raw) -> tuple | None:
    """A hashable copy of a deck written in plain values (exact str and int, the keys a saved setup has),
    or None for anything else (which is always validated afresh)."""
    if type(raw) is not dict or raw.keys() != {"name", "hotspot", "cards"}:
        return None
    name, hotspot, cards = raw["name"], raw["hotspot"], raw["cards"]
    if type(cards) is list and len(cards) > MAX_DECK:
        return None
    if type(name) is not str or (hotspot is not None and type(hotspot) is not str) or type(cards) is not list:
        return None
    entries = []
    for e in cards:
        if type(e) is not dict or e.keys() != {"card", "copies"} or type(e["card"]) is not str \
                or type(e["copies"]) is not int:
            return None
        entries.append((e["card"], e["copies"]))
    return name, hotspot, tuple(entries)


def parse_deck(raw: dict | str, file: str = "<deck>", cards: CardSet | None = None) -> Deck:
    """Validate a deck given as a dict or JSON text against a card set (the teaching set unless given);
    errors name the file, the card and the field."""
    if raw is None or isinstance(raw, (str, bytes, bytearray)):
        raw = parse_json(raw, file, limit=MAX_DECK_TEXT)
    cards = cards or teaching_set()
    key = _plain_deck_key(raw)
    key = None if key is None else (cards, key)   # the card set itself: a deck is valid against one set
    if key is not None and key in _PARSED:
        return _PARSED[key]
    deck = _validate_deck(raw, file, cards)
    if key is not None:
        if len(_PARSED) >= _PARSED_LIMIT:
            _PARSED.clear()
        _PARSED[key] = deck
    return deck


def _validate_deck(raw, file: str, cards: CardSet) -> Deck:
    """A deck's values checked by its model and Deck Setup; every problem at once, naming the card and field."""
    model = validate(DeckFile, raw, file, context={"cards": cards}, list_key="cards", within_entry=False)
    return Deck(model.name, model.hotspot, tuple(e.card for e in model.cards for _ in range(e.copies)))


def load_deck_file(path: str | Path) -> Deck:
    """Read and validate a user's deck file (JSON)."""
    path = Path(path)
    try:
        if path.stat().st_size > 4 * MAX_DECK_TEXT:   # refused before it is read
            raise DataError(f"{path.stat().st_size:,} bytes is too long for a deck (at most {MAX_DECK_TEXT:,} "
                            "characters)", file=str(path))
        text = path.read_bytes()   # parse_deck decodes it, naming the file if it is not UTF-8
    except OSError as exc:
        raise DataError(f"cannot read the file ({exc.strerror})", file=str(path)) from None
    return parse_deck(text, str(path))


@lru_cache(maxsize=1)
def ready_made() -> dict[str, Deck]:
    """The six ready-made 40-card decks, two per mission."""
    file = "xlearn/xeko/data/decks.json"
    raw = json.loads(_data("decks.json"))
    return {d["name"]: parse_deck(d, f"{file} (deck {d.get('name')!r})") for d in raw["decks"]}
