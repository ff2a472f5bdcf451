# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 11: a full game against a bot
# **Goal:** play a whole game and use what the earlier lessons taught.
#
# The board plays Player 1 for you; a random bot plays Player 2, and its turns appear in the event log step by
# step. A few habits help (*Adventuring Tips*): look for Adventures whose emblems your hand already nearly
# covers, keep two matching Leads when you can so a Thwart stays possible, and use the catch-up Heroic Feats
# the moment you fall behind.
#
# The cell after the board lets two bots play a game to the end at once, so you can read a finished game.

# %%
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
match = new_match(players=2, seed=21)
board = Board(match, seat=0, opponents="random")
board

# %%
from xlearn.engine.bots import RandomBot, play_out

demo = new_match(players=2, seed=29)
steps = play_out(demo, [RandomBot(1), RandomBot(2)])
print(f"{steps} choices were made.")

# %% [markdown]
# ## Task
# In that finished game, how many Adventures had the losing seeker archived?

# %%
loser = next(s for s in range(2) if s not in demo.result.winners)
task = NumberTask("How many Adventures had the loser archived?", demo.result.scores[loser], demo.result.rule)
board.ask(task)

# %% [markdown]
# ## Recap: every completed Adventure of the game

# %%
if task.done:
    recap(demo.events, kinds=("complete", "final", "win"))
else:
    print("Answer the task on the board first (or press Show me); then run this cell again.")

# %% [markdown]
# **Next:** [Seekers 12: Draft Mode and more players](12-draft-mode-and-more-players.ipynb) · [Back to the index](../index.ipynb)
