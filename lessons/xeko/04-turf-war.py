# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 4: the Turf War
# **Goal:** start a Turf War yourself, work out who wins and how many cards the loser sheds.
#
# Linking your new Species to a rival's Species starts a **Turf War** (*5. Turf War*). Your card is the
# invading Species, theirs the defending one. After card powers (phase a) and Boosts (phase b), the
# invader may add a Multi-link bonus (phase c); then the higher Energy total wins (phase d). The loser
# **sheds the Diff**: the difference between the totals, in cards moved from the top of their draw pile
# to their shed pile (phase e). Equal totals mean nobody sheds. The losing Species stays in the field
# (ruling X-2).
#
# The cell below draws the board (run it if no board shows yet); it shows the lesson at the top right. Follow it step by step; every choice
# is yours, made on the board.

# %%
import xlearn.xeko as xeko
from xlearn.lessons import ScriptBot
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.xeko.tasks import play_until_settled
from xlearn.xeko.lesson_positions import TANAGER

match = xeko.new_match(scenario=TANAGER, seed=1)
# Player 2 is scripted: every learner meets the same position (they pass on Boosts).
guide = lessons.turf_war()
board = guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot("Pass (play no Boost)")}))
board

# %% [markdown]
# ## What your Turf War did
# Once you have played it on the board, this cell lists every step of your Turf War with the rule it
# applied. Run it again at any time: it reads the board's match as it is.

# %%
war = guide.heard("turf-war", "ferocity", "multi-link", "tw-winner", "tw-tie", "diff", "shed", "cleanup")
if any(e.kind in ("tw-winner", "tw-tie") for e in war):
    recap(war)
else:
    print("Your Turf War has not been settled yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Try another move, on a copy
# What if you had played **Indri** at (1, 1) instead? This works on a fresh copy of the starting
# position, so the board above is not touched.

# %%
trial = xeko.new_match(scenario=TANAGER, seed=1)
_, events = play_until_settled(trial, "Play Indri at (1, 1)")
recap(events, kinds=("species", "turf-war", "multi-link", "tw-winner", "tw-tie"))

# %% [markdown]
# ## Recap
# - A Turf War starts when your new Species links to a rival's Species.
# - Phase a: powers (Ferocity for the invader, Nest for the defender); phase b: Boosts, back and forth;
#   phase c: Multi-link bonus; phase d: the higher total wins; phase e: the loser sheds the Diff.
# - The losing Species stays in the field; only cards from the draw pile are shed.
#
# **Next:** [Xeko 5: Boosts and the Multi-link bonus](05-boosts-and-multi-link.ipynb) ·
# [Back to the index](../index.ipynb)
