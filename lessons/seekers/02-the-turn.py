# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 2: the four steps of a turn
# **Goal:** take a whole turn and know which steps are compulsory.
#
# *Taking a Turn* has four steps. **1. Reveal an Adventure**: a new one joins your zone, from the top of
# the Adventure deck or the top of its discard pile; you never keep more than three, so with four you scrap
# one. **2. Draw Leads**: either draw two Leads and then throw away one Lead of your choice, or take the
# single top card of the Lead discard pile. **3. Take Action**: as many actions as you can pay for, in any
# order: complete Adventures, play ActionX cards, use their abilities, perform Heroic Feats. **4. End turn**:
# if you hold more than seven Leads, discard down to seven (*Hand Limits*; ActionX cards in hand have no
# limit).
#
# Below, Player 1 is at the start of step 1. The Adventure discard pile and the Lead discard pile both have a
# card on top, so each step offers two ways.

# %%
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "The start of a turn",
    "seats": [{"leads": ["Ruin", "Vision", "Myth", "Glyph", "Glyph"],
               "adventures": ["The Forgotten Lagoon", "The Ember Sanctum"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Jade Temple"]}],
    "active": 0, "step": "Reveal an Adventure",
    "adventure_deck_top": ["The Crimson Citadel"], "adventure_discard": ["The Howling Grotto"],
    "lead_deck_top": ["Myth", "Ruin"], "lead_discard": ["Wild"],
}
match = new_match(seed=3, scenario=position)
print("Now:", match.phase)
for action in match.legal():
    print(" ", action.label)

# %%
board = Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# Player 1 holds five Leads. Suppose they reveal the top Adventure of the deck, choose **Draw two Leads**,
# and then discard a Glyph. How many Leads will they hold when the action step begins? The engine plays it
# out on a copy to check.

# %%
plays = ["Reveal the top Adventure of the deck", "Draw two Leads", "Discard a Glyph Lead"]
task = OutcomeTask(match, plays, "How many Leads does Player 1 hold when the action step begins?",
                   lambda probe, events: probe.view(0)["players"][0]["lead_count"],
                   RULES.rulebook["draw-step"], kinds=("draw", "discard"))
board.ask(task)

# %% [markdown]
# ## Recap
# Now play the turn for real, taking the wild Lead from the discard pile instead, and end the turn.

# %%
events = match.play("Reveal the top Adventure of the deck")
events += match.play("Take the discarded Wild Lead")
print("Now:", match.phase, "- choices:", [a.label for a in match.legal()])
events += match.play("End turn")
recap(events)

# %% [markdown]
# ## The hand limit
# Here Player 1 ends a turn holding nine Leads, so two must go before the next seeker starts.

# %%
crowded = new_match(seed=3, scenario={
    "seats": [{"leads": ["Ruin", "Ruin", "Vision", "Myth", "Myth", "Glyph", "Glyph", "Glyph", "Wild"],
               "adventures": ["The Jade Bazaar"]},
              {"leads": ["Myth"], "adventures": ["The Jade Temple"]}]})
events = crowded.play("End turn")
print([a.label for a in crowded.legal()])
events += crowded.play("Discard a Glyph Lead")
events += crowded.play("Discard a Ruin Lead")
recap(events)

# %% [markdown]
# **Next:** [Seekers 3: completing Adventures with wild Leads](03-completing-adventures.ipynb) · [Back to the index](../index.ipynb)
