"""`xlearn lesson new GAME "title"` starts a lesson file; `xlearn lesson check FILE` reports its mistakes with file
and line; `xlearn lesson build FILE` checks it and writes its notebook beside it (without running it), so a teacher
needs neither Python nor the repository's tools to write one."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from .lesson_file import read

TEMPLATE = '''---
jupytext:
  text_representation:
    extension: .md
    format_name: myst
kernelspec:
  display_name: Python 3
  language: python
  name: python3
---

# {title}
**Goal:** say in one sentence what the learner will be able to do after this lesson.

Explain the rule in your own words here, naming the rulebook's section in italics (*5. Turf War*). The board
below follows the lesson's steps, written at the end of this file.

```{{code-cell}}
from xlearn.lessons import lesson_board

board = lesson_board("{name}")
guide = board.guide
board
```

## Recap
- What the learner should remember, in a line or two.

+++

```{{guide}}
game: {game}
# The position: a scenario (write it here, or save one with `xlearn edit {game} FILE.json` and name the file)
# and the seed of the shuffles; or no position and `players: 2` for a fresh game.
players: 2
seed: {seed}
opponents: random
steps:
- explain: >-
    What this lesson is about, in a sentence or two.
  rule: {rule}
- choose: >-
    What the learner does on the board now.
  goal: anything
  why: why the lesson asks for this choice (said when the learner picks another).
  rule: {rule}
- show: Here is what your choice did.
  rule: {rule}
- recap: >-
    What was learnt. Play on freely, or go to the next lesson.
  rule: {rule}
```
'''
FIRST_RULE = {"xeko": "turn-sequence", "xenofera": "turn", "seekers": "turn"}


def slug(title: str) -> str:
    """A file name's words: lower case, hyphens, nothing else."""
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "lesson"


def first_seed(game: str) -> int:
    """The first seed whose fresh two-player game starts with the learner's (seat 0's) choice."""
    import importlib
    new_match = importlib.import_module(f"xlearn.{game}").new_match
    return next(s for s in range(1, 100) if new_match(players=2, seed=s).to_act == 0)


def new_lesson(game: str, title: str, folder: Path | None = None) -> Path:
    """Write a new lesson file, numbered after the game's last one in `folder` (default lessons/GAME); its path."""
    if game not in FIRST_RULE:
        raise ValueError(f"no game {game!r}; choose one of {', '.join(FIRST_RULE)}")
    folder = Path(folder) if folder is not None else Path("lessons") / game
    folder.mkdir(parents=True, exist_ok=True)
    numbers = [int(p.name[:2]) for p in folder.glob("[0-9][0-9]-*.md")]
    path = folder / f"{max(numbers, default=0) + 1:02d}-{slug(title)}.md"
    if path.exists():
        raise FileExistsError(path)
    name = f"{folder.name}/{path.stem}"
    path.write_text(TEMPLATE.format(title=title, name=name, game=game, rule=FIRST_RULE[game], seed=first_seed(game)),
                    encoding="utf-8")
    return path


def cells(text: str) -> list[dict]:
    """A lesson file's notebook cells (MyST: code cells fenced ```{code-cell}, markdown cells split by +++)."""
    body = re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.S)
    out, markdown, code = [], [], None

    def flush():
        words = "\n".join(markdown).strip("\n")
        if words.strip():
            out.append({"cell_type": "markdown", "source": words})
        markdown.clear()
    for line in body.splitlines():
        if code is not None:
            if line.rstrip() == "```":
                out.append({"cell_type": "code", "source": "\n".join(code).strip("\n")})
                code = None
            else:
                code.append(line)
        elif line.startswith("```{code-cell}"):
            flush()
            code = []
        elif line.startswith("+++"):
            flush()
        else:
            markdown.append(line)
    flush()
    return out


def notebook(path: Path | str) -> dict:
    """The notebook a lesson file builds (not run), with stable cell ids."""
    made = []
    for i, cell in enumerate(cells(read(path).notebook_text())):
        entry = {"cell_type": cell["cell_type"], "id": f"cell-{i:02d}", "metadata": {}, "source": cell["source"]}
        if cell["cell_type"] == "code":
            entry.update(execution_count=None, outputs=[])
        made.append(entry)
    return {"nbformat": 4, "nbformat_minor": 5, "cells": made,
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
                         "language_info": {"name": "python"}}}


def main(args) -> int:
    """The `xlearn lesson` command: new, check or build."""
    from .check import check
    if args.action == "new":
        path = new_lesson(args.game, args.title, args.dir)
        print(f"wrote {path}: write its words and steps, then `xlearn lesson build {path}`")
        return 0
    status = 0
    for file in args.files:
        mistakes = check(file)
        for m in mistakes:
            print(m, file=sys.stderr)
        if mistakes:
            status = 1
        elif args.action == "build":
            out = Path(file).with_suffix(".ipynb")
            out.write_text(json.dumps(notebook(file), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            print(f"wrote {out}")
        else:
            print(f"{file}: no mistakes")
    return status


def add_parser(sub) -> None:
    """`xlearn lesson new|check|build`."""
    lesson = sub.add_parser("lesson", help="write a lesson in one text file: new, check, build")
    actions = lesson.add_subparsers(dest="action", required=True)
    new = actions.add_parser("new", help="start a lesson file for GAME, titled TITLE")
    new.add_argument("game", metavar="GAME")
    new.add_argument("title", metavar="TITLE")
    new.add_argument("--dir", default=None, help="the folder of the game's lessons (default: lessons/GAME)")
    for name, says in (("check", "report each mistake of FILE with its line"),
                       ("build", "check FILE, then write its notebook beside it")):
        action = actions.add_parser(name, help=says)
        action.add_argument("files", metavar="FILE", nargs="+")
    lesson.set_defaults(func=main)
