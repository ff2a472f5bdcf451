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
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "A turn of Heroic Feats",
    "seats": [{"leads": ["Ruin", "Ruin", "Ruin", "Glyph", "Glyph", "Wild"],
               "adventures": ["The Ember Sanctum", "The Crimson Observatory"], "active": [{"card": "Base Camp"}]},
              {"leads": ["Myth", "Vision", "Ruin"], "adventures": ["The Jade Temple"],
               "active": [{"card": "Lookout Tower"}]}],
    "actionx_deck_top": ["Tarnished Crown"],
}
match = new_match(seed=3, scenario=position)
events = match.play("Perform a Heroic Feat")
print("Heroic Feats open now:", [a.label for a in match.legal()])
events += match.play("Breakthrough")
print("Ways to pay:", [a.label for a in match.legal()])
events += match.play("Breakthrough: discard 3 Ruin Leads")
recap(events)

# %%
board = Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# Player 1 still holds Glyph, Glyph and a wild Lead: three matching Leads. May they perform Breakthrough
# again this turn?

# %%
task = MayTask(match, "Breakthrough: discard 2 Glyph + 1 Wild Leads",
               "May Player 1 perform Breakthrough a second time this turn?",
               via=["Perform a Heroic Feat", "Breakthrough"])
board.ask(task)

# %% [markdown]
# ## Recap
# A different Heroic Feat is still allowed: Player 1 Sabotages the rival's Lookout Tower, paying with an
# Adventure they could not finish anyway and a Lead.

# %%
events = match.play("Perform a Heroic Feat")
events += match.play("Sabotage")
events += match.play("Sabotage Player 2's Lookout Tower")
events += match.play("Scrap The Crimson Observatory for Sabotage")
events += match.play("Discard a Glyph Lead for Sabotage")
recap(events)

# %% [markdown]
# **Next:** [Seekers 6: Thwart chains](06-thwart-chains.ipynb) · [Back to the index](../index.ipynb)
