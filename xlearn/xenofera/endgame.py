"""End Game: the two triggers of the last round (the last Utility card drawn, or a call) and who plays again."""
from __future__ import annotations

from ..engine.events import Calculation
from ..engine.out import Out
from .explain import note
from .steps import ACTION
from .state import CALL_MINIMUM, LastRound, XenoferaState

CALL = "call"


def can_call(s: XenoferaState, seat: int) -> bool:
    """A player may call the last round with at least the minimum of occupied cages, once per game."""
    return s.final is None and s.last_round is None and s.occupied(seat) >= CALL_MINIMUM[s.table.players]


def last_card_drawn(s: XenoferaState, seat: int, out: Out, *, drawn: bool = True) -> None:
    """The last Utility card has been drawn: after this turn, every player has one more turn (N-13).

    `drawn` is False for a scenario that starts with the Utility deck already empty: nobody drew a card,
    so the event says the round is under way rather than naming a draw."""
    if s.last_round is not None:
        return
    s.last_round = LastRound("last-card", seat)
    if s.phase >= ACTION:
        s.final = tuple(s.clockwise_from(s.active)[1:]) + (s.active,)
        then = f"every player, {s.name(s.active)} last, will have one more turn once this turn ends"
    else:
        s.final = ()  # set when the starting player is known
        then = "every player will have one turn, the starting player first, and then the game ends"
    if out.on:
        if drawn:
            text = f"{s.name(seat)} draws the last Utility card: the last round has begun, and {then}."
        else:
            text = (f"The Utility deck is empty as this scenario starts, so the last round is already under way "
                    f"(ruling N-13): {then}.")
        note(out, "last-round", "last-card", text, seat=seat)


def call_last_round(s: XenoferaState, seat: int, out: Out) -> None:
    """End Game: a player with enough occupied cages calls the last round; every other player has one more
    turn. The turn then ends (the End Game step is due)."""
    s.last_round = LastRound("call", seat)
    s.caller = seat
    s.final = tuple(s.clockwise_from(seat)[1:])
    if out.on:
        calc = Calculation.of(f"{s.name(seat)}'s occupied cages", [(f"Cage {k + 1} ({s.card(c).name})", 1)
                                                                  for k, (c, _, x) in enumerate(s.cages[seat]) if x])
        note(out, "call", "call", f"{s.name(seat)} has {calc.total} occupied cages (at least "
             f"{CALL_MINIMUM[s.table.players]} needed) and calls the last round: every other player has one more "
             f"turn, and {s.name(seat)} none.", seat=seat, calc=calc)


def decline_call(s: XenoferaState, seat: int, out: Out) -> None:
    """End Game: a player who may call the last round plays on; the turn then ends (End Game is due)."""
    if out.on:
        note(out, "no-call", "call", f"{s.name(seat)} could call the last round but plays on.", seat=seat)
