"""The guided walks of the X: Seekers of Fortune lessons: for each lesson notebook, the clicks for each asked choice in order,
(wrong, right) for each question, words the cell after the board prints once the lesson has been played, and
which code cell shows the board."""
from __future__ import annotations

from walk_clicks import by_name, first_starting, pick_then_spot  # noqa: F401

WALKS = {
    "seekers/03-completing-adventures.ipynb": (
        [by_name("Complete The Forgotten Lagoon")], [("yes", "no")], "Still possible", 1),
    "seekers/06-thwart-chains.ipynb": (
        [by_name("Play Lucky Break"), by_name("Thwart Player 2's Thwart"), first_starting("Bury 2"),
         by_name("Let Player 2's Thwart take effect")], [("yes", "no")], "negated", 0),
}

# these walks click the old buttons; the new table chooses by selecting cards: rewrite them, then empty this
PENDING: set[str] = set(WALKS)
