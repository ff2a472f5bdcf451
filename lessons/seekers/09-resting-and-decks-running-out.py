# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 9: resting, and decks that run out
# **Goal:** use a Rest when your hand is empty, and know how an empty deck is rebuilt.
#
# Among the *Additional Rules*: if your turn starts and you hold **no Leads**, you may **Rest** (*Resting*):
# reveal two Adventures, draw three Leads, and skip the rest of your turn. Scrap down to three Adventures
# afterwards. Resting is not a Feat, so nobody can Thwart it, and a seeker on the Final Adventure may not
# rest.
#
# When the Lead deck or the Adventure deck is empty and a card is needed (*If a Card Deck Runs Out*), put
# the top card of its discard pile aside, shuffle the rest of that pile into a new deck, and let the card
# put aside start the new discard pile.
#
# Below, Player 2 is about to end a turn, and Player 1 has no Leads at all.

# %%
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

position = {
    "title": "An empty hand",
    "seats": [{"leads": [], "adventures": ["The Forgotten Lagoon", "The Ember Sanctum"]},
              {"leads": ["Myth"], "adventures": ["The Jade Temple"]}],
    "active": 1,
}
match = new_match(seed=3, scenario=position)
rival = ScriptBot("End turn")

# %% [markdown]
# You are Player 1, with no Leads at all; your rival is about to end their turn. Follow the lesson at the
# top right of the board; every choice of yours is made on the board.

# %%
guide = lessons.resting()
board = guide.attach(Board(match, seat=0, opponents={1: rival}))
board

# %% [markdown]
# ## Your Rest, retold
# This cell reads the board's match as it is, so run it whenever you like.

# %%
if guide.played():
    recap([event for step in match.log[guide.start + 1:] for event in step])
else:
    print("You have not rested yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## When the Lead deck runs out
# Two random bots play a game; then we replay it and stop just before the choice that needs more Leads
# than the deck holds, and count the Lead piles at that moment.

# %%
from xlearn.engine.bots import RandomBot, play_out

finished = new_match(seed=20)
play_out(finished, [RandomBot(1), RandomBot(2)])
before = new_match(seed=20)
for label in finished.choices:   # replay the game, stopping before the choice that rebuilds the deck
    if any(e.kind == "replenish" for e in before.copy().play(label)):
        break
    before.play(label)
table = before.view(None)
print("Leads in the deck:", table["lead_deck_count"], "- Leads in the discard pile:", len(table["lead_discard"]))
print(f"Player {before.to_act + 1} chooses next: {label!r}")

# %% [markdown]
# Now that choice is played: the top Lead of the discard pile is set aside, and the rest of the pile is
# shuffled into the new deck.

# %%
recap(before.play(label), kinds=("replenish",))

# %% [markdown]
# **Next:** [Seekers 10: the Breakthrough win](10-the-breakthrough-win.ipynb) · [Back to the index](../index.ipynb)
