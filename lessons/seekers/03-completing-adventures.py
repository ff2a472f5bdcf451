# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 3: completing Adventures with wild Leads
# **Goal:** decide at a glance whether your Leads can pay an Adventure.
#
# To complete an Adventure (*Completing Adventures*) you show one Lead for each emblem on it, all in one
# go: there is no paying part now and the rest later. The Adventure and the Leads spent on it are stacked
# together in your Archive, and you collect the reward printed on the card; harder Adventures reward more
# Leads, and the hardest add an ActionX card.
#
# A **wild Lead** stands in for any one of the four types (*Key Terms*). The engine spends your ordinary
# Leads first and uses wild ones only for the emblems still open (our ruling S-2), so a wild Lead is
# never wasted where a plain one would do.

# %%
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "One wild Lead, three Adventures",
    "seats": [{"leads": ["Ruin", "Wild", "Glyph", "Myth"],
               "adventures": ["The Forgotten Lagoon", "The Gilded Monastery", "The Forgotten Archive"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Jade Temple"]}],
    "lead_deck_top": ["Ruin"],
}
match = new_match(seed=4, scenario=position)
for adventure in match.view(0)["players"][0]["adventures"]:
    print(f"{adventure['name']:24} needs {', '.join(adventure['cost'])}")
print("Choices:", [a.label for a in match.legal()])

# %%
board = Board(match, seat=0, opponents=None)
board

# %% [markdown]
# ## Task
# Player 1 holds Ruin, Wild, Glyph and Myth. Can they pay **The Gilded Monastery** (three Myth emblems)?

# %%
task = PayTask(match, "The Gilded Monastery")
board.ask(task)

# %% [markdown]
# ## Recap
# Complete the Lagoon and read what happens: the payment, the Archive, and the reward. Notice that the
# wild Lead is now gone, so The Forgotten Archive can no longer be paid this turn.

# %%
events = match.play("Complete The Forgotten Lagoon")
recap(events)
print("Still possible:", [a.label for a in match.legal() if a.label.startswith("Complete")])
print(match.why_not("Complete The Forgotten Archive"))

# %% [markdown]
# **Next:** [Seekers 4: ActionX cards and their icons](04-actionx-cards-and-icons.ipynb) · [Back to the index](../index.ipynb)
