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
# Here Player 1 has eight occupied cages and an empty Wire Cage, and the Nova Peacock is in view.

# %%
import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.tasks.xenofera import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)
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
board = Board(match, seat=0, opponents="random")
events = match.play("Capture Nova Peacock into Cage 9 with Huntsman + Recruit Tam")
events += match.play("Keep every card and draw back up to 7 cards")
recap(events, kinds=("capture", "refill", "renew"))
print("Occupied cages:", match.view(0)["players"][0]["occupied_cages"])
for action in match.legal():
    print(" ", action.label)

# %%
board

# %% [markdown]
# ## Task
# If Player 1 calls the last round now, how many more turns are played before the game ends?

# %%
task = TurnsLeftTask(match, "Call the last round")
board.ask(task)

# %% [markdown]
# ## When the deck runs out
# Another table: only two Utility cards are left, and Player 1 needs both to refill the hand. How many
# turns follow this one?

# %%
deck_end = {"title": "Two cards left", "phase": "D. Draw Phase", "utility_deck": ["Tracker Hadley", "Wire Cage"],
            "seats": [{"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
                       "hand": ["Supply Run", "Sabotage", "Divider Kit", "Field Net Cage", "Deckhand Mara"]},
                      {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen"}]}],
            "line_of_sight": ["Nova Peacock", "Spindle Drake", "Hollow Owl", "Cinder Newt", "Mistwing"]}
last = xenofera.new_match(scenario=deck_end, seed=8)
second_task = TurnsLeftTask(last, "Keep every card and draw back up to 7 cards")

# %% [markdown]
# ## Recap
# Call it, and let Player 2 play the final turn.

# %%
events = match.play("Call the last round")
events += pass_until(match, lambda m: False)
recap(events, kinds=("call", "turn", "game-end", "winner"))

# %% [markdown]
# **Next:** [Xenofera 9: scoring](09-scoring.ipynb) · [Back to the index](../index.ipynb)
