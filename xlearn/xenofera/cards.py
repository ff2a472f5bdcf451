"""Xenofera card data: pydantic models for the teaching set, its loader, and the plain CardDef.

Validation happens here, at the boundary: unknown fields are refused and every error names the file,
the card and the field. The rules work on the plain `CardDef` objects built from the models.
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..engine.errors import DataError
from ..engine.validate import parse_json

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

    model_config = ConfigDict(extra="forbid")
    effect: str
    value: int | None = Field(default=None, ge=1, le=10)
    arg: str | None = None


class _Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=60)
    text: str = Field(min_length=1)
    powers: list[Power] = Field(default_factory=list)


class HuntsmanModel(_Card):
    build: int = Field(ge=0, le=6)
    capture: int = Field(ge=0, le=6)


class CollectionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=60)
    characteristic: str | None = None
    planet: str | None = None
    count: int = Field(ge=1, le=8)
    icon: str = Field(min_length=1)
    bonus: int = Field(ge=1, le=20)

    @model_validator(mode="after")
    def _one_requirement(self) -> "CollectionModel":
        if (self.characteristic is None) == (self.planet is None):
            raise ValueError("a Collection asks for creatures of one characteristic or of one planet "
                             "(give exactly one of 'characteristic' and 'planet')")
        return self


class XenoferaModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
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
    model_config = ConfigDict(extra="forbid")
    colour: str
    turn_card: str


class BattleFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    values: list[int] = Field(min_length=6, max_length=6)
    sets: list[BattleSet] = Field(min_length=5, max_length=5)


class XenoferaFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    sizes: list[str]
    planets: list[str] = Field(min_length=1)
    characteristics: list[str] = Field(min_length=1)
    icons: dict[str, str]
    xenofera: list[XenoferaModel]


class HuntsmanFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    huntsmen: list[HuntsmanModel]


class CollectionFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    collections: list[CollectionModel]


class UtilityFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
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
        return any(p[0] == effect for p in self.powers)

    def power(self, effect: str):
        for p in self.powers:
            if p[0] == effect:
                return p
        return None

    @property
    def is_member(self) -> bool:
        return self.kind in ("huntsman", "crew", "starter-member")

    @property
    def is_cage(self) -> bool:
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
        return sum(k for _, k, _ in self.utility)


# ----- parsing -------------------------------------------------------------------------------------
def _json(text: str, file: str):
    return parse_json(text, file)


def _validate(model, raw, file: str, list_key: str):
    """Validate raw data with a pydantic model; an error names the file, the card and the field."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = list(err["loc"])
        card = None
        if len(loc) >= 2 and loc[0] == list_key and isinstance(loc[1], int):
            try:
                card = raw[list_key][loc[1]].get("name") or f"#{loc[1] + 1}"
            except Exception:  # noqa: BLE001 - best effort naming of a malformed entry
                card = f"#{loc[1] + 1}"
            loc = loc[2:]
        raise DataError(err["msg"], file=file, card=card, field=".".join(map(str, loc)) or None) from None


def _powers(model, kind: str, file: str, sizes, planets, traits) -> tuple:
    out = []
    for i, p in enumerate(model.powers):
        where = f"powers[{i}]"
        if p.effect not in EFFECTS:
            raise DataError(f"unknown effect {p.effect!r}; known effects: {', '.join(sorted(EFFECTS))}",
                            file=file, card=model.name, field=f"{where}.effect")
        kinds, needs_value, arg_kind = EFFECTS[p.effect]
        if kind not in kinds:
            raise DataError(f"a {kind} card cannot have the effect {p.effect!r}", file=file, card=model.name,
                            field=f"{where}.effect")
        if needs_value != (p.value is not None):
            raise DataError(f"effect {p.effect!r} {'needs' if needs_value else 'takes no'} value",
                            file=file, card=model.name, field=f"{where}.value")
        allowed = {"size": sizes, "planet": planets, "characteristic": traits}.get(arg_kind)
        if allowed is None and p.arg is not None:
            raise DataError(f"effect {p.effect!r} takes no arg", file=file, card=model.name, field=f"{where}.arg")
        if allowed is not None and p.arg not in allowed:
            raise DataError(f"effect {p.effect!r} needs a {arg_kind} from {list(allowed)}", file=file,
                            card=model.name, field=f"{where}.arg")
        out.append((p.effect, p.value, p.arg))
    return tuple(out)


def _unique(names: list[str], file: str) -> None:
    seen = set()
    for n in names:
        if n in seen:
            raise DataError("two cards share this name", file=file, card=n, field="name")
        seen.add(n)


def parse_set(texts: dict[str, str], where: str = "xlearn/xenofera/data") -> TeachingSet:
    """Validate the five data files (given as text by file name) and build the teaching set."""
    f = {k: f"{where}/{k}" for k in ("xenofera.json", "huntsmen.json", "collections.json", "utility.json",
                                      "battle.json")}
    xraw = _json(texts["xenofera.json"], f["xenofera.json"])
    xm = _validate(XenoferaFile, xraw, f["xenofera.json"], "xenofera")
    if list(xm.sizes) != list(SIZES):
        raise DataError(f"sizes must be {list(SIZES)}, smallest first", file=f["xenofera.json"], field="sizes")
    planets, traits = tuple(xm.planets), tuple(xm.characteristics)
    for name in planets + traits:
        if name not in xm.icons:
            raise DataError(f"no icon for {name!r}", file=f["xenofera.json"], field=f"icons.{name}")
    xenofera = []
    for i, x in enumerate(xm.xenofera):
        if x.planet not in planets:
            raise DataError(f"unknown planet; planets are {list(planets)}", file=f["xenofera.json"], card=x.name,
                            field="planet")
        for t in x.characteristics:
            if t not in traits:
                raise DataError(f"unknown characteristic {t!r}; known: {list(traits)}", file=f["xenofera.json"],
                                card=x.name, field="characteristics")
        xenofera.append(CardDef("xenofera", x.name, scientific_name=x.scientific_name, size=SIZES.index(x.size),
                                capture_cost=x.capture_cost, planet=x.planet, traits=x.characteristics,
                                value=x.value, text=f"{x.scientific_name}, from {x.planet}"))
    _unique([c.name for c in xenofera], f["xenofera.json"])

    hm = _validate(HuntsmanFile, _json(texts["huntsmen.json"], f["huntsmen.json"]), f["huntsmen.json"], "huntsmen")
    huntsmen = [CardDef("huntsman", h.name, build=h.build, capture=h.capture, text=h.text, role="Huntsman",
                        powers=_powers(h, "huntsman", f["huntsmen.json"], SIZES, planets, traits))
                for h in hm.huntsmen]
    _unique([c.name for c in huntsmen], f["huntsmen.json"])

    cm = _validate(CollectionFile, _json(texts["collections.json"], f["collections.json"]), f["collections.json"],
                   "collections")
    collections = []
    for c in cm.collections:
        if c.characteristic is not None and c.characteristic not in traits:
            raise DataError(f"unknown characteristic; known: {list(traits)}", file=f["collections.json"],
                            card=c.name, field="characteristic")
        if c.planet is not None and c.planet not in planets:
            raise DataError(f"unknown planet; planets are {list(planets)}", file=f["collections.json"],
                            card=c.name, field="planet")
        kind, req = ("characteristic", c.characteristic) if c.characteristic else ("planet", c.planet)
        if c.icon != xm.icons[req]:
            raise DataError(f"the icon of {req} is {xm.icons[req]!r}", file=f["collections.json"], card=c.name,
                            field="icon")
        text = f"{c.count} creatures {'with the characteristic ' + req if kind == 'characteristic' else 'from ' + req}"
        collections.append(CardDef("collection", c.name, req_kind=kind, req=req, count=c.count, icon=c.icon,
                                   bonus=c.bonus, text=text))
    _unique([c.name for c in collections], f["collections.json"])

    um = _validate(UtilityFile, _json(texts["utility.json"], f["utility.json"]), f["utility.json"], "utility")
    utility = []
    for u in um.utility:
        kw = dict(text=u.text, powers=_powers(u, u.kind, f["utility.json"], SIZES, planets, traits))
        if u.kind in ("crew", "starter-member"):
            kw.update(role=u.role, build=u.build, capture=u.capture, cost=u.cost)
        if u.kind in ("cage", "starter-cage"):
            kw.update(sizes=sorted(SIZES.index(s) for s in u.sizes), capacity=u.capacity)
        if u.build_cost is not None:
            kw["build_cost"] = u.build_cost
        if u.item_type is not None:
            kw["item_type"] = u.item_type
        utility.append((CardDef(u.kind, u.name, **kw), u.copies, u.plus3_copies))
    _unique([c.name for c, _, _ in utility], f["utility.json"])

    bm = _validate(BattleFile, _json(texts["battle.json"], f["battle.json"]), f["battle.json"], "sets")
    if len(set(bm.values)) != 6 or min(bm.values) <= 0:
        raise DataError("six different values above 0 (the Decoy is the seventh card, worth 0)",
                        file=f["battle.json"], field="values")
    every = [c.name for c in huntsmen + collections + xenofera] + [c.name for c, _, _ in utility]
    if len(every) != len(set(every)):
        dup = next(n for n in every if every.count(n) > 1)
        raise DataError("the same name is used by cards of two kinds", file=where, card=dup, field="name")
    return TeachingSet(huntsmen, collections, xenofera, utility, sorted(bm.values),
                       [(s.colour, s.turn_card) for s in bm.sets], planets, traits, xm.icons)


DATA_FILES = ("xenofera.json", "huntsmen.json", "collections.json", "utility.json", "battle.json")


def data_texts() -> dict[str, str]:
    base = resources.files("xlearn.xenofera") / "data"
    return {name: (base / name).read_text(encoding="utf-8") for name in DATA_FILES}


@lru_cache(maxsize=1)
def teaching_set() -> TeachingSet:
    """The Xenofera teaching set shipped with xlearn, validated once."""
    return parse_set(data_texts())
