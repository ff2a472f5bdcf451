# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 2: the six steps of a turn
# **Goal:** name the six steps of a Xeko turn and see which of them ask you to choose.
#
# A turn always runs in the same order (*Turn Sequence*): **1** draw a card, **2** SUNRISE powers, **3** one
# Xeko card if you like, **4** one Species card if you like, **5** a Turf War if your new Species started
# one, **6** SUNSET powers. Steps with nothing to decide pass by themselves; `match.phase` names the step
# you are in, just as the rulebook names it.

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
match = xeko.new_match(players=2, seed=3)
print("Now:", match.phase, "- seat", match.to_act, "decides")
for action in match.legal():
    print(" ", action.label)

# %% [markdown]
# Let us skip the Xeko card and look at the steps that follow.

# %%
events = match.play("Play no Xeko card")
print("Now:", match.phase)
recap(events)

# %%
board = xeko.Board(match, seat=match.to_act, opponents="random")
board

# %% [markdown]
# ## Task
# In which step does a Xeko card have to be played? Pick the label of the step from this list:
# `"Draw One Card"`, `"SUNRISE Powers"`, `"Play One Xeko Card"`, `"Play One Species Card"`.

# %%
task = AnswerTask("In which step is a Xeko card played?", "Play One Xeko Card",
                  xeko.RULES.rulebook["xeko-step"].summary, xeko.RULES.rulebook["xeko-step"])
board.ask(task)

# %% [markdown]
# ## Recap
# Draw, SUNRISE, Xeko card, Species card, Turf War, SUNSET, always in that order; only the steps where you
# have a real choice stop and ask.

# %% [markdown]
# **Next:** [Xeko 3: linking Species cards](03-linking.ipynb) · [Back to the index](../index.ipynb)
