"""The guided walks of the Xeko lessons: for each lesson notebook, the clicks for each asked choice in order,
(wrong, right) for each question, words the cell after the board prints once the lesson has been played, and
which code cell shows the board."""
from __future__ import annotations

import re

from walk_clicks import by_name, first_starting, naming, pick_then_spot  # noqa: F401
from walk_clicks import xeko_fossa  # noqa: F401


def pick_one_then_spot(card: str, label: str):
    """Pick one copy of a card the hand holds twice or more, then the lit spot whose choice is label."""
    def click(board):
        board.get_by_role("button", name=re.compile(f"^Pick {re.escape(card)}")).first.click()
        board.get_by_role("button", name=label, exact=True).click()
    return naming(card, "Species")(click)


def card_then_choice(card: str, label: str):
    """Click a card in the field that offers several choices, then the one whose label is given in its list."""
    def click(board):
        board.get_by_role("button", name=re.compile(rf"^\d+ choices for {re.escape(card)}:")).click()
        board.get_by_role("button", name=label, exact=True).first.click()
    return naming(card, card.split()[-1])(click)

WALKS = {
    "xeko/03-linking.ipynb": ([pick_then_spot("Aye-aye", "Play Aye-aye at (0, 1)")],
                              [("(0, 1)", "(0, 1), (1, 1)")], "Aye-aye at (0, 1)", 1),
    "xeko/04-turf-war.ipynb": ([xeko_fossa], [("2", "five")], "Phase d", 0),
    "xeko/05-boosts-and-multi-link.ipynb": (
        [pick_then_spot("Indri", "Play Indri at (1, 1)"), pick_then_spot("Toxic", "Boost: play Toxic at (1, 2)"),
         by_name("Pass (play no Boost)")], [("9", "+4")], "Tsingy Shelter", 0),
    "xeko/06-xeko-cards-and-trophic-tokens.ipynb": (
        [first_starting("Play Xeko card Rainy Season Bloom")], [("Rainy Season Bloom", "field research station")],
        "Rainy Season Bloom", 1),
    "xeko/01-goal-and-set-up.ipynb": (
        [by_name("Play no Xeko card"),
         pick_then_spot("Madagascar Flying Fox", "Play Madagascar Flying Fox at (-1, 0)")],
        [("40", "thirty-five")], "Madagascar Flying Fox at (-1, 0)", 1),
    "xeko/02-turn-sequence.ipynb": (
        [by_name("Play no Xeko card"),
         pick_one_then_spot("Golden Bamboo Lemur", "Play Golden Bamboo Lemur at (-1, 0)")],
        [("Draw One Card", "play one xeko card"), ("SUNSET Powers", "5")], "Golden Bamboo Lemur at (-1, 0)", 1),
    "xeko/07-keyword-powers.ipynb": (
        [pick_then_spot("Madagascar Tree Boa", "Play Madagascar Tree Boa at (-1, 0)"),
         first_starting("Invade Red-eyed Tree Frog at (0, -1)")], [("3", "7")], "uses Camouflage", 1),
    "xeko/08-sunrise-and-sunset.ipynb": (
        [first_starting("Traveller's Tree at (0, -1): draw a card"),
         card_then_choice("Verreaux's Sifaka", "Migrate Verreaux's Sifaka from (0, 1) to (0, -2), shedding 2")],
        [("Traveller's Tree", "verreaux's sifaka")], "uses Migrate 2", 1),
    "xeko/09-ending-and-counting.ipynb": (
        [pick_then_spot("Comet Moth", "Play Comet Moth at (0, -2)")], [("25", "22"), ("17", "twenty")],
        "Player 1 wins", 1),
    "xeko/10-full-game-against-a-bot.ipynb": (
        [pick_then_spot("Indri", "Play Indri at (0, -1)")], [("7", "6")], "Turf War(s) so far", 0),
    "xeko/11-three-and-four-players.ipynb": (
        [pick_then_spot("Fossa", "Play Fossa at (-1, 0)")], [("Player 3", "Player 2")], "Player 1 plays Fossa", 1),
    "xeko/12-card-guide-cards.ipynb": (
        [pick_then_spot("Brown-throated Three-toed Sloth", "Play Brown-throated Three-toed Sloth at (1, 1)")],
        [("19", "3")], "LOWER total wins", 0),
}

PENDING: set[str] = set()
