"""The decisions a Xeko match can wait for: one small named record per kind, held in ``s.pending``.

Every record names the seat that must choose and its ``kind`` (the key the choices, their application and
their refusals are looked up by); the other fields are what that kind of decision needs to remember.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision waiting for one seat."""

    kind: ClassVar[str] = ""
    seat: int


@dataclass(frozen=True, slots=True)
class UseSunrise(Decision):
    """2. SUNRISE Powers: use one of them, or end the step."""

    kind: ClassVar[str] = "sunrise"


@dataclass(frozen=True, slots=True)
class PlayXeko(Decision):
    """3. Play One Xeko Card: play one, or none."""

    kind: ClassVar[str] = "xeko"


@dataclass(frozen=True, slots=True)
class PlaySpecies(Decision):
    """4. Play One Species Card: pick a Species and a spot where it links, or play none."""

    kind: ClassVar[str] = "species"


@dataclass(frozen=True, slots=True)
class UseSunset(Decision):
    """6. SUNSET Powers: use one of them, or end the step."""

    kind: ClassVar[str] = "sunset"


@dataclass(frozen=True, slots=True)
class PlayBoost(Decision):
    """Turf War phase b: this seat's Boost turn (play a Boost or pass)."""

    kind: ClassVar[str] = "boost"


@dataclass(frozen=True, slots=True)
class UseSacrifice(Decision):
    """Sacrifice: the winner of a Turf War may send both Species to the shed piles."""

    kind: ClassVar[str] = "sacrifice"


@dataclass(frozen=True, slots=True)
class Discard(Decision):
    """Discard a card from the hand, for the power cited by ``rule``."""

    kind: ClassVar[str] = "discard"
    rule: str


@dataclass(frozen=True, slots=True)
class ChooseDefender(Decision):
    """The new Species links to several rival Species (or Predator reaches one): pick the one it invades."""

    kind: ClassVar[str] = "defender"
    attacker: int
    candidates: tuple[int, ...]
    may_decline: bool   # only Predator's corner reach: starting no Turf War is also allowed


@dataclass(frozen=True, slots=True)
class Camouflage(Decision):
    """A Species with Camouflage may decline the Turf War about to begin."""

    kind: ClassVar[str] = "camouflage"
    card: int


@dataclass(frozen=True, slots=True)
class Reflip(Decision):
    """Golden Arowana: keep the Pondicherry Shark's coin flip, or flip again."""

    kind: ClassVar[str] = "reflip"
    shark: int
    result: str


@dataclass(frozen=True, slots=True)
class ExtraSpecies(Decision):
    """A power (Peace Offering, Indri...) lets this seat play one more Species, starting no Turf War."""

    kind: ClassVar[str] = "extra-species"
    card: int
    power: str


@dataclass(frozen=True, slots=True)
class OwnLoss(Decision):
    """Great Green Macaw / Humpback Whale: pick which of your own Species goes to the shed pile."""

    kind: ClassVar[str] = "own-loss"
    card: int
    power: str


@dataclass(frozen=True, slots=True)
class Search(Decision):
    """Ant Plant / Africanized Bee: take a matching card from the draw pile, or nothing."""

    kind: ClassVar[str] = "search"
    card: int
    power: str


@dataclass(frozen=True, slots=True)
class CometOrchid(Decision):
    """Comet Orchid: play a Hawk Moth from the hand linked to it, or none."""

    kind: ClassVar[str] = "orchid"
    orchid: int


@dataclass(frozen=True, slots=True)
class PickOpponent(Decision):
    """A Xeko card makes an opponent of this seat's choice shed ``count`` cards."""

    kind: ClassVar[str] = "opponent"
    card: int
    count: int


@dataclass(frozen=True, slots=True)
class ChaseOff(Decision):
    """Chase Off: pick the Species worth 10+ Eco-points that goes back to its owner's hand."""

    kind: ClassVar[str] = "chase-off"
    card: int


@dataclass(frozen=True, slots=True)
class Deforest(Decision):
    """Deforestation: pick the first, then the second Species that goes back to its owner's hand."""

    kind: ClassVar[str] = "deforest"
    card: int
    first: int | None = None   # the Species already picked, once the first is chosen


@dataclass(frozen=True, slots=True)
class TradeSplit(Decision):
    """Trade Winds: split the five revealed cards into two piles (and, with several rivals, name who picks)."""

    kind: ClassVar[str] = "trade-split"
    card: int
    revealed: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TradePick(Decision):
    """Trade Winds: the rival picks which pile the player who split them keeps."""

    kind: ClassVar[str] = "trade-pick"
    card: int
    pile_a: tuple[int, ...]
    pile_b: tuple[int, ...]
    giver: int
