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
# You play Player 1 on the board; a random bot plays Player 2, one choice each time you press its button, and
# its turns appear in the event log step by step. The lesson on the board explains your first turn. A few habits help (*Adventuring Tips*): look for Adventures whose emblems your hand already nearly
# covers, keep two matching Leads when you can so a Thwart stays possible, and use the catch-up Heroic Feats
# the moment you fall behind.

# %%
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

match = new_match(players=2, seed=21)
guide = lessons.full_game()
board = guide.attach(Board(match, seat=0, opponents="random"))
board

# %% [markdown]
# ## Your game so far
# This cell reads the board's match as it is: run it at any time, and again once the game is over.

# %%
if match.over:
    recap([event for step in match.log for event in step], kinds=("complete", "final", "win"))
    print(match.result)
else:
    for player in match.view(0)["players"]:
        print(f"{player['name']} has archived {sum(c['kind'] == 'adventure' for c in player['archive'])} "
              "Adventures of the five that win.")
    if guide.finished():
        print("The game is still going: play on against the bot, then run this cell again.")
    else:
        print("Your first turn is not over yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# **Next:** [Seekers 12: Draft Mode and more players](12-draft-mode-and-more-players.ipynb) · [Back to the index](../index.ipynb)
