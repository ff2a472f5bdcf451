"""What every game's state shares: a copy plan (each attribute shared, copied, or copied seat by seat) and
reading its table (a seat's name, an instance's card)."""
from __future__ import annotations


def copy_plan(shared: str, copied: str, per_seat: str = "", copied_if_set: str = "") -> dict[str, tuple[str, ...]]:
    """A state's copy plan from lists of attribute names (space-separated): those `shared` with the copy (never
    changed in place: numbers, tuples, frozensets, the table), those `copied` (lists, dicts, sets and objects
    with their own `copy()`), the lists of per-seat piles (`per_seat`: each seat's pile copied), and those
    copied when they are not None (`copied_if_set`). Every attribute is named once; the state's `__slots__`
    are these names."""
    plan = {"shared": tuple(shared.split()), "copied": tuple(copied.split()), "per_seat": tuple(per_seat.split()),
            "copied_if_set": tuple(copied_if_set.split())}
    names = [n for group in plan.values() for n in group]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise TypeError(f"a copy plan names {', '.join(twice)} more than once")
    return plan


def slots_of(plan: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The attribute names a copy plan covers, for the state's `__slots__`."""
    return plan["shared"] + plan["copied"] + plan["per_seat"] + plan["copied_if_set"]


def copy_function(cls: type, plan: dict[str, tuple[str, ...]]):
    """The `copy()` a copy plan describes, written out attribute by attribute (as dataclasses write their
    `__init__`): a loop over the names would make every copy two to three times slower, and search bots copy
    the state for every play-out."""
    bad = [n for n in slots_of(plan) if not n.isidentifier()]
    if bad:
        raise TypeError(f"{cls.__name__}'s copy plan names {', '.join(bad)}, which are not attribute names")
    lines = ["def copy(self):", f'    """An independent copy of a {cls.__name__}, by its copy plan."""',
             "    s = new(cls)"]
    lines += [f"    s.{n} = self.{n}" for n in plan["shared"]]
    lines += [f"    s.{n} = self.{n}.copy()" for n in plan["copied"]]
    lines += [f"    s.{n} = [pile.copy() for pile in self.{n}]" for n in plan["per_seat"]]
    lines += [f"    s.{n} = None if self.{n} is None else self.{n}.copy()" for n in plan["copied_if_set"]]
    lines.append("    return s")
    scope = {"new": object.__new__, "cls": cls}
    exec("\n".join(lines), scope)  # noqa: S102 - the source is made above from checked attribute names
    return scope["copy"]


class GameState:
    """A game's state: `copy()` follows the class's `COPY_PLAN` (see `copy_plan`), an independent copy in which
    nothing the game changes in place is shared; `table` holds what never changes in a match (the names, the
    card of each instance)."""

    __slots__ = ()
    COPY_PLAN: dict[str, tuple[str, ...]] = copy_plan("", "")

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        missing = set(cls.__slots__) - set(slots_of(cls.COPY_PLAN))
        if missing:
            raise TypeError(f"{cls.__name__}'s copy plan does not say how to copy {', '.join(sorted(missing))}")
        cls.copy = copy_function(cls, cls.COPY_PLAN)

    def name(self, seat: int) -> str:
        """The name of the player in this seat."""
        return self.table.names[seat]

    def card(self, inst: int):
        """The card behind a card instance."""
        return self.table.defs[inst]
