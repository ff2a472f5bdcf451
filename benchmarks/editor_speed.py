"""How long the position editor takes to check one placement (the game's scenario checks run on every click)."""
from __future__ import annotations

from xlearn.ui.editor_position import Position
from xlearn.ui.editor_zones import EDITORS

from .timing import median_microseconds

# game -> a position of about ten cards built as the browser test builds it: (zone, card, extra) each
POSITIONS = {
    "xeko": [("field", "Hawk Moth", {"at": [1, 0]}), ("field", "Comet Orchid", {"at": [0, 1]}),
             ("hands[0]", "Indri", {}), ("hands[0]", "Fossa", {}), ("draw[0]", "Aye-aye", {}),
             ("draw[0]", "Tomato Frog", {}), ("hands[1]", "Golden Mantella", {}), ("draw[1]", "Giraffe Weevil", {})],
    "xenofera": [("seats[0].huntsman", "Quilla Sorn", {}), ("seats[0].crew", "Deckhand Mara", {}),
                 ("seats[0].cages", "Starter Crate", {}), ("seats[0].cages[0].creatures", "Glimmerfox", {}),
                 ("seats[0].hand", "Deckhand Oskar", {}), ("line_of_sight", "Bramblehog", {}),
                 ("line_of_sight", "Mistwing", {}), ("seats[1].crew", "Recruit Rook", {})],
    "seekers": [("seats[0].leads", "Glyph", {}), ("seats[0].leads", "Myth", {}), ("seats[0].actionx", "Lucky Break", {}),
                ("seats[0].adventures", "The Forgotten Lagoon", {}), ("seats[0].active", "Tarnished Crown", {}),
                ("seats[1].leads", "Ruin", {}), ("seats[1].actionx", "Whistling Idol", {}),
                ("lead_deck_top", "Vision", {})],
}


def report() -> list[str]:
    """The median time of one placement checked by the engine (placed, checked, taken back) per game."""
    lines = []
    for game, plan in POSITIONS.items():
        pos = Position(EDITORS[game])
        for path, card, extra in plan:
            assert pos.place(path, card, **extra) == [], (game, card)
        zone, card, extra = plan[-1]

        def one() -> None:
            pos.place(zone, card, **extra)
            pos.undo()
        us = median_microseconds(one, 20)
        lines.append(f"{'Editor ' + game:28} a placement and its undo  {us / 1000:7.2f} ms  (each checked by the engine; position of "
                     f"{len(plan) + 1} cards)")
    return lines


if __name__ == "__main__":
    for line in report():
        print(line)
