# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 6: Thwart chains
# **Goal:** work out whether a Feat happens after a chain of Thwarts.
#
# **Thwart** is the Heroic Feat with no limit: bury two Leads of one type and a rival's Feat, as it is being
# played, is cancelled (*Disrupt Rivals*). Any Feat can be Thwarted: an ActionX Feat, a Heroic Feat, and a
# Thwart itself (*More on Thwart*). So Thwarts stack up in a chain, each one aimed at the one below it, and the
# chain is settled from the top down: an odd number of Thwarts that stand stops the original Feat, an even
# number lets it through (our ruling S-8). A Thwarted ActionX Feat still goes to its owner's Archive, where it
# counts for the Breakthrough win (lesson 10).
#
# Player 1 is about to play **Lucky Break** (draw two Leads). Player 1 holds two Myth and two Ruin Leads;
# Player 2 holds four Glyph Leads, enough for two Thwarts.

# The cell below draws the board (run it if no board shows yet). You are **Player 1**; the lesson at the top right of the board says what to do, and
# every choice of yours is made on the board. Player 2's answers are scripted, so every learner meets the
# same chain.

# %%
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

position = {
    "title": "Enough Leads for a long chain",
    "seats": [{"leads": ["Myth", "Myth", "Ruin", "Ruin"], "actionx": ["Lucky Break"],
               "adventures": ["The Forgotten Lagoon"]},
              {"leads": ["Glyph", "Glyph", "Glyph", "Glyph"], "adventures": ["The Ember Sanctum"]}],
    "lead_deck_top": ["Vision", "Vision"],
}
match = new_match(seed=3, scenario=position)
rival = ScriptBot("Thwart Player 1's Lucky Break by burying 2 Glyph Leads",
                  "Thwart Player 1's Thwart by burying 2 Glyph Leads")
guide = lessons.thwart_chains()
board = guide.attach(Board(match, seat=0, opponents={1: rival}))
board

# %% [markdown]
# ## How your chain settled
# Once you have let the chain stand on the board, this cell retells it from the top down. It reads the
# board's match as it is, so run it whenever you like.

# %%
settled = guide.heard("pass", "thwarted", "resolves", "archive", "draw")
if any(e.kind in ("thwarted", "resolves") for e in settled):
    recap(settled)
else:
    print("Your chain is not settled yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## The other line, on a copy
# What if your rival had let **your** Thwart stand instead of Thwarting it? This plays that line on a fresh
# copy of the starting position; the board above is not touched.

# %%
other = new_match(seed=3, scenario=position)
events = []
for label in ["Play Lucky Break", "Thwart Player 1's Lucky Break by burying 2 Glyph Leads",
              "Thwart Player 2's Thwart", "Bury 2 Myth Leads", "Let Player 1's Thwart take effect"]:
    events += other.play(label)
recap(events, kinds=("thwart", "pass", "thwarted", "resolves", "draw"))

# %% [markdown]
# ## Recap
# - A Thwart cancels a rival's Feat as it is played; it is a Feat itself, so it can be Thwarted.
# - A chain settles from the top: an odd number of standing Thwarts stops the Feat, an even number lets it
#   through (ruling S-8).
# - A Thwarted ActionX Feat still goes to its owner's Archive.
#
# **Next:** [Seekers 7: catching up](07-catching-up.ipynb) · [Back to the index](../index.ipynb)
