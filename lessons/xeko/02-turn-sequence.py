# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 2: the six steps of a turn
# **Goal:** name the six steps of a Xeko turn and see which of them ask you to choose.
#
# A turn always runs in the same order (*Turn Sequence*): **1** draw a card, **2** SUNRISE powers, **3** one
# Xeko card if you like, **4** one Species card if you like, **5** a Turf War if your new Species started
# one, **6** SUNSET powers. Steps with nothing to decide pass by themselves; `match.phase` names the step
# you are in, just as the rulebook names it.

# %%
import xlearn.xeko as xeko
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap

match = xeko.new_match(players=2, seed=15)
print("Your choices now:")
for action in match.legal():
    print(" ", action.label)

# %% [markdown]
# Now the board: follow the lesson at its top right. You are Player 1; Player 2 is a bot.

# %%
guide = lessons.turn_sequence()
board = guide.attach(xeko.Board(match, seat=0, opponents="random"))
board

# %% [markdown]
# ## The steps of your turn
# Once you have played your turn on the board, this cell lists its steps. It reads the board's match.

# %%
if guide.played():
    recap(guide.heard("step", "species", "no-war", "turf-war"))
else:
    print("You have not played your turn yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# Draw, SUNRISE, Xeko card, Species card, Turf War, SUNSET, always in that order; only the steps where you
# have a real choice stop and ask.
#
# **Next:** [Xeko 3: linking Species cards](03-linking.ipynb) · [Back to the index](../index.ipynb)
