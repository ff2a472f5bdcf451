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
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "Icons at work",
    "seats": [{"leads": ["Ruin", "Vision", "Myth", "Glyph", "Glyph"],
               "actionx": ["Hidden Spring", "The Thirsting Stone"],
               "adventures": ["The Forgotten Lagoon"], "active": [{"card": "Base Camp"}]},
              {"leads": ["Myth", "Vision", "Ruin"], "adventures": ["The Jade Temple"],
               "active": [{"card": "Smugglers' Cove"}]}],
}
match = new_match(seed=3, scenario=position)
print(f"Player {match.to_act + 1} may answer first:", [a.label for a in match.legal()])
recap(match.play("Use Smugglers' Cove Aura"))

# %% [markdown]
# That was a **Twist**: Player 2 drew a Lead in Player 1's turn, and the Cove is now turned sideways
# (**Leverage**), so Player 2 has nothing left to answer with this round. Player 1 now plays the Site
# **Hidden Spring**, whose Aura carries the Delay icon.

# %%
recap(match.play("Play Hidden Spring"))
board = Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# Hidden Spring has just entered play. May Player 1 use its Aura (draw a Lead) this turn?

# %%
task = MayTask(match, "Use Hidden Spring Aura", "May Player 1 use Hidden Spring's Aura this turn?",
               rule=RULES.rulebook["delay"],
               why="Its Aura shows the Delay icon, and the card entered play this very turn; next turn it may.")
board.ask(task)

# %% [markdown]
# ## Leverage and Bond
# Player 1 uses Base Camp's Leverage Aura (it is then turned sideways and no longer offered), and plays The
# Thirsting Stone, a Relic with Bond, putting a Glyph Lead under it.

# %%
events = match.play("Use Base Camp Aura")
print("Base Camp Aura still offered?", "Use Base Camp Aura" in [a.label for a in match.legal()])
events += match.play("Play The Thirsting Stone in Noble mode, bonding a Glyph Lead")
recap(events)

# %% [markdown]
# **Next:** [Seekers 5: the Heroic Feats](05-heroic-feats.ipynb) · [Back to the index](../index.ipynb)
