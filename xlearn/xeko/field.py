"""The field grid: directions, which way a card faces, the link rule and Multi-link counting."""
from __future__ import annotations

# Grid directions: x grows east, y grows north; the Hotspot sits at (0, 0).
N, E, S, W = 0, 1, 2, 3
STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIR_NAMES = ("north", "east", "south", "west")
LETTERS = "YORBP"

# Quarter turns clockwise of a card that faces its controller, by number of players and seat.
# Seats sit clockwise round the table: south, west, north, east (two players sit south and north).
ROTATION = {1: (0,), 2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}


def rotate(sides: tuple[int, int, int, int], quarter_turns: int) -> tuple[int, int, int, int]:
    """The printed sides (N, E, S, W) as they lie on the grid after turning the card clockwise."""
    k = quarter_turns % 4
    return tuple(sides[(d - k) % 4] for d in range(4))  # type: ignore[return-value]


def mask_letters(mask: int) -> str:
    """The colour letters of a side's link mask (empty for a blank side)."""
    return "".join(c for i, c in enumerate(LETTERS) if mask >> i & 1)


# Outcomes of checking one spot for a card.
OK, NO_NEIGHBOUR, BLANK_AGAINST_LINK, NO_SHARED_COLOUR, NO_LINK, OCCUPIED = range(6)


def check_spot(field: dict, sides_of, sides: tuple, x: int, y: int):
    """The link rule for putting a card with grid `sides` at (x, y).

    Returns (outcome, linked cards, blank-adjacent cards, the direction that failed or None).
    """
    if (x, y) in field:
        return OCCUPIED, (), (), None
    linked, blank, seen = [], [], False
    for d in range(4):
        dx, dy = STEPS[d]
        other = field.get((x + dx, y + dy))
        if other is None:
            continue
        seen = True
        mine, theirs = sides[d], sides_of[other][(d + 2) % 4]
        if not mine and not theirs:
            blank.append(other)
        elif not mine or not theirs:
            return BLANK_AGAINST_LINK, (), (), d
        elif not mine & theirs:
            return NO_SHARED_COLOUR, (), (), d
        else:
            linked.append(other)
    if not seen:
        return NO_NEIGHBOUR, (), (), None
    if not linked:
        return NO_LINK, (), tuple(blank), None
    return OK, tuple(linked), tuple(blank), None


def frontier(field: dict) -> list[tuple[int, int]]:
    """Empty spots next to a card in the field, in a stable order (west to east, south to north)."""
    spots = set()
    for (x, y) in field:
        for dx, dy in STEPS:
            p = (x + dx, y + dy)
            if p not in field:
                spots.add(p)
    return sorted(spots)


def linked_neighbours(field: dict, sides_of, pos: tuple[int, int]) -> list[int]:
    """The cards a card already in the field is linked to (touching links that share a colour)."""
    x, y = pos
    me = field[pos]
    out = []
    for d in range(4):
        dx, dy = STEPS[d]
        other = field.get((x + dx, y + dy))
        if other is not None and sides_of[me][d] & sides_of[other][(d + 2) % 4]:
            out.append(other)
    return out


def diagonal_spots(pos: tuple[int, int]) -> list[tuple[int, int]]:
    """The four spots at the corners of a spot (Predator's reach)."""
    x, y = pos
    return [(x - 1, y - 1), (x + 1, y - 1), (x - 1, y + 1), (x + 1, y + 1)]


MULTI_LINK = {2: ("Double-link bonus", 5), 3: ("Triple-link bonus", 10), 4: ("Quad-link bonus", 15)}


def multi_link_bonus(links: int) -> tuple[str, int] | None:
    """Multi-Link Bonuses: +5 for two linked cards, +10 for three, +15 for four; none for one."""
    return MULTI_LINK.get(links)


def open_spots(field: dict, sides_of) -> list[tuple[tuple[int, int], tuple]]:
    """Each empty spot next to the field with the side each neighbour turns towards it (None: no card)."""
    out = []
    for p in frontier(field):
        x, y = p
        needs = []
        for d in range(4):
            dx, dy = STEPS[d]
            other = field.get((x + dx, y + dy))
            needs.append(None if other is None else sides_of[other][(d + 2) % 4])
        out.append((p, tuple(needs)))
    return out


def fits(sides: tuple, needs: tuple) -> bool:
    """The link rule against precomputed neighbour sides: no clash anywhere and at least one link."""
    linked = False
    for d in range(4):
        theirs = needs[d]
        if theirs is None:
            continue
        mine = sides[d]
        if mine:
            if not mine & theirs:
                return False
            linked = True
        elif theirs:
            return False
    return linked


_NEEDS: dict[tuple, tuple] = {}   # each neighbour-sides tuple met so far, kept once
_NEEDS_LIMIT = 100_000


def same_needs(needs: tuple) -> tuple:
    """The one kept copy of an equal neighbour-sides tuple, so the fitting memo finds it by identity."""
    kept = _NEEDS.get(needs)
    if kept is None:
        if len(_NEEDS) >= _NEEDS_LIMIT:
            _NEEDS.clear()
        kept = _NEEDS[needs] = needs
    return kept


_FITS: dict[tuple, dict[tuple, bool]] = {}   # grid sides -> {neighbour sides -> fits}; both are plain tuples
_FITS_LIMIT = 50_000                           # answers kept per sides before starting afresh


def fitting_spots(sides: tuple, spots) -> list[tuple[int, int]]:
    """The spots of (spot, neighbour sides) pairs where a card with these grid sides fits by the link rule,
    in the order given.
    The same as testing each with fits(), with the answers remembered (the bots ask again and again)."""
    memo = _FITS.get(sides)
    if memo is None:
        memo = _FITS[sides] = {}
    elif len(memo) > _FITS_LIMIT:
        memo.clear()
    out = []
    for p, needs in spots:
        ok = memo.get(needs)
        if ok is None:
            ok = memo[needs] = fits(sides, needs)
        if ok:
            out.append(p)
    return out

