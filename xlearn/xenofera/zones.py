"""Moving cards between the zones: drawing Utility cards (with Immediates and the last card), the
Line of Sight, discards. Each move that shows a hidden card marks the step as revealing."""
from __future__ import annotations

from typing import Callable

from ..engine.out import Out
from .endgame import last_card_drawn
from .explain import card_list, note, plural
from .steps import SET_UTILITY
from .state import LINE_OF_SIGHT, XenoferaState


def draw_utility(s: XenoferaState, seat: int, n: int, out: Out, rule: str = "draw-phase", *,
                 upto: int | None = None, immediate: Callable[[XenoferaState, int, int, Out], None]) -> int:
    """Draw n Utility cards (or until the hand holds `upto`); Immediates work as they come (`immediate`
    does what one does: the card registry passes its own).

    Returns how many cards reached the hand. Drawing the last card starts the last round.
    """
    hand, deck = s.hand[seat], s.util_deck
    got: list[int] = []
    total = 0
    while deck and (len(got) < n if upto is None else len(hand) < upto):
        inst = deck.pop()
        out.show((seat,))
        card = s.card(inst)
        if stampede_put_back(s, seat, inst, "draws", out):
            if not replacement_left(s):
                break
            continue
        if not deck:
            last_card_drawn(s, seat, out)
        if card.kind == "immediate":
            if got and out.on:
                draw_note(s, seat, got, rule, out)
            got_before = len(got)
            total += got_before
            s.util_discard.append(inst)
            out.revealed = True   # an Immediate is shown to everyone
            if out.on:
                note(out, "immediate", "immediate", f"{s.name(seat)} draws {card.name}, an Immediate card: it "
                     f"works at once. {card.text}", seat=seat, card=card.name, reveals=True,
                     cards=[inst])
            immediate(s, seat, inst, out)
            got = []
            n = n - got_before if upto is None else n
            continue
        hand.append(inst)
        got.append(inst)
    if got and out.on:
        draw_note(s, seat, got, rule, out)
    return total + len(got)


def stampede_put_back(s: XenoferaState, seat: int, inst: int, verb: str, out: Out) -> bool:
    """5. Utility Deck (ruling N-4): while the game is being set up, a Stampede that comes to a player, dealt
    or drawn by another Immediate, does not go off: it goes back into the Utility deck, which is shuffled,
    and the player gets another card instead. True when the card was put back."""
    if s.phase != SET_UTILITY or not s.card(inst).has("stampede"):
        return False
    s.util_deck.append(inst)
    s.rng.shuffle(s.util_deck)
    if out.on:
        instead = "dealt" if verb == "is dealt" else "drawn"
        note(out, "stampede-setup", "stampede-setup", f"{s.name(seat)} {verb} {s.card(inst).name} while the game "
             f"is being set up: it goes back into the Utility deck, which is shuffled, and another card is {instead} "
             "instead (ruling N-4).", seat=seat, card=s.card(inst).name, reveals=True, cards=[inst])
    return True


def replacement_left(s: XenoferaState) -> bool:
    """Whether the Utility deck still holds a card other than a Stampede to give instead of one."""
    return any(not s.card(i).has("stampede") for i in s.util_deck)


def draw_note(s: XenoferaState, seat: int, got: list[int], rule: str, out: Out) -> None:
    """The event of cards drawn or dealt: their names to the player, how many to everyone else."""
    who = s.name(seat)
    names = [s.card(i).name for i in got]
    note(out, "draw", rule, f"{who} draws {card_list(names)}.", seat=seat, audience=frozenset((seat,)),
         public=f"{who} draws {plural(len(got), 'Utility card')}.", cards=got, names=names, left=len(s.util_deck))


def refill_sight(s: XenoferaState, out: Out, rule: str = "refill") -> None:
    """Top the Line of Sight up to five; an empty Xenofera deck is rebuilt from its discard pile (N-11)."""
    added = []
    while len(s.sight) < LINE_OF_SIGHT:
        if not s.xeno_deck:
            if not s.xeno_discard:
                break
            s.xeno_deck = s.xeno_discard
            s.xeno_discard = []
            s.rng.shuffle(s.xeno_deck)
            if out.on:
                note(out, "reshuffle", "refill", f"The Xenofera deck is empty: its discard pile "
                     f"({plural(len(s.xeno_deck), 'creature')}) is shuffled into a new deck.")
        inst = s.xeno_deck.pop()
        s.sight.append(inst)
        added.append(inst)
    if added:
        out.revealed = True
        if out.on:
            names = [s.card(i).name for i in added]
            note(out, "sight", rule, f"{card_list(names)} {'comes' if len(added) == 1 else 'come'} into the "
                 f"Line of Sight ({len(s.sight)} creatures in view).", cards=added, names=names,
                 reveals=True)
    elif len(s.sight) < LINE_OF_SIGHT and out.on:
        note(out, "sight", "refill", f"No creature is left to fill the Line of Sight; it holds {len(s.sight)}.")


def discard_cage(s: XenoferaState, seat: int, k: int) -> tuple[int, tuple, tuple]:
    """Remove the k-th cage of a Cargo Bay: the cage and its items to the Utility discard, creatures to
    the Xenofera discard."""
    cage, items, caught = s.cages[seat][k]
    s.put("cages", seat, s.cages[seat][:k] + s.cages[seat][k + 1:])
    s.util_discard.append(cage)
    s.util_discard.extend(items)
    s.xeno_discard.extend(caught)
    return cage, items, caught
