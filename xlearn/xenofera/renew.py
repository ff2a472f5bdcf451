"""Renew and the end of the turn: the crew slides back, a player may call the last round, the turn passes."""
from __future__ import annotations

from ..engine.out import Out
from .decisions import Pending
from .endgame import CALL, can_call
from .explain import note
from .steps import END_GAME
from .scoring import score
from .state import XenoferaState
from .turn import start_turn


def run_renew(s: XenoferaState, out: Out) -> None:
    """Renew: every utilised crew member slides back down; then a player who may call the last round chooses."""
    seat = s.active
    if out.on:
        if s.utilised:
            names = ", ".join(s.member_name(m) for m in s.members(seat) if m in s.utilised)
            verb = "slides" if len(s.utilised) == 1 else "slide"
            note(out, "renew", "renew", f"Renew: {names} {verb} back down, ready for the next turn.", seat=seat,
                 cards=[m for m in s.members(seat) if m in s.utilised])
        else:
            note(out, "renew", "renew", f"Renew: nobody of {s.name(seat)}'s crew was utilised this turn.", seat=seat)
    s.utilised = frozenset()
    s.phase = END_GAME
    if can_call(s, seat):
        s.pending = Pending(CALL, seat)


def end_turn(s: XenoferaState, out: Out) -> None:
    """End Game: pass the turn clockwise; in the last round, only to players who still have their final turn."""
    s.pending = None
    if s.final is None:
        start_turn(s, s.next_seat(s.active), out)
        return
    if not s.final:
        if out.on:
            note(out, "game-end", "last-card" if s.last_round.cause == "last-card" else "call",
                 "Every player has had their last turn: the game ends.")
        score(s, out)
        return
    nxt, s.final = s.final[0], s.final[1:]
    start_turn(s, nxt, out)
