"""The guided walks of the Xenofera lessons: for each lesson notebook, the clicks for each asked choice in order,
(wrong, right) for each question, words the cell after the board prints once the lesson has been played, and
which code cell shows the board.

The Xenofera table makes a compound choice by selecting cards (an Action and its target, a build's card and
crew, a capture's creature, cage and crew, the Battle cards laid), then confirming the selection; the
Defender's exclusion is made on the Attacker's face-down card backs."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from walk_clicks import by_name, first_starting


def card_named(board, name: str):
    """A card on the table whose accessible name starts with the card's name (as a person reads it)."""
    return board.get_by_role("button", name=re.compile(f"^{re.escape(name)}:")).first


def battle_card(value: int) -> str:
    """The accessible-name pattern of one of your own Battle cards worth value."""
    return f"Battle card, worth {value}\\b"


def in_cage(number: int, name: str):
    """The cage card called name that is Cage number of your Cargo Bay (several cages may share a name)."""
    return lambda board: board.get_by_role("group", name=f"Cage {number}", exact=True).get_by_role(
        "button", name=re.compile(f"^{re.escape(name)}:")).first


def select_then_confirm(*cards, confirm: str, battle: bool = False):
    """Click each card by name (or a function finding it; for Battle cards, by its worth), waiting for each to show as selected;
    then press the selection's confirm button (its words)."""
    def click(board):
        for k, name in enumerate(cards, start=1):
            target = (name(board) if callable(name) else
                      board.get_by_role("button", name=re.compile(name)).first if battle else card_named(board, name))
            target.click()
            expect(board.locator('[aria-pressed="true"]')).to_have_count(k)
        board.locator(".xl-selection .xl-confirm", has_text=confirm).click()
    return click


def confirm_empty(words: str):
    """Press a selection's confirm button with nothing selected (keep every card in the Draw Phase)."""
    def click(board):
        board.locator(".xl-selection .xl-confirm", has_text=words).click()
    return click


def on_back(prefix: str):
    """Click the Attacker's face-down card whose name starts with prefix (the Defender's exclusion)."""
    def click(board):
        board.get_by_role("button", name=re.compile(f"^{re.escape(prefix)}")).first.click()
    return click


WALKS = {
    "xenofera/06-battles-and-the-decoy.ipynb": (
        [select_then_confirm(battle_card(3), battle_card(4), confirm="Lay them face down", battle=True),
         on_back("Exclude the attacker's second card")],
        [("Defender", "Attacker")], "wins the battle", 0),
    "xenofera/04-cages-and-items.ipynb": (
        [select_then_confirm("Luxury Habitat", "Wire Cage", "Marek Dunmore", "Mechanic Ruud", confirm="Build it")],
        [("1, 2", "2, 3")], "Luxury Habitat", 1),
    "xenofera/05-capturing.ipynb": (
        [select_then_confirm("Ridgeback Grazer", "Iron Cage", "Marek Dunmore", "Tracker Hadley",
                             confirm="Capture it")],
        [("Glimmerfox", "Glimmerfox, Spindle Drake and Ridgeback Grazer")], "Ridgeback Grazer", 1),
    "xenofera/01-goal-and-set-up.ipynb": (
        [by_name("Take the Crimson Battle cards"), by_name("Keep Huntsman Marek Dunmore"),
         by_name("Keep Korrun Expedition")],
        [("your rival", "you")], "Line of Sight:", 0),
    "xenofera/02-the-five-phases.ipynb": (
        [by_name("End the Action Phase"),
         select_then_confirm("Glimmerfox", "Starter Crate", "Marek Dunmore", confirm="Capture it"),
         confirm_empty("Discard these and refill")],
        [("Build", "Capture")], "Renew", 0),
    "xenofera/03-crew-and-build-points.ipynb": (
        [select_then_confirm("Engineer Fenna", confirm="Play this card"), by_name("End the Action Phase"),
         select_then_confirm("Titan Pen", "Marek Dunmore", "Engineer Fenna", confirm="Build it")],
        [("6", "7")], "Titan Pen", 0),
    "xenofera/07-the-draw-phase.ipynb": (
        [confirm_empty("Discard these and refill")], [("5", "4"), ("10", "8")], "Lucky Find", 0),
    "xenofera/08-the-last-round.ipynb": (
        [select_then_confirm("Nova Peacock", in_cage(9, "Wire Cage"), "Marek Dunmore", "Recruit Tam",
                             confirm="Capture it"),
         confirm_empty("Discard these and refill"), by_name("Call the last round")],
        [("2", "1")], "calls the last round", 0),
    "xenofera/09-scoring.ipynb": (
        [confirm_empty("Discard these and refill"), confirm_empty("Discard these and refill")],
        [("9", "10"), ("you", "your rival")], "wins the tie", 0),
    "xenofera/10-full-game-against-bots.ipynb": (
        [first_starting("Take the"), first_starting("Keep Huntsman"), first_starting("Keep "),
         by_name("End the Action Phase"), by_name("End the Build Phase"),
         by_name("End the Capture Phase"),
         confirm_empty("Discard these and refill")],
        [("5", "2")], "Your game is in turn", 0),
}

# walks that cannot run on the table as drawn now
PENDING: set[str] = set()
