"""Clicks that make a choice on a lesson's board, as a learner would (shared by the per-game walks)."""
from __future__ import annotations

import re


def naming(*names: str):
    """Mark a click with the cards or labels it uses, which the instruction must name (tests/browser/literal.py)."""
    def mark(click):
        click.names = list(names)
        return click
    return mark


@naming("Fossa", "(2, 0)")
def xeko_fossa(board):
    """Pick Fossa in the hand, then the spot east of the Ant Tanager."""
    board.get_by_role("button", name=re.compile(r"^Pick Fossa")).click()
    board.get_by_role("button", name="Play Fossa at (2, 0)", exact=True).click()


def pick_then_spot(card: str, label: str):
    """Pick a card in the Xeko hand, then the lit spot whose choice is label."""
    def click(board):
        board.get_by_role("button", name=re.compile(f"^Pick {re.escape(card)}")).click()
        board.get_by_role("button", name=label, exact=True).click()
    return naming(card, card.split()[-1], "Species")(click)


def spoken(label: str) -> re.Pattern:
    """A spoken name that is the engine's label, with the visible words it holds (WCAG 2.5.3 Label in Name): before
    it when they are a few ("Play turn: ..."), after it in brackets when they are a card's many."""
    return re.compile(rf"^(?:[^:]*: )?{re.escape(label)}(?: \(.*\))?$")


def by_name(label: str):
    """Click the offered choice whose accessible name is the engine's label (a button anywhere on the board)."""
    def click(board):
        board.get_by_role("button", name=spoken(label)).first.click()
    return naming(label, label.split()[0])(click)


def first_starting(prefix: str):
    """Click the first offered choice whose accessible name starts with prefix."""
    def click(board):
        board.get_by_role("button", name=re.compile(f"^{re.escape(prefix)}")).first.click()
    return naming()(click)
