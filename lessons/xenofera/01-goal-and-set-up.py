# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 1: the goal and the set-up
# **Goal:** know what wins a game of Xenofera and lay out a game from its first card to its first turn.
#
# You lead an expedition that hunts strange creatures, the *xenofera*. At the end, whoever has the most
# **points** wins (*Objective*): every creature locked in one of your cages is worth its printed value, every
# secret Collection you have completed adds its bonus, and every crew member you hired takes their wage off
# your total. Two to five players can play.
#
# The box (*Components*) holds five kinds of cards: Huntsmen (expedition leaders), Collections (secret goals),
# Xenofera (the creatures), Utility cards (crew, cages, items and actions) and, for each player, a colour of
# seven Battle cards with its Player Turn card.
#
# *Set Up* takes six steps; on the board below you make your own choices and a bot makes your rival's:
# 1. *1. Battle Cards/Player Turn Cards*: everybody picks a colour (seats choose in turn, ruling N-1).
# 2. *2. Huntsman Deck*: two Huntsmen each; keep one, face up, as your leader.
# 3. *3. Xenofera Deck*: five creatures are turned up in the middle. This row is the **Line of Sight**: only
#    creatures there can be caught.
# 4. *4. Collection Deck*: two Collections each; keep one, face down, as your secret goal.
# 5. *5. Utility Deck*: each player gets a starting crew member and a starting cage, then seven Utility cards.
#    With two players, the cards marked +3 Player stay in the box. A Stampede dealt now is swapped for another
#    card.
# 6. *6. Choose a Starting Player*: here the seeded random source picks (ruling N-2); play goes clockwise.

# %% [markdown]
# The cell below draws the board (run it if no board shows yet). It starts a fresh two-player game at set-up step 1; follow the lesson at its top
# right: every choice of yours is made on the board, and your rival (a bot) moves when you press Step.

# %%
import xlearn.xenofera as xenofera
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.ui import Board

match = xenofera.new_match(players=2, seed=3)
guide = lessons.goal_and_set_up()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## Where everything lies
# The *Set Up Diagram* names thirteen places on the table: five in the middle (Utility deck and its discard
# pile, Xenofera deck and its discard pile, the Line of Sight) and eight in front of each player (Collections,
# Huntsman, Crew Quarters, Cargo Bay, cages, caught creatures, unused and spent Battle cards). Your kept
# Collection lies face down just left of your Huntsman. Your Battle cards lie in two piles in front of you:
# the unused ones, face down and seen only by you, and the spent ones, face up for all (ruling N-17); on the
# board they are the **Unused** and **Used** rows of the *Battle cards* panel beside the table, and your kept
# Collection is in your expedition's *Collections* row. Once set-up is over on the board, this cell lists
# them as you see them. It reads the board's match as it is, so run it whenever you like.

# %%
if match.phase[0].isdigit():
    print(f"Set-up is not over yet ({match.phase}): follow the lesson on the board, then run this cell again.")
else:
    view = match.view(0)
    me = view["players"][0]
    names = lambda cards: ", ".join(c["name"] for c in cards) or "none"
    print("Utility deck:", view["utility_deck_count"], "cards; discard pile:", len(view["utility_discard"]))
    print("Xenofera deck:", view["xenofera_deck_count"], "cards; discard pile:", len(view["xenofera_discard"]))
    print("Line of Sight:", names(view["line_of_sight"]))
    print("My Collection (face down):", names(me["collections"]))
    print("My Huntsman:", me["huntsman"]["name"], "- Crew Quarters:", names(me["crew"]))
    print("Cargo Bay:", ", ".join(f"Cage {c['number']} {c['cage']['name']}" for c in me["cages"]))
    print("Unused Battle cards:", len(me["battle_unused"]), "- spent:", len(me["battle_used"]))

# %% [markdown]
# ## Recap
# - Most points wins: creatures caught, plus completed Collections, minus crew wages.
# - Set-up: colours, Huntsman, five creatures in view, a secret Collection, a starting member and cage, seven
#   Utility cards, then a random first player.
#
# The set-up of your game, step by step (once you have played it on the board):

# %%
recap(match.events, kinds=("battle-set", "keep-huntsman", "sight", "starter", "first-player"))

# %% [markdown]
# **Next:** [Xenofera 2: the five phases of a turn](02-the-five-phases.ipynb) · [Back to the index](../index.ipynb)
