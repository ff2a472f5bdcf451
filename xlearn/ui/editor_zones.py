"""Each game's editor described as data: its zones, settings, blank position and the cards its search finds."""
from __future__ import annotations

import typing
from dataclasses import dataclass, field
from typing import Callable

from ..engine import games


@dataclass(frozen=True)
class Zone:
    """A place cards go: `path` is its field under the scenario ("{seat}" filled per seat), `entry` how a
    placed card is written there (name, lead, field, active, cage, single), `label` what the editor shows."""

    path: str
    label: str
    entry: str = "name"
    per_seat: bool = True


@dataclass(frozen=True)
class Setting:
    """A value of the position that is not a card: a choice, a number, a sequence or a per-seat flag."""

    key: str
    label: str
    kind: str                 # choice | number | sequence | flag | seat
    options: tuple = ()
    per_seat: bool = False


@dataclass(frozen=True)
class Found:
    """One card the search finds: its name as shown, the value written into the scenario, its kind in words."""

    name: str
    value: str
    kind: str


@dataclass(frozen=True)
class GameEditor:
    """Everything the editor needs to know about one game (the engine does every check)."""

    game: str
    title: str
    players: tuple[int, int]
    zones: tuple[Zone, ...]
    settings: tuple[Setting, ...]
    blank: Callable[[int], dict]            # the empty position for n players
    blank_seat: Callable[[int], object]     # what one more seat starts with (seat number -> value)
    cards: Callable[[], list[Found]]        # every card the search can find
    seat_lists: tuple[str, ...] = ()        # Xeko: the top-level lists that hold one list per seat
    entry_of: Callable[[str, str, dict], object] | None = None   # (entry kind, value, extra) -> entry
    nested: tuple[Zone, ...] = field(default_factory=tuple)  # zones inside each entry of a "cage" zone


def literal_options(game: str, key: str) -> tuple:
    """The values the game's Scenario model allows for a field (its step or phase), in the model's order."""
    model = games.package(game).Scenario
    return typing.get_args(model.model_fields[key].annotation)


def _kind_words(kind: str) -> str:
    return {"xeko": "Xeko card", "starter-member": "starter crew", "starter-cage": "starter cage",
            "xenofera": "creature"}.get(kind, kind.capitalize())


# ----- Xeko ------------------------------------------------------------------------------------------------
def _xeko_cards() -> list[Found]:
    from ..xeko.cards import teaching_set
    return [Found(c.name, c.name, _kind_words(c.kind)) for c in teaching_set().cards if c.kind != "hotspot"]


def _xeko_blank(n: int) -> dict:
    return {"title": "", "field": [], "hands": [[] for _ in range(n)], "draw": [[] for _ in range(n)],
            "shed": [[] for _ in range(n)], "active": 0, "step": "Play One Species Card", "turn": 1, "coins": []}


XEKO = GameEditor(
    game="xeko", title="Xeko", players=(2, 4),
    zones=(Zone("field", "Field", "field", per_seat=False), Zone("hands[{seat}]", "Hand"),
           Zone("draw[{seat}]", "Draw pile (top first)"), Zone("shed[{seat}]", "Shed pile")),
    settings=(Setting("active", "Whose turn", "seat"), Setting("step", "Step", "choice"),
              Setting("turn", "Turn number", "number"),
              Setting("coins", "Next coin flips", "sequence", ("heads", "tails"))),
    blank=_xeko_blank, blank_seat=lambda seat: [], cards=_xeko_cards, seat_lists=("hands", "draw", "shed"))


# ----- Xenofera --------------------------------------------------------------------------------------------
def _xenofera_set():
    from ..xenofera import teaching_set
    return teaching_set()


def _xenofera_cards() -> list[Found]:
    cards = _xenofera_set()
    every = cards.huntsmen + [u for u, _, _ in cards.utility] + cards.xenofera + cards.collections
    return [Found(c.name, c.name, _kind_words(c.kind)) for c in every]


def _xenofera_seat(seat: int) -> dict:
    hunt = _xenofera_set().huntsmen
    return {"huntsman": hunt[seat % len(hunt)].name, "crew": [], "cages": [], "hand": [], "collections": []}


def _xenofera_entry(kind: str, value: str, extra: dict):
    return {"cage": value, "items": [], "creatures": []} if kind == "cage" else value


XENOFERA = GameEditor(
    game="xenofera", title="Xenofera", players=(2, 5),
    zones=(Zone("line_of_sight", "Line of Sight", per_seat=False),
           Zone("seats[{seat}].huntsman", "Huntsman", "single"), Zone("seats[{seat}].crew", "Crew Quarters"),
           Zone("seats[{seat}].cages", "Cargo Bay (cages)", "cage"), Zone("seats[{seat}].hand", "Hand"),
           Zone("seats[{seat}].collections", "Collections"),
           Zone("utility_deck", "Utility deck (top first)", per_seat=False),
           Zone("xenofera_deck", "Xenofera deck (top first)", per_seat=False)),
    nested=(Zone("items", "items on"), Zone("creatures", "creatures in")),
    settings=(Setting("active", "Whose turn", "seat"), Setting("phase", "Phase", "choice"),
              Setting("turn", "Turn number", "number")),
    blank=lambda n: {"title": "", "seats": [_xenofera_seat(i) for i in range(n)], "line_of_sight": [],
                     "active": 0, "phase": "A. Action Phase", "turn": 1},
    blank_seat=_xenofera_seat, cards=_xenofera_cards, entry_of=_xenofera_entry)


# ----- X: Seekers of Fortune -------------------------------------------------------------------------------
def _seekers_cards() -> list[Found]:
    from ..seekers import teaching_set
    cards = teaching_set()
    leads = sorted({c.lead_type for c in cards.leads})
    return ([Found(f"{t} Lead", t, "Lead") for t in leads] + [Found(c.name, c.name, "Adventure") for c in cards.adventures]
            + [Found(c.name, c.name, f"ActionX {c.ax_type}") for c in cards.actionx])


def _seekers_entry(kind: str, value: str, extra: dict):
    if kind != "active":
        return value
    from ..seekers import teaching_set
    c = teaching_set()[value] if value in teaching_set().by_name else None
    return {"card": value, "mode": "Noble" if c is not None and c.ax_type == "Relic" else None,
            "bond": "Glyph" if c is not None and c.bond else None, "leveraged": False}


def _seekers_seat(seat: int) -> dict:
    return {"leads": [], "actionx": [], "adventures": [], "active": [], "archived": [], "archived_actionx": [],
            "final": False}


SEEKERS = GameEditor(
    game="seekers", title="X: Seekers of Fortune", players=(2, 4),
    zones=(Zone("seats[{seat}].leads", "Leads in hand", "lead"), Zone("seats[{seat}].actionx", "ActionX hand"),
           Zone("seats[{seat}].adventures", "Adventures face up"), Zone("seats[{seat}].active", "Active cards", "active"),
           Zone("seats[{seat}].archived", "Archived Adventures"),
           Zone("seats[{seat}].archived_actionx", "Archived ActionX cards"),
           Zone("adventure_deck_top", "Adventure deck (top first)", per_seat=False),
           Zone("actionx_deck_top", "ActionX deck (top first)", per_seat=False),
           Zone("lead_deck_top", "Lead deck (top first)", "lead", per_seat=False),
           Zone("adventure_discard", "Adventure discard pile", per_seat=False),
           Zone("lead_discard", "Lead discard pile", "lead", per_seat=False)),
    settings=(Setting("active", "Whose turn", "seat"), Setting("step", "Step", "choice"),
              Setting("final", "On the Final Adventure", "flag", per_seat=True)),
    blank=lambda n: {"title": "", "seats": [_seekers_seat(i) for i in range(n)], "active": 0, "step": "Take Action"},
    blank_seat=_seekers_seat, cards=_seekers_cards, entry_of=_seekers_entry)


EDITORS = {e.game: e for e in (XEKO, XENOFERA, SEEKERS)}


def editor_for(game: str) -> GameEditor:
    """The editor data of a game, or a clear error naming the games that have one."""
    if game not in EDITORS:
        raise ValueError(f"no position editor for the game {game!r}; choose one of {sorted(EDITORS)}")
    return EDITORS[game]
