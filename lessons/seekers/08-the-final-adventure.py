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
# you skip the reveal step. One more Adventure wins.
#
# *Surviving the Final Adventure*: Barter and card effects can still bring you Adventures, and you may still
# scrap Adventures to pay for Negotiate and Sabotage. If a **rival** leaves you with no active Adventure, you
# reveal one; if you do it to yourself, you do not.

# %%
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "One step from the Final Adventure",
    "seats": [{"leads": ["Ruin", "Vision", "Glyph", "Myth", "Myth"],
               "adventures": ["The Forgotten Lagoon", "The Ember Sanctum"],
               "archived": ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum"]},
              {"leads": ["Myth"], "adventures": ["The Jade Temple"], "archived": ["The Forgotten Archive"]}],
    "adventure_deck_top": ["The Howling Grotto"], "lead_deck_top": ["Vision", "Ruin", "Glyph", "Glyph"],
}
match = new_match(seed=3, scenario=position)
board = Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# Player 1 completes The Forgotten Lagoon (their fourth Adventure), and Player 2 leaves them with The Ember
# Sanctum. How many Leads does Player 1 hold once the Final Adventure has begun?

# %%
plays = ["Complete The Forgotten Lagoon", "Leave Player 1 with The Ember Sanctum"]
task = OutcomeTask(match, plays, "How many Leads does Player 1 hold on starting the Final Adventure?",
                   lambda probe, events: probe.view(0)["players"][0]["lead_count"],
                   RULES.rulebook["final"], kinds=("rewards", "final", "draw"))
board.ask(task)

# %% [markdown]
# ## Recap

# %%
events = match.play("Complete The Forgotten Lagoon")
print(f"Player {match.to_act + 1} chooses:", [a.label for a in match.legal()])
events += match.play("Leave Player 1 with The Ember Sanctum")
recap(events)

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
