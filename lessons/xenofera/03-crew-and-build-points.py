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
# You can never discard your own crew members, cages or items either, unless an Action card tells you to.
#
# **Building** (*B. Build Phase*): a cage or item costs build points. One member, or several together, must
# bring at least the cost. Each member (and the Huntsman) works **once a turn**: after building they are
# utilised and cannot build again or capture this turn. Points left over are simply lost.

# Engineer Fenna brings 2 build points, and her ability adds 2 more whenever she helps build a **cage**.
# The cell below draws the board (run it if no board shows yet); follow the lesson at the top right of the board: you hire her, then build with her.

# %%
import xlearn.xenofera as xenofera
from xlearn.lessons import ScriptBot
from xlearn.xenofera import lesson_scripts as lessons
from xlearn.tasks import recap
from xlearn.ui import Board
from xlearn.xenofera.lesson_positions import RIVAL

scenario = {"title": "A new engineer", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Engineer Fenna", "Wrangler Petra", "Titan Pen", "Steel Enclosure", "Habitat Module"]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]}
match = xenofera.new_match(scenario=scenario, seed=3)
guide = lessons.crew_and_build_points()
board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
board

# %% [markdown]
# ## What your builders did
# Once you have built the Titan Pen on the board, this cell retells the build with its points. It reads the
# board's match as it is, so run it whenever you like.

# %%
built = [e for step in match.log[guide.start + 1:] for e in step if e.kind in ("recruit", "build")]
if any(e.kind == "build" for e in built):
    recap(built)
else:
    print("You have not built the Titan Pen yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## What is left to build with
# Fenna's help with a cage is why she could build the Steel Enclosure (cost 4) alone, while the Habitat
# Module, an item, needs a partner. The board only offers groups in which every member is needed (ruling N-9).
# This cell lists the choices your board offers now (it reads the match, and changes nothing).

# %%
if match.phase == "B. Build Phase":
    for action in match.legal():
        print(" ", action.label)
else:
    print(f"The turn is in the {match.phase}, not the Build Phase: nothing to build now.")

# %% [markdown]
# ## Recap
# Hire crew in the Action Phase; in the Build Phase members pay build costs together, each once a turn, and
# spare points are lost.
#
# **Next:** [Xenofera 4: cages and items](04-cages-and-items.ipynb) · [Back to the index](../index.ipynb)
