# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 4: ActionX cards and their icons
# **Goal:** know when an ActionX card or ability may be used, by reading its icons.
#
# ActionX cards are free to play (*ActionX Cards*). A **Feat** works once and then goes to your Archive.
# **Sites** and **Relics** stay in your Active zone; a Site has an **Aura** (a lasting or repeatable
# effect) and an **Exploit** (pay a cost, get the effect, usually archive the Site) (*Types of Abilities*).
# A Relic is played in its **Noble** or **Ruthless** mode, chosen once as it enters play (*Sites & Relics*).
# On a real table a Ruthless Relic is turned round so that its words face your rivals; the board shows it
# with the badge **RUTHLESS · faces the rivals** (a Noble one says **NOBLE**).
# Where a card says something the standard rules do not, the card wins (*Card Effects vs Standard Rules*):
# a Lookout Tower, for example, raises your Lead hand limit.
#
# Four icons (*Icons & Special Abilities*) set the timing:
# - **Leverage**: using the ability turns the card sideways; it stands up again as your next turn starts,
#   so it works once per round.
# - **Delay**: not in the turn the card came into play.
# - **Twist**: may also be used in a rival's turn, at the start or end of their action step or after any
#   of their actions.
# - **Bond**: as the card enters play, a Lead from your hand goes under it, and that Lead's type decides what
#   the card does; if the card is archived, the Lead is discarded.
#
# In this position Player 1's action step is just beginning, and Player 2 owns Smugglers' Cove, whose Aura
# has both Leverage and Twist.

# %%
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

position = {
    "title": "Icons at work",
    "seats": [{"leads": ["Ruin", "Vision", "Myth", "Glyph", "Glyph"],
               "actionx": ["Hidden Spring", "The Thirsting Stone"],
               "adventures": ["The Forgotten Lagoon"], "active": [{"card": "Base Camp"}]},
              {"leads": ["Myth", "Vision", "Ruin"], "adventures": ["The Jade Temple"],
               "active": [{"card": "Smugglers' Cove"}]}],
}
match = new_match(seed=3, scenario=position)
rival = ScriptBot("Use Smugglers' Cove Aura")
print(f"Player {match.to_act + 1} may answer first:", [a.label for a in match.legal()])

# %% [markdown]
# Your rival, Player 2, may Twist before you act. You are Player 1; the lesson at the top right of the board
# says what to do, and every choice of yours is made on the board.

# %%
guide = lessons.actionx_icons()
board = guide.attach(Board(match, seat=0, opponents={1: rival}))
board

# %% [markdown]
# ## What your cards did
# This cell reads the board's match as it is, so run it whenever you like.

# %%
if guide.played():
    recap([event for step in match.log[guide.start + 1:] for event in step])
else:
    print("You have not played a card yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Bond, on a fresh copy
# The Thirsting Stone is a Relic with Bond: as it enters play, a Lead from your hand goes under it. Here it is
# played in Noble mode on a fresh copy of the position, bonding a Glyph Lead; the board above is not touched.

# %%
other = new_match(seed=3, scenario=position)
other.play("Pass (no Twist now)")
recap(other.play("Play The Thirsting Stone in Noble mode, bonding a Glyph Lead"))

# %% [markdown]
# **Next:** [Seekers 5: the Heroic Feats](05-heroic-feats.ipynb) · [Back to the index](../index.ipynb)
