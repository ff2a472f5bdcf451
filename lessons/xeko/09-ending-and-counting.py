# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 9: the end of the game and the count
# **Goal:** add up a final score, Conservation bonus included.
#
# The game stops the moment someone must draw or shed a card and their draw pile is empty (*Ending the
# Game*). Then (*Counting Eco-Points*) hands go to the shed piles and each player adds the Eco-points of
# their own Species in the field. A player with cards left in their draw pile adds the **Conservation
# bonus**: half those cards, rounded up (*Conservation Bonus*): 7 cards give 4, 8 give 4, none give 0.
# The highest total wins; on a tie, the player who still had cards in their draw pile wins.

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
position = {
    "title": "Player 1 has nothing left to draw",
    "field": [{"card": "Indri", "owner": 0, "at": [0, 1]},
              {"card": "Fossa", "owner": 0, "at": [0, -1]},
              {"card": "Jaguar", "owner": 1, "at": [1, 0]},
              {"card": "Leafcutter Ant", "owner": 1, "at": [-1, 0]}],
    "hands": [["Comet Moth"], ["Blue Morpho", "Ocelot"]],
    "draw": [[], ["Leafcutter Ant", "Blue Morpho", "Bromeliad", "Ocelot", "Harpy Eagle", "Blue Morpho", "Bromeliad"]],
    "active": 0, "step": "Draw One Card", "turn": 30,
}
match = xeko.new_match(scenario=position, seed=8)
print("Game over:", match.over)

# %%
board = xeko.Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# What does Player 2 (seat 1) score? Their Species: Jaguar and Leafcutter Ant; 7 cards left to draw.

# %%
task = ScoreTask(match, 1)
board.ask(task)

# %% [markdown]
# ## Recap

# %%
if task.done:
    recap(match.events, kinds=("game-end", "hand-to-shed", "score", "winner"))
else:
    print("Answer the task on the board first (or press Show me); then run this cell again.")

# %% [markdown]
# **Next:** [Xeko 10: a full game against a bot](10-full-game-against-a-bot.ipynb) · [Back to the index](../index.ipynb)
