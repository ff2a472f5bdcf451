# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 1: the goal and the set-up
# **Goal:** know what wins X: Seekers of Fortune and what each seeker holds when play begins.
#
# Each seeker races to **archive five Adventures** (*Winning the Game*). An Adventure card shows emblems
# of the four Lead types (Glyph, Myth, Ruin, Vision); you pay it with matching **Lead** cards from your hand,
# and the pair goes to your Archive. The third kind of card, **ActionX**, gives one-off Feats or lasting
# Sites and Relics (*Card Types*, *Components*: 72 Leads, 54 Adventures, 36 ActionX cards).
#
# Set-up (*Game Set-Up*): the three decks are shuffled apart. Everyone gets six Leads and one ActionX card
# in hand, then turns three Adventures face up in front of them. Adventures are never held in a hand. The
# seeker who lost the previous game starts; otherwise a coin decides, which in xlearn is the seeded random
# source. The verbs you will meet, such as *reveal*, *archive*, *scrap* and *bury*, are defined in
# *Key Terms*; the event log uses them exactly.
#
# A first game can leave out ActionX cards and Heroic Feats (`mode="beginner"`), and a second one can add
# only the simpler ActionX cards (`mode="advanced"`), as *New Player Suggestions* proposes. These lessons
# use the whole game, `mode="full"`.

# %%
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
match = new_match(players=2, seed=7)
recap(match.events)

# %% [markdown]
# Each line is an **event**: one step of the rules in our words, with the rulebook section it applied
# in brackets. The board shows the same match from Player 1's seat: your Leads and ActionX card, your three
# Adventures with their emblems, the rival's face-up Adventures, and the choices open to you now.

# %%
board = Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# The Lead deck starts with 72 cards. How many are left in it once both seekers have their opening hands?

# %%
from xlearn import Calculation

left = Calculation.of("Lead deck after set-up", [("Lead deck", 72), ("Player 1's opening Leads", -6),
                                                 ("Player 2's opening Leads", -6)])
assert left.total == match.view(0)["lead_deck_count"]   # the engine's own count agrees
task = NumberTask("How many Leads are left in the Lead deck after set-up?", left, RULES.rulebook["setup"])
board.ask(task)

# %% [markdown]
# ## Recap
# - Five archived Adventures win; everything else in the game is a way to get there first.
# - Six Leads and one ActionX card in hand, three Adventures face up, for every seeker.
# - Beginner and Advanced modes hold back parts of the game for a first try.

# %%
beginner = new_match(players=2, seed=7, mode="beginner")
recap(beginner.events[:3])

# %% [markdown]
# **Next:** [Seekers 2: the four steps of a turn](02-the-turn.ipynb) · [Back to the index](../index.ipynb)
