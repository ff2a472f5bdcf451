"""The start page, notebooks/index.ipynb (build with tools/lessons/build.py index)."""
from lesson_map import MAPS

GAMES = {"Xeko": "xeko", "Xenofera": "xenofera", "X: Seekers of Fortune": "seekers"}


def lesson_rows() -> str:
    rows = ["| Game | Lesson | Rulebook sections |", "| --- | --- | --- |"]
    for game in GAMES:
        lessons = MAPS.get(game)
        if not lessons:
            rows.append(f"| {game} | *being written* | — |")
            continue
        for path, sections in lessons.items():
            name = path.split("/")[-1].removesuffix(".ipynb")
            shown = ", ".join(sections[:6]) + (f", and {len(sections) - 6} more" if len(sections) > 6 else "")
            rows.append(f"| {game} | [{name}]({path}) | {shown} |")
    return "\n".join(rows)


LESSONS = [("index.ipynb", [
    ("md", """# xlearn — learn card games by playing them"""),
    ("md", """xlearn teaches three card games inside Jupyter: **Xeko**, **Xenofera** and **X: Seekers of
Fortune**. Each lesson is a short notebook with a playable board. You make the moves; the board explains
every rule at the moment it applies, so you learn the rules by using them rather than by reading them
all first."""),
    ("md", """## How to use a board

- Run the lesson's cells from the top (Shift+Enter, or *Run → Run All Cells*).
- The board shows the table from your seat. The **choice buttons** are exactly the moves the rules allow
  now; click one (or Tab to it and press Enter).
- For Xeko, pick a card in your hand: the legal spots light up; pick an unlit spot and the board says
  which rule forbids it.
- The **event log** tells what each step did and cites the rulebook section; worked sums (Energy totals,
  the Diff, scores) are shown term by term. **Next step** reveals one event at a time.
- **Undo** takes back your last choice, unless that step showed you a hidden card. The **teacher view**
  shows every hand.
- Each lesson ends with a **task** the engine checks: call `task.check(your_answer)` and read the feedback."""),
    ("md", "## Lesson map\n\n" + lesson_rows()),
    ("md", """## Check your set-up

Run the cell below (Shift+Enter). It should print the xlearn version."""),
    ("code", """import xlearn
print(f"xlearn {xlearn.__version__} is ready.")"""),
])]
