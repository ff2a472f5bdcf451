"""Helpers for the keyword, Card Guide, Turf War phase and multiplayer tests.

Positions are found, not hard-coded: `spots` runs the engine's own link rule (xlearn.xeko.field) over
each card's sides as they lie on the grid for its seat (seat 1 of two turned half round; with three
or four players seats turn 0, 1, 2, 3 quarter turns clockwise), so a test names the cards it needs
and asks for a spot with the links it wants (for example: linked to exactly one card, so that no
Multi-link bonus can change a Turf War).

Draw piles are filled with Xeko cards by default (`filler`): during a Turf War they can never be
played, so they change no choice a test looks at.
"""
from __future__ import annotations

from xlearn.xeko import new_match
from xlearn.xeko import field as F
from xlearn.xeko.cards import teaching_set
from xeko_helpers import labels, of_kind, one, terms  # noqa: F401 - the shared event helpers, for the power tests too

HOTSPOT = "Madagascar Hotspot"
SPECIES_STEP = "Play One Species Card"
XEKO_STEP = "Play One Xeko Card"
DRAW_STEP = "Draw One Card"
CARDS = teaching_set()
XEKO_NAMES = [c.name for c in CARDS.cards if c.kind == "xeko"]


def filler(n: int, offset: int = 0, avoid=()) -> list[str]:
    """n Xeko card names for a draw pile (at most three copies of each)."""
    pool = [x for x in XEKO_NAMES if x not in avoid]
    assert n <= 3 * len(pool)
    return [pool[(offset + i) % len(pool)] for i in range(n)]


def grid_sides(name: str, seat: int | None, players: int = 2) -> tuple:
    """A card's sides (N, E, S, W colour masks) as it lies on the grid for its seat."""
    card = CARDS[name]
    if seat is None:
        return card.links
    return F.rotate(card.links, F.ROTATION[players][seat])


def spots(layout: dict, name: str, seat: int, players: int = 2, hotspot: str = HOTSPOT) -> list:
    """Every spot where `name` (played by `seat`) obeys the link rule next to `layout`.

    `layout` maps (x, y) -> (card name, owner); the Hotspot at (0, 0) is added. Returns a list of
    (spot, [positions it links to]) pairs.
    """
    field = {(0, 0): (0, 0)}
    sides_of = {(0, 0): CARDS[hotspot].links}
    for pos, (card, owner) in layout.items():
        field[tuple(pos)] = tuple(pos)
        sides_of[tuple(pos)] = grid_sides(card, owner, players)
    mine = grid_sides(name, seat, players)
    out = []
    for p in F.frontier(field):
        code, linked, _, _ = F.check_spot(field, sides_of, mine, *p)
        if code == F.OK:
            out.append((p, list(linked)))
    return out


def spot_linking(layout: dict, name: str, seat: int, to: list, players: int = 2,
                 hotspot: str = HOTSPOT, exclude=()) -> tuple[int, int] | None:
    """The first spot where `name` links to exactly the positions `to` (as a set), else None."""
    want = {tuple(t) for t in to}
    for p, linked in spots(layout, name, seat, players, hotspot):
        if p not in exclude and set(linked) == want:
            return p
    return None


BRIDGES = ("Hawk Moth", "Rhinoceros Hornbill", "Javan Rhinoceros", "Ant Plant", "Golden Arowana",
           "Madagascar Hissing Cockroach", "Rafflesia", "Komodo Dragon")


def war_layout(invader: str, defender: str, inv_seat: int = 0, def_seat: int = 1, players: int = 2,
               base: dict | None = None, hotspot: str = HOTSPOT, links: int = 1, bridge_seat: int | None = None):
    """Spots for a Turf War: the defender next to the Hotspot (or the `base` layout, or else beyond a
    bridging Species of the defender's), and a spot where the invader links to the defender and to
    nothing else (links=1), or to the defender and one more card (links=2).
    Returns (layout, defender spot, invader spot)."""
    bases = [dict(base or {})]
    if base is None:
        for bridge in BRIDGES:
            for bpos, _ in spots({}, bridge, def_seat, players, hotspot):
                bases.append({bpos: (bridge, def_seat if bridge_seat is None else bridge_seat)})
    for b in bases:
        for dpos, _ in spots(b, defender, def_seat, players, hotspot):
            layout = dict(b)
            layout[dpos] = (defender, def_seat)
            for ipos, linked in spots(layout, invader, inv_seat, players, hotspot):
                if dpos in linked and len(linked) == links:
                    return layout, dpos, ipos
    raise AssertionError(f"no {links}-link spot for {invader} against {defender}")


def as_field(layout: dict) -> list[dict]:
    return [{"card": c, "owner": o, "at": list(p)} for p, (c, o) in layout.items()]


def match_from(layout: dict, hands, draw=None, shed=None, *, players: int = 2, active: int = 0,
               step: str = SPECIES_STEP, seed: int = 7, hotspot: str = HOTSPOT, explain: bool = True):
    """A match from a Scenario; draw piles are listed top first (12 Xeko cards each by default)."""
    if draw is None:
        draw = [filler(12, 3 * k) for k in range(players)]
    sc = {"field": as_field(layout), "hands": [list(h) for h in hands], "draw": [list(d) for d in draw],
          "active": active, "step": step}
    if shed is not None:
        sc["shed"] = [list(x) for x in shed]
    return new_match(players, seed=seed, hotspot=hotspot, scenario=sc, explain=explain)


def play_label(name: str, pos) -> str:
    return f"Play {name} at ({pos[0]}, {pos[1]})"


def pile(match, seat: int, zone: str) -> list[str]:
    """Card names in a seat's hand or shed pile (teacher's view)."""
    return [c["name"] for c in match.view(None)["players"][seat][zone]]


def draw_count(match, seat: int) -> int:
    return match.view(None)["players"][seat]["draw_count"]


def field_names(match) -> dict:
    """(x, y) -> (card name, owner) for every card in the field (teacher's view)."""
    return {(e["x"], e["y"]): (e["card"]["name"], e["owner"]) for e in match.view(None)["field"]}


def pass_until_done(match, limit: int = 20) -> list:
    """Both players pass every Boost choice; returns all the events."""
    events = []
    for _ in range(limit):
        if "Pass (play no Boost)" not in labels(match):
            return events
        events += match.play("Pass (play no Boost)")
    raise AssertionError("the Boost phase did not end")


def rule_sections(events) -> set[str]:
    return {e.rule.section for e in events}


# Every card the Card Guides and the Multiplayer FAQ name (Hawk Moth comes with the Comet Orchid).
NAMED_CARDS = (
    "Acropora", "Ant Plant", "Bornean Flat-headed Frog", "Golden Arowana", "Pondicherry Shark", "Sumatran Tiger",
    "Trade Winds", "Africanized Bee", "Almendro", "Bromeliad", "Brown-throated Three-toed Sloth",
    "Bullseye Electric Ray", "Chase Off", "Deforestation", "Dice's Cottontail", "Great Green Macaw",
    "Green Turtle", "Guanacaste Tree", "Guaria Morada", "Hawksbill Hatchlings", "Humpback Whale",
    "Plantation Bananas", "Rana de Hojarasca", "Brown Mouse Lemur", "Comet Orchid", "Hawk Moth",
    "Golden Bamboo Lemur", "Heavy Storm", "Indri", "New Reserve", "Peace Offering", "Sticky Web Trap", "Swarm",
    "Toxic", "Warning Sign", "Treetop Scout", "Swipe",
)


BOOST_NAMES = [c.name for c in CARDS.cards if c.kind == "boost"]
PLAIN_BOOSTS = [c.name for c in CARDS.cards if c.kind == "boost" and not c.powers]


def boost_fitting(layout: dict, seat: int, anchor, players: int = 2, choices=None, hotspot: str = HOTSPOT):
    """(Boost name, spot): the first Boost of `choices` (plain Boosts by default) that can link to the
    card at `anchor` from an empty spot, by the link rule, for `seat`."""
    for name in choices or PLAIN_BOOSTS:
        for p, linked in spots(layout, name, seat, players, hotspot):
            if tuple(anchor) in linked:
                return name, p
    raise AssertionError(f"no Boost links to {anchor}")


def boost_label(name: str, pos) -> str:
    return f"Boost: play {name} at ({pos[0]}, {pos[1]})"


def war_match(invader: str, defender: str, *, inv_seat: int = 0, def_seat: int = 1, hands=None, draw=None,
              shed=None, base=None, players: int = 2, seed: int = 7, extra_hand=(), links: int = 1,
              bridge_seat: int | None = None):
    """A match at seat `inv_seat`'s Species step, ready for `invader` to start a one-link Turf War
    against `defender`. Returns (match, layout, defender spot, invader spot)."""
    layout, dpos, ipos = war_layout(invader, defender, inv_seat, def_seat, players, base, links=links,
                                    bridge_seat=bridge_seat)
    if hands is None:
        hands = [[] for _ in range(players)]
        hands[inv_seat] = [invader, *extra_hand]
    m = match_from(layout, hands, draw, shed, players=players, active=inv_seat, seed=seed)
    assert play_label(invader, ipos) in labels(m)
    return m, layout, dpos, ipos


def term(calc, prefix: str) -> int:
    """The value of the one term whose label starts with `prefix` (labels may carry extra words)."""
    found = [t.value for t in calc.terms if t.label.startswith(prefix)]
    assert len(found) == 1, f"{prefix!r} in {calc}"
    return found[0]


def has_term(calc, prefix: str) -> bool:
    return any(t.label.startswith(prefix) for t in calc.terms)


def values(calc) -> list[int]:
    return [t.value for t in calc.terms]


def war_layouts(invader: str, defender: str, inv_seat: int = 0, def_seat: int = 1, players: int = 2,
                hotspot: str = HOTSPOT):
    """Every one-link Turf War layout (defender next to the Hotspot): (layout, defender spot, invader spot)."""
    for dpos, _ in spots({}, defender, def_seat, players, hotspot):
        layout = {dpos: (defender, def_seat)}
        for ipos, linked in spots(layout, invader, inv_seat, players, hotspot):
            if linked == [dpos]:
                yield layout, dpos, ipos


def boost_war(invader: str, defenders, boost: str, boost_seat: int, *, inv_seat: int = 0, def_seat: int = 1,
              players: int = 2):
    """A one-link Turf War layout where the Boost `boost` of `boost_seat` can link to its owner's war
    Species. Returns (layout, defender, defender spot, invader spot, boost spot)."""
    for defender in ([defenders] if isinstance(defenders, str) else defenders):
        for layout, dpos, ipos in war_layouts(invader, defender, inv_seat, def_seat, players):
            after = dict(layout)
            after[ipos] = (invader, inv_seat)
            anchor = ipos if boost_seat == inv_seat else dpos
            for p, linked in spots(after, boost, boost_seat, players):
                if anchor in linked:
                    return layout, defender, dpos, ipos, p
    raise AssertionError(f"no layout where {boost} links for seat {boost_seat}")


def build(cards, players: int = 2, layout: dict | None = None, hotspot: str = HOTSPOT) -> dict:
    """Lay out (name, owner) cards one after another, each on the first spot where it links."""
    layout = dict(layout or {})
    for name, owner in cards:
        found = spots(layout, name, owner, players, hotspot)
        assert found, f"no spot for {name}"
        layout[found[0][0]] = (name, owner)
    return layout


def pos_of(layout: dict, name: str, owner: int | None = None):
    return next(p for p, (c, o) in layout.items() if c == name and (owner is None or o == owner))


def at(p) -> str:
    return f"({p[0]}, {p[1]})"


def power_term(calc, name: str) -> int:
    """The value of the term a card's power adds (label starts with the card name but is not just it)."""
    found = [t.value for t in calc.terms if t.label.startswith(name) and t.label != name]
    assert len(found) == 1, f"{name!r} power term in {calc}"
    return found[0]
