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
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

match = new_match(players=2, seed=7)
recap(match.events)

# %% [markdown]
# Each line is an **event**: one step of the rules in our words, with the rulebook section it applied
# in brackets. The board shows the same match from your seat, Player 1's: your Leads and ActionX card, your
# three Adventures with their emblems, your rival's face-up Adventures, and the choices open to you now.
# Follow the lesson at its top right; every choice is yours, made on the board.

# %%
guide = lessons.goal_and_set_up()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## After your first choices
# This cell reads the board's match as it is: run it once you have scrapped an Adventure on the board.

# %%
if guide.heard("scrap"):
    recap(guide.heard("reveal", "scrap"))
else:
    print("You have not revealed and scrapped yet: follow the lesson on the board, then run this cell again.")

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
