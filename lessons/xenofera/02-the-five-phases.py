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
# Below, Player 1 holds a crew card, an Action card and a Titan Pen, a big cage that costs 6 build points,
# more than the Huntsman (3) and the starting member (1) can give.

# %%
import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.tasks.xenofera import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)
from xlearn.xenofera.lesson_positions import RIVAL
scenario = {"title": "One whole turn", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Deckhand Lile", "Supply Run", "Titan Pen"]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Hollow Owl", "Cinder Newt"]}
match = xenofera.new_match(scenario=scenario, seed=2)
print("Now:", match.phase)
for action in match.legal():
    print(" ", action.label)

# %%
board = Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# Player 1 ends the Action Phase at once. In which phase does the turn stop next? (Answer with a letter or a
# name, such as `B` or `Build`.)

# %%
task = PhaseTask(match, "End the Action Phase")
board.ask(task)

# %% [markdown]
# ## Recap
# Now play the whole turn: end the Action Phase, catch the Glimmerfox (Recruit Tam alone can catch nothing
# more, so the Capture Phase ends by itself), keep every card in the Draw Phase, and read each phase go by,
# Renew included.

# %%
events = match.play("End the Action Phase")
events += match.play("Capture Glimmerfox into Cage 1 with Huntsman")
events += match.play("Keep every card and draw back up to 7 cards")
recap(events, kinds=("phase", "capture", "refill", "renew", "turn"))

# %% [markdown]
# **Next:** [Xenofera 3: crew and build points](03-crew-and-build-points.ipynb) · [Back to the index](../index.ipynb)
