"""The steps of Set Up and the phases of the Player Turn, named as the rulebook's headings name them, in order.

A step module imports the names it moves the game on to; ``flow.py`` maps each name to the function that
does it. ``FOLLOWS`` is the rulebook's order: which step comes after which.
"""
from __future__ import annotations

(SET_BATTLE, SET_HUNTSMAN, SET_XENOFERA, SET_COLLECTION, SET_UTILITY, SET_START,
 ACTION, BUILD, CAPTURE, DRAW, RENEW, END_GAME, OVER) = range(13)
PHASE_NAMES = (
    "1. Battle Cards/Player Turn Cards",  # SET_BATTLE
    "2. Huntsman Deck",  # SET_HUNTSMAN
    "3. Xenofera Deck",  # SET_XENOFERA
    "4. Collection Deck",  # SET_COLLECTION
    "5. Utility Deck",  # SET_UTILITY
    "6. Choose a Starting Player",  # SET_START
    "A. Action Phase",  # ACTION
    "B. Build Phase",  # BUILD
    "C. Capture Phase",  # CAPTURE
    "D. Draw Phase",  # DRAW
    "Renew",  # RENEW
    "End Game",  # END_GAME
    "Scoring and Winning",  # OVER
)
BATTLES = "Battles"

# Set Up's six steps one after another, then the turn's phases; after End Game the next player's turn begins
# (or, once every last turn is played, the game ends in Scoring and Winning).
FOLLOWS = {PHASE_NAMES[k]: PHASE_NAMES[k + 1] for k in range(SET_BATTLE, END_GAME)}
FOLLOWS[PHASE_NAMES[END_GAME]] = PHASE_NAMES[ACTION]
