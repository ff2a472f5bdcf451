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
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

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

# %% [markdown]
# Your Leads: Ruin, Wild, Glyph and Myth. Now the board: follow the lesson at its top right; every choice
# is yours, made on the board.

# %%
guide = lessons.completing_adventures()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## After your Adventure
# Once you have completed one on the board, this cell retells it and says what can still be paid. It reads
# the board's match as it is.

# %%
if guide.heard("complete"):
    recap(guide.heard("complete", "reward", "rewards", "draw"))
    print("Still possible:", [a.label for a in match.legal() if a.label.startswith("Complete")])
    print(match.why_not("Complete The Forgotten Archive"))
else:
    print("You have not completed an Adventure yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# **Next:** [Seekers 4: ActionX cards and their icons](04-actionx-cards-and-icons.ipynb) · [Back to the index](../index.ipynb)
