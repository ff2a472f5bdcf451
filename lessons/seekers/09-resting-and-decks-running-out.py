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
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
position = {
    "title": "An empty hand",
    "seats": [{"leads": [], "adventures": ["The Forgotten Lagoon", "The Ember Sanctum"]},
              {"leads": ["Myth"], "adventures": ["The Jade Temple"]}],
    "active": 1,
}
match = new_match(seed=3, scenario=position)
recap(match.play("End turn"))
print("Player 1 chooses:", [a.label for a in match.legal()])
board = Board(match, seat=0, opponents=None, hotseat=False)
board

# %% [markdown]
# ## Task
# Player 1 has two Adventures. If they rest, how many Adventures must they then scrap?

# %%
task = OutcomeTask(match, ["Rest"], "How many Adventures must Player 1 scrap after resting?",
                   lambda probe, events: len(probe.view(0)["players"][0]["adventures"]) - 3,
                   RULES.rulebook["resting"], kinds=("rest", "reveal"))
board.ask(task)

# %% [markdown]
# ## Recap

# %%
events = match.play("Rest")
events += match.play("Scrap The Ember Sanctum")
recap(events)

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
# How many Leads go into the new deck? The top discard is set aside, so one fewer than the pile.

# %%
task = OutcomeTask(before, [label], "How many Leads are shuffled into the new Lead deck?",
                   lambda probe, events: next(e.data["count"] for e in events if e.kind == "replenish"),
                   RULES.rulebook["deck-runs-out"], kinds=("replenish",))

# %% [markdown]
# **Next:** [Seekers 10: the Breakthrough win](10-the-breakthrough-win.ipynb) · [Back to the index](../index.ipynb)
