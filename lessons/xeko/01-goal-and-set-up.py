# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 1: the goal and the set-up
# **Goal:** know what wins a game of Xeko and how a game starts.
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
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
match = xeko.new_match(players=2, seed=7)
for event in match.events[:7]:
    print(event.text)

# %% [markdown]
# Each line above is an **event**: one step of the rules, in our words, citing the section it
# applies. Try `print(match.events[0])` to see the citation too. The board below shows the same match
# from Player 1's seat: your hand, the field with the Hotspot in the middle, and the choices you have.

# %%
board = xeko.Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# A ready-made deck holds 40 cards. How many cards are left in Player 1's draw pile right after the opening
# hand is drawn (before the first turn's draw)? Type your answer in the Task box on the board.

# %%
from xlearn import Calculation

task = NumberTask("Cards left in Player 1's draw pile after the opening hand",
                  Calculation.of("Draw pile", [("Deck", 40), ("Opening hand", -5)]),
                  xeko.RULES.rulebook["opening-hand"])
board.ask(task)

# %% [markdown]
# ## Recap
# - A deck: at most 40 cards, at most three copies of a card, every deck the same size.
# - The Hotspot starts the field; it belongs to nobody's deck.
# - Five cards each, then the first player is chosen, and turns go clockwise.

# %%
recap(match.events[:6])

# %% [markdown]
# **Next:** [Xeko 2: the six steps of a turn](02-turn-sequence.ipynb) · [Back to the index](../index.ipynb)
