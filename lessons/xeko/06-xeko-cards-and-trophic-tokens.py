# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 6: Xeko cards and Trophic Tokens
# **Goal:** tell whether a Xeko card will work before you play it.
#
# A Xeko card is played in step 3, before your Species card, and never goes in the field (*3. Play One
# Xeko Card*). Each one shows **Trophic Tokens**: the dots for food-chain levels (1 low, 4 top
# predators, 0 plants). The card works only if your own Species in the field can show all its tokens, one
# Species for each token (*3. Xeko Cards*, our ruling X-4): tokens `[1, 1]` need two different 1-dot
# Species of yours. Play it without them and the card is simply lost to your shed pile.

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, NumberTask, ScoreTask, recap
from xlearn.xeko.tasks import DiffTask, LegalSpotsTask
position = {
    "title": "Three Species, three Xeko cards",
    "field": [{"card": "Indri", "owner": 0, "at": [0, 1]},
              {"card": "Ring-tailed Lemur", "owner": 0, "at": [1, 1]},
              {"card": "Aye-aye", "owner": 0, "at": [-1, 1]}],
    "hands": [["Rainy Season Bloom", "Field Research Station", "Peace Offering", "Fossa"], ["Jaguar"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 3],
    "active": 0, "step": "Play One Xeko Card", "turn": 7,
}
match = xeko.new_match(scenario=position, seed=4)
for card in match.view(0)["players"][0]["hand"]:
    print(f"{card['name']:24} {card['kind']:8} tokens {card['tokens']}")

# %% [markdown]
# Now the board: follow the lesson at its top right; every choice is yours, made on the board.

# %%
from xlearn.lessons import ScriptBot
from xlearn.xeko import lesson_scripts as lessons

guide = lessons.xeko_cards()
board = guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## Your Xeko card
# Once you have played a Xeko card on the board, this cell retells what it did. It reads the board's match.

# %%
played = guide.heard("xeko", "effect", "to-shed")
if played:
    recap(played)
else:
    print("You have not played a Xeko card yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## Recap
# A Xeko card works only if your Species show all its Trophic Tokens, one Species for each token;
# otherwise it is lost to your shed pile.

# %% [markdown]
# **Next:** [Xeko 7: keyword powers](07-keyword-powers.ipynb) · [Back to the index](../index.ipynb)
