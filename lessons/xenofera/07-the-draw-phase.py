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

# %%
import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.tasks.xenofera import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)
from xlearn.xenofera.lesson_positions import RIVAL
scenario = {"title": "Time to draw", "phase": "D. Draw Phase", "seats": [
    {"huntsman": "Wren Halloway", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Titan Pen", "Paddock", "Luxury Habitat", "Shock Lock"], "collections": ["Night Shift"]}, RIVAL],
    "line_of_sight": ["Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard", "Spindle Drake"],
    "utility_deck": ["Supply Run", "Lucky Find", "Wire Cage", "Iron Cage", "Tracker Hadley", "Sabotage",
                     "Divider Kit", "Field Net Cage", "Deckhand Mara", "Habitat Module"]}
match = xenofera.new_match(scenario=scenario, seed=7)
labels = [a.label for a in match.legal()]
print(len(labels), "choices, from", labels[0], "to", labels[-2], "- and finally:", labels[-1])

# %%
board = Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# Player 1 keeps all four cards and refills the hand. How many Utility cards does Player 1 draw into the
# hand?

# %%
task = CalcTask(match, "Keep every card and draw back up to 8 cards", "refill",
                "Player 1 keeps every card. How many cards does the refill draw into the hand?")
board.ask(task)

# %% [markdown]
# ## Recap
# Two what-ifs, each played on a copy of the match: throwing away the two big cages first (watch the Lucky
# Find), and drawing Collections instead.

# %%
_, events = probe(match, "Discard Titan Pen and Paddock, then draw back up to 8 cards")
recap(events, kinds=("refill", "draw", "immediate"))
copy, events = probe(match, "Draw two Collections")
events += copy.play(copy.legal()[0])
recap(events, kinds=("collection", "keep-collection"))

# %% [markdown]
# **Next:** [Xenofera 8: the last round](08-the-last-round.ipynb) · [Back to the index](../index.ipynb)
