"""Moving cards between the zones: draw pile, hand, shed pile, field. Each move is an event."""
from __future__ import annotations

from ..engine.out import Out
from .explain import card_list, note, plural
from .state import XekoState


def draw_cards(s: XekoState, seat: int, n: int, out: Out, rule: str = "draw") -> int:
    """Draw up to n cards from the top of the draw pile into the hand; returns how many were drawn."""
    pile, hand = s.draw[seat], s.hand[seat]
    k = min(n, len(pile))
    got = pile[len(pile) - k:]
    got.reverse()                 # one at a time from the top (the end of the list)
    del pile[len(pile) - k:]
    hand.extend(got)
    if k:
        out.show((seat,))
        if out.on:
            who = s.name(seat)
            names = [s.card(i).name for i in got]
            note(out, "draw", rule, f"{who} draws {card_list(names)}.", seat=seat,
                 audience=frozenset((seat,)), public=f"{who} draws {plural(k, 'card')}.",
                 cards=got, names=names, left=len(pile))
    return k


def shed_cards(s: XekoState, seat: int, n: int, out: Out, rule: str = "diff") -> int:
    """Shed: move up to n cards from the top of the draw pile to the face-up shed pile."""
    pile, shed = s.draw[seat], s.shed[seat]
    k = min(n, len(pile))
    moved = pile[len(pile) - k:]
    moved.reverse()               # one at a time from the top (the end of the list)
    del pile[len(pile) - k:]
    shed.extend(moved)
    if k:
        out.revealed = True
        if out.on:
            names = [s.card(i).name for i in moved]
            note(out, "shed", rule, f"{s.name(seat)} sheds {plural(k, 'card')} from the top of their draw "
                 f"pile to their face-up shed pile: {card_list(names)} ({len(pile)} left).",
                 seat=seat, cards=moved, names=names, left=len(pile), reveals=True)
    return k


def discard(s: XekoState, seat: int, inst: int) -> None:
    """Put a card from the hand into its owner's shed pile."""
    s.hand[seat].remove(inst)
    s.shed[seat].append(inst)
