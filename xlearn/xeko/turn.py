"""The six-step Turn Sequence, run automatically until a player must choose."""
from __future__ import annotations

from ..engine.out import Out
from . import field as F
from . import turf_war
from .ending import cannot_continue
from .explain import note, plural
from .state import DRAW, GAME_OVER, SPECIES, SUNRISE, SUNSET, TURF_WAR, XEKO, XekoState
from .zones import draw_cards


def advance(s: XekoState, out: Out) -> None:
    """Run every step that needs no choice, until someone must decide or the game is over."""
    while not s.over and s.pending is None:
        RUNNERS[s.step](s, out)


def start_turn(s: XekoState, seat: int) -> None:
    s.active, s.step = seat, DRAW
    s.xeko_played, s.species_played = False, 0
    s.bonus = {}
    s.effects = []


def run_draw(s: XekoState, out: Out) -> None:
    """1. Draw One Card: the turn begins with a draw; an empty draw pile ends the game."""
    s.turn += 1
    seat = s.active
    if out.on:
        note(out, "turn", "turn-sequence", f"Turn {s.turn}: {s.name(seat)}'s turn begins.", seat=seat,
             turn=s.turn)
    if not draw_cards(s, seat, 1, out):
        cannot_continue(s, seat, "draw a card", out)
        if not s.over:
            start_turn(s, s.next_seat(seat))
        return
    s.step = SUNRISE


def run_sunrise(s: XekoState, out: Out) -> None:
    """2. SUNRISE Powers: the active player's SUNRISE powers (none in this version's card pool act yet)."""
    if out.on:
        note(out, "step", "sunrise", f"Step 2, SUNRISE: {s.name(s.active)} has no SUNRISE power to use.",
             seat=s.active)
    s.step = XEKO


def run_xeko(s: XekoState, out: Out) -> None:
    """3. Play One Xeko Card: a choice when the active player holds a Xeko card, else the step passes."""
    seat = s.active
    if not s.xeko_played and any(s.card(i).kind == "xeko" for i in s.hand[seat]):
        s.pending = ("xeko", seat)
        return
    if out.on and not s.xeko_played:
        note(out, "step", "xeko-step", f"Step 3: {s.name(seat)} has no Xeko card to play.", seat=seat)
    s.step = SPECIES


def run_species(s: XekoState, out: Out) -> None:
    """4. Play One Species Card: a choice when some Species in hand has a legal spot, else the step passes."""
    seat = s.active
    if s.species_played == 0 and has_placement(s, species_in_hand(s, seat)):
        s.pending = ("species", seat)
        return
    if out.on and s.species_played == 0:
        note(out, "step", "species-step", f"Step 4: {s.name(seat)} has no Species card that can link "
             "anywhere, so none is played.", seat=seat)
    s.step = TURF_WAR


def run_turf_war(s: XekoState, out: Out) -> None:
    """5. Turf War: resolve the war the new Species started, if any."""
    if s.tw is None:
        if out.on:
            note(out, "step", "turf-war", "Step 5: no Turf War this turn.", seat=s.active)
        s.step = SUNSET
        return
    turf_war.resolve(s, out)
    if not s.over and s.active in s.out:
        start_turn(s, s.next_seat(s.active))


def run_sunset(s: XekoState, out: Out) -> None:
    """6. SUNSET Powers, then the turn's effects (Multi-link bonuses among them) end."""
    seat = s.active
    if out.on:
        ended = " The Multi-link bonus of this turn ends." if s.bonus else ""
        note(out, "step", "sunset", f"Step 6, SUNSET: {s.name(seat)} has no SUNSET power to use.{ended}",
             seat=seat)
    start_turn(s, s.next_seat(seat))


def run_over(s: XekoState, out: Out) -> None:  # pragma: no cover - advance stops before this
    s.over = True


RUNNERS = {DRAW: run_draw, SUNRISE: run_sunrise, XEKO: run_xeko, SPECIES: run_species,
           TURF_WAR: run_turf_war, SUNSET: run_sunset, GAME_OVER: run_over}


# ----- the choices of the turn ------------------------------------------------------------------
def species_in_hand(s: XekoState, seat: int) -> list[int]:
    """One instance per distinct Species name in the hand, in hand order."""
    seen, out = set(), []
    for i in s.hand[seat]:
        c = s.card(i)
        if c.kind == "species" and c.name not in seen:
            seen.add(c.name)
            out.append(i)
    return out


def placements(s: XekoState, insts: list[int]) -> list[tuple[int, tuple[int, int]]]:
    """Every (Species, empty spot) pair allowed by the link rule, Species in the given order."""
    spots = s.open_spots()
    out = []
    for i in insts:
        sides = s.t.sides[i]
        out += [(i, p) for p, needs in spots if F.fits(sides, needs)]
    return out


def has_placement(s: XekoState, insts: list[int]) -> bool:
    """True when at least one of these Species has a legal spot."""
    spots = s.open_spots()
    return any(F.fits(s.t.sides[i], needs) for i in insts for _, needs in spots)


def place_species(s: XekoState, inst: int, pos: tuple[int, int], out: Out) -> None:
    """Play a Species from the hand onto a legal spot; work out its links and any Turf War."""
    seat = s.active
    result, linked, blank, _ = F.check_spot(s.field, s.t.sides, s.t.sides[inst], *pos)
    assert result == F.OK
    s.hand[seat].remove(inst)
    s.put(pos, inst)
    s.species_played += 1
    card = s.card(inst)
    bonus = F.multi_link_bonus(len(linked))
    if bonus:
        s.bonus[inst] = bonus
    if out.on:
        linked_names = [s.card(i).name for i in linked]
        extra = f" It earns a {bonus[0]} of +{bonus[1]} Energy for the rest of the turn." if bonus else ""
        note(out, "species", "link-rule", f"{s.name(seat)} plays {card.name} at {pos}, facing them; it links to "
             f"{plural(len(linked), 'card')} ({', '.join(linked_names)}).{extra}", seat=seat,
             spot=list(pos), card=card.name)
        if bonus:
            note(out, "multi-link", "multi-link", f"{card.name} links to {len(linked)} cards: {bonus[0]} "
                 f"+{bonus[1]}.", seat=seat)
    rivals = [i for i in linked if s.t.owner[i] is not None and s.t.owner[i] != seat]
    s.step = TURF_WAR
    if not rivals:
        if out.on:
            note(out, "no-war", "turf-war", f"{card.name} links only to its owner's cards or the Hotspot, "
                 "so no Turf War starts.", seat=seat)
    elif len(rivals) == 1:
        turf_war.begin(s, inst, rivals[0], out)
    else:
        s.pending = ("defender", seat, inst, tuple(rivals))
        if out.on:
            note(out, "choose-defender", "choose-defender", f"{card.name} links to {len(rivals)} rival "
                 f"Species; {s.name(seat)} picks which one defends.", seat=seat)
