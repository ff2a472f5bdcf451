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
# The board below is your game: you are Player 1, a random bot is Player 2. The lesson guides your first
# round; then play on to the end. After each choice the table moves at once and its events play over it, one
# at a time (**Skip** shows them all, **Speed** sets the pace); the bot then moves on its own (**Pause** stops
# it). Hover or pick a greyed spot to see why it is not allowed. At the end the board shows each player's score, term by term.

# %%
import xlearn.xeko as xeko
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap

match = xeko.new_match(players=2, seed=21)
guide = lessons.full_game()
board = guide.attach(xeko.Board(match, seat=0, opponents="random"))
board

# %% [markdown]
# ## Your game so far
# This cell reads the board's match as it is: every Turf War so far, and the count once the game is over.
# Run it again whenever you like.

# %%
if not guide.played():
    print("You have not played your first turn yet: follow the lesson on the board, then run this cell again.")
else:
    wars = [e for e in guide.match.events if e.kind in ("tw-winner", "tw-tie")]
    print(f"Turn {guide.match.view(None)['turn']}: {len(wars)} Turf War(s) so far.")
    recap(wars)
    if guide.match.over:
        recap(guide.match.events, kinds=("score", "winner"))
    else:
        print("The game goes on: play it to the end on the board, then run this cell again for the count.")

# %% [markdown]
# **Next:** [Xeko 11: three and four players](11-three-and-four-players.ipynb) · [Back to the index](../index.ipynb)
