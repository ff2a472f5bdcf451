# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 6: battles and the Decoy
# **Goal:** settle a battle, and see why the Decoy makes the Defender guess.
#
# **Action cards** (*Regular Action*, *Performing other Actions*) are played in the Action Phase, two at
# most, and work at once: draw cards, scare a creature off, free a rival's creature, wreck their item or cage,
# poach their crew. A **Reaction** card (*Reaction*) lets another player answer such an Action before it
# works.
#
# A **battle** starts (*Battles*, *When a battle is triggered*) when someone answers an Action with a
# Reaction, or when an Action targets a cage carrying an item that fights back in its defence (in this teaching
# set, a Lock or a Sentry). The player of the Action is the
# Attacker (ruling N-7).
# - *The Defender* puts two Battle cards face down; never the Decoy.
# - *The Attacker* puts two Battle cards **and the Decoy** face down, in any order.
# - *Resolution*: the Defender picks one of the Attacker's three cards to leave out. The rest are turned up.
#   The higher total wins, and **a tie goes to the Attacker**. Cards that fought are spent, except the Decoy;
#   a player left with two or fewer unused cards (Decoy included) takes all the spent ones back.
#
# The Decoy is worth 0. If the Defender leaves it out, the Attacker fights with two real cards; if not, the
# Decoy counts 0 and one real card is wasted.

# The cell below draws the board (run it if no board shows yet). You sit as **Player 2**, the Defender: the lesson at the top right of the board
# says what to do; every choice of yours is made on the board.

# %%
import xlearn.xenofera as xenofera
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.ui import Board

scenario = {"title": "A guarded cage", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Open the Gates", "Supply Run"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook"],
     "cages": [{"cage": "Steel Enclosure", "items": ["Shock Lock"], "creatures": ["Mistwing"]}]}],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]}
match = xenofera.new_match(scenario=scenario, seed=6)
# Player 1 is scripted, so every learner meets the same attack: Open the Gates on your Mistwing,
# then two Battle cards and the Decoy in an order you cannot see.
attacker = ScriptBot("Play Open the Gates on Mistwing in Player 2's Cage 1", "Place Decoy, 2, 5 face down",
                     "End the Action Phase")
guide = lessons.battles_and_the_decoy(seat=1)
board = guide.attach(Board(match, seat=1, opponents={0: attacker}))
board

# %% [markdown]
# ## How your battle went
# Once you have left out a card on the board, this cell lists the battle step by step, with both totals.
# It reads the board's match as it is, so run it whenever you like.

# %%
battle = guide.heard("battle-exclude", "battle-reveal", "battle-winner", "battle-used", "release")
if any(e.kind == "battle-winner" for e in battle):
    recap(battle)
else:
    print("Your battle is not settled yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## A Reaction, watched
# A second table, away from your board: Player 2 holds a Countermeasure and answers Player 1's Poach the Crew with it. Both lay their cards;
# this time the Defender leaves out the Decoy.

# %%
reaction = {"title": "A Reaction", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Poach the Crew"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook", "Tracker Hadley"], "cages": [{"cage": "Starter Pen"}],
     "hand": ["Countermeasure"]}],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]}
second = xenofera.new_match(scenario=reaction, seed=6)
events = second.play("Play Poach the Crew on Player 2's Tracker Hadley")
events += second.play("React with Countermeasure")
events += second.play("Place 2 and 6 face down")
events += second.play("Place 1, Decoy, 6 face down")
events += second.play("Exclude the attacker's second card")
recap(events, kinds=("play", "react", "battle", "battle-exclude", "battle-winner", "cancelled", "reaction-fails",
                     "dismiss", "battle-reset"))

# %% [markdown]
# ## Recap
# - A battle starts with a Reaction to an Action, or an Action aimed at a cage with a guarding item.
# - The Defender lays two Battle cards; the Attacker two and the Decoy; the Defender leaves one of the
#   Attacker's three out; the higher total wins and a tie goes to the Attacker.
# - Cards that fought are spent; the Decoy never is.
#
# **Next:** [Xenofera 7: the Draw Phase](07-the-draw-phase.ipynb) · [Back to the index](../index.ipynb)
