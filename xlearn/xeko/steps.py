"""The names of Xeko's turn steps in the rulebook's Turn Sequence order: data the step modules import.

The name-to-function map that runs them is ``xeko/flow.py``; only the game's top level imports it.
"""
from __future__ import annotations

# Steps of the turn, named as the rulebook's Turn Sequence names them.
DRAW, SUNRISE, XEKO, SPECIES, TURF_WAR, SUNSET, GAME_OVER, SETUP = range(8)
STEP_NAMES = ("Draw One Card", "SUNRISE Powers", "Play One Xeko Card", "Play One Species Card",
              "Turf War", "SUNSET Powers", "Game Over", "How to Start the Game")

# The Turn Sequence: each step and the one that follows it (after SUNSET the next player's turn begins).
FOLLOWS = {DRAW: SUNRISE, SUNRISE: XEKO, XEKO: SPECIES, SPECIES: TURF_WAR, TURF_WAR: SUNSET, SUNSET: DRAW}

# Two moments that come before whatever step is current: a Species just played whose on-play powers are
# still to work, and a turn that passes to the next seat because its player has left the game.
ON_PLAY_STEP = "on-play"
NEXT_SEAT = "next-seat"

# The powers that work the moment a Species is played, in the order they are worked through.
ON_PLAY = ("pondicherry-shark", "great-green-macaw", "humpback-whale", "ant-plant", "africanized-bee",
           "comet-orchid")
