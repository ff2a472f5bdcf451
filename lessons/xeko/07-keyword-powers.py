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
# Below, the Madagascar Tree Boa (a Predator) touches no rival edge to edge, but a rival's Red-eyed Tree
# Frog sits at its corner: its player may start a Turf War with it, or not.

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
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
events = match.play("Play Madagascar Tree Boa at (-1, 0)")
recap(events, kinds=("species", "choose-defender"))
print("Player", match.to_act + 1, "chooses:", [a.label for a in match.legal()])

# %%
events = match.play("Invade Red-eyed Tree Frog at (0, -1)")
print("Now Player", match.to_act + 1, "decides:", [a.label for a in match.legal()])

# %%
recap(match.play("Decline: Red-eyed Tree Frog uses Camouflage"), kinds=("camouflage", "step"))

# %% [markdown]
# ## Task
# Start again from the same position. This time Player 1 plays **Fossa** (Ferocity 3) at (2, 0) against the
# **Leafcutter Ant** (Nest 3). With no Boosts, what is the Diff?

# %%
fresh = xeko.new_match(scenario=position, seed=5)
board = xeko.Board(fresh, seat=0, opponents=None, hotseat=False)
task = DiffTask(fresh, "Play Fossa at (2, 0)")
board.ask(task)

# %% [markdown]
# ## Recap
# Ferocity counted for the invader, Nest for the defender; the Calculation lists each term.

# %%
board

# %% [markdown]
# **Next:** [Xeko 8: SUNRISE and SUNSET powers](08-sunrise-and-sunset.ipynb) · [Back to the index](../index.ipynb)
