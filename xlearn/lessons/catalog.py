"""The lesson catalogue: each lesson's title, the rulebook headings it teaches, and about how long it takes.

The README lesson map, the start page's table, the board's "rules met" links and the links from one lesson
to the next are all read from here.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Lesson:
    """One lesson notebook: where it lives (under notebooks/), its title, minutes, and the headings it teaches."""

    game: str
    path: str
    title: str
    minutes: int
    sections: tuple[str, ...]


GAME_NAMES = {"xeko": "Xeko", "xenofera": "Xenofera", "seekers": "X: Seekers of Fortune"}


def _lesson(game: str, path: str, title: str, minutes: int, *sections: str) -> Lesson:
    return Lesson(game, path, title, minutes, tuple(sections))


LESSONS: tuple[Lesson, ...] = (
    _lesson("xeko", "xeko/01-goal-and-set-up.ipynb", "the goal and the set-up", 10,
            "Xeko", "Mission: Critical", "The Xeko Game™", "The Basics", "The Golden Rule", "Object of the Game", "Deck Setup", "How to Start the Game", "Playing: Building a Xeko-System", "The Four Card Types", "1. Hotspot Cards", "Zones", "The Field", "Draw Pile", "Hand", "Shed Pile"),
    _lesson("xeko", "xeko/02-turn-sequence.ipynb", "the six steps of a turn", 10,
            "Turn Sequence", "1. Draw One Card"),
    _lesson("xeko", "xeko/03-linking.ipynb", "linking Species cards", 10,
            "2. Species Cards", "4. Play One Species Card"),
    _lesson("xeko", "xeko/04-turf-war.ipynb", "the Turf War", 10,
            "5. Turf War", "a. Activate card powers", "d. Determine the winner", "e. Losing player takes a penalty", "f. Clean up"),
    _lesson("xeko", "xeko/05-boosts-and-multi-link.ipynb", "Boosts and the Multi-link bonus", 10,
            "4. Boost Cards", "b. Play Boost cards", "c. Apply Multi-link bonuses", "Multi-Link Bonuses"),
    _lesson("xeko", "xeko/06-xeko-cards-and-trophic-tokens.ipynb", "Xeko cards and Trophic Tokens", 10,
            "3. Xeko Cards", "3. Play One Xeko Card"),
    _lesson("xeko", "xeko/07-keyword-powers.ipynb", "keyword powers", 10,
            "Species-card Power Keywords", "Camouflage", "Ferocity", "Morph", "Nest", "Predator", "Provoke", "Sacrifice", "Sneak"),
    _lesson("xeko", "xeko/08-sunrise-and-sunset.ipynb", "SUNRISE and SUNSET powers", 10,
            "2. SUNRISE Powers", "6. SUNSET Powers", "SUNRISE", "SUNSET", "Migrate", "Warning Call"),
    _lesson("xeko", "xeko/09-ending-and-counting.ipynb", "the end of the game and the count", 10,
            "Ending the Game", "Counting Eco-Points", "Conservation Bonus"),
    _lesson("xeko", "xeko/10-full-game-against-a-bot.ipynb", "a full game against a bot", 15,
            "Glossary"),
    _lesson("xeko", "xeko/11-three-and-four-players.ipynb", "three and four players", 10,
            "Multiplayer Rules", "Multiplayer FAQ", "Multiplayer Rules for Three Or Four players", "Turf Wars in a Multiplayer Game", "Ending a Multiplayer Game", "Mission: Madagascar", "Mission: Costa Rica"),
    _lesson("xeko", "xeko/12-card-guide-cards.ipynb", "cards that change the rules", 10,
            "Card Guides", "Mission: Indonesia Cards", "Acropora", "Ant Plant", "Bornean Flat-headed Frog", "Golden Arowana", "Pondicherry Shark", "Sumatran Tiger", "Trade Winds", "Mission: Costa Rica Cards", "Africanized Bee", "Almendro", "Bromeliad", "Brown-throated Three-toed Sloth", "Bullseye Electric Ray", "Chase Off", "Deforestation", "Dice’s Cottontail", "Great Green Macaw", "Green Turtle", "Guancaste Tree", "Guaria Morada", "Hawksbill Hatchlings", "Humpback Whale", "Plantation Bananas", "Rana de Hojarasca", "Mission: Madagascar Cards", "Brown Mouse Lemur", "Comet Orchid", "Golden Bamboo Lemur", "Heavy Storm", "Indri", "New Reserve", "Peace Offering", "Sticky Web Trap", "Swarm", "Toxic"),
    _lesson("xenofera", "xenofera/01-goal-and-set-up.ipynb", "the goal and the set-up", 10,
            "Objective", "Set Up Diagram", "Components", "3. Xenofera Deck", "Set Up", "5. Utility Deck", "1. Battle Cards/Player Turn Cards", "6. Choose a Starting Player", "2. Huntsman Deck", "4. Collection Deck"),
    _lesson("xenofera", "xenofera/02-the-five-phases.ipynb", "the five phases of a turn", 10,
            "Player Turn", "Renew"),
    _lesson("xenofera", "xenofera/03-crew-and-build-points.ipynb", "crew and build points", 10,
            "A. Action Phase", "Recruiting crew", "Huntsman", "Crew Members", "Starting Utility", "Cards from the Utility Deck"),
    _lesson("xenofera", "xenofera/04-cages-and-items.ipynb", "cages and items", 10,
            "B. Build Phase", "Cage", "Item"),
    _lesson("xenofera", "xenofera/05-capturing.ipynb", "capturing", 10,
            "C. Capture Phase", "Capture Creatures", "Xenofera"),
    _lesson("xenofera", "xenofera/06-battles-and-the-decoy.ipynb", "battles and the Decoy", 10,
            "Battles", "The Attacker", "Reaction", "The Defender", "Regular Action", "Resolution", "When a battle is triggered", "Performing other Actions"),
    _lesson("xenofera", "xenofera/07-the-draw-phase.ipynb", "the Draw Phase", 10,
            "D. Draw Phase", "Either", "Or", "Collection", "Immediate"),
    _lesson("xenofera", "xenofera/08-the-last-round.ipynb", "the last round", 10,
            "End Game"),
    _lesson("xenofera", "xenofera/09-scoring.ipynb", "scoring", 10,
            "Scoring and Winning"),
    _lesson("xenofera", "xenofera/10-full-game-against-bots.ipynb", "a full game against a bot", 15,
            "Card Types"),
    _lesson("seekers", "seekers/01-goal-and-set-up.ipynb", "the goal and the set-up", 10,
            "Game Set-Up", "Winning the Game", "Key Terms", "Components", "New Player Suggestions", "Card Types"),
    _lesson("seekers", "seekers/02-the-turn.ipynb", "the four steps of a turn", 10,
            "Taking a Turn", "Hand Limits"),
    _lesson("seekers", "seekers/03-completing-adventures.ipynb", "completing Adventures with wild Leads", 10,
            "Completing Adventures"),
    _lesson("seekers", "seekers/04-actionx-cards-and-icons.ipynb", "ActionX cards and their icons", 10,
            "ActionX Cards", "Types of Abilities", "ActionX Abilities", "Icons & Special Abilities", "Sites & Relics", "Leverage", "Bond", "Twist", "Delay", "Card Effects vs Standard Rules"),
    _lesson("seekers", "seekers/05-heroic-feats.ipynb", "the Heroic Feats", 10,
            "Gain Resources", "Heroic Feats", "Disrupt Rivals", "Know Your Heroic Feats", "Chain Abilities & Build Momentum"),
    _lesson("seekers", "seekers/06-thwart-chains.ipynb", "Thwart chains", 10,
            "More on Thwart"),
    _lesson("seekers", "seekers/07-catching-up.ipynb", "catching up with Negotiate and Poach", 10,
            "Catch Up", "Catchup Actions"),
    _lesson("seekers", "seekers/08-the-final-adventure.ipynb", "the Final Adventure", 10,
            "The Final Adventure", "Surviving the Final Adventure"),
    _lesson("seekers", "seekers/09-resting-and-decks-running-out.ipynb", "resting, and decks that run out", 10,
            "Resting", "Additional Rules", "If a Card Deck Runs Out"),
    _lesson("seekers", "seekers/10-the-breakthrough-win.ipynb", "the Breakthrough win", 10,
            "Alternate Win Condition: Breakthrough"),
    _lesson("seekers", "seekers/11-full-game-against-a-bot.ipynb", "a full game against a bot", 15,
            "Adventuring Tips"),
    _lesson("seekers", "seekers/12-draft-mode-and-more-players.ipynb", "Draft Mode and more players", 10,
            "Multiplayer", "More Ways to Play", "Draft Mode"),
)

BY_PATH = {lesson.path: lesson for lesson in LESSONS}


def lessons_of(game: str) -> tuple[Lesson, ...]:
    """The game's lessons in the order they are meant to be taken."""
    return tuple(lesson for lesson in LESSONS if lesson.game == game)


def next_lesson(path: str) -> Lesson | None:
    """The lesson after this one in its game (None after the last)."""
    lesson = BY_PATH[path]
    same = lessons_of(lesson.game)
    k = same.index(lesson)
    return same[k + 1] if k + 1 < len(same) else None


def teaching(game: str, heading: str) -> Lesson | None:
    """The first lesson of the game that teaches this rulebook heading (None if none does)."""
    return next((lesson for lesson in lessons_of(game) if heading in lesson.sections), None)
