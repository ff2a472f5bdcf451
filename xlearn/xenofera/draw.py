"""D. Draw Phase: refill the hand (after discarding any cards) or draw two Collections and keep one."""
from __future__ import annotations

from functools import lru_cache
from itertools import repeat

from ..engine.actions import Action, action_row
from ..engine.events import Calculation
from ..engine.out import Out
from .cards import HAND_SIZE
from .decisions import Pending
from .explain import card_list, note
from .steps import RENEW
from .powers import draw, seat_bonus_terms
from .state import REMEMBERED, XenoferaState


def hand_size(s: XenoferaState, seat: int) -> int:
    """D. Draw Phase: the number the hand is refilled to, seven plus any hand-size ability."""
    return HAND_SIZE + sum(v for _, v in seat_bonus_terms(s, seat, "hand"))


def draw_options(s: XenoferaState, seat: int) -> list[Action]:
    """Draw Phase, one choice: which cards to discard (any number, none included) before refilling the
    hand, or else two Collections."""
    size = hand_size(s, seat)
    acts = list(_discard_options(s.table, tuple(s.hand[seat]), size))
    if s.coll_deck:
        acts.append(_collections_choice(s))
    return acts


def pick_draw_option(s: XenoferaState, seat: int, chance) -> Action:
    """draw_options(s, seat)[chance.below(n)] for n choices, building only the drawn choice."""
    groups = _discard_groups(s.table, tuple(s.hand[seat]))
    subsets = _subset_count(groups)
    k = chance.below(subsets + 1 if s.coll_deck else subsets)
    if k == subsets:
        return _collections_choice(s)
    return _discard_choice(groups, _subset_counts(groups, k), hand_size(s, seat))


def _collections_choice(s: XenoferaState) -> Action:
    """D. Draw Phase: instead of refilling, draw two Collections (the last one when only one is left)."""
    return Action("collections", "Draw two Collections" if len(s.coll_deck) > 1 else "Draw the last Collection")


_as_action = action_row   # the Draw Phase lists up to 128 Actions at once


@lru_cache(maxsize=REMEMBERED)
def _discard_groups(t, hand: tuple) -> tuple:
    """The hand's cards grouped by name, in first-seen order: copies of a card are not told apart."""
    groups: dict[str, list[int]] = {}
    for i in hand:
        groups.setdefault(t.defs[i].name, []).append(i)
    return tuple((name, tuple(insts)) for name, insts in groups.items())


def _subset_count(groups: tuple) -> int:
    """How many sets of cards can be discarded (none included): 0..copies of each name."""
    n = 1
    for _, insts in groups:
        n *= len(insts) + 1
    return n


def _subset_counts(groups: tuple, index: int) -> tuple:
    """How many copies of each name the index-th discard set holds, in listing order (last name fastest)."""
    counts = []
    for _, insts in reversed(groups):
        index, k = divmod(index, len(insts) + 1)
        counts.append(k)
    return tuple(reversed(counts))


def _discard_words(name: str, k: int) -> str:
    """How a label names k discarded copies of one card."""
    return name if k == 1 else f"{name} \u00d7{k}"


def _discard_label(parts, size: int) -> str:
    """The label of a refill: keep everything, or discard the named cards, then draw back up to size."""
    if not parts:
        return f"Keep every card and draw back up to {size} cards"
    said = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"Discard {said}, then draw back up to {size} cards"


def _discard_choice(groups: tuple, counts: tuple, size: int) -> Action:
    """The refill choice discarding counts[j] copies of the j-th name."""
    chosen = tuple(i for (_, insts), k in zip(groups, counts) for i in insts[:k])
    parts = [_discard_words(name, k) for (name, _), k in zip(groups, counts) if k]
    return Action("refill", _discard_label(parts, size), chosen)


# A handful: a match lists a position's choices once, and up to 128 Actions a hand are a lot to keep.
@lru_cache(maxsize=16)
def _discard_options(t, hand: tuple, size: int) -> tuple:
    """Every set of cards to discard (copies of a card are not told apart); keeping everything comes first.
    Listed as nested loops over the names, the last name varying fastest: built from the last name back, each
    set of the later names kept as its cards, its words with the label's tail, and the joint its words take
    after an earlier name's ("" when it has none, " and " before one name's words, ", " before more). The sets
    the first name starts are made straight into labels (no earlier name needs their words)."""
    tail = f", then draw back up to {size} cards"
    groups = _discard_groups(t, hand)
    cards, words, joints, first_labels = [()], [tail], [""], []
    for g, (name, insts) in enumerate(reversed(groups), 1):
        n = len(cards)
        after = None if g == len(groups) else [", " if j else " and " for j in joints]
        for k in range(1, len(insts) + 1):
            more, said = insts[:k], _discard_words(name, k)
            cards += [more + c for c in cards[:n]]
            if after is None:
                first_labels += [f"Discard {said}{j}{w}" for j, w in zip(joints, words)]
            else:
                words += [f"{said}{j}{w}" for j, w in zip(joints[:n], words[:n])]
                joints += after
    labels = [_discard_label((), size)]
    labels += ["Discard " + w for w in words[1:]]
    labels += first_labels
    return tuple(map(_as_action, zip(repeat("refill"), labels, cards, repeat(None))))


def run_draw(s: XenoferaState, out: Out) -> None:
    """D. Draw Phase: the player chooses to refill the hand or to draw Collections."""
    s.pending = Pending("draw", s.active)


def refill(s: XenoferaState, seat: int, discards: tuple, out: Out) -> None:
    """Discard the chosen cards, then draw until the hand holds seven (or the hand-size ability's number)."""
    for i in discards:
        s.hand[seat].remove(i)
        s.util_discard.append(i)
    target = hand_size(s, seat)
    if out.on:
        gone = f"{s.name(seat)} discards {card_list([s.card(i).name for i in discards])}, then" if discards else \
            f"{s.name(seat)} keeps every card and"
        calc = Calculation.of("Cards to draw", [("hand size", target), ("cards in hand", -len(s.hand[seat]))])
        note(out, "refill", "hand-size", f"{gone} refills the hand from {len(s.hand[seat])} towards {target} cards.",
             seat=seat, calc=calc if calc.total > 0 else None, discarded=[s.card(i).name for i in discards],
             cards=list(discards))
    draw(s, seat, 0, out, rule="hand-size", upto=target)
    s.phase = RENEW


def draw_collections(s: XenoferaState, seat: int, out: Out) -> None:
    """D. Draw Phase: draw two Collections to keep one (the last one is kept at once, ruling N-12)."""
    k = min(2, len(s.coll_deck))
    got = [s.coll_deck.pop() for _ in range(k)]
    out.revealed = True
    if k == 1:
        s.put("collections", seat, s.collections[seat] + (got[0],))
        if out.on:
            note(out, "collection", "draw-phase", f"You draw and keep {s.card(got[0]).name}, the last Collection "
                 "(ruling N-12).", seat=seat, audience=frozenset((seat,)), cards=[got[0]],
                 public=f"{s.name(seat)} draws the last Collection and keeps it face down.")
        s.phase = RENEW
        return
    s.put("offer", seat, tuple(got))
    s.pending = Pending("keep-collection", seat)
    if out.on:
        note(out, "collection", "draw-phase", f"You draw the Collections {s.card(got[0]).name} and "
             f"{s.card(got[1]).name}; keep one.", seat=seat, audience=frozenset((seat,)), cards=[got[0], got[1]],
             public=f"{s.name(seat)} draws two Collections and will keep one.")


def keep_collection(s: XenoferaState, seat: int, inst: int, out: Out, rule: str = "draw-phase") -> None:
    """Keep one Collection face down; the other is shuffled back into the deck."""
    other = [i for i in s.offer[seat] if i != inst]
    s.put("offer", seat, ())
    s.put("collections", seat, s.collections[seat] + (inst,))
    s.coll_deck.extend(other)
    s.rng.shuffle(s.coll_deck)
    if out.on:
        note(out, "keep-collection", rule, f"You keep {s.card(inst).name} face down; the other Collection is "
             "shuffled back into the deck.", seat=seat, audience=frozenset((seat,)), cards=[inst],
             public=f"{s.name(seat)} keeps one Collection face down and shuffles the other back into the deck.")


