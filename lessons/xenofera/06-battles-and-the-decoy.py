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
# Reaction, or when an Action targets a cage guarded by a Lock or a Sentry. The player of the Action is the
# Attacker (ruling N-7).
# - *The Defender* puts two Battle cards face down; never the Decoy.
# - *The Attacker* puts two Battle cards **and the Decoy** face down, in any order.
# - *Resolution*: the Defender picks one of the Attacker's three cards to leave out. The rest are turned up.
#   The higher total wins, and **a tie goes to the Attacker**. Cards that fought are spent, except the Decoy;
#   a player left with two or fewer unused cards (Decoy included) takes all the spent ones back.
#
# The Decoy is worth 0. If the Defender leaves it out, the Attacker fights with two real cards; if not, the
# Decoy counts 0 and one real card is wasted.

# %%
import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.tasks.xenofera import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)
scenario = {"title": "A guarded cage", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Open the Gates", "Supply Run"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook"],
     "cages": [{"cage": "Steel Enclosure", "items": ["Shock Lock"], "creatures": ["Mistwing"]}]}],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]}
match = xenofera.new_match(scenario=scenario, seed=6)
events = match.play("Play Open the Gates on Mistwing in Player 2's Cage 1")
events += match.play("Place 3 and 4 face down")      # Player 2, the Defender
events += match.play("Place Decoy, 2, 5 face down")  # Player 1, the Attacker
for event in events:
    print("-", event.text_for(None))

# %% [markdown]
# The board shows the battle from the Defender's seat, Player 2, who must now leave out one of the
# Attacker's three face-down cards. (We saw the Attacker's order above; the Defender cannot.)

# %%
board = Board(match, seat=1, opponents=None)
board

# %% [markdown]
# ## Task
# The Defender leaves out the Attacker's **first** card. Who wins the battle: the Attacker or the
# Defender?

# %%
task = BattleTask(match, "Exclude the attacker's first card")
board.ask(task)
task.check("Defender")

# %%
task.check("Attacker")

# %% [markdown]
# Leaving out the second card instead lets the Decoy fight:

# %%
BattleTask(match, "Exclude the attacker's second card").check("Defender")

# %% [markdown]
# ## Recap
# Player 2 leaves out the second card. The lock holds, and the Open the Gates card is wasted.

# %%
recap(match.play("Exclude the attacker's second card"))

# %% [markdown]
# ## A Reaction
# Now Player 2 holds a Countermeasure and answers Player 1's Poach the Crew with it. Both lay their cards;
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
