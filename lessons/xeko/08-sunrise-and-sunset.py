# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 8: SUNRISE and SUNSET powers
# **Goal:** use your SUNRISE and SUNSET powers in the order you want.
#
# Step 2 (*2. SUNRISE Powers*) and step 6 (*6. SUNSET Powers*) wake up the powers of **your own** Species
# marked SUNRISE or SUNSET, on your turn only. A power that says "you may" is your choice; any other
# happens by itself. You choose the order, and each card's power works once a turn; two **different** cards
# with the same power (two Species with Migrate, say) may each use it in that turn. **Migrate N** sheds N
# cards and moves that Species to another legal spot; **Warning Call** moves one of your Species linked
# to it. Neither move starts a Turf War. At the end of SUNSET every effect of the turn (Boosts, Xeko
# cards, Multi-link bonuses) ends.

# %%
import xlearn.xeko as xeko
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap

position = {
    "title": "Three SUNRISE powers",
    "field": [{"card": "Verreaux's Sifaka", "owner": 0, "at": [0, 1]},
              {"card": "Ring-tailed Lemur", "owner": 0, "at": [1, 0]},
              {"card": "Traveller's Tree", "owner": 0, "at": [0, -1]}],
    "hands": [["Fossa"], ["Jaguar"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 3],
    "active": 0, "step": "Draw One Card", "turn": 11,
}
match = xeko.new_match(scenario=position, seed=6)
print("Now:", match.phase)

# %% [markdown]
# Now the board: follow the lesson at its top right; every choice is yours.

# %%
guide = lessons.sunrise_and_sunset()
board = guide.attach(xeko.Board(match, seat=0, opponents=None, hotseat=False))
board

# %% [markdown]
# ## Your SUNRISE step
# Once you have used your powers on the board, this cell retells them in the order you chose.

# %%
if guide.played():
    recap(guide.match.events, kinds=("power", "draw", "migrate", "shed", "move"))
else:
    print("You have not used a SUNRISE power yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# **Next:** [Xeko 9: the end of the game and the count](09-ending-and-counting.ipynb) · [Back to the index](../index.ipynb)
