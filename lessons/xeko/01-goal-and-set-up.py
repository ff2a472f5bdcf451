# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 1: the goal and the set-up
# **Goal:** know what wins a game of Xeko and how a game starts, then play your first turn.
#
# You win Xeko by ending with the most **Eco-points**: they come from your Species cards still in the field
# at the end, plus a bonus for every two cards you never had to use (*Object of the Game*, *Conservation
# Bonus*). Every card you draw or shed eats into that bonus, so Xeko is a game of spending wisely.
#
# Before play (*Deck Setup*, *How to Start the Game*): each player brings a deck of 40 cards or fewer, the
# decks are the same size, and no card appears more than three times. The shared Hotspot card is laid at the
# centre of the table, then everybody shuffles their own deck and draws five cards. Rock, Paper, Scissors picks who starts;
# in xlearn the seeded random source plays it, so the same seed always gives the same game.

# %%
import xlearn.xeko as xeko
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap

match = xeko.new_match(players=2, seed=7)
recap(match.events[:6])

# %% [markdown]
# Each line above is an **event**: one step of the rules, in our words, citing the section it applies.
# Now the board: it shows the same match from your seat, Player 1: your hand, the field with the Hotspot in
# the middle, and your choices. Follow the lesson at its top right; every choice is yours. Player 2 is a bot.

# %%
guide = lessons.goal_and_set_up()
board = guide.attach(xeko.Board(match, seat=0, opponents="random"))
board

# %% [markdown]
# ## Your first turn
# Once you have played your first Species on the board, this cell retells your turn. It reads the board's
# match as it is, so run it whenever you like.

# %%
played = guide.heard("step", "species", "no-war", "turf-war")
if guide.played():
    recap(played)
else:
    print("You have not played your first turn yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# - A deck: at most 40 cards, at most three copies of a card, every deck the same size.
# - The Hotspot starts the field; it belongs to nobody's deck.
# - Five cards each, then the first player is chosen, and turns go clockwise.
#
# **Next:** [Xeko 2: the six steps of a turn](02-turn-sequence.ipynb) · [Back to the index](../index.ipynb)
