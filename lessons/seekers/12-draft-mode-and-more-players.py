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
from xlearn.lessons import ScriptBot
from xlearn.seekers import lesson_scripts as lessons
from xlearn.seekers import new_match
from xlearn.tasks import recap
from xlearn.ui import Board

four = new_match(players=4, seed=5)
recap(four.events[:2])
print("Leads left in the deck after set-up:", four.view(0)["lead_deck_count"])

# %%
match = new_match(players=3, seed=12, draft=True)
print("You may draft:", [a.label.removeprefix("Draft ") for a in match.legal()])

# %% [markdown]
# You are Player 1 of three drafters; your rivals' picks are scripted. Follow the lesson at the top right of
# the board; every choice of yours is made on the board.

# %%
guide = lessons.draft_mode()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot(), 2: ScriptBot()}))
board

# %% [markdown]
# ## Your draft so far
# This cell reads the board's match as it is, so run it whenever you like.

# %%
if guide.played():
    recap([event for step in match.log[guide.start + 1:] for event in step
           if event.kind == "draft" and event.seat == 0])
else:
    print("You have not drafted yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## After the draft, on a copy
# Three random drafters play the whole draft on a fresh copy (the board above is not touched); then each seeker
# holds one ActionX card, drawn from their own deck.

# %%
from xlearn.engine.bots import RandomBot

drafted = new_match(players=3, seed=12, draft=True)
bots = [RandomBot(s) for s in range(3)]
while drafted.phase == "Draft Mode":
    drafted.play(bots[drafted.to_act].choose(drafted))
print("Cards left in Player 1's own ActionX deck:", drafted.view(0)["players"][0]["actionx_deck_count"])

# %% [markdown]
# ## Recap: what Player 1 drafted, as Player 1 saw it

# %%
recap([event for event in drafted.events if event.kind == "draft" and event.seat == 0])

# %% [markdown]
# This is the last Seekers lesson. [Back to the index](../index.ipynb)
