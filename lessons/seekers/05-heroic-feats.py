# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 5: the Heroic Feats
# **Goal:** choose the right Heroic Feat and know how often you may use it.
#
# Heroic Feats are always available to pay for in your action step (*Heroic Feats*). Two of them gain you
# resources (*Gain Resources*):
# - **Barter**: give up three Leads, or an ActionX card, to see the next two Adventures; one joins your zone,
#   the other is discarded.
# - **Breakthrough**: discard three Leads of one type (wild Leads may fill in) to draw an ActionX card.
#
# Two of them hurt a rival (*Disrupt Rivals*):
# - **Sabotage**: scrap one of your own active Sites, Relics or Adventures and discard a Lead; then a rival's
#   Site or Relic you pick is archived, or their Adventure is buried.
# - **Thwart**: bury two Leads of one type to cancel a rival's Feat as it is played (lesson 6).
#
# Negotiate and Poach, for seekers who are behind, come in lesson 7. Each Heroic Feat except Thwart may be
# used at most once a turn; but you may use several different ones, and chaining them with your ActionX cards
# is how a strong turn is built (*Know Your Heroic Feats*, *Chain Abilities & Build Momentum*).

# %%
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

position = {
    "title": "A turn of Heroic Feats",
    "seats": [{"leads": ["Ruin", "Ruin", "Ruin", "Glyph", "Glyph", "Wild"],
               "adventures": ["The Ember Sanctum", "The Crimson Observatory"], "active": [{"card": "Base Camp"}]},
              {"leads": ["Myth", "Vision", "Ruin"], "adventures": ["The Jade Temple"],
               "active": [{"card": "Lookout Tower"}]}],
    "actionx_deck_top": ["Tarnished Crown"],
}
match = new_match(seed=3, scenario=position)
print("Your Leads:", ", ".join(lead["type"] for lead in match.view(0)["players"][0]["leads"]))

# %% [markdown]
# You are Player 1, at the start of your action step. Follow the lesson at the top right of the board; every
# choice is yours, made on the board.

# %%
guide = lessons.heroic_feats()
board = guide.attach(Board(match, seat=0, opponents=None, hotseat=False))
board

# %% [markdown]
# ## Your Feats, retold
# This cell reads the board's match as it is, so run it whenever you like.

# %%
if guide.played():
    recap([event for step in match.log[guide.start + 1:] for event in step])
else:
    print("You have not performed a Heroic Feat yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# **Next:** [Seekers 6: Thwart chains](06-thwart-chains.ipynb) · [Back to the index](../index.ipynb)
