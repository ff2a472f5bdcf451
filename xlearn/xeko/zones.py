"""Moving cards between the zones: draw pile, hand, shed pile, field. Each move is an event."""
from __future__ import annotations

from ..engine.out import Out
from .explain import card_list, note, plural
from .state import XekoState


def take_from_top(pile: list[int], n: int) -> list[int]:
    """Take up to n cards off the top of a pile (the end of the list), one at a time: the first taken first."""
    k = min(n, len(pile))
    taken = pile[len(pile) - k:]
    taken.reverse()
    del pile[len(pile) - k:]
    return taken


def draw_cards(s: XekoState, seat: int, n: int, out: Out, rule: str = "draw") -> int:
    """Draw up to n cards from the top of the draw pile into the hand; returns how many were drawn."""
    pile = s.draw[seat]
    got = take_from_top(pile, n)
    k = len(got)
    s.hand[seat].extend(got)
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
    pile = s.draw[seat]
    moved = take_from_top(pile, n)
    k = len(moved)
    s.shed[seat].extend(moved)
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
