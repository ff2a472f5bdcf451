"""Build notebooks/practice/<game>.ipynb (and all.ipynb) from the one source below: python tools/practice/build.py."""
from __future__ import annotations

from pathlib import Path

import nbformat

OUT = Path(__file__).resolve().parents[2] / "notebooks" / "practice"
NAMES = {"xeko": "Xeko", "xenofera": "Xenofera", "seekers": "X: Seekers of Fortune", "all": "all three games"}
INTRO = """# Practice: {name}

Each drill is a real position from a game between the bots, and one question about it: which choice brings
a rule into play, which choice scores best, what a sum will come to, or which choice the rules refuse.
Answer on the board. A miss gives you a hint, not the answer; the worked answer shows how the engine sees it.

Your answers are kept in your record (`~/.xlearn/progress.sqlite`). Each rule you practise gets a rating, and the
next drill comes from the rule you most need: a rule you missed comes back soon, one you know well rarely.
"""
CODE = """from xlearn.practice.board import practice
board = practice({games!r})
board"""
END = "When you want a break, the [lesson index](../index.ipynb) shows your mastery per game."


def notebook(game: str) -> nbformat.NotebookNode:
    games = ["xeko", "xenofera", "seekers"] if game == "all" else game
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell(INTRO.format(name=NAMES[game])),
                nbformat.v4.new_code_cell(CODE.format(games=games)),
                nbformat.v4.new_markdown_cell(END)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for game in NAMES:
        nbformat.write(notebook(game), OUT / f"{game}.ipynb")
        print(OUT / f"{game}.ipynb")
