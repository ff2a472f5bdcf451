"""Card search for the position editor: the cards of a game whose name holds the words typed."""
from __future__ import annotations

from .editor_zones import Found, GameEditor

MAX_RESULTS = 12   # no more buttons than a board offers at once


def search(editor: GameEditor, text: str, limit: int = MAX_RESULTS) -> list[Found]:
    """Cards whose name holds every word typed (any case), names starting with the text first; all of the
    game's cards, in the set's order, when nothing is typed."""
    words = str(text).lower().split()
    found = [c for c in editor.cards() if all(w in c.name.lower() for w in words)]
    start = " ".join(words)
    found.sort(key=lambda c: not c.name.lower().startswith(start))
    return found[:limit]


def find(editor: GameEditor, name: str) -> Found | None:
    """The card of exactly this name (as the search shows it), or None."""
    return next((c for c in editor.cards() if c.name == name), None)
