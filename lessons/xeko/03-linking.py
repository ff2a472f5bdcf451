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
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
from xlearn.xeko.lesson_positions import TANAGER as position
match = xeko.new_match(scenario=position, seed=1)
for action in match.legal():
    print(action.label)

# %%
print(match.why_not("Play Indri at (2, 0)"))

# %%
board = xeko.Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# On which spots may **Aye-aye** be played? Give a list of `(x, y)` spots. A wrong spot gets the rule it
# breaks.

# %%
task = LegalSpotsTask(match, "Aye-aye")
board.ask(task)

# %% [markdown]
# ## Recap
# A spot is legal when every touching edge agrees (link to link with a shared colour, blank to blank) and
# at least one real link is made. Linking only to your own cards or to the Hotspot starts no Turf War.

# %%
events = match.play("Play Aye-aye at (0, 1)")
recap(events, kinds=("species", "no-war", "turf-war"))

# %% [markdown]
# **Next:** [Xeko 4: the Turf War](04-turf-war.ipynb) · [Back to the index](../index.ipynb)
