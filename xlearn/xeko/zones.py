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


def top_cards_to(s: XekoState, seat: int, n: int, zone: list[int]) -> list[int]:
    """Move up to n cards from the top of a seat's draw pile onto a zone (hand or shed pile); the cards moved."""
    moved = take_from_top(s.draw[seat], n)
    zone.extend(moved)
    return moved


def draw_cards(s: XekoState, seat: int, n: int, out: Out, rule: str = "draw") -> int:
    """Draw up to n cards from the top of the draw pile into the hand, seen only by their player; how many."""
    got = top_cards_to(s, seat, n, s.hand[seat])
    if got:
        out.show((seat,))
        if out.on:
            who, names = s.name(seat), [s.card(i).name for i in got]
            note(out, "draw", rule, f"{who} draws {card_list(names)}.", seat=seat,
                 audience=frozenset((seat,)), public=f"{who} draws {plural(len(got), 'card')}.",
                 cards=got, names=names, left=len(s.draw[seat]))
    return len(got)


def shed_cards(s: XekoState, seat: int, n: int, out: Out, rule: str = "diff") -> int:
    """Shed: move up to n cards from the top of the draw pile to the face-up shed pile, seen by all; how many."""
    moved = top_cards_to(s, seat, n, s.shed[seat])
    if moved:
        out.revealed = True
        if out.on:
            names, left = [s.card(i).name for i in moved], len(s.draw[seat])
            note(out, "shed", rule, f"{s.name(seat)} sheds {plural(len(moved), 'card')} from the top of their "
                 f"draw pile to their face-up shed pile: {card_list(names)} ({left} left).",
                 seat=seat, cards=moved, names=names, left=left, reveals=True)
    return len(moved)


def discard(s: XekoState, seat: int, inst: int) -> None:
    """Put a card from the hand into its owner's shed pile."""
    s.hand[seat].remove(inst)
    s.shed[seat].append(inst)
