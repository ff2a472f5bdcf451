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
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "Six ActionX cards in play",
    "seats": [{"leads": ["Ruin", "Ruin", "Wild", "Glyph"], "actionx": ["Old Friends"],
               "adventures": ["The Ember Sanctum"], "active": [{"card": "Base Camp"}], "final": True,
               "archived": ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum", "The Forgotten Archive"],
               "archived_actionx": ["Lucky Break", "Scout the Ridge", "Dig Permit", "Pickpocket", "Second Look"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Jade Temple"], "archived": ["The Howling Grotto"]}],
}
match = new_match(seed=3, scenario=position)
print("ActionX cards in Active zone and Archive:", match.view(0)["players"][0]["actionx_in_play"])
board = Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# If Player 1 performs Breakthrough right now, before playing anything else, do they win?

# %%
def breakthrough(m):
    m = m.copy()
    m.play("Perform a Heroic Feat")
    m.play("Breakthrough")
    return next(a.label for a in m.legal() if a.label.startswith("Breakthrough:"))

task = OutcomeTask(match, ["Perform a Heroic Feat", "Breakthrough", breakthrough(match)],
                   "Does Player 1 win with a Breakthrough right now?",
                   lambda probe, events: probe.over, RULES.rulebook["breakthrough-win"],
                   kinds=("breakthrough", "win"))
board.ask(task)

# %% [markdown]
# ## Recap
# Play Old Friends first: it is archived, which makes seven. Then the Breakthrough wins.

# %%
events = match.play("Play Old Friends")
print("ActionX cards in Active zone and Archive:", match.view(0)["players"][0]["actionx_in_play"])
for label in ["Perform a Heroic Feat", "Breakthrough", breakthrough(match)]:
    events += match.play(label)
recap(events)
print(match.result)

# %% [markdown]
# **Next:** [Seekers 11: a full game against a bot](11-full-game-against-a-bot.ipynb) · [Back to the index](../index.ipynb)
