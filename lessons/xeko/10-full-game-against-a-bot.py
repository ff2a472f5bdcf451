# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 10: a full game against a bot
# **Goal:** play a whole game, start to finish, with every rule explained on the way.
#
# The board below plays Player 1 for you: pick a choice, and the random bot answers for Player 2 with its
# turn shown step by step. Use **Next step** to reveal one event at a time, and hover or pick a greyed spot
# to see why it is not allowed. At the end the board shows each player's score, term by term.
#
# The cell after it plays a whole game between two bots instantly, so you can read a finished game.

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
match = xeko.new_match(players=2, seed=21)
board = xeko.Board(match, seat=0, opponents="random")
board

# %%
from xlearn.engine.bots import RandomBot, play_out

demo = xeko.new_match(players=2, seed=22)
steps = play_out(demo, [RandomBot(1), RandomBot(2)])
print(f"{steps} choices were made.")

# %% [markdown]
# ## Task
# In that finished game, what did the winner score?

# %%
winner = demo.result.winners[0]
task = ScoreTask(demo, winner)
board.ask(task)

# %% [markdown]
# ## Recap: every Turf War of the game

# %%
if task.done:
    recap(demo.events, kinds=("tw-winner", "tw-tie"))
else:
    print("Answer the task on the board first (or press Show me); then run this cell again.")

# %% [markdown]
# **Next:** [Xeko 11: three and four players](11-three-and-four-players.ipynb) · [Back to the index](../index.ipynb)
