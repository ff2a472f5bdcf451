# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 4: cages and items
# **Goal:** know what a cage holds and where an item may go.
#
# A **cage** card (*Cage*) shows the creature sizes it holds (Small, Medium, Large, Huge) and its build
# cost; a built cage goes into your Cargo Bay, which has room for ten. A cage holds one creature unless a card
# says more (ruling N-10).
#
# An **item** (*Item*) is built onto one of your cages and changes it: a Habitat makes each creature inside
# worth more at the end, a Divider adds room, a Frame lets the cage hold one size bigger, and a Lock or a
# Sentry makes the cage fight back when a rival's Action targets it (lesson 6). Each item has a **type**,
# and one cage may carry only one item of each type (*B. Build Phase*). Built cages and items stay unless an
# Action card removes them.

# %%
import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.xenofera.tasks import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)
from xlearn.xenofera.lesson_positions import RIVAL
scenario = {"title": "Items for the Cargo Bay", "phase": "B. Build Phase", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Mechanic Ruud"],
     "cages": [{"cage": "Starter Coop", "items": ["Habitat Module"], "creatures": ["Glimmerfox"]},
               {"cage": "Iron Cage", "items": ["Shock Lock"]}, {"cage": "Wire Cage"}],
     "hand": ["Luxury Habitat", "Divider Kit", "Field Net Cage"]}, RIVAL],
    "line_of_sight": ["Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard", "Spindle Drake"]}
match = xenofera.new_match(scenario=scenario, seed=4)
for cage in match.view(0)["players"][0]["cages"]:
    items = ", ".join(f"{i['name']} ({i['item_type']})" for i in cage["items"]) or "no items"
    print(f"Cage {cage['number']}: {cage['cage']['name']} holds {'/'.join(cage['cage']['sizes'])}; {items}")
for card in match.view(0)["players"][0]["hand"]:
    print(f"In hand: {card['name']} ({card['kind']}, build cost {card['build_cost']})")

# %% [markdown]
# Now the board: follow the lesson at its top right; every choice is yours, made on the board.

# %%
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons

guide = lessons.cages_and_items()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## What you built
# Once you have built the Luxury Habitat on the board, this cell retells the build with its points.

# %%
built = guide.heard("build")
if built:
    recap(built)
else:
    print("You have not built the Luxury Habitat yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# Members pay with their build points, one build each; a cage carries at most one item of each type.

# %% [markdown]
# **Next:** [Xenofera 5: capturing](05-capturing.ipynb) · [Back to the index](../index.ipynb)
