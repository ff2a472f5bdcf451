"""Write the lesson map (which lesson teaches each rulebook heading) into README.md and the start page's source.

Usage: python tools/lessons/lesson_map.py   (tests/test_lesson_map.py checks the table stays complete)
The map is read from xlearn/lessons/catalog.py; rebuild the start page afterwards
(python tools/lessons/build.py index).
"""
from __future__ import annotations

import re
from pathlib import Path

from xlearn.lessons.catalog import GAME_NAMES, LESSONS

ROOT = Path(__file__).resolve().parents[2]
START, END = "<!-- lesson-map:start -->", "<!-- lesson-map:end -->"
INDEX = ROOT / "lessons" / "index.py"
INDEX_START, INDEX_END = "# <!-- lessons:start -->", "# <!-- lessons:end -->"


def table() -> str:
    """The README table: game, rulebook section, the lesson that teaches it."""
    rows = ["| Game | Rulebook section | Lesson |", "| --- | --- | --- |",
            "| all | — | [index.ipynb](notebooks/index.ipynb): what xlearn is, how a board works |"]
    for lesson in LESSONS:
        stem = Path(lesson.path).stem
        title = re.sub(r"^\d+-", "", stem).replace("-", " ")
        for section in lesson.sections:
            rows.append(f"| {GAME_NAMES[lesson.game]} | {section} | [{stem}](notebooks/{lesson.path}) ({title}) |")
    return "\n".join(rows)


def index_rows() -> str:
    """The start page's table, one row a lesson: link, title, minutes, the headings it teaches."""
    rows = ["| Game | Lesson | About | Rulebook sections |", "| --- | --- | --- | --- |"]
    for lesson in LESSONS:
        secs = lesson.sections
        shown = ", ".join(secs[:6]) + (f", and {len(secs) - 6} more" if len(secs) > 6 else "")
        name = Path(lesson.path).stem
        rows.append(f"| {GAME_NAMES[lesson.game]} | [{name}]({lesson.path}): {lesson.title} | "
                    f"{lesson.minutes} min | {shown} |")
    return "\n".join(rows)


def splice(text: str, start: str, end: str, body: str) -> str:
    """Replace what lies between the start and end markers with body."""
    before, rest = text.split(start, 1)
    _, after = rest.split(end, 1)
    return f"{before}{start}\n{body}\n{end}{after}"


def main() -> None:
    readme = ROOT / "README.md"
    readme.write_text(splice(readme.read_text(encoding="utf-8"), START, END, table()), encoding="utf-8")
    body = "\n".join(f"# {line}" for line in index_rows().splitlines())
    INDEX.write_text(splice(INDEX.read_text(encoding="utf-8"), INDEX_START, INDEX_END, body), encoding="utf-8")


if __name__ == "__main__":
    main()
