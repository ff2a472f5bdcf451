"""The six-step Turn Sequence: each step does its work and names the step that is due next.

Which step follows which is data (``steps.FOLLOWS``); ``xeko/flow.py`` runs whatever is due until a player
must choose.
"""
from __future__ import annotations

from ..engine.out import Out
from . import field as F
from . import sun, turf_war
from .decisions import ChooseDefender, PlaySpecies, PlayXeko, UseSunrise, UseSunset
from .ending import cannot_continue
from .explain import note, plural
from .placing import has_placement, playable_species
from .state import XekoState, reset_turn_flags
from .steps import DRAW, FOLLOWS, SPECIES, SUNRISE, TURF_WAR, XEKO
from .zones import draw_cards


def next_seat(s: XekoState, due: tuple, out: Out) -> None:
    """A player who has left the game takes no turn: the next seat's turn begins."""
    start_turn(s, s.next_seat(s.active))


def start_turn(s: XekoState, seat: int) -> None:
    """A new turn: every once-a-turn limit and every effect of the last turn is reset."""
    s.active, s.step = seat, DRAW
    s.xeko_played, s.species_played, s.species_allowed = False, 0, 1
    s.species_done = s.sun_done = False
    s.bonus, s.effects, s.used, s.wars = {}, [], set(), []
    reset_turn_flags(s)


def run_draw(s: XekoState, due: tuple, out: Out) -> None:
    """1. Draw One Card: the turn begins with a draw; an empty draw pile ends the game."""
    s.turn += 1
    seat = s.active
    if out.on:
        note(out, "turn", "turn-sequence", f"Turn {s.turn}: {s.name(seat)}'s turn begins.", seat=seat,
             turn=s.turn)
    if not draw_cards(s, seat, 1, out):
        cannot_continue(s, seat, "draw a card", out)
        return
    s.step = FOLLOWS[DRAW]


def run_sunrise(s: XekoState, due: tuple, out: Out) -> None:
    """2. SUNRISE Powers: the active player uses their SUNRISE powers in the order they like."""
    seat = s.active
    if not s.sun_done and sun.any_sunrise_option(s, seat):
        s.pending = UseSunrise(seat)
        return
    if out.on:
        text = "the SUNRISE step ends." if s.sun_done else f"{s.name(seat)} has no SUNRISE power to use."
        note(out, "step", "sunrise", f"Step 2, SUNRISE: {text}", seat=seat)
    s.sun_done = False
    s.step = FOLLOWS[SUNRISE]


def run_xeko(s: XekoState, due: tuple, out: Out) -> None:
    """3. Play One Xeko Card: a choice when the active player holds one, else the step passes."""
    seat = s.active
    if s.resolving is not None:
        inst, s.resolving = s.resolving, None
        (s.gone if s.owner(inst) in s.out else s.shed[s.owner(inst)]).append(inst)
        if out.on:
            note(out, "to-shed", "xeko-step", f"{s.card(inst).name} has done its work and goes to "
                 f"{s.name(seat)}'s shed pile.", seat=seat, cards=[inst])
        s.step = FOLLOWS[XEKO]
        return
    if not s.xeko_played and holds_xeko_card(s, seat):
        s.pending = PlayXeko(seat)
        return
    if out.on and not s.xeko_played:
        note(out, "step", "xeko-step", f"Step 3: {s.name(seat)} has no Xeko card to play.", seat=seat)
    s.step = FOLLOWS[XEKO]


def holds_xeko_card(s: XekoState, seat: int) -> bool:
    """Whether the player holds a Xeko card to play in step 3."""
    defs = s.table.defs
    for i in s.hand[seat]:
        if defs[i].kind == "xeko":
            return True
    return False


def run_species(s: XekoState, due: tuple, out: Out) -> None:
    """4. Play One Species Card: a choice when some Species in hand has a legal spot, else the step passes."""
    seat = s.active
    if may_play_species(s) and has_placement(s, playable_species(s, seat)):
        s.pending = PlaySpecies(seat)
        return
    if out.on and s.species_played == 0 and not s.species_done:
        note(out, "step", "species-step", f"Step 4: {s.name(seat)} has no Species card that can link "
             "anywhere, so none is played.", seat=seat)
    s.species_done = True
    s.step = FOLLOWS[SPECIES]


def may_play_species(s: XekoState) -> bool:
    """Whether the turn still allows a Species card to be played (one, or more with an extra play)."""
    return s.species_played < s.species_allowed and not s.species_done


def run_turf_war(s: XekoState, due: tuple, out: Out) -> None:
    """5. Turf War: resolve each war the new Species started, one after another."""
    if s.turf_war is not None:
        turf_war.step(s, out)
        return
    if s.wars:
        attacker, from_play = s.wars.pop(0)
        start_war_for(s, attacker, from_play, out)
        return
    if may_play_species(s):
        s.step = SPECIES
        return
    if out.on and not s.war_started:
        note(out, "step", "turf-war", "Step 5: no Turf War this turn.", seat=s.active)
    s.step = FOLLOWS[TURF_WAR]


def start_war_for(s: XekoState, attacker: int, from_play: bool, out: Out) -> None:
    """Linking to a rival Species starts a Turf War (Predator may reach a diagonal one)."""
    pos = s.position(attacker)
    if pos is None:
        return
    seat = s.owner(attacker)
    card = s.card(attacker)
    linked = [i for i in F.linked_neighbours(s.field, s.table.sides, pos)
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
    s.war_started = True
    if len(linked) == 1 and not diagonal:
        turf_war.begin(s, attacker, linked[0], out)
        return
    s.pending = ChooseDefender(seat, attacker, tuple(linked + diagonal), not linked)
    if out.on:
        extra = " (Predator also lets it reach rival Species at its corners)" if diagonal else ""
        note(out, "choose-defender", "predator" if diagonal else "choose-defender", f"{card.name} could fight "
             f"{plural(len(linked) + len(diagonal), 'rival Species')}{extra}; {s.name(seat)} picks.", seat=seat,
                 cards=[attacker], candidates=linked + diagonal)


def run_sunset(s: XekoState, due: tuple, out: Out) -> None:
    """6. SUNSET Powers, then the turn's effects (Boosts, Xeko cards, Multi-link bonuses) end."""
    seat = s.active
    if s.turf_war is not None:
        turf_war.step(s, out)
        return
    if not s.sun_done and sun.any_sunset_option(s, seat):
        s.pending = UseSunset(seat)
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


def run_over(s: XekoState, due: tuple, out: Out) -> None:  # pragma: no cover - the flow stops before this
    """Game Over: nothing more is played."""
    s.over = True
