# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Seekers 12: Draft Mode and more players
# **Goal:** set up a game for three or four seekers, and draft your own ActionX deck.
#
# *More Ways to Play*: up to four seekers play with the same rules (*Multiplayer*); with four, Leads run
# short, so a second Lead deck is shuffled in.
#
# In **Draft Mode** (*Draft Mode*, up to three seekers) everyone builds a private ActionX deck before play.
# Each drafter is dealt six ActionX cards, keeps one face down and passes the rest on to the next seat;
# this repeats until five are kept and the last card of the pack is put aside. A second pack of six gives
# five more, so each seeker ends up with ten. During the game you draw only from your own ActionX deck and
# discard onto your own pile.

# %%
from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask
four = new_match(players=4, seed=5)
recap(four.events[:2])
print("Leads left in the deck after set-up:", four.view(0)["lead_deck_count"])

# %%
match = new_match(players=3, seed=12, draft=True)
print("Player 1 may draft:", [a.label for a in match.legal()])
board = Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# After both drafting rounds and the opening deal (one ActionX card into each hand), how many cards are left
# in Player 1's own ActionX deck? Three random drafters play the draft on a copy to check.

# %%
from xlearn.engine.bots import RandomBot

drafted = new_match(players=3, seed=12, draft=True)
bots = [RandomBot(s) for s in range(3)]
while drafted.phase == "Draft Mode":
    drafted.play(bots[drafted.to_act].choose(drafted))
task = OutcomeTask(match, drafted.choices, "How many cards are left in Player 1's own ActionX deck?",
                   lambda probe, events: probe.view(0)["players"][0]["actionx_deck_count"],
                   RULES.rulebook["draft"], kinds=(),
                   why="Each drafter keeps ten cards, and the opening deal takes one of them into the hand.")
board.ask(task)

# %% [markdown]
# ## Recap: what Player 1 drafted, as Player 1 saw it

# %%
recap([event for event in drafted.events if event.kind == "draft" and event.seat == 0])

# %% [markdown]
# This is the last Seekers lesson. [Back to the index](../index.ipynb)
