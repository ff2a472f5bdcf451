# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 9: the end of the game and the count
# **Goal:** end a game and add up the final scores, Conservation bonus included.
#
# The game stops the moment someone must draw or shed a card and their draw pile is empty (*Ending the
# Game*). Then (*Counting Eco-Points*) hands go to the shed piles and each player adds the Eco-points of
# their own Species in the field. A player with cards left in their draw pile adds the **Conservation
# bonus**: half those cards, rounded up (*Conservation Bonus*): 7 cards give 4, 8 give 4, none give 0.
# The highest total wins; on a tie, the player who still had cards in their draw pile wins.

# %%
import xlearn.xeko as xeko
from xlearn.lessons import ScriptBot
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap

position = {
    "title": "Your draw pile is empty",
    "field": [{"card": "Indri", "owner": 0, "at": [0, 1]},
              {"card": "Fossa", "owner": 0, "at": [0, -1]},
              {"card": "Jaguar", "owner": 1, "at": [1, 0]},
              {"card": "Leafcutter Ant", "owner": 1, "at": [-1, 0]}],
    "hands": [["Comet Moth"], ["Blue Morpho", "Ocelot"]],
    "draw": [[], ["Leafcutter Ant", "Blue Morpho", "Bromeliad", "Ocelot", "Harpy Eagle", "Blue Morpho", "Bromeliad"]],
    "active": 0, "step": "Play One Species Card", "turn": 30,
}
match = xeko.new_match(scenario=position, seed=8)
print("Game over:", match.over)

# %% [markdown]
# Now the board: follow the lesson at its top right. Player 2 is scripted: they play no Species.

# %%
guide = lessons.ending_and_counting()
board = guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot("Play no Species card")}))
board

# %% [markdown]
# ## The count
# Once the game has ended on the board and you have answered its questions, this cell shows the count.

# %%
if guide.match.over and guide.finished():
    recap(guide.match.events, kinds=("game-end", "hand-to-shed", "score", "winner"))
else:
    print("The game has not been counted yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# **Next:** [Xeko 10: a full game against a bot](10-full-game-against-a-bot.ipynb) · [Back to the index](../index.ipynb)
