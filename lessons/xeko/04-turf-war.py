# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 4: the Turf War
# **Goal:** work out who wins a Turf War and how many cards the loser sheds.
#
# Linking your new Species to a rival's Species starts a **Turf War** (*5. Turf War*). Your card is the
# invading Species, theirs the defending one. After card powers (phase a) and Boosts (phase b), the
# invader may add a Multi-link bonus (phase c); then the higher Energy total wins (phase d). The loser
# **sheds the Diff**: the difference between the totals, in cards moved from the top of their draw pile
# to their shed pile (phase e). Equal totals mean nobody sheds. The losing Species stays in the field
# (ruling X-2).

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
from xlearn.xeko.lesson_positions import TANAGER as position
match = xeko.new_match(scenario=position, seed=1)
board = xeko.Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# Player 1 plays **Fossa** at (2, 0), right next to the Ant Tanager. If nobody plays a Boost, what is the
# Diff?

# %%
task = DiffTask(match, "Play Fossa at (2, 0)")
board.ask(task)
task.check(2)

# %%
task.check(task.expected)

# %% [markdown]
# ## Recap
# Now play it for real (both players pass on Boosts) and read the events.

# %%
events = match.play("Play Fossa at (2, 0)")
while "Pass (play no Boost)" in [a.label for a in match.legal()]:
    events += match.play("Pass (play no Boost)")
recap(events, kinds=("turf-war", "ferocity", "multi-link", "tw-winner", "diff", "shed", "cleanup"))
