"""The open choice (`s.pending`): which kind of choice is open and which seat makes it, as named records.

Most kinds need nothing more than their kind and seat; the kinds below carry what they are about.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Pending:
    """An open choice: its kind (the choice's name, as `vocabulary` explains it) and the seat to choose."""

    kind: str
    seat: int


@dataclass(frozen=True, slots=True)
class HeroicDetail(Pending):
    """Heroic Feats: the feat chosen, whose details (target, payment) are chosen next."""

    kind: str = field(default="heroic-detail", init=False)
    feat: str = ""


@dataclass(frozen=True, slots=True)
class Twist(Pending):
    """Twist: the rival asked now whether to play a Twist, and the rivals still to be asked after them."""

    kind: str = field(default="twist", init=False)
    queue: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PayLeads(Pending):
    """Paying a cost in Leads of any type, one Lead at a time: how many are still owed, and for what."""

    kind: str = field(default="pay", init=False)
    count: int = 0
    why: str = ""


@dataclass(frozen=True, slots=True)
class ScrapCost(Pending):
    """Paying a cost by scrapping an active resource: what may be scrapped, the card kept out, and for what."""

    kind: str = field(default="scrap-cost", init=False)
    what: str = "any"
    exclude: int | None = None
    why: str = ""


@dataclass(frozen=True, slots=True)
class ThwartPay(Pending):
    """Thwart: how many matching Leads the Thwarting seat buries, their type still to choose."""

    kind: str = field(default="thwart-pay", init=False)
    leads: int = 0


@dataclass(frozen=True, slots=True)
class FinalPick(Pending):
    """The Final Adventure (Rival's Choice): the rival choosing, and the finalist whose Adventure is kept."""

    kind: str = field(default="final-pick", init=False)
    finalist: int = 0
