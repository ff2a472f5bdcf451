# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xenofera 3: crew and build points
# **Goal:** hire crew in the Action Phase and add up build points in the Build Phase.
#
# **Your people.** Your Huntsman leads the expedition (*Huntsman*); crew members work for it (*Crew Members*).
# Each card shows two numbers: **build** points and **capture** points. Most also carry a special ability,
# and crew members show a **cost**, their wage, taken off your score at the end. The starting member that
# came with set-up is one of the *Starting Utility* cards; everything else you hold comes from the Utility
# deck (*Cards from the Utility Deck*).
#
# **Hiring** (*A. Action Phase*, *Recruiting crew*): playing a crew card from your hand uses one of the
# turn's two Action plays. Crew Quarters hold at most five crew members; in xlearn the Huntsman does not
# count towards the five (ruling N-5). A hired member stays until some Action card removes them.
#
# **Building** (*B. Build Phase*): a cage or item costs build points. One member, or several together, must
# bring at least the cost. Each member (and the Huntsman) works **once a turn**: after building they are
# utilised and cannot build again or capture this turn. Points left over are simply lost.

# %%
import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.tasks.xenofera import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)
from xlearn.xenofera.lesson_positions import RIVAL
scenario = {"title": "A new engineer", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Engineer Fenna", "Wrangler Petra", "Titan Pen", "Steel Enclosure", "Habitat Module"]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]}
match = xenofera.new_match(scenario=scenario, seed=3)
events = match.play("Recruit Engineer Fenna")
events += match.play("End the Action Phase")
recap(events)
print("Build choices:")
for action in match.legal():
    print(" ", action.label)

# %% [markdown]
# Engineer Fenna brings 2 build points, and her ability adds 2 more whenever she helps build a
# **cage**. That is why she can build the Steel Enclosure (cost 4) alone, but needs a partner for the Habitat
# Module, which is an item. The board lists only groups in which every member is needed (ruling N-9).

# %%
board = Board(match, seat=0, opponents="random")
board

# %% [markdown]
# ## Task
# The Huntsman and Engineer Fenna build the Titan Pen (cost 6) together. How many build points do they
# bring?

# %%
task = CalcTask(match, "Build Titan Pen with Huntsman + Engineer Fenna", "build",
                "How many build points do the Huntsman and Engineer Fenna bring to the Titan Pen?")
board.ask(task)

# %% [markdown]
# ## Recap
# Build it for real. The spare point is lost, and both builders are utilised: only Recruit Tam is left, and
# his single point builds nothing more.

# %%
if task.done:
    recap(match.play("Build Titan Pen with Huntsman + Engineer Fenna"), kinds=("build", "phase"))
else:
    print("Answer the task on the board first (or press Show me); then run this cell again.")

# %% [markdown]
# **Next:** [Xenofera 4: cages and items](04-cages-and-items.ipynb) · [Back to the index](../index.ipynb)
