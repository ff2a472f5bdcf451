# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 12: cards that change the rules
# **Goal:** read a card's power as a change to the rules, and apply it exactly.
#
# *The Golden Rule*: when a card's text and the rulebook disagree, the card wins. The rulebook's *Card
# Guides* explain some cards whose powers bend the rules. Two of them turn a Turf War upside down: with
# the **Brown-throated Three-toed Sloth** or the **Hawksbill Hatchlings** in a Turf War, the **lower**
# Energy total wins, so the higher total sheds the Diff. Every event caused by such a card says which
# rule it overrides. Other cards stop Boosts (Golden Bamboo Lemur), zero the rival's Boosts (Sticky Web
# Trap, Rana de Hojarasca), end the war at once (Heavy Storm), or let you play an extra Species after a
# win (Indri, Brown Mouse Lemur, Dice's Cottontail, Green Turtle).

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
position = {
    "title": "The Sloth's slow victory",
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]}],
    "hands": [["Brown-throated Three-toed Sloth"], []],
    "draw": [["Comet Moth"] * 3, ["Blue Morpho", "Leafcutter Ant", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 4,
}
match = xeko.new_match(scenario=position, seed=12)
board = xeko.Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# The Sloth (Energy 8) invades the Ant Tanager (Energy 11). Who sheds, and how many cards? Answer with the
# Diff.

# %%
task = DiffTask(match, "Play Brown-throated Three-toed Sloth at (1, 1)")
board.ask(task)

# %%
if task.done:
    events = match.play("Play Brown-throated Three-toed Sloth at (1, 1)")
    recap(events, kinds=("override", "tw-winner", "diff", "shed"))
else:
    print("Answer the task on the board first (or press Show me); then run this cell again.")

# %% [markdown]
# ## A second example: the Hawksbill Hatchlings
# The Hatchlings (Energy 9) invade a Humpback Whale (Energy 15): the Whale's player sheds the Diff.

# %%
whale = {
    "title": "Hatchlings against a Whale",
    "field": [{"card": "Humpback Whale", "owner": 1, "at": [0, 1]}],
    "hands": [["Hawksbill Hatchlings"], []],
    "draw": [["Comet Moth"] * 3, ["Blue Morpho", "Leafcutter Ant", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 4,
}
second = xeko.new_match(scenario=whale, seed=12)
second_task = DiffTask(second, "Play Hawksbill Hatchlings at (0, 2)")
second_board = xeko.Board(second, seat=0, opponents=None, hotseat=False)
second_board.ask(second_task)
display(second_board)

# %%
if second_task.done:
    recap(second.play("Play Hawksbill Hatchlings at (0, 2)"), kinds=("override", "tw-winner", "diff"))
else:
    print("Answer the task on the board first (or press Show me); then run this cell again.")

# %% [markdown]
# This is the last Xeko lesson. [Back to the index](../index.ipynb)
