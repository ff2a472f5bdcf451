"""The guided walks of the Xenofera lessons: for each lesson notebook, the clicks for each asked choice in order,
(wrong, right) for each question, words the cell after the board prints once the lesson has been played, and
which code cell shows the board."""
from __future__ import annotations

from walk_clicks import by_name, first_starting, pick_then_spot  # noqa: F401

WALKS = {
    "xenofera/06-battles-and-the-decoy.ipynb": (
        [by_name("Place 3 and 4 face down"), by_name("Exclude the attacker's second card")],
        [("Defender", "Attacker")], "wins the battle", 0),
    "xenofera/04-cages-and-items.ipynb": (
        [by_name("Build Luxury Habitat on Cage 3 with Huntsman + Mechanic Ruud")], [("1, 2", "2, 3")],
        "Luxury Habitat", 1),
    "xenofera/05-capturing.ipynb": (
        [by_name("Capture Ridgeback Grazer into Cage 2 with Huntsman + Tracker Hadley")],
        [("Glimmerfox", "Glimmerfox, Spindle Drake and Ridgeback Grazer")], "Ridgeback Grazer", 1),
}

# these walks click the old buttons; the new table chooses by selecting cards: rewrite them, then empty this
PENDING: set[str] = set(WALKS)
