"""Shared helpers for the Xeko rule tests: build positions from Scenarios and read what a play did.

Positions use the Madagascar Hotspot (links N YOR, E OB, S YRP, W YB) and mostly the six Species
of the teaching set that have no power of their own, so that no keyword power can change a Turf War:

    card (Energy / Eco-points)   printed N, E, S, W     seat 1 on the grid (turned half round)
    Hawk Moth (8 / 3)            YBP, YOR, Y,   YBP     Y,   YBP, YBP, YOR
    Helmet Vanga (9 / 7)         P,   -,   RB,  -       RB,  -,   P,   -
    Grandidier's Baobab (0 / 4)  B,   B,   OR,  -       OR,  -,   B,   B
    Black-cheeked Ant Tanager    -,   O,   YOB, B       YOB, B,   -,   O      (11 / 6)
    Javan Rhinoceros (12 / 6)    YB,  BP,  OP,  OB      OP,  OB,  YB,  BP
    Sumatran Elephant (12 / 5)   O,   -,   OB,  RP      OB,  RP,  O,   -

Seat 0 sits south and its cards lie as printed; seat 1 sits north, so its cards are turned half round
(ruling X-9): their printed north side points south on the grid. The grid has x growing east and y
growing north, the Hotspot at (0, 0). Every field a test lays out obeys the link rule itself.

Draw piles are filled with Boost cards: nothing in this version lets a player play a Boost, so a
Boost drawn into a hand changes no choice. Seat 1 usually holds a Hawk Moth, which it can always
play west or south of the Hotspot, so the match stops for seat 1's choice after seat 0's turn.
"""
from __future__ import annotations

from xlearn.xeko import new_match
from xlearn.xeko.cards import teaching_set

HOTSPOT = "Madagascar Hotspot"
SPECIES_STEP = "Play One Species Card"
XEKO_STEP = "Play One Xeko Card"
DRAW_STEP = "Draw One Card"

# Printed values the tests rely on; check_card_facts() fails loudly if the data ever changes them.
CARD_FACTS = {
    "Hawk Moth": (8, 3, ("YBP", "YOR", "Y", "YBP")),
    "Helmet Vanga": (9, 7, ("P", "", "RB", "")),
    "Grandidier's Baobab": (0, 4, ("B", "B", "OR", "")),
    "Black-cheeked Ant Tanager": (11, 6, ("", "O", "YOB", "B")),
    "Javan Rhinoceros": (12, 6, ("YB", "BP", "OP", "OB")),
    "Sumatran Elephant": (12, 5, ("O", "", "OB", "RP")),
    "Indri": (10, 6, ("R", "R", "YOR", "O")),
    "Tomato Frog": (8, 4, ("YO", "OP", "", "O")),
    "Brown Mouse Lemur": (7, 4, ("R", "O", "R", "R")),
}
HOTSPOT_LINKS = ("YOR", "OB", "YRP", "YB")


def check_card_facts() -> None:
    """The numbers and links these tests were written against (a data change must show up here)."""
    cards = teaching_set()
    for name, (energy, eco, links) in CARD_FACTS.items():
        c = cards[name]
        assert (c.energy, c.eco_points, c.link_text) == (energy, eco, links), f"{name} changed in the data"
    assert cards[HOTSPOT].link_text == HOTSPOT_LINKS


def boosts(n: int, offset: int = 0) -> list[str]:
    """n Boost card names for a draw pile, never more than three copies of one."""
    names = [c.name for c in teaching_set().cards if c.kind == "boost"]
    assert n <= 3 * len(names)
    return [names[(offset + i) % len(names)] for i in range(n)]


def put(card: str, owner: int, x: int, y: int) -> dict:
    return {"card": card, "owner": owner, "at": [x, y]}


def xeko_match(field=(), hands=((), ("Hawk Moth",)), draw=None, shed=None, *, active: int = 0,
               step: str = SPECIES_STEP, seed: int = 7, explain: bool = True):
    """A two-player match from a Scenario; draw piles are listed top first (10 Boosts each by default)."""
    if draw is None:
        draw = (boosts(10), boosts(10, offset=10))
    scenario = {"field": list(field), "hands": [list(h) for h in hands], "draw": [list(d) for d in draw],
                "active": active, "step": step}
    if shed is not None:
        scenario["shed"] = [list(s) for s in shed]
    return new_match(seed=seed, hotspot=HOTSPOT, scenario=scenario, explain=explain)


def labels(match) -> list[str]:
    return [a.label for a in match.legal()]


def of_kind(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def one(events, kind: str):
    found = of_kind(events, kind)
    assert len(found) == 1, f"expected one {kind!r} event, got {[e.kind for e in events]}"
    return found[0]


def names(cards_json) -> list[str]:
    """Card names from a view's list of cards."""
    return [c["name"] for c in cards_json]


def field_at(match, x: int, y: int) -> dict | None:
    """The teacher's view of the field spot (x, y), or None when it is empty."""
    for entry in match.view(None)["field"]:
        if (entry["x"], entry["y"]) == (x, y):
            return entry
    return None


def terms(calc) -> dict[str, int]:
    return {t.label: t.value for t in calc.terms}
