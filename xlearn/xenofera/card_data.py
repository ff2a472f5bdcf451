"""Loading the Xenofera teaching set: its five data files validated (every error names the file, the card and
the field) and turned into the plain CardDef objects the rules work on."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources


from ..engine.errors import DataError
from ..engine.validate import parse_json, validate
from .cards import (EFFECTS, SIZES, BattleFile, CardDef, CollectionFile, HuntsmanFile, TeachingSet, UtilityFile,
                    XenoferaFile)


def _powers(model, kind: str, file: str, sizes, planets, traits) -> tuple:
    """A card's powers checked against the known effects (kind, value, arg), as plain tuples."""
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
    """No two cards of one file share a name."""
    seen = set()
    for n in names:
        if n in seen:
            raise DataError("two cards share this name", file=file, card=n, field="name")
        seen.add(n)


DATA_FILES = ("xenofera.json", "huntsmen.json", "collections.json", "utility.json", "battle.json")


def _creatures(text: str, file: str):
    """xenofera.json: the sizes, planets and characteristics (each with its icon), and the creatures."""
    xm = validate(XenoferaFile, parse_json(text, file), file, list_key="xenofera")
    if list(xm.sizes) != list(SIZES):
        raise DataError(f"sizes must be {list(SIZES)}, smallest first", file=file, field="sizes")
    planets, traits = tuple(xm.planets), tuple(xm.characteristics)
    for name in planets + traits:
        if name not in xm.icons:
            raise DataError(f"no icon for {name!r}", file=file, field=f"icons.{name}")
    xenofera = []
    for i, x in enumerate(xm.xenofera):
        if x.planet not in planets:
            raise DataError(f"unknown planet; planets are {list(planets)}", file=file, card=x.name,
                            field="planet")
        for t in x.characteristics:
            if t not in traits:
                raise DataError(f"unknown characteristic {t!r}; known: {list(traits)}", file=file,
                                card=x.name, field="characteristics")
        xenofera.append(CardDef("xenofera", x.name, scientific_name=x.scientific_name, size=SIZES.index(x.size),
                                capture_cost=x.capture_cost, planet=x.planet, traits=x.characteristics,
                                value=x.value, text=f"{x.scientific_name}, from {x.planet}"))
    _unique([c.name for c in xenofera], file)
    return xm, planets, traits, xenofera


def _huntsmen(text: str, file: str, planets, traits) -> list[CardDef]:
    """huntsmen.json: the Huntsmen, with their standing abilities."""
    hm = validate(HuntsmanFile, parse_json(text, file), file, list_key="huntsmen")
    huntsmen = [CardDef("huntsman", h.name, build=h.build, capture=h.capture, text=h.text, role="Huntsman",
                        powers=_powers(h, "huntsman", file, SIZES, planets, traits))
                for h in hm.huntsmen]
    _unique([c.name for c in huntsmen], file)
    return huntsmen


def _collections(text: str, file: str, xm, planets, traits) -> list[CardDef]:
    """collections.json: each Collection asks for creatures of one characteristic or one planet."""
    cm = validate(CollectionFile, parse_json(text, file), file, list_key="collections")
    collections = []
    for c in cm.collections:
        if c.characteristic is not None and c.characteristic not in traits:
            raise DataError(f"unknown characteristic; known: {list(traits)}", file=file,
                            card=c.name, field="characteristic")
        if c.planet is not None and c.planet not in planets:
            raise DataError(f"unknown planet; planets are {list(planets)}", file=file,
                            card=c.name, field="planet")
        kind, req = ("characteristic", c.characteristic) if c.characteristic else ("planet", c.planet)
        if c.icon != xm.icons[req]:
            raise DataError(f"the icon of {req} is {xm.icons[req]!r}", file=file, card=c.name,
                            field="icon")
        text = f"{c.count} creatures {'with the characteristic ' + req if kind == 'characteristic' else 'from ' + req}"
        collections.append(CardDef("collection", c.name, req_kind=kind, req=req, count=c.count, icon=c.icon,
                                   bonus=c.bonus, text=text))
    _unique([c.name for c in collections], file)
    return collections


def _utility(text: str, file: str, planets, traits) -> list[tuple[CardDef, int, int]]:
    """utility.json: each Utility card with its copies and how many of them are marked +3 Player."""
    um = validate(UtilityFile, parse_json(text, file), file, list_key="utility")
    utility = []
    for u in um.utility:
        kw = dict(text=u.text, powers=_powers(u, u.kind, file, SIZES, planets, traits))
        if u.kind in ("crew", "starter-member"):
            kw.update(role=u.role, build=u.build, capture=u.capture, cost=u.cost)
        if u.kind in ("cage", "starter-cage"):
            kw.update(sizes=sorted(SIZES.index(s) for s in u.sizes), capacity=u.capacity)
        if u.build_cost is not None:
            kw["build_cost"] = u.build_cost
        if u.item_type is not None:
            kw["item_type"] = u.item_type
        utility.append((CardDef(u.kind, u.name, **kw), u.copies, u.plus3_copies))
    _unique([c.name for c, _, _ in utility], file)
    return utility


def parse_set(texts: dict[str, str], where: str = "xlearn/xenofera/data") -> TeachingSet:
    """Validate the five data files (given as text by file name) and build the teaching set."""
    f = {k: f"{where}/{k}" for k in DATA_FILES}
    xm, planets, traits, xenofera = _creatures(texts["xenofera.json"], f["xenofera.json"])
    huntsmen = _huntsmen(texts["huntsmen.json"], f["huntsmen.json"], planets, traits)
    collections = _collections(texts["collections.json"], f["collections.json"], xm, planets, traits)
    utility = _utility(texts["utility.json"], f["utility.json"], planets, traits)
    bm = validate(BattleFile, parse_json(texts["battle.json"], f["battle.json"]), f["battle.json"], list_key="sets")
    if len(set(bm.values)) != 6 or min(bm.values) <= 0:
        raise DataError("six different values above 0 (the Decoy is the seventh card, worth 0)",
                        file=f["battle.json"], field="values")
    every = [c.name for c in huntsmen + collections + xenofera] + [c.name for c, _, _ in utility]
    if len(every) != len(set(every)):
        dup = next(n for n in every if every.count(n) > 1)
        raise DataError("the same name is used by cards of two kinds", file=where, card=dup, field="name")
    return TeachingSet(huntsmen, collections, xenofera, utility, sorted(bm.values),
                       [(s.colour, s.turn_card) for s in bm.sets], planets, traits, xm.icons)


def data_texts() -> dict[str, str]:
    """The text of the five data files shipped with xlearn, by file name."""
    base = resources.files("xlearn.xenofera") / "data"
    return {name: (base / name).read_text(encoding="utf-8") for name in DATA_FILES}


@lru_cache(maxsize=1)
def teaching_set() -> TeachingSet:
    """The Xenofera teaching set shipped with xlearn, validated once."""
    return parse_set(data_texts())
