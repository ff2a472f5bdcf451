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

# %%
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "Enough Leads for a long chain",
    "seats": [{"leads": ["Myth", "Myth", "Ruin", "Ruin"], "actionx": ["Lucky Break"],
               "adventures": ["The Forgotten Lagoon"]},
              {"leads": ["Glyph", "Glyph", "Glyph", "Glyph"], "adventures": ["The Ember Sanctum"]}],
    "lead_deck_top": ["Vision", "Vision"],
}
match = new_match(seed=3, scenario=position)
board = Board(match, seat=0, opponents=None)
board

# %% [markdown]
# ## Task
# Player 1 plays Lucky Break. Player 2 Thwarts it; Player 1 Thwarts that Thwart; Player 2 Thwarts again;
# and Player 1 lets that last Thwart stand. Does Lucky Break draw its two Leads?

# %%
chain = ["Play Lucky Break",
         "Thwart Player 1's Lucky Break by burying 2 Glyph Leads",
         "Thwart Player 2's Thwart", "Bury 2 Myth Leads",
         "Thwart Player 1's Thwart by burying 2 Glyph Leads",
         "Let Player 2's Thwart take effect"]
task = OutcomeTask(match, chain, "Does Lucky Break draw its two Leads?",
                   lambda probe, events: any(e.kind == "draw" for e in events),
                   RULES.rulebook["thwart-chain"], kinds=("thwart", "thwarted", "resolves"),
                   why="Three Thwarts were played and the chain settles from the top.")
board.ask(task)
task.check("yes")

# %%
task.check("no")

# %% [markdown]
# ## Recap
# Now the other line: after Player 1's Thwart, Player 2 lets it stand. Two Thwarts, so Lucky Break happens.

# %%
events = []
for label in chain[:4] + ["Let Player 1's Thwart take effect"]:
    events += match.play(label)
recap(events)
