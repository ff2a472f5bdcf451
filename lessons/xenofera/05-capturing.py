# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 5: capturing
# **Goal:** tell which creatures you can catch, and with whom.
#
# Each creature card (*Xenofera*) shows its size, its **capture cost**, its home planet, one to three
# characteristics (Winged, Aquatic...) and its **value** in points.
#
# In the Capture Phase (*C. Capture Phase*, *Capture Creatures*) you may catch as many creatures from the
# Line of Sight as you can pay for. Each catch needs two things:
# - a cage of yours with room that holds the creature's size;
# - members whose capture points add up to at least the cost. Several may join in; spare points are lost.
#
# Anyone who built this turn cannot capture, and each member catches at most once a turn. After each catch a
# new creature from the Xenofera deck refills the Line of Sight to five.

# %%
import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.tasks.xenofera import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)
from xlearn.xenofera.lesson_positions import RIVAL
scenario = {"title": "Creatures in view", "phase": "C. Capture Phase", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Tracker Hadley"],
     "cages": [{"cage": "Starter Crate"}, {"cage": "Iron Cage"},
               {"cage": "Steel Enclosure", "creatures": ["Mistwing"]}]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Spindle Drake", "Cinder Newt", "Ridgeback Grazer", "Hollow Owl"]}
match = xenofera.new_match(scenario=scenario, seed=5)
for c in match.view(0)["line_of_sight"]:
    print(f"{c['name']:17} {c['size']:7} cost {c['capture_cost']}  value {c['value']}")

# %%
board = Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# Huntsman 3, Recruit Tam 1 and Tracker Hadley 3 capture points; Cage 1 holds Small, Cage 2 Small or
# Medium, Cage 3 (Medium or Large) is already full. Which creatures can Player 1 capture now? Name them all.

# %%
task = CapturableTask(match)
board.ask(task)

# %% [markdown]
# ## Recap
# Catch the Ridgeback Grazer with the Huntsman and the Tracker. Only Recruit Tam is left, and his single capture
# point pays for nothing in view, so the Capture Phase ends by itself.

# %%
events = match.play("Capture Ridgeback Grazer into Cage 2 with Huntsman + Tracker Hadley")
recap(events, kinds=("capture", "sight", "phase"))

# %% [markdown]
# **Next:** [Xenofera 6: battles and the Decoy](06-battles-and-the-decoy.ipynb) · [Back to the index](../index.ipynb)
