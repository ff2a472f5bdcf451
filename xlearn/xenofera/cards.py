"""Xenofera card data: pydantic models for the teaching set's files, and the plain CardDef (loaded in card_data.py).

Validation happens here, at the boundary: unknown fields are refused and every error names the file,
the card and the field. The rules work on the plain `CardDef` objects built from the models.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, model_validator

from ..engine.validate import STRICT

SIZES = ("Small", "Medium", "Large", "Huge")
HAND_SIZE = 7

# Effect ids: which card kinds may carry them and what parameters they need. The powers module
# registers what each one does; tests check the two lists agree, so no card text is decoration.
#   effect: (kinds, needs a value, the kind of `arg` it needs or None)
PASSIVE_KINDS = ("huntsman", "crew", "starter-member")
EFFECTS: dict[str, tuple[tuple[str, ...], bool, str | None]] = {
    "build-cage": (PASSIVE_KINDS, True, None),
    "build-item": (PASSIVE_KINDS, True, None),
    "capture-size": (PASSIVE_KINDS, True, "size"),
    "capture-trait": (PASSIVE_KINDS, True, "characteristic"),
    "capture-planet": (PASSIVE_KINDS, True, "planet"),
    "battle": (PASSIVE_KINDS, True, None),
    "collector": (PASSIVE_KINDS, True, None),
    "hand-size": (PASSIVE_KINDS, True, None),
    "guard": (("item",), False, None),
    "widen": (("item",), False, None),
    "room": (("item",), True, None),
    "habitat": (("item",), True, None),
    "draw": (("action",), True, None),
    "flush": (("action",), False, None),
    "release": (("action",), False, None),
    "sabotage": (("action",), False, None),
    "demolish": (("action",), False, None),
    "dismiss": (("action",), False, None),
    "discharge": (("action",), False, None),
    "cancel": (("reaction",), False, None),
    "cancel-draw": (("reaction",), True, None),
    "stampede": (("immediate",), False, None),
    "windfall": (("immediate",), True, None),
}
# Actions aimed at another player's cage: a guarding item makes the cage defend itself (Battles).
CAGE_TARGETED = ("release", "sabotage", "demolish")


class Power(BaseModel):
    """One ability of a card: its effect id in the powers registry, a number and an argument if any."""

    model_config = STRICT
    effect: str
    value: int | None = Field(default=None, ge=1, le=10)
    arg: str | None = None


class _Card(BaseModel):
    model_config = STRICT
    name: str = Field(min_length=1, max_length=60)
    text: str = Field(min_length=1)
    powers: list[Power] = Field(default_factory=list)


class HuntsmanModel(_Card):
    build: int = Field(ge=0, le=6)
    capture: int = Field(ge=0, le=6)


class CollectionModel(BaseModel):
    model_config = STRICT
    name: str = Field(min_length=1, max_length=60)
    characteristic: str | None = None
    planet: str | None = None
    count: int = Field(ge=1, le=8)
    icon: str = Field(min_length=1)
    bonus: int = Field(ge=1, le=20)

    @model_validator(mode="after")
    def _one_requirement(self) -> "CollectionModel":
        """A Collection asks for one characteristic or one planet, never both or neither."""
        if (self.characteristic is None) == (self.planet is None):
            raise ValueError("a Collection asks for creatures of one characteristic or of one planet "
                             "(give exactly one of 'characteristic' and 'planet')")
        return self


class XenoferaModel(BaseModel):
    model_config = STRICT
    name: str = Field(min_length=1, max_length=60)
    scientific_name: str = Field(min_length=3)
    size: Literal["Small", "Medium", "Large", "Huge"]
    capture_cost: int = Field(ge=1, le=12)
    planet: str
    characteristics: list[str] = Field(min_length=1, max_length=3)
    value: int = Field(ge=0, le=10)


class UtilityModel(_Card):
    kind: Literal["starter-member", "starter-cage", "crew", "cage", "item", "action", "reaction", "immediate"]
    copies: int = Field(default=1, ge=1, le=12)
    plus3_copies: int = Field(default=0, ge=0)
    role: str | None = None
    build: int | None = Field(default=None, ge=0, le=6)
    capture: int | None = Field(default=None, ge=0, le=6)
    cost: int | None = Field(default=None, ge=0, le=6)
    sizes: list[Literal["Small", "Medium", "Large", "Huge"]] | None = None
    capacity: int | None = Field(default=None, ge=1, le=3)
    build_cost: int | None = Field(default=None, ge=0, le=10)
    item_type: str | None = None

    @model_validator(mode="after")
    def _shape(self) -> "UtilityModel":
        """Each kind of Utility card carries the fields its kind needs, and no others."""
        k = self.kind
        member = k in ("crew", "starter-member")
        for name in ("role", "build", "capture", "cost"):
            if member and getattr(self, name) is None:
                raise ValueError(f"a {k} card needs '{name}'")
            if not member and getattr(self, name) is not None:
                raise ValueError(f"a {k} card has no '{name}'")
        cagey = k in ("cage", "starter-cage")
        for name in ("sizes", "capacity"):
            if cagey and getattr(self, name) is None:
                raise ValueError(f"a {k} card needs '{name}'")
            if not cagey and getattr(self, name) is not None:
                raise ValueError(f"a {k} card has no '{name}'")
        if (cagey or k == "item") != (self.build_cost is not None):
            raise ValueError("cages and items have a 'build_cost'; other cards have none")
        if (k == "item") != (self.item_type is not None):
            raise ValueError("items have an 'item_type'; other cards have none")
        if self.plus3_copies > self.copies:
            raise ValueError("'plus3_copies' cannot exceed 'copies'")
        if k in ("action", "reaction", "immediate", "item") and not self.powers:
            raise ValueError(f"a {k} card must do something: give it a power")
        return self


class BattleSet(BaseModel):
    model_config = STRICT
    colour: str
    turn_card: str


class BattleFile(BaseModel):
    model_config = STRICT
    values: list[int] = Field(min_length=6, max_length=6)
    sets: list[BattleSet] = Field(min_length=5, max_length=5)


class XenoferaFile(BaseModel):
    model_config = STRICT
    sizes: list[str]
    planets: list[str] = Field(min_length=1)
    characteristics: list[str] = Field(min_length=1)
    icons: dict[str, str]
    xenofera: list[XenoferaModel]


class HuntsmanFile(BaseModel):
    model_config = STRICT
    huntsmen: list[HuntsmanModel]


class CollectionFile(BaseModel):
    model_config = STRICT
    collections: list[CollectionModel]


class UtilityFile(BaseModel):
    model_config = STRICT
    utility: list[UtilityModel]


class CardDef:
    """A validated card in plain Python (one per card instance kind; copies share it)."""

    __slots__ = ("kind", "name", "text", "powers", "role", "build", "capture", "cost", "sizes", "capacity",
                 "build_cost", "item_type", "scientific_name", "size", "capture_cost", "planet", "traits",
                 "value", "req_kind", "req", "count", "icon", "bonus", "colour")

    def __init__(self, kind: str, name: str, **kw):
        self.kind, self.name = kind, name
        self.text = kw.get("text", "")
        self.powers: tuple[tuple[str, int | None, str | None], ...] = tuple(kw.get("powers", ()))
        self.role = kw.get("role")
        self.build = kw.get("build", 0)
        self.capture = kw.get("capture", 0)
        self.cost = kw.get("cost", 0)
        self.sizes: tuple[int, ...] = tuple(kw.get("sizes", ()))
        self.capacity = kw.get("capacity", 0)
        self.build_cost = kw.get("build_cost", 0)
        self.item_type = kw.get("item_type")
        self.scientific_name = kw.get("scientific_name")
        self.size = kw.get("size", 0)
        self.capture_cost = kw.get("capture_cost", 0)
        self.planet = kw.get("planet")
        self.traits: tuple[str, ...] = tuple(kw.get("traits", ()))
        self.value = kw.get("value", 0)
        self.req_kind = kw.get("req_kind")
        self.req = kw.get("req")
        self.count = kw.get("count", 0)
        self.icon = kw.get("icon")
        self.bonus = kw.get("bonus", 0)
        self.colour = kw.get("colour")

    def has(self, effect: str) -> bool:
        """Whether the card has this effect among its powers."""
        return any(p[0] == effect for p in self.powers)

    def power(self, effect: str):
        """The card's power with this effect (effect, value, arg), or None."""
        for p in self.powers:
            if p[0] == effect:
                return p
        return None

    @property
    def is_member(self) -> bool:
        """Whether the card sits in Crew Quarters (a Huntsman or a crew member)."""
        return self.kind in ("huntsman", "crew", "starter-member")

    @property
    def is_cage(self) -> bool:
        """Whether the card is a cage (a starter cage included)."""
        return self.kind in ("cage", "starter-cage")

    def __repr__(self) -> str:
        return f"<{self.kind} {self.name}>"


class TeachingSet:
    """The whole Xenofera teaching set: every card kind, and the instances a match deals with."""

    def __init__(self, huntsmen, collections, xenofera, utility, battle_values, battle_sets,
                 planets, characteristics, icons):
        self.huntsmen: list[CardDef] = huntsmen
        self.collections: list[CardDef] = collections
        self.xenofera: list[CardDef] = xenofera
        self.utility: list[tuple[CardDef, int, int]] = utility   # (card, copies, copies marked +3 Player)
        self.battle_values: tuple[int, ...] = tuple(battle_values)
        self.battle_sets: list[tuple[str, str]] = battle_sets    # (colour, turn card name)
        self.planets = tuple(planets)
        self.icons: dict[str, str] = dict(icons)
        self.characteristics = tuple(characteristics)
        self.by_name: dict[str, CardDef] = {}
        for c in huntsmen + collections + xenofera + [u[0] for u in utility]:
            self.by_name[c.name] = c

    def __getitem__(self, name: str) -> CardDef:
        return self.by_name[name]

    def __contains__(self, name: str) -> bool:
        return name in self.by_name

    def utility_count(self) -> int:
        """How many Utility cards the set holds, every copy counted."""
        return sum(k for _, k, _ in self.utility)
