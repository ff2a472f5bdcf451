# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 7: the Draw Phase
# **Goal:** choose between refilling your hand and drawing Collections.
#
# In the Draw Phase (*D. Draw Phase*) you pick one of two options:
# - *Either*: throw away any cards you like (none is fine), then draw Utility cards until you hold seven
#   (ruling N-12 makes this one choice);
# - *Or*: draw two Collection cards, keep one face down and shuffle the other back.
#
# A **Collection** (*Collection*) asks for a set of creatures: three Nocturnal ones, say, or three from the
# planet Korrun. Completed by the end, it scores its bonus. You may keep more than one.
#
# An **Immediate** card (*Immediate*) works the moment it is drawn and then goes to the discard pile; it does
# not count as a card drawn, so you keep drawing (ruling N-4). Lucky Find, for instance, gives two more cards.
#
# Some leaders change the numbers: Huntsman Wren Halloway refills the hand to **eight**.
#
# The cell below draws the board (run it if no board shows yet): you are Wren Halloway in your Draw Phase. Follow the lesson at the top right of the
# board; every choice of yours is made there.

# %%
import xlearn.xenofera as xenofera
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.xenofera.tasks import probe
from xlearn.ui import Board
from xlearn.xenofera.lesson_positions import RIVAL

scenario = {"title": "Time to draw", "phase": "D. Draw Phase", "seats": [
    {"huntsman": "Wren Halloway", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Titan Pen", "Paddock", "Luxury Habitat", "Shock Lock"], "collections": ["Night Shift"]}, RIVAL],
    "line_of_sight": ["Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard", "Spindle Drake"],
    "utility_deck": ["Supply Run", "Lucky Find", "Wire Cage", "Iron Cage", "Tracker Hadley", "Sabotage",
                     "Divider Kit", "Field Net Cage", "Deckhand Mara", "Habitat Module"]}
match = xenofera.new_match(scenario=scenario, seed=7)
guide = lessons.the_draw_phase()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## Your refill
# Once you have refilled on the board, this cell retells it card by card. It reads the board's match as it is,
# so run it whenever you like.

# %%
drawn = guide.heard("refill", "draw", "immediate") if guide.played() else []
if drawn:
    recap(drawn)
else:
    print("You have not refilled yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Two what-ifs
# Each is played on a fresh copy of the same position, so your board does not change: throwing away the two
# big cages first (watch the Lucky Find), and drawing Collections instead.

# %%
fresh = xenofera.new_match(scenario=scenario, seed=7)
_, events = probe(fresh, "Discard Titan Pen and Paddock, then draw back up to 8 cards")
recap(events, kinds=("refill", "draw", "immediate"))
copy, events = probe(fresh, "Draw two Collections")
events += copy.play(copy.legal()[0])
recap(events, kinds=("collection", "keep-collection"))

# %% [markdown]
# ## Recap
# Discard any cards and refill to your hand size, or draw two Collections and keep one. An Immediate card
# works when drawn and does not count towards the refill (ruling N-4). Only cards in your hand are discarded:
# your crew, cages and items never are, unless an Action card says so.
#
# **Next:** [Xenofera 8: the last round](08-the-last-round.ipynb) · [Back to the index](../index.ipynb)
