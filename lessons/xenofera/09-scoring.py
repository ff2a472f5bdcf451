# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 9: scoring
# **Goal:** add up a final score and break a tie.
#
# When the game ends (*Scoring and Winning*), each player counts:
# - the **value** of every creature in their cages (a Habitat item adds to each creature in its cage);
# - the **bonus** of every Collection they completed (unfinished ones cost nothing, ruling N-18);
# - **minus** the cost printed on each crew member in their Crew Quarters.
#
# The best total wins. If totals are equal, the player with more captured creatures wins (ruling N-15 covers a
# tie on both counts).
#
# This scenario starts with an empty Utility deck, so the last round is already on: three quiet turns and the
# game is over. The cell below draws the board (run it if no board shows yet); follow the lesson at the top right of the board: you play your last
# turns there, then add up your own score.

# %%
import xlearn.xenofera as xenofera
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.ui import Board

scenario = {"title": "The final count", "phase": "D. Draw Phase", "utility_deck": [], "seats": [
    {"huntsman": "Saffi Okoro", "crew": ["Recruit Tam", "Tracker Ilo", "Wrangler Petra"],
     "cages": [{"cage": "Iron Cage", "items": ["Habitat Module"], "creatures": ["Bramblehog"]},
               {"cage": "Steel Enclosure", "creatures": ["Mistwing"]},
               {"cage": "Starter Crate", "creatures": ["Glimmerfox"]}],
     "collections": ["Deadly Pair", "Tide Pool"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook"],
     "cages": [{"cage": "Starter Pen", "creatures": ["Stonejaw"]}, {"cage": "Wire Cage", "creatures": ["Copperscale Lizard"]},
               {"cage": "Wire Cage", "creatures": ["Obsidian Ram"]}, {"cage": "Field Net Cage", "creatures": ["Prism Crab"]}],
     "collections": ["Twin Tethys"]}],
    "line_of_sight": ["Nova Peacock", "Spindle Drake", "Hollow Owl", "Cinder Newt", "Emberhound"]}
match = xenofera.new_match(scenario=scenario, seed=9)
guide = lessons.scoring()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## What you hold
# Your creatures, crew, Huntsman and Collections, as you see them (this cell only reads the board's match).
# Deadly Pair asks for two Venomous creatures (bonus 3); Tide Pool for three Aquatic ones.

# %%
me = match.view(0)["players"][0]
for cage in me["cages"]:
    items = ", ".join(i["name"] for i in cage["items"]) or "no item"
    for x in cage["creatures"]:
        print(f"{x['name']}: value {x['value']}, {'/'.join(c['name'] for c in x['characteristics'])}, in a cage with {items}")
print("Crew:", ", ".join(f"{m['name']} (cost {m['cost']})" for m in me["crew"]))
print("Huntsman:", me["huntsman"]["name"], "-", me["huntsman"]["text"])
print("Collections:", ", ".join(c["name"] for c in me["collections"]))

# %% [markdown]
# ## The final count
# Once the game is over on the board and you have answered its questions, this cell prints both scores.

# %%
if match.over and guide.finished():
    recap(match.events, kinds=("score", "winner"))
else:
    print("The final count is not in yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# Creature values and Habitat bonuses, plus completed Collections, minus crew costs; on equal totals, whoever
# caught more creatures wins.
#
# **Next:** [Xenofera 10: a full game against a bot](10-full-game-against-bots.ipynb) · [Back to the index](../index.ipynb)
