# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 10: the Breakthrough win
# **Goal:** spot the second way to win, and count the ActionX cards that make it.
#
# Besides a fifth Adventure there is another way to win (*Alternate Win Condition: Breakthrough*): while you
# are on the Final Adventure, perform the Heroic Feat **Breakthrough** successfully (not Thwarted) with at
# least **seven ActionX cards** in your Active zone and Archive together. Feats you played count, since they
# end up in your Archive, even those that were Thwarted. ActionX cards in your hand do not count.
#
# Player 1 is on the Final Adventure with one Site in play and five Feats archived: six cards. They hold the
# Feat Old Friends and three matching Leads (two Ruin and a wild one).

# %%
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

position = {
    "title": "Six ActionX cards in play",
    "seats": [{"leads": ["Ruin", "Ruin", "Wild", "Glyph"], "actionx": ["Old Friends"],
               "adventures": ["The Ember Sanctum"], "active": [{"card": "Base Camp"}], "final": True,
               "archived": ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum", "The Forgotten Archive"],
               "archived_actionx": ["Lucky Break", "Scout the Ridge", "Dig Permit", "Pickpocket", "Second Look"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Jade Temple"], "archived": ["The Howling Grotto"]}],
}
match = new_match(seed=3, scenario=position)
print("ActionX cards in your Active zone and Archive:", match.view(0)["players"][0]["actionx_in_play"])

# %% [markdown]
# You are Player 1, on the Final Adventure. Follow the lesson at the top right of the board; every choice
# is yours, made on the board.

# %%
guide = lessons.breakthrough_win()
board = guide.attach(Board(match, seat=0, opponents=None, hotseat=False))
board

# %% [markdown]
# ## Your win, retold
# This cell reads the board's match as it is, so run it whenever you like.

# %%
if guide.played():
    recap([event for step in match.log[guide.start + 1:] for event in step])
else:
    print("You have not played yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# **Next:** [Seekers 11: a full game against a bot](11-full-game-against-a-bot.ipynb) · [Back to the index](../index.ipynb)
