# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 8: the last round
# **Goal:** know the two ways the last round starts, and who still plays.
#
# The end comes in one of two ways (*End Game*):
# - **The Utility deck runs out.** Once the turn that drew the last card is over, every player has one more
#   turn, the one who drew it included, as the very last (ruling N-13).
# - **Someone calls it.** A player whose cages are occupied (an occupied cage holds at least one creature)
#   in sufficient number may call the last round at the end of their turn (ruling N-14). The number needed
#   falls as players are added: 9 for two players, 8 for three, 7 for four, 6 for five. Then everyone
#   **else** has one more turn; the caller has none. Calling is never compulsory.
#
# Here you (Player 1) have eight occupied cages and an empty Wire Cage, and the Nova Peacock is in view. Run the
# cell below and follow the lesson at the top right of the board; every choice of yours is made there.

# %%
import xlearn.xenofera as xenofera
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.xenofera.tasks import pass_until, probe
from xlearn.ui import Board

small = ["Glimmerfox", "Duskcrawler", "Stonejaw", "Magma Tortoise", "Shardbeetle", "Obsidian Ram",
         "Prism Crab", "Basalt Boar"]
cages = ["Starter Crate"] + ["Wire Cage"] * 4 + ["Iron Cage"] * 3
scenario = {"title": "Eight full cages", "phase": "C. Capture Phase", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"],
     "cages": [{"cage": c, "creatures": [x]} for c, x in zip(cages, small)] + [{"cage": "Wire Cage"}],
     "hand": ["Supply Run", "Sabotage", "Divider Kit"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen", "creatures": ["Kelp Drifter"]}]}],
    "line_of_sight": ["Nova Peacock", "Spindle Drake", "Hollow Owl", "Cinder Newt", "Mistwing"]}
match = xenofera.new_match(scenario=scenario, seed=8)
guide = lessons.the_last_round()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## Your call, and what followed
# Once you have called the last round on the board (and, if you like, let your rival play the final turn),
# this cell retells it. It reads the board's match as it is, so run it whenever you like.

# %%
ending = [e for step in match.log[guide.start + 1:] for e in step if e.kind in ("call", "turn", "game-end", "winner")]
if any(e.kind == "call" for e in ending):
    recap(ending)
    print("Occupied cages:", match.view(0)["players"][0]["occupied_cages"])
else:
    print("You have not called the last round yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## When the deck runs out
# Another table, away from your board: only two Utility cards are left, and Player 1 needs both to refill the
# hand. Every player, Player 1 included, then has one more turn (ruling N-13). This cell plays it out.

# %%
deck_end = {"title": "Two cards left", "phase": "D. Draw Phase", "utility_deck": ["Tracker Hadley", "Wire Cage"],
            "seats": [{"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
                       "hand": ["Supply Run", "Sabotage", "Divider Kit", "Field Net Cage", "Deckhand Mara"]},
                      {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen"}]}],
            "line_of_sight": ["Nova Peacock", "Spindle Drake", "Hollow Owl", "Cinder Newt", "Mistwing"]}
last = xenofera.new_match(scenario=deck_end, seed=8)
events = last.play("Keep every card and draw back up to 7 cards")
events += pass_until(last, lambda m: False)
recap(events, kinds=("last-card", "last-round", "turn", "game-end"))

# %% [markdown]
# ## Recap
# The deck running out gives everyone one more turn; a call gives everyone else one more turn, the caller none.
#
# **Next:** [Xenofera 9: scoring](09-scoring.ipynb) · [Back to the index](../index.ipynb)
