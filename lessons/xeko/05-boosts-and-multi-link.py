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

# %%
import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
position = {
    "title": "A double link next to a rival",
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]},
              {"card": "Lowland Streaked Tenrec", "owner": 0, "at": [0, 1]}],
    "hands": [["Indri", "Toxic", "Warning Sign"], ["Spiny Forest", "Tsingy Shelter"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 5,
}
match = xeko.new_match(scenario=position, seed=2)
for action in match.legal():
    print(action.label)

# %%
board = xeko.Board(match, seat=0, opponents=None)
board

# %% [markdown]
# ## Task
# Player 1 plays **Indri** at (1, 1), touching both the Tenrec and the Ant Tanager. Without Boosts, what is
# the Diff?

# %%
task = DiffTask(match, "Play Indri at (1, 1)")
board.ask(task)

# %% [markdown]
# ## Recap
# Play it, then let each side play one Boost before passing, and read the worked sums.

# %%
events = match.play("Play Indri at (1, 1)")
played = set()
while "Pass (play no Boost)" in [a.label for a in match.legal()]:
    seat = match.to_act
    boosts = [a.label for a in match.legal() if a.label.startswith("Boost:")]
    if boosts and seat not in played:
        played.add(seat)
        events += match.play(boosts[0])
    else:
        events += match.play("Pass (play no Boost)")
recap(events, kinds=("species", "boost", "pass", "tw-winner", "diff", "cleanup"))

# %% [markdown]
# **Next:** [Xeko 6: Xeko cards and Trophic Tokens](06-xeko-cards-and-trophic-tokens.ipynb) · [Back to the index](../index.ipynb)
