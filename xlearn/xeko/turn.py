"""The six-step Turn Sequence, run automatically until a player must choose."""
from __future__ import annotations

from ..engine.out import Out
from . import field as F
from . import on_play, sun, turf_war
from .ending import cannot_continue
from .explain import note, plural
from .on_play import ON_PLAY
from .state import DRAW, SPECIES, SUNRISE, SUNSET, TURF_WAR, XEKO, GAME_OVER, XekoState
from .zones import draw_cards


def advance(s: XekoState, out: Out) -> None:
    """Run every step that needs no choice, until someone must decide or the game is over."""
    while not s.over and s.pending is None:
        if s.onplay:
            on_play.run_next(s, out)
        elif s.active in s.out and s.tw is None:
            start_turn(s, s.next_seat(s.active))
        else:
            RUNNERS[s.step](s, out)


def start_turn(s: XekoState, seat: int) -> None:
    """A new turn: every once-a-turn limit and every effect of the last turn is reset."""
    s.active, s.step = seat, DRAW
    s.xeko_played, s.species_played, s.species_allowed = False, 0, 1
    s.species_done = s.sun_done = False
    s.bonus, s.effects, s.used, s.wars = {}, [], set(), []


def run_draw(s: XekoState, out: Out) -> None:
    """1. Draw One Card: the turn begins with a draw; an empty draw pile ends the game."""
    s.turn += 1
    seat = s.active
    if out.on:
        note(out, "turn", "turn-sequence", f"Turn {s.turn}: {s.name(seat)}'s turn begins.", seat=seat,
             turn=s.turn)
    if not draw_cards(s, seat, 1, out):
        cannot_continue(s, seat, "draw a card", out)
        return
    s.step = SUNRISE


def run_sunrise(s: XekoState, out: Out) -> None:
    """2. SUNRISE Powers: the active player uses their SUNRISE powers in the order they like."""
    seat = s.active
    if not s.sun_done and sun.any_sunrise_option(s, seat):
        s.pending = ("sunrise", seat)
        return
    if out.on:
        text = "the SUNRISE step ends." if s.sun_done else f"{s.name(seat)} has no SUNRISE power to use."
        note(out, "step", "sunrise", f"Step 2, SUNRISE: {text}", seat=seat)
    s.sun_done = False
    s.step = XEKO


def run_xeko(s: XekoState, out: Out) -> None:
    """3. Play One Xeko Card: a choice when the active player holds one, else the step passes."""
    seat = s.active
    if s.resolving is not None:
        inst, s.resolving = s.resolving, None
        (s.gone if s.owner(inst) in s.out else s.shed[s.owner(inst)]).append(inst)
        if out.on:
            note(out, "to-shed", "xeko-step", f"{s.card(inst).name} has done its work and goes to "
                 f"{s.name(seat)}'s shed pile.", seat=seat, cards=[inst])
        s.step = SPECIES
        return
    if not s.xeko_played and holds_xeko_card(s, seat):
        s.pending = ("xeko", seat)
        return
    if out.on and not s.xeko_played:
        note(out, "step", "xeko-step", f"Step 3: {s.name(seat)} has no Xeko card to play.", seat=seat)
    s.step = SPECIES


def holds_xeko_card(s: XekoState, seat: int) -> bool:
    defs = s.t.defs
    for i in s.hand[seat]:
        if defs[i].kind == "xeko":
            return True
    return False


def run_species(s: XekoState, out: Out) -> None:
    """4. Play One Species Card: a choice when some Species in hand has a legal spot, else the step passes."""
    seat = s.active
    if may_play_species(s) and has_placement(s, playable_species(s, seat)):
        s.pending = ("species", seat)
        return
    if out.on and s.species_played == 0 and not s.species_done:
        note(out, "step", "species-step", f"Step 4: {s.name(seat)} has no Species card that can link "
             "anywhere, so none is played.", seat=seat)
    s.species_done = True
    s.step = TURF_WAR


def may_play_species(s: XekoState) -> bool:
    return s.species_played < s.species_allowed and not s.species_done


def run_turf_war(s: XekoState, out: Out) -> None:
    """5. Turf War: resolve each war the new Species started, one after another."""
    if s.tw is not None:
        turf_war.step(s, out)
        return
    if s.wars:
        attacker, from_play = s.wars.pop(0)
        start_war_for(s, attacker, from_play, out)
        return
    if may_play_species(s):
        s.step = SPECIES
        return
    if out.on and (-1, "war") not in s.used:
        note(out, "step", "turf-war", "Step 5: no Turf War this turn.", seat=s.active)
    s.step = SUNSET


def start_war_for(s: XekoState, attacker: int, from_play: bool, out: Out) -> None:
    """Linking to a rival Species starts a Turf War (Predator may reach a diagonal one)."""
    pos = s.position(attacker)
    if pos is None:
        return
    seat = s.owner(attacker)
    card = s.card(attacker)
    linked = [i for i in F.linked_neighbours(s.field, s.t.sides, pos)
              if s.owner(i) not in (None, seat) and s.card(i).kind == "species"]
    diagonal = []
    if from_play and card.has("predator"):
        diagonal = [s.field[p] for p in F.diagonal_spots(pos) if p in s.field
                    and s.owner(s.field[p]) not in (None, seat) and s.card(s.field[p]).kind == "species"]
    if not linked and not diagonal:
        if out.on:
            note(out, "no-war", "turf-war", f"{card.name} links only to its owner's cards or the Hotspot, so no "
                 "Turf War starts.", seat=seat, cards=[attacker])
        return
    s.used.add((-1, "war"))
    if len(linked) == 1 and not diagonal:
        turf_war.begin(s, attacker, linked[0], out)
        return
    s.pending = ("defender", seat, attacker, tuple(linked + diagonal), not linked)
    if out.on:
        extra = " (Predator also lets it reach rival Species at its corners)" if diagonal else ""
        note(out, "choose-defender", "predator" if diagonal else "choose-defender", f"{card.name} could fight "
             f"{plural(len(linked) + len(diagonal), 'rival Species')}{extra}; {s.name(seat)} picks.", seat=seat,
                 cards=[attacker], candidates=linked + diagonal)


def run_sunset(s: XekoState, out: Out) -> None:
    """6. SUNSET Powers, then the turn's effects (Boosts, Xeko cards, Multi-link bonuses) end."""
    seat = s.active
    if s.tw is not None:
        turf_war.step(s, out)
        return
    if not s.sun_done and sun.any_sunset_option(s, seat):
        s.pending = ("sunset", seat)
        return
    if out.on:
        ended = []
        if s.bonus:
            ended.append("Multi-link bonuses")
        if s.effects:
            ended.append("Xeko card effects")
        tail = f" The effects of this turn end: {', '.join(ended)}." if ended else ""
        text = "the SUNSET step ends." if s.sun_done else f"{s.name(seat)} has no SUNSET power to use."
        note(out, "step", "effects-end" if ended else "sunset", f"Step 6, SUNSET: {text}{tail}", seat=seat)
    start_turn(s, s.next_seat(seat))


def run_over(s: XekoState, out: Out) -> None:  # pragma: no cover - advance stops before this
    s.over = True


RUNNERS = {DRAW: run_draw, SUNRISE: run_sunrise, XEKO: run_xeko, SPECIES: run_species,
           TURF_WAR: run_turf_war, SUNSET: run_sunset, GAME_OVER: run_over}


# ----- placing Species ---------------------------------------------------------------------------
def species_in_hand(s: XekoState, seat: int) -> list[int]:
    """One instance per distinct Species name in the hand, in hand order."""
    defs = s.t.defs
    seen, out = set(), []
    for i in s.hand[seat]:
        c = defs[i]
        if c.kind == "species" and c.name not in seen:
            seen.add(c.name)
            out.append(i)
    return out


def playable_species(s: XekoState, seat: int) -> list[int]:
    """Species in hand that may be played now (a Pondicherry Shark that failed this turn may not)."""
    found = species_in_hand(s, seat)
    used, defs = s.used, s.t.defs
    if not used:
        return found
    return [i for i in found if (-1, "failed:" + defs[i].name) not in used]


def placements(s: XekoState, insts: list[int]) -> list[tuple[int, tuple[int, int]]]:
    """Every (Species, empty spot) pair allowed by the link rule (and by Provoke), in a stable order."""
    return [(i, p) for i in insts for p in placement_spots(s, i)]


def placement_spots(s: XekoState, inst: int) -> list[tuple[int, int]]:
    """The empty spots where this Species may be played: the link rule (and Provoke), in a stable order.
    Kept until the field changes: callers must not change the list."""
    placed = s.known().placed
    spots = placed.get(inst)
    if spots is None:
        spots = s.fitting(s.t.sides[inst])
        if s.t.defs[inst].has("provoke"):
            spots = [p for p in spots if provoked(s, inst, p)]
        placed[inst] = spots
    return spots


def provoked(s: XekoState, inst: int, pos: tuple[int, int]) -> bool:
    """Provoke: the spot links the card to at least one rival's Species."""
    seat = s.owner(inst)
    _, linked, _, _ = F.check_spot(s.field, s.t.sides, s.t.sides[inst], *pos)
    return any(s.owner(i) not in (None, seat) and s.card(i).kind == "species" for i in linked)


def has_placement(s: XekoState, insts: list[int]) -> bool:
    """True as soon as one of these Species has a legal spot (stops at the first)."""
    for i in insts:
        if placement_spots(s, i):
            return True
    return False


def place_species(s: XekoState, inst: int, pos: tuple[int, int], out: Out, *, war: bool = True,
                  counts: bool = True, via: tuple | None = None) -> None:
    """Play a Species from the hand onto a legal spot: its links, Multi-link bonus, on-play powers, war.
    `via` is (card, power) when a power played it (Peace Offering, Indri...), so a failed Pondicherry
    Shark gives that play back rather than the turn's Species step (ruling X-27)."""
    seat = s.owner(inst)
    result, linked, _, _ = F.check_spot(s.field, s.t.sides, s.t.sides[inst], *pos)
    assert result == F.OK
    s.hand[seat].remove(inst)
    s.put(pos, inst)
    if counts:
        s.species_played += 1
    if via is not None:
        s.used.add((inst, "via") + tuple(via))
    card = s.card(inst)
    bonus = F.multi_link_bonus(len(linked))
    if bonus:
        s.bonus[inst] = bonus
    if out.on:
        linked_names = [s.card(i).name for i in linked]
        extra = f" It earns a {bonus[0]} of +{bonus[1]} Energy for the rest of the turn." if bonus else ""
        peace = "" if war else " Played this way, it starts no Turf War."
        note(out, "species", "link-rule", f"{s.name(seat)} plays {card.name} at ({pos[0]}, {pos[1]}), facing them; "
             f"it links to {plural(len(linked), 'card')} ({', '.join(linked_names)}).{extra}{peace}", seat=seat,
             spot=list(pos), card=card.name, cards=[inst, *linked], spots=[pos])
    if not card.power_names.isdisjoint(ON_PLAY):
        s.onplay.append(inst)
    if war:
        s.wars.append((inst, True))
