# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 5: Boosts and the Multi-link bonus
# **Goal:** use Boosts and Multi-link bonuses to swing a Turf War.
#
# **Multi-link bonus** (*Multi-Link Bonuses*): a newly played Species that links to two cards gets +5
# Energy, three cards +10, four cards +15, for the rest of the turn. The Hotspot counts; blank edges do
# not; only the invading Species ever gets it.
#
# **Boosts** (*4. Boost Cards*, *b. Play Boost cards*): during a Turf War, the invader then the defender
# may each play a Boost or pass, back and forth, until both pass one after the other. A Boost is a real
# card on the grid: it must link to its owner's Species in the war, or to a Boost they already played in
# this war, and obey the link rule. After the war, Boosts go to their owners' shed piles.

# The cell below draws the board (run it if no board shows yet); follow the lesson at the top right of the board; every choice is yours, made on
# the board. Player 2 is scripted: they answer your Boost with their Tsingy Shelter, then pass.

# %%
import xlearn.xeko as xeko
from xlearn.lessons import ScriptBot
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap

position = {
    "title": "A double link next to a rival",
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]},
              {"card": "Lowland Streaked Tenrec", "owner": 0, "at": [0, 1]}],
    "hands": [["Indri", "Toxic", "Warning Sign"], ["Spiny Forest", "Tsingy Shelter"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 5,
}
match = xeko.new_match(scenario=position, seed=2)
guide = lessons.boosts_and_multi_link()
board = guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot("Boost: play Tsingy Shelter at (2, 0)")}))
board

# %% [markdown]
# ## How your Turf War went
# Once the war is settled on the board, this cell lists every Boost and the final sums. It reads the board's
# match as it is, so run it whenever you like.

# %%
war = guide.heard("boost", "pass", "multi-link", "tw-winner", "tw-tie", "diff", "shed", "cleanup")
if any(e.kind in ("tw-winner", "tw-tie") for e in war):
    recap(war)
else:
    print("Your Turf War has not been settled yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# - Multi-link bonus: +5 Energy for two cards, +10 for three, +15 for four; only the invader gets it.
# - Boosts go back and forth, invader first, until both pass in a row; each links to its owner's side.
# - After the war, Boosts go to their owners' shed piles.

# %% [markdown]
# **Next:** [Xeko 6: Xeko cards and Trophic Tokens](06-xeko-cards-and-trophic-tokens.ipynb) · [Back to the index](../index.ipynb)
