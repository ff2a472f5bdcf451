"""Compound choices made by selecting cards: which offered action a selection maps onto, or why none can."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

MAX_SELECTION = 40  # no compound choice uses more cards than this; a longer forged selection is refused


@dataclass(frozen=True, slots=True)
class Pick:
    """One offered action as a selection: its group, the cards it uses (view ids), and whether order matters."""

    group: str
    cards: tuple = ()
    ordered: bool = False


def card_key(card) -> str:
    """A card id as compared here (the front end sends back the ids the view gave it, as JSON)."""
    return f"{type(card).__name__}:{card}"


def _keys(cards) -> tuple[str, ...]:
    return tuple(card_key(c) for c in cards)


def _fits(chosen: tuple[str, ...], pick: Pick) -> bool:
    """Whether the cards chosen so far can still grow into this pick (a prefix of it when order matters)."""
    have = _keys(pick.cards)
    if pick.ordered:
        return have[:len(chosen)] == chosen
    return not (Counter(chosen) - Counter(have))


def _exact(chosen: tuple[str, ...], pick: Pick) -> bool:
    have = _keys(pick.cards)
    return have == chosen if pick.ordered else Counter(have) == Counter(chosen)


@dataclass(frozen=True, slots=True)
class Answer:
    """How a selection stands: `ok` (some offered action can still use it), and the matching choice, if any."""

    ok: bool
    choice: int | None = None  # the offered choice id that the selection completes exactly

    @property
    def complete(self) -> bool:
        return self.choice is not None


class Selections:
    """The offered choices that belong to selection groups, by group: `{group: [(choice id, Pick)]}`."""

    def __init__(self, picks: dict[int, Pick]):
        self.by_group: dict[str, list[tuple[int, Pick]]] = {}
        for choice, pick in picks.items():
            self.by_group.setdefault(pick.group, []).append((choice, pick))

    def __contains__(self, group) -> bool:
        return isinstance(group, str) and group in self.by_group

    def groups(self) -> list[str]:
        return list(self.by_group)

    def cards(self, group: str) -> list:
        """Every card some choice of the group uses, in first-seen order (the table marks them selectable)."""
        seen: dict[str, object] = {}
        for _, pick in self.by_group[group]:
            for card in pick.cards:
                seen.setdefault(card_key(card), card)
        return list(seen.values())

    def ordered(self, group: str) -> bool:
        return any(pick.ordered for _, pick in self.by_group[group])

    def empty_ok(self, group: str) -> bool:
        """Whether choosing no card at all is one of the group's choices (keep every card, lay none)."""
        return any(not pick.cards for _, pick in self.by_group[group])

    def answer(self, group: str, cards) -> Answer:
        """Map the selected cards (in the order chosen) onto the group's offered choices."""
        chosen = _keys(cards)
        options = self.by_group.get(group, [])
        exact = next((choice for choice, pick in options if _exact(chosen, pick)), None)
        if exact is not None:
            return Answer(True, exact)
        return Answer(any(_fits(chosen, pick) for _, pick in options))


def valid_cards(cards) -> bool:
    """Whether a selection sent by the front end is a short list of plain ids (no objects, no floods)."""
    return (isinstance(cards, list) and len(cards) <= MAX_SELECTION
            and all(isinstance(c, (int, str)) and not isinstance(c, bool) and len(str(c)) <= 80 for c in cards))
