"""Which lesson teaches each rulebook section; writes the lesson map table into README.md.

Usage: python tools/lessons/lesson_map.py   (tests/test_lesson_map.py checks the table stays complete)
"""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
START, END = "<!-- lesson-map:start -->", "<!-- lesson-map:end -->"

XEKO = {
    "xeko/01-goal-and-set-up.ipynb": [
        "Xeko", "Mission: Critical", "The Xeko Game™", "The Basics", "The Golden Rule", "Object of the Game",
        "Deck Setup", "How to Start the Game", "Playing: Building a Xeko-System", "The Four Card Types",
        "1. Hotspot Cards", "Zones", "The Field", "Draw Pile", "Hand", "Shed Pile"],
    "xeko/02-turn-sequence.ipynb": ["Turn Sequence", "1. Draw One Card"],
    "xeko/03-linking.ipynb": ["2. Species Cards", "4. Play One Species Card"],
    "xeko/04-turf-war.ipynb": ["5. Turf War", "a. Activate card powers", "d. Determine the winner",
                               "e. Losing player takes a penalty", "f. Clean up"],
    "xeko/05-boosts-and-multi-link.ipynb": ["4. Boost Cards", "b. Play Boost cards", "c. Apply Multi-link bonuses",
                                            "Multi-Link Bonuses"],
    "xeko/06-xeko-cards-and-trophic-tokens.ipynb": ["3. Xeko Cards", "3. Play One Xeko Card"],
    "xeko/07-keyword-powers.ipynb": ["Species-card Power Keywords", "Camouflage", "Ferocity", "Morph", "Nest",
                                     "Predator", "Provoke", "Sacrifice", "Sneak"],
    "xeko/08-sunrise-and-sunset.ipynb": ["2. SUNRISE Powers", "6. SUNSET Powers", "SUNRISE", "SUNSET", "Migrate",
                                         "Warning Call"],
    "xeko/09-ending-and-counting.ipynb": ["Ending the Game", "Counting Eco-Points", "Conservation Bonus"],
    "xeko/10-full-game-against-a-bot.ipynb": ["Glossary"],
    "xeko/11-three-and-four-players.ipynb": [
        "Multiplayer Rules", "Multiplayer FAQ", "Multiplayer Rules for Three Or Four players",
        "Turf Wars in a Multiplayer Game", "Ending a Multiplayer Game", "Mission: Madagascar", "Mission: Costa Rica"],
    "xeko/12-card-guide-cards.ipynb": [
        "Card Guides", "Mission: Indonesia Cards", "Acropora", "Ant Plant", "Bornean Flat-headed Frog",
        "Golden Arowana", "Pondicherry Shark", "Sumatran Tiger", "Trade Winds", "Mission: Costa Rica Cards",
        "Africanized Bee", "Almendro", "Bromeliad", "Brown-throated Three-toed Sloth", "Bullseye Electric Ray",
        "Chase Off", "Deforestation", "Dice\u2019s Cottontail", "Great Green Macaw", "Green Turtle",
        "Guancaste Tree", "Guaria Morada", "Hawksbill Hatchlings", "Humpback Whale", "Plantation Bananas",
        "Rana de Hojarasca", "Mission: Madagascar Cards", "Brown Mouse Lemur", "Comet Orchid",
        "Golden Bamboo Lemur", "Heavy Storm", "Indri", "New Reserve", "Peace Offering", "Sticky Web Trap",
        "Swarm", "Toxic"],
}
MAPS = {"Xeko": XEKO}


def table() -> str:
    """The README table: game, rulebook section, the lesson that teaches it."""
    rows = ["| Game | Rulebook section | Lesson |", "| --- | --- | --- |",
            "| all | — | [index.ipynb](notebooks/index.ipynb): what xlearn is, how a board works |"]
    for game, lessons in MAPS.items():
        for path, sections in lessons.items():
            title = re.sub(r"^\d+-", "", Path(path).stem).replace("-", " ")
            for section in sections:
                rows.append(f"| {game} | {section} | [{Path(path).stem}](notebooks/{path}) ({title}) |")
    return "\n".join(rows)


def main() -> None:
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    before, rest = text.split(START, 1)
    _, after = rest.split(END, 1)
    readme.write_text(f"{before}{START}\n{table()}\n{END}{after}", encoding="utf-8")


if __name__ == "__main__":
    main()
