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
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

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

# %% [markdown]
# Now the board: you are Player 1. Follow the lesson at its top right; every choice is yours, made on the
# board.

# %%
guide = lessons.the_turn()
board = guide.attach(Board(match, seat=0, opponents=None, hotseat=False))
board

# %% [markdown]
# ## Your turn, retold
# This cell reads the board's match as it is, so run it whenever you like.

# %%
if guide.played():
    recap([event for step in match.log[guide.start + 1:] for event in step])
else:
    print("You have not started your turn yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## The other way, on a fresh copy
# The same start, but taking the wild Lead from the discard pile instead of drawing two. The board above is
# not touched.

# %%
other = new_match(seed=3, scenario=position)
events = other.play("Reveal the top Adventure of the deck")
events += other.play("Take the discarded Wild Lead")
events += other.play("End turn")
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
