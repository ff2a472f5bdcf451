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
# On the board below you play Player 1, from the first set-up choice on, against a random bot (Player 2). The
# lesson at the top right of the board guides your set-up and your first turn, phase by phase; then the game
# is yours. Every choice offered is legal, and the log explains each step with its rulebook section. The cards
# you meet are of the kinds in *Card Types*: Huntsmen, Collections, creatures, Battle and Player Turn cards, and the Utility
# cards (crew, cages, items, Actions, Reactions and Immediates).
#
# The cells after it read your game as it stands, whenever you run them.

# %%
import xlearn.xenofera as xenofera
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.ui import Board

match = xenofera.new_match(players=2, seed=21)
guide = lessons.full_game()
board = guide.attach(Board(match, seat=0, opponents="random"))
board

# %% [markdown]
# ## Your game so far
# This cell reads the board's match as it is: where your game stands, or, once it is over, the final count.

# %%
if match.phase[0].isdigit():
    print(f"Your game is still in set-up ({match.phase}): follow the lesson on the board, then run this cell again.")
elif not match.over:
    me = match.view(0)["players"][0]
    print(f"Your game is in turn {match.state.turn}, {match.phase}: you have {me['occupied_cages']} occupied "
          f"cages, {len(me['crew'])} crew members and {me['hand_count']} cards in hand.")
else:
    recap(match.events, kinds=("call", "last-round", "game-end", "score", "winner"))

# %% [markdown]
# ## The battles of your game
# Every battle fought so far in your game, with both totals.

# %%
battles = [e for e in match.events if e.kind == "battle-winner"]
if battles:
    recap(battles)
else:
    print("No battle has been fought in your game yet.")

# %% [markdown]
# This is the last Xenofera lesson. [Back to the index](../index.ipynb)
