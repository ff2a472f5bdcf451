"""X: Seekers of Fortune card data: pydantic models for the three decks, and their loaders.

Validation happens here, at the boundary; the rules work on the plain frozen objects built here.
Every fault names the file, the card and the field.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from ..engine.errors import DataError
from ..engine.validate import STRICT, parse_json, validate
from .effect_ids import EFFECT_IDS, needs_bond, ongoing_only, targets_of

TYPES = ("Glyph", "Myth", "Ruin", "Vision")
WILD = "Wild"
LEADS_IN_DECK = 72
ADVENTURES_IN_DECK = 54
ACTIONX_IN_DECK = 36
LEVELS = ("Basic", "Challenging", "Expert")
ICONS = ("leverage", "twist", "delay")


# ----- the models of the data files ---------------------------------------------------------------
class LeadEntry(BaseModel):
    model_config = STRICT
    type: Literal["Glyph", "Myth", "Ruin", "Vision", "Wild"]
    copies: int = Field(ge=1, le=72)


class LeadFile(BaseModel):
    model_config = STRICT
    deck: Literal["Leads"]
    cards: list[LeadEntry]

    @model_validator(mode="after")
    def _size(self) -> "LeadFile":
        """Components: the Lead deck holds its number of cards."""
        total = sum(e.copies for e in self.cards)
        if total != LEADS_IN_DECK:
            raise ValueError(f"the Lead deck has {LEADS_IN_DECK} cards (Components), not {total}")
        if len({e.type for e in self.cards}) != len(self.cards):
            raise ValueError("each Lead type is listed once")
        return self


class Rewards(BaseModel):
    model_config = STRICT
    leads: int = Field(default=0, ge=0, le=5)
    actionx: int = Field(default=0, ge=0, le=3)


class AdventureModel(BaseModel):
    model_config = STRICT
    number: int = Field(ge=1, le=ADVENTURES_IN_DECK)
    name: str = Field(min_length=1, max_length=60)
    cost: list[Literal["Glyph", "Myth", "Ruin", "Vision"]] = Field(min_length=1, max_length=6)
    rewards: Rewards


class AdventureFile(BaseModel):
    model_config = STRICT
    deck: Literal["Adventures"]
    cards: list[AdventureModel]


class CostModel(BaseModel):
    model_config = STRICT
    leads: int = Field(default=0, ge=0, le=4)
    matching: int = Field(default=0, ge=0, le=4)
    scrap: Literal["adventure", "actionx"] | None = None

    @model_validator(mode="after")
    def _one(self) -> "CostModel":
        """A cost asks for any Leads or for matching Leads, never both."""
        if self.leads and self.matching:
            raise ValueError("a cost asks for any Leads or for matching Leads, not both")
        return self


class EffectModel(BaseModel):
    model_config = STRICT
    effect: str = Field(pattern=r"^[a-z0-9-]+$")
    amount: int | None = Field(default=None, ge=1, le=5)


class AbilityModel(BaseModel):
    model_config = STRICT
    name: Literal["Effect", "Aura", "Exploit", "Noble", "Ruthless"]
    kind: Literal["play", "ongoing", "activated"]
    icons: list[Literal["leverage", "twist", "delay"]] = Field(default_factory=list)
    cost: CostModel | None = None
    archive: bool = False
    effects: list[EffectModel] = Field(min_length=1)
    text: str = Field(min_length=1)


class ActionXModel(BaseModel):
    model_config = STRICT
    number: int = Field(ge=1, le=ACTIONX_IN_DECK)
    name: str = Field(min_length=1, max_length=60)
    type: Literal["Feat", "Site", "Relic"]
    level: Literal["Basic", "Challenging", "Expert"] = "Basic"
    bond: bool = False
    abilities: list[AbilityModel]

    @model_validator(mode="after")
    def _shape(self) -> "ActionXModel":
        """Each ActionX type has its abilities: a Feat an Effect, a Site Aura and Exploit, a Relic two modes."""
        names = [a.name for a in self.abilities]
        want = {"Feat": ["Effect"], "Site": ["Aura", "Exploit"], "Relic": ["Noble", "Ruthless"]}[self.type]
        if names != want:
            raise ValueError(f"a {self.type} has the abilities {want} (ActionX Cards), not {names}")
        for a in self.abilities:
            if (a.kind == "play") != (self.type == "Feat"):
                raise ValueError(f"ability {a.name}: only a Feat has a 'play' effect")
            if a.kind == "ongoing" and (a.icons or a.cost or a.archive):
                raise ValueError(f"ability {a.name}: an ongoing ability has no icons, cost or archive")
            if a.kind == "activated" and "leverage" not in a.icons and not a.archive:
                raise ValueError(f"ability {a.name}: an activated ability is Leverage or archives its card")
        if self.type == "Feat" and self.bond:
            raise ValueError("Bond puts a Lead under a Site or Relic; a Feat cannot have it")
        return self


class ActionXFile(BaseModel):
    model_config = STRICT
    deck: Literal["ActionX"]
    cards: list[ActionXModel]


# ----- plain objects for the rules ------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class Ability:
    name: str
    kind: str                  # play | ongoing | activated
    leverage: bool
    twist: bool
    delay: bool
    leads: int                 # cost: any Leads discarded
    matching: int              # cost: matching Leads discarded
    scrap: str | None          # cost: scrap an Adventure / another ActionX card
    archive: bool              # the card is archived after use
    effects: tuple[tuple[str, int], ...]
    text: str


@dataclass(frozen=True, eq=False)
class CardDef:
    """One card in plain Python. kind is 'lead', 'adventure' or 'actionx'."""

    kind: str
    name: str
    number: int = 0
    lead_type: str | None = None                 # Leads
    cost: tuple[str, ...] = ()                   # Adventures: the Lead emblems
    reward_leads: int = 0
    reward_actionx: int = 0
    ax_type: str | None = None                   # ActionX: Feat / Site / Relic
    level: str = "Basic"
    bond: bool = False
    abilities: tuple[Ability, ...] = ()

    def ability(self, name: str) -> Ability:
        """The card's ability of this name."""
        return self._ability_named[name]

    @cached_property
    def _ability_named(self) -> dict[str, Ability]:
        """The card's abilities by name (worked out once: cards never change)."""
        return {a.name: a for a in self.abilities}

    @cached_property
    def twist(self) -> bool:
        """A Feat with the Twist icon (may be played in a rival's turn)."""
        return self.ax_type == "Feat" and self.abilities[0].twist

    @property
    def difficulty(self) -> int:
        """An Adventure's difficulty: how many emblems it shows."""
        return len(self.cost)


def _load(model, text: str, file: str):
    """Read and validate one card data file; every problem names the file, the card and the field."""
    return validate(model, parse_json(text, file), file, list_key="cards")


def parse_leads(text: str, file: str) -> list[CardDef]:
    """Lead cards: one CardDef per Lead in the deck (each type with its copies)."""
    model = _load(LeadFile, text, file)
    return [CardDef("lead", f"{e.type} Lead", lead_type=e.type) for e in model.cards for _ in range(e.copies)]


def parse_adventures(text: str, file: str) -> list[CardDef]:
    """Adventures: unique names, the deck size of Components, and rewards that grow with difficulty."""
    model = _load(AdventureFile, text, file)
    if len(model.cards) != ADVENTURES_IN_DECK:
        raise DataError(f"the Adventure deck has {ADVENTURES_IN_DECK} cards (Components), not {len(model.cards)}",
                        file=file, field="cards")
    seen: set[str] = set()
    worth: dict[int, int] = {}
    for i, c in enumerate(model.cards):
        if c.name in seen:
            raise DataError("two Adventures have this name", file=file, card=c.name, field="name")
        seen.add(c.name)
        worth.setdefault(len(c.cost), c.rewards.leads + 2 * c.rewards.actionx)
    for i, c in enumerate(model.cards):
        value = c.rewards.leads + 2 * c.rewards.actionx
        for size, other in worth.items():
            if size < len(c.cost) and other > value:
                raise DataError(f"a harder Adventure must not pay less than an easier one ({len(c.cost)} emblems "
                                f"pay {value}, {size} emblems pay {other}; Completing Adventures)",
                                file=file, card=c.name, field="rewards")
    return [CardDef("adventure", c.name, c.number, cost=tuple(c.cost), reward_leads=c.rewards.leads,
                    reward_actionx=c.rewards.actionx) for c in model.cards]


def parse_actionx(text: str, file: str) -> list[CardDef]:
    """ActionX cards: each effect id must be one `effect_ids` names (the powers registry), with the right shape."""
    model = _load(ActionXFile, text, file)
    if len(model.cards) != ACTIONX_IN_DECK:
        raise DataError(f"the ActionX deck has {ACTIONX_IN_DECK} cards (Components), not {len(model.cards)}",
                        file=file, field="cards")
    out, seen = [], set()
    for c in model.cards:
        if c.name in seen:
            raise DataError("two ActionX cards have this name", file=file, card=c.name, field="name")
        seen.add(c.name)
        abilities = []
        for j, a in enumerate(c.abilities):
            targets = 0
            for k, e in enumerate(a.effects):
                where = f"abilities[{j}].effects[{k}].effect"
                if e.effect not in EFFECT_IDS:
                    raise DataError(f"unknown effect id {e.effect!r}; the powers registry knows "
                                    f"{sorted(EFFECT_IDS)}", file=file, card=c.name, field=where)
                if needs_bond(e.effect) and not c.bond:
                    raise DataError(f"{e.effect!r} works with the bonded Lead, so the card needs Bond",
                                    file=file, card=c.name, field=where)
                if ongoing_only(e.effect) != (a.kind == "ongoing"):
                    raise DataError(f"{e.effect!r} does not fit a {a.kind} ability", file=file, card=c.name,
                                    field=where)
                targets += targets_of(e.effect) is not None
            if targets > 1:
                raise DataError("an ability picks at most one target", file=file, card=c.name,
                                field=f"abilities[{j}].effects")
            cost = a.cost or CostModel()
            abilities.append(Ability(a.name, a.kind, "leverage" in a.icons, "twist" in a.icons,
                                     "delay" in a.icons, cost.leads, cost.matching, cost.scrap, a.archive,
                                     tuple((e.effect, e.amount or 1) for e in a.effects), a.text))
        out.append(CardDef("actionx", c.name, c.number, ax_type=c.type, level=c.level, bond=c.bond,
                           abilities=tuple(abilities)))
    return out


def _data(name: str) -> str:
    """The text of one of the package's card data files."""
    return (resources.files("xlearn.seekers") / "data" / name).read_text(encoding="utf-8")


class CardSet:
    """The three decks of the teaching set."""

    def __init__(self, leads: list[CardDef], adventures: list[CardDef], actionx: list[CardDef]):
        """The teaching set: its Leads, Adventures and ActionX cards, and the cards by name."""
        self.leads, self.adventures, self.actionx = leads, adventures, actionx
        self.by_name = {c.name: c for c in adventures + actionx}
        for c in leads:
            self.by_name.setdefault(c.name, c)

    def __getitem__(self, name: str) -> CardDef:
        """The Adventure or ActionX card of this name."""
        return self.by_name[name]

    def __contains__(self, name: str) -> bool:
        """Whether the set has an Adventure or ActionX card of this name."""
        return name in self.by_name


@lru_cache(maxsize=1)
def teaching_set() -> CardSet:
    """The teaching card set shipped with xlearn: 72 Leads, 54 Adventures, 36 ActionX cards."""
    return CardSet(parse_leads(_data("leads.json"), "xlearn/seekers/data/leads.json"),
                   parse_adventures(_data("adventures.json"), "xlearn/seekers/data/adventures.json"),
                   parse_actionx(_data("actionx.json"), "xlearn/seekers/data/actionx.json"))
