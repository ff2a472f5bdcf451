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
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.ui import Board
from xlearn.xenofera.lesson_positions import RIVAL

scenario = {"title": "Creatures in view", "phase": "C. Capture Phase", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Tracker Hadley"],
     "cages": [{"cage": "Starter Crate"}, {"cage": "Iron Cage"},
               {"cage": "Steel Enclosure", "creatures": ["Mistwing"]}]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Spindle Drake", "Cinder Newt", "Ridgeback Grazer", "Hollow Owl"]}
match = xenofera.new_match(scenario=scenario, seed=5)
for c in match.view(0)["line_of_sight"]:
    print(f"{c['name']:17} {c['size']:7} cost {c['capture_cost']}  value {c['value']}")

# %% [markdown]
# Huntsman 3, Recruit Tam 1 and Tracker Hadley 3 capture points; Cage 1 holds Small, Cage 2 Small or
# Medium, Cage 3 (Medium or Large) is already full. Now the board: follow the lesson at its top right.

# %%
guide = lessons.capturing()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## Your catch
# Once you have caught a creature on the board, this cell retells it. It reads the board's match as it is.

# %%
caught = guide.heard("capture", "sight", "refill", "phase")
if any(e.kind == "capture" for e in caught):
    recap(caught)
else:
    print("You have not caught a creature yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# **Next:** [Xenofera 6: battles and the Decoy](06-battles-and-the-decoy.ipynb) · [Back to the index](../index.ipynb)
