"""Which lesson teaches each rulebook section; writes the lesson map table into README.md.

Usage: python tools/lessons/lesson_map.py   (tests/test_lesson_map.py checks the table stays complete)
"""
from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
START, END = "<!-- lesson-map:start -->", "<!-- lesson-map:end -->"

GAMES = {"Xeko": "xeko", "Xenofera": "xenofera", "X: Seekers of Fortune": "seekers"}


def maps() -> dict[str, dict[str, list[str]]]:
    """Each game's SECTIONS (lesson path -> the rulebook headings it teaches), from its lesson source module."""
    sys.path.insert(0, str(Path(__file__).parent))
    out = {}
    for game, module in GAMES.items():
        try:
            out[game] = importlib.import_module(module).SECTIONS
        except ModuleNotFoundError:
            continue
    return out


MAPS = maps()


def table() -> str:
    """The README table: game, rulebook section, the lesson that teaches it."""
    rows = ["| Game | Rulebook section | Lesson |", "| --- | --- | --- |",
            "| all | — | [index.ipynb](notebooks/index.ipynb): what xlearn is, how a board works |"]
    for game, lessons in MAPS.items():
        for path, sections in lessons.items():
            title = re.sub(r"^\d+-", "", Path(path).stem).replace("-", " ")
            for section in sections:
                rows.append(f"| {game} | {section} | [{Path(path).stem}](notebooks/{path}) ({title}) |")
    return "\n".join(rows)


def main() -> None:
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    before, rest = text.split(START, 1)
    _, after = rest.split(END, 1)
    readme.write_text(f"{before}{START}\n{table()}\n{END}{after}", encoding="utf-8")


if __name__ == "__main__":
    main()
