# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 7: keyword powers
# **Goal:** see the Species keywords at work in a Turf War.
#
# Keywords are short names for powers many cards share (*Species-card Power Keywords*). In a Turf War,
# phase a runs the invader's powers first, then the defender's:
# - **Ferocity N**: +N Energy while invading. **Nest N**: +N Energy while defending.
# - **Morph N**: draw N cards before any Boost is played. **Sneak N**: adds N to a Multi-link bonus.
# - **Camouflage**: that Species may stay out of a Turf War, but only as the war is about to begin.
# - **Predator** may fight a rival touching it only at a corner; **Provoke** must be played next to a rival.
# - **Sacrifice N**: a winner with a Diff of at least N may send both Species to the shed piles.
#
# When a new Species could fight several rival Species, its player picks the defender (*5. Turf War*).

# %%
import xlearn.xeko as xeko
from xlearn.lessons import ScriptBot
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap

position = {
    "title": "A Predator and a camouflaged frog",
    "field": [{"card": "Indri", "owner": 0, "at": [0, 1]},
              {"card": "Leafcutter Ant", "owner": 1, "at": [1, 0]},
              {"card": "Red-eyed Tree Frog", "owner": 1, "at": [0, -1]}],
    "hands": [["Madagascar Tree Boa", "Fossa"], ["Jaguar"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 2],
    "active": 0, "step": "Play One Species Card", "turn": 9,
}
match = xeko.new_match(scenario=position, seed=5)
for f in match.view(0)["field"]:
    powers = ", ".join(f"{p['power'].title()} {p['value'] or ''}".strip() for p in f["card"]["powers"]) or "none"
    print(f"{f['card']['name']:22} Energy {f['card']['energy']:2}  powers: {powers}")

# %% [markdown]
# Now the board: follow the lesson at its top right; every choice is yours. Player 2 is scripted: they use
# their frog's Camouflage.

# %%
guide = lessons.keyword_powers()
board = guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot("Decline: Red-eyed Tree Frog uses Camouflage")}))
board

# %% [markdown]
# ## What your Predator did
# Once you have played the Tree Boa on the board, this cell retells it. It reads the board's match as it is.

# %%
played = guide.heard("species", "choose-defender", "camouflage", "turf-war", "no-war")
if guide.played():
    recap(played)
else:
    print("You have not played the Tree Boa yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# Ferocity counts for the invader, Nest for the defender; a Predator may fight at a corner; Camouflage keeps
# a Species out of a war as it is about to begin.
#
# **Next:** [Xeko 8: SUNRISE and SUNSET powers](08-sunrise-and-sunset.ipynb) · [Back to the index](../index.ipynb)
