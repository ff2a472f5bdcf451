# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 3: linking Species cards
# **Goal:** find every legal spot for a Species card.
#
# Each card edge is either **blank** or carries a **link** of one to three colours, shown with a letter:
# Y yellow, O orange, R red, B blue, P purple (*4. Play One Species Card*). A new Species must touch at
# least one card and **share a colour** with it; one shared colour is enough. A blank edge may only touch
# another blank edge, and two blank edges are not a link. Two links with no colour in common may not touch
# either (our ruling X-1). Your cards face you, so a rival's cards are turned round: their printed top
# points at you.

# %%
import xlearn.xeko as xeko
from xlearn.lessons import ScriptBot
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.xeko.lesson_positions import TANAGER

match = xeko.new_match(scenario=TANAGER, seed=1)
print(match.why_not("Play Indri at (2, 0)"))

# %% [markdown]
# That is the engine refusing a spot and naming the rule. Now the board: follow the lesson at its top right.
# Every choice is yours; Player 2 is scripted (they pass on Boosts).

# %%
guide = lessons.linking()
board = guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## Where your Aye-aye went
# Once you have played Aye-aye on the board, this cell retells it. It reads the board's match as it is.

# %%
played = guide.heard("species", "no-war", "turf-war")
if played:
    recap(played)
else:
    print("You have not played Aye-aye yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# A spot is legal when every touching edge agrees (link to link with a shared colour, blank to blank) and
# at least one real link is made. Linking only to your own cards or to the Hotspot starts no Turf War.

# %% [markdown]
# **Next:** [Xeko 4: the Turf War](04-turf-war.ipynb) · [Back to the index](../index.ipynb)
