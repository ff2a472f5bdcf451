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
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "Tied at one Adventure each",
    "seats": [{"leads": ["Ruin", "Glyph"], "adventures": ["The Forgotten Lagoon", "The Jade Temple"],
               "archived": ["The Iron Citadel"]},
              {"leads": ["Myth"], "adventures": ["The Ember Sanctum"], "archived": ["The Sunken Sanctum"]}],
    "lead_deck_top": ["Vision", "Myth", "Glyph"],
}
match = new_match(seed=3, scenario=position)
events = match.play("Perform a Heroic Feat")
print("Heroic Feats open now:", [a.label for a in match.legal()])
for label in ["Negotiate", "Negotiate: scrap The Jade Temple", "Give a Vision Lead to Player 2"]:
    events += match.play(label)
recap(events)

# %%
board = Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# Player 1 has just Negotiated. They are still tied, and Player 2 still has an Adventure. May Player 1 now
# Poach The Ember Sanctum?

# %%
poach = "Poach: swap The Forgotten Lagoon for Player 2's The Ember Sanctum"
task = MayTask(match, poach, "May Player 1 Poach now?", via=["Perform a Heroic Feat", "Poach"])
board.ask(task)

# %% [markdown]
# ## Recap
# In a fresh copy of the position, Player 1 Poaches instead of Negotiating. And when Player 1 is ahead, the
# engine refuses both.

# %%
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
