"""Xeko positions shared by several lessons (scenarios: field, hands, piles, whose turn)."""
from __future__ import annotations

# Player 2's Black-cheeked Ant Tanager sits east of the Hotspot; Player 1 is about to play a Species.
TANAGER = {
    "title": "A rival next to the Hotspot",
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]}],
    "hands": [["Indri", "Fossa", "Aye-aye"], ["Tsingy Shelter"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 3,
}
