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
# happens by itself. You choose the order, and each card's power works once a turn. **Migrate N** sheds N
# cards and moves that Species to another legal spot; **Warning Call** moves one of your Species linked
# to it. Neither move starts a Turf War. At the end of SUNSET every effect of the turn (Boosts, Xeko
# cards, Multi-link bonuses) ends.

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
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
print(match.phase)
for action in match.legal():
    print(" ", action.label)

# %%
board = xeko.Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# Which SUNRISE choice costs you cards from your draw pile? Answer with its label (any one of them).

# %%
migrations = [a.label for a in match.legal() if a.kind == "migrate"]
task = ChoiceTask(match, "Which SUNRISE choice costs cards?", migrations[0], xeko.RULES.rulebook["migrate"],
                  "Migrate sheds the number of cards printed with it before the card moves.")
board.ask(task)

# %% [markdown]
# ## Recap
# Use the Traveller's Tree first, then Migrate the Sifaka, then end the step.

# %%
events = match.play("Traveller's Tree at (0, -1): draw a card")
events += match.play([a.label for a in match.legal() if a.kind == "migrate"][0])
if "End the SUNRISE step" in [a.label for a in match.legal()]:
    events += match.play("End the SUNRISE step")
recap(events, kinds=("power", "migrate", "move", "shed", "step"))

# %% [markdown]
# **Next:** [Xeko 9: the end of the game and the count](09-ending-and-counting.ipynb) · [Back to the index](../index.ipynb)
