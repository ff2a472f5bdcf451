# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Your first link (a lesson written from scratch: see docs/teaching.md)
# **Goal:** put a Species next to the Hotspot so that a link of one colour joins them.
#
# The position comes from `first-link.json`, made with the position editor (`xlearn edit xeko first-link.json`).
# Run the cell below and follow the lesson at the top right of the board.

# %%
import json
from pathlib import Path

import xlearn.xeko as xeko
from xlearn.lessons import Guide, ScriptBot, explain, choose, show, ask, recap
from xlearn.tasks import AnswerTask

HERE = Path("first-link.json") if Path("first-link.json").exists() else Path("docs/examples/first-link.json")
POSITION = json.loads(HERE.read_text())
match = xeko.new_match(scenario=POSITION, seed=1)


def spots_for_hawk_moth(guide):
    """The engine counts the spots Hawk Moth could have taken at the start, so the answer is never typed by hand."""
    start = xeko.new_match(scenario=POSITION, seed=1)
    spots = [a for a in start.legal() if a.label.startswith("Play Hawk Moth at")]
    return AnswerTask("At the start, on how many spots could Hawk Moth have been played?", len(spots),
                      "Hawk Moth's sides share a colour with every side of the Hotspot that touches them.",
                      guide.rulebook_ref("link-rule"))


guide = Guide("examples/first-link.ipynb", [
    explain("A Species joins the field only where each side it touches shares a colour with the side it meets; "
            "a blank side may only meet a blank side.", rule="link-rule"),
    choose("Play Brown Mouse Lemur north of the Hotspot: pick it in your hand, then the lit spot (0, 1).",
           label="Play Brown Mouse Lemur at (0, 1)", rule="link-rule",
           why="this lesson is about the spot north of the Hotspot, (0, 1)."),
    show("Your Lemur's south side meets the Hotspot's north side, and they share a colour: that is a link.",
         kinds=("species",), rule="link-rule"),
    ask(spots_for_hawk_moth, text="Count on the board, or think of the four sides of the Hotspot.", rule="link-rule"),
    recap("A Species goes where its touching sides share a colour with their neighbours; the more colours on its "
          "sides, the more spots it fits.", rule="link-rule"),
])
board = guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot("Play no Species card")}))
board
