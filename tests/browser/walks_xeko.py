"""The guided walks of the Xeko lessons: for each lesson notebook, the clicks for each asked choice in order,
(wrong, right) for each question, words the cell after the board prints once the lesson has been played, and
which code cell shows the board."""
from __future__ import annotations

from walk_clicks import by_name, first_starting, pick_then_spot  # noqa: F401
from walk_clicks import xeko_fossa  # noqa: F401

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
}

PENDING: set[str] = set()
