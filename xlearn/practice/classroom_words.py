"""The class view in a teacher's words: lessons by their headings, steps by what they ask, rules as "12 of 96",
times as "3 min ago"; the plain lines `make hub-check` prints (the page, classroom_page.py, uses the same words)."""
from __future__ import annotations

import time
from pathlib import PurePosixPath

from ..lessons.catalog import BY_PATH, GAME_NAMES
from .classroom import GAMES, ClassView, Learner

SHORT = {"xeko": "Xeko", "xenofera": "Xenofera", "seekers": "Seekers"}   # as the lessons' headings name the games
DOING = {"explain": "reading", "choose": "a choice on the board", "show": "reading what the choice did",
         "ask": "a question", "wait": "watching the other players move", "recap": "the recap"}


def lesson_name(path: str) -> str:
    """A lesson as its notebook's heading names it: "Xeko 4: the Turf War" (an unknown path as it is)."""
    lesson = BY_PATH.get(path)
    if lesson is None:
        return path
    number = PurePosixPath(path).name.split("-")[0]
    return f"{SHORT[lesson.game]} {int(number) if number.isdigit() else number}: {lesson.title}"


def step_number(lesson: str, step: int, sizes: dict[str, int]) -> str:
    """ "step 3 of 7" (the lesson's length when it is known)."""
    return f"step {step + 1}" + (f" of {sizes[lesson]}" if lesson in sizes else "")


def step_words(title: str) -> str:
    """What a step asks of the learner, from the title its record keeps ("ask: How many..." -> "a question: How
    many...")."""
    kind, _, words = title.partition(": ")
    if kind not in DOING:
        return title
    if words.endswith("…") and " " in words:   # the record keeps a step's first words: end on a whole one
        words = words[:-1].rsplit(" ", 1)[0].rstrip(",;:") + " …"
    return f"{DOING[kind]}: {words}" if words else DOING[kind]


def where_now(learner: Learner, sizes: dict[str, int]) -> str:
    """Where the learner is: the lesson and step they reached last, or the lesson they finished last."""
    at = learner.now
    if at is None:
        return "has not opened a guided lesson yet"
    name = lesson_name(at["lesson"])
    if at["kind"] == "recap" and at["lesson"] in learner.finished:
        return f"finished {name}"
    return f"{name}, {step_number(at['lesson'], at['step'], sizes)} ({DOING.get(at['kind'], at['kind'])})"


def rules_words(learner: Learner, totals: dict[str, int]) -> list[str]:
    """The rules the learner's games applied, per game played: "Xeko: 14 of 96 rules"."""
    return [f"{GAME_NAMES[g]}: {learner.rules[g]}" + (f" of {totals[g]}" if g in totals else "") + " rules"
            for g in GAMES if learner.rules.get(g)]


def drills_words(learner: Learner) -> list[str]:
    """The drills answered, per game practised, with the mastery they show: "Xeko: 12 drills, 40 % mastered"."""
    return [f"{GAME_NAMES[g]}: {n} drill{'' if n == 1 else 's'}, {round(100 * learner.mastery.get(g, 0.0))} % "
            "mastered" for g in GAMES if (n := learner.drills.get(g))]


def ago(at: float | None, now: float) -> str:
    """How long ago a time was, as a teacher says it: "just now", "12 min ago", "3 h ago", "never"."""
    if at is None:
        return "never"
    mins = int((now - at) // 60)
    return "just now" if mins < 1 else f"{mins} min ago" if mins < 120 else f"{mins // 60} h ago"


def duration(seconds: float) -> str:
    """A time spent: "45 s", "3 min 20 s"."""
    s = round(seconds)
    return f"{s} s" if s < 60 else f"{s // 60} min" + (f" {s % 60} s" if s % 60 else "")


def learners_count(n: int) -> str:
    return f"{n} learner{'' if n == 1 else 's'}"


def figure_lines(view: ClassView, total_lessons: int, now: float | None = None) -> list[str]:
    """The class view as plain lines (`make hub-check` prints them; the service serves them as text)."""
    now = time.time() if now is None else now
    lines = [f"Class at a glance: {learners_count(len(view.learners))}, "
             f"{sum(ln.found for ln in view.learners)} of them have started"]
    for ln in view.learners:
        if not ln.found:
            lines.append(f"  {ln.name}: has not started yet")
            continue
        lines.append(f"  {ln.name}: {ln.lessons} of {total_lessons} lessons finished; now: {where_now(ln, view.sizes)}; "
                     f"rules met: {', '.join(rules_words(ln, view.rules)) or 'none yet'}; "
                     f"drills: {', '.join(drills_words(ln)) or 'none yet'}; last seen {ago(ln.last_seen, now)}")
    lines.append("  Where the class spends longest (median time over the learners who reached the step):")
    lines += [f"    {lesson_name(r['lesson'])}, {step_number(r['lesson'], r['step'], view.sizes)} "
              f"({step_words(r['title'])}): {duration(r['median_s'])}, {learners_count(r['learners'])}"
              for r in view.longest] or ["    nothing yet"]
    lines.append("  Where learners stopped, or are still working (the last step they reached in a lesson not finished):")
    lines += [f"    {lesson_name(r['lesson'])}, {step_number(r['lesson'], r['step'], view.sizes)} "
              f"({step_words(r['title'])}): {', '.join(r['learners'])}" for r in view.stops] or ["    nobody"]
    return lines
