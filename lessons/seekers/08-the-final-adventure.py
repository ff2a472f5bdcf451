# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 8: the Final Adventure
# **Goal:** follow what happens when a seeker archives a fourth Adventure, and how to survive the last one.
#
# The fourth archived Adventure (its reward is collected first, our ruling S-5) puts you on the **Final
# Adventure** (*The Final Adventure*): throw away every Lead in your hand; reveal an Adventure, and a second
# one if it would otherwise be alone; then the **next seeker** picks which of your Adventures you keep, and the
# others are scrapped (our ruling S-4); finally draw three Leads and carry on with your turn. From then on
# you skip the reveal step, but you may still hold up to three active Adventures at once (gained by Barter or a
# card). One more Adventure wins.
#
# *Surviving the Final Adventure*: Barter and card effects can still bring you Adventures, and you may still
# scrap Adventures to pay for Negotiate and Sabotage. If a **rival** leaves you with no active Adventure, you
# reveal one; if you do it to yourself, you do not.

# %%
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

position = {
    "title": "One step from the Final Adventure",
    "seats": [{"leads": ["Ruin", "Vision", "Glyph", "Myth", "Myth"],
               "adventures": ["The Forgotten Lagoon", "The Ember Sanctum"],
               "archived": ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum"]},
              {"leads": ["Myth"], "adventures": ["The Jade Temple"], "archived": ["The Forgotten Archive"]}],
    "adventure_deck_top": ["The Howling Grotto"], "lead_deck_top": ["Vision", "Ruin", "Glyph", "Glyph"],
}
match = new_match(seed=3, scenario=position)
rival = ScriptBot("Leave Player 1 with The Ember Sanctum")

# %% [markdown]
# You are Player 1, with three Adventures archived. Your rival's pick is scripted, so every learner meets
# the same Final Adventure. Follow the lesson at the top right of the board.

# %%
guide = lessons.final_adventure()
board = guide.attach(Board(match, seat=0, opponents={1: rival}))
board

# %% [markdown]
# ## Your Final Adventure, retold
# This cell reads the board's match as it is, so run it whenever you like.

# %%
if guide.played():
    recap([event for step in match.log[guide.start + 1:] for event in step])
else:
    print("You have not completed your fourth Adventure yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Surviving: a rival takes your last Adventure
# Here Player 2 Sabotages the only Adventure of Player 1, who is on the Final Adventure, so Player 1
# reveals a new one at once.

# %%
survive = new_match(seed=3, scenario={
    "seats": [{"leads": ["Ruin", "Glyph"], "adventures": ["The Forgotten Lagoon"], "final": True,
               "archived": ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum", "The Forgotten Archive"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Ember Sanctum", "The Jade Temple"],
               "archived": ["The Howling Grotto"]}],
    "active": 1})
events = []
for label in ["Perform a Heroic Feat", "Sabotage", "Sabotage Player 1's The Forgotten Lagoon",
              "Scrap The Ember Sanctum for Sabotage", "Discard a Myth Lead for Sabotage"]:
    events += survive.play(label)
recap(events[-3:])

# %% [markdown]
# **Next:** [Seekers 9: resting, and decks that run out](09-resting-and-decks-running-out.ipynb) · [Back to the index](../index.ipynb)
