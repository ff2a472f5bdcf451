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
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.xeko.tasks import play_until_settled

position = {
    "title": "The Sloth's slow victory",
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]}],
    "hands": [["Brown-throated Three-toed Sloth"], []],
    "draw": [["Comet Moth"] * 3, ["Blue Morpho", "Leafcutter Ant", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 4,
}
match = xeko.new_match(scenario=position, seed=12)
guide = lessons.card_guide_cards()
board = guide.attach(xeko.Board(match, seat=0, opponents=None, hotseat=False))
board

# %% [markdown]
# ## What your Sloth did
# Once you have played the Sloth on the board, this cell retells its Turf War. It reads the board's match.

# %%
war = guide.heard("override", "tw-winner", "tw-tie", "diff", "shed")
if any(e.kind in ("tw-winner", "tw-tie") for e in war):
    recap(war)
else:
    print("Your Sloth has not fought yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## A second example: the Hawksbill Hatchlings
# The Hatchlings (Energy 9) invade a Humpback Whale (Energy 15). This works on a fresh match, so your
# board is not touched: read which rule the Hatchlings override, and who sheds.

# %%
whale = {
    "title": "Hatchlings against a Whale",
    "field": [{"card": "Humpback Whale", "owner": 1, "at": [0, 1]}],
    "hands": [["Hawksbill Hatchlings"], []],
    "draw": [["Comet Moth"] * 3, ["Blue Morpho", "Leafcutter Ant", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 4,
}
_, events = play_until_settled(xeko.new_match(scenario=whale, seed=12), "Play Hawksbill Hatchlings at (0, 2)")
recap(events, kinds=("override", "tw-winner", "diff", "shed"))

# %% [markdown]
# This is the last Xeko lesson. [Back to the index](../index.ipynb)
