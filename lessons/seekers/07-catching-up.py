# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 7: catching up with Negotiate and Poach
# **Goal:** know when the catch-up Heroic Feats are open to you.
#
# Two Heroic Feats exist to help a seeker who is not in the lead (*Catch Up*):
# - **Negotiate**: scrap one of your Adventures, look at the top three Leads of the deck, keep two and hand
#   the third to a rival.
# - **Poach**: discard a Lead and swap one of your active Adventures for one of a rival's.
#
# Both have conditions (*Catchup Actions*): some rival must already have archived an Adventure, and you must
# have archived no more than the leader (tied or behind). Even then, you may use only **one** of the two in
# a turn. Below, each seeker has archived one Adventure, so Player 1 is tied.

# %%
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

position = {
    "title": "Tied at one Adventure each",
    "seats": [{"leads": ["Ruin", "Glyph"], "adventures": ["The Forgotten Lagoon", "The Jade Temple"],
               "archived": ["The Iron Citadel"]},
              {"leads": ["Myth"], "adventures": ["The Ember Sanctum"], "archived": ["The Sunken Sanctum"]}],
    "lead_deck_top": ["Vision", "Myth", "Glyph"],
}
match = new_match(seed=3, scenario=position)

# %% [markdown]
# You are Player 1, tied with your rival at one archived Adventure each. Follow the lesson at the top
# right of the board; every choice is yours, made on the board.

# %%
guide = lessons.catching_up()
board = guide.attach(Board(match, seat=0, opponents=None, hotseat=False))
board

# %% [markdown]
# ## Your Negotiate, retold
# This cell reads the board's match as it is, so run it whenever you like.

# %%
if guide.played():
    recap([event for step in match.log[guide.start + 1:] for event in step])
else:
    print("You have not Negotiated yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# In a fresh copy of the position, Player 1 Poaches instead of Negotiating. And when Player 1 is ahead, the
# engine refuses both.

# %%
poach = "Poach: swap The Forgotten Lagoon for Player 2's The Ember Sanctum"
fresh = new_match(seed=3, scenario=position)
events = []
for label in ["Perform a Heroic Feat", "Poach", poach, "Discard a Glyph Lead for Poach"]:
    events += fresh.play(label)
recap(events)

ahead = dict(position, seats=[dict(position["seats"][0], archived=["The Iron Citadel", "The Ember Grotto"]),
                              position["seats"][1]])
print(new_match(seed=3, scenario=ahead).why_not(poach))

# %% [markdown]
# **Next:** [Seekers 8: the Final Adventure](08-the-final-adventure.ipynb) · [Back to the index](../index.ipynb)
