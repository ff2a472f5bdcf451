# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 10: a full game against a bot
# **Goal:** play a whole game, from choosing a colour to the final count.
#
# The board below plays Player 1 for you, from the first set-up choice on; a random bot plays Player 2. Every
# choice offered is legal, and the log explains each step with its rulebook section. The cards you meet are
# of the kinds in *Card Types*: Huntsmen, Collections, creatures, Battle and Player Turn cards, and the Utility
# cards (crew, cages, items, Actions, Reactions and Immediates).
#
# The cell after it plays a whole game between two random bots at once, so you can read a finished game.

# %%
import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.tasks.xenofera import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)
from xlearn.engine.bots import RandomBot, play_out

match = xenofera.new_match(players=2, seed=21)
board = Board(match, seat=0, opponents="random")
board

# %%
demo = xenofera.new_match(players=2, seed=51)
steps = play_out(demo, [RandomBot(1), RandomBot(2)])
print(f"{steps} choices were made.")

# %% [markdown]
# ## Task
# In that finished game, what did the winner score?

# %%
task = PointsTask(demo, demo.result.winners[0])
board.ask(task)

# %% [markdown]
# ## Recap: the battles, and how the game ended

# %%
if task.done:
    recap(demo.events, kinds=("battle", "battle-winner", "last-round", "call", "game-end", "winner"))
else:
    print("Answer the task on the board first (or press Show me); then run this cell again.")

# %% [markdown]
# This is the last Xenofera lesson. [Back to the index](../index.ipynb)
