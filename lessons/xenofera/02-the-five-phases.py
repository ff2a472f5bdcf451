# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 2: the five phases of a turn
# **Goal:** name the phases of a turn in order, and see the engine skip a phase with nothing to do.
#
# Every turn (*Player Turn*) runs through the same five phases:
# - **A. Action**: play up to two Action cards, to hire crew or to do what the card says;
# - **B. Build**: build cages and items from your hand;
# - **C. Capture**: catch creatures from the Line of Sight;
# - **D. Draw**: refill your hand, or look for a new Collection;
# - **Renew**: everybody you used this turn is ready again (*Renew*).
#
# When a phase offers you nothing to do, the engine moves on by itself and the event log says why.
# `match.phase` names the phase just as the rulebook heads it.
#
# Below, you (Player 1) hold a crew card, an Action card and a Titan Pen, a big cage that costs 6 build points,
# more than your Huntsman (3) and your starting member (1) can give. The cell below draws the board (run it if no board shows yet); follow the lesson
# at the top right of the board: you play the whole turn there, phase by phase.

# %%
import xlearn.xenofera as xenofera
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.ui import Board
from xlearn.xenofera.lesson_positions import RIVAL

scenario = {"title": "One whole turn", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Deckhand Lile", "Supply Run", "Titan Pen"]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Hollow Owl", "Cinder Newt"]}
match = xenofera.new_match(scenario=scenario, seed=2)
guide = lessons.the_five_phases()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## Your turn, phase by phase
# Once you have played your turn on the board, this cell retells it: each phase as it came, the ones passed
# by themselves included. It reads the board's match as it is, so run it whenever you like.

# %%
turn = [e for step in match.log[guide.start + 1:] for e in step]
if any(e.kind == "renew" for e in turn):
    recap(turn, kinds=("phase", "capture", "refill", "renew", "turn"))
else:
    print("Your turn is not over yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# Action, Build, Capture, Draw, Renew: every turn, in this order; a phase that offers nothing passes by itself,
# and the event log says why.

# %% [markdown]
# **Next:** [Xenofera 3: crew and build points](03-crew-and-build-points.ipynb) · [Back to the index](../index.ipynb)
