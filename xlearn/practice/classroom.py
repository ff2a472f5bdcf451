"""The class at a glance (issue 31 item 5): every learner's record read for the teacher, and the lesson steps
where the class spends longest or stops. Read only; the hub service (deploy/class_service.py) draws it."""
from __future__ import annotations

import sqlite3
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..lessons.catalog import LESSONS
from .record import Record, RecordError

GAMES = ("xeko", "xenofera", "seekers")
IDLE_CAP_S = 15 * 60   # a step left open longer than this counts as this long (the learner walked away)
TOP = 5                # how many steps each list shows


@dataclass
class Learner:
    """One learner's figures, as their record holds them (found False: no record yet, or it cannot be read)."""

    name: str
    found: bool = False
    lessons: int = 0
    finished: list[str] = field(default_factory=list)          # the lessons finished, in the catalogue's order
    now: dict | None = None                                    # the last lesson step entered (a step_visits row)
    drills: dict[str, int] = field(default_factory=dict)       # game -> drills answered
    rules: dict[str, int] = field(default_factory=dict)        # game -> rules met
    mastery: dict[str, float] = field(default_factory=dict)    # game -> drill mastery, 0..1
    last_seen: float | None = None
    step_seconds: dict[tuple[str, int], float] = field(default_factory=dict)   # (lesson, step) -> seconds there
    stopped_at: list[tuple[str, int]] = field(default_factory=list)          # unfinished lessons: the last step
    titles: dict[tuple[str, int], str] = field(default_factory=dict)


def step_times(visits: list[dict], finished: set[str]) -> tuple[dict, list, dict]:
    """From the steps a learner entered, in order: seconds spent on each (lesson, step), summed over visits and
    each visit capped at IDLE_CAP_S; the last step of every lesson entered but not finished; each step's title."""
    seconds: dict[tuple[str, int], float] = {}
    last: dict[str, dict] = {}
    titles: dict[tuple[str, int], str] = {}
    for v in visits:
        key = (v["lesson"], v["step"])
        titles[key] = v["title"]
        before = last.get(v["lesson"])
        if before is not None:
            was = (before["lesson"], before["step"])
            seconds[was] = seconds.get(was, 0.0) + min(IDLE_CAP_S, max(0.0, v["at"] - before["at"]))
        last[v["lesson"]] = v
    stopped = [(lesson, v["step"]) for lesson, v in last.items() if lesson not in finished and v["kind"] != "recap"]
    return seconds, stopped, titles


def read_learner(name: str, path: Path, themes: dict[str, int] | None = None) -> Learner:
    """A learner's figures from their record file, opened read-only (a missing or unreadable one: found=False)."""
    from .summary import game_mastery
    try:
        rec = Record.read_only(path)
    except (RecordError, sqlite3.Error):
        return Learner(name)
    try:
        done = rec.finished()
        visits = rec.step_visits()
        attempts = rec.attempts()
        out = Learner(name, True, len(done), [lesson.path for lesson in LESSONS if lesson.path in done],
                      visits[-1] if visits else None)
        for g in GAMES:
            out.rules[g] = len(rec.rules_met(g))
            out.drills[g] = sum(a["game"] == g for a in attempts)
            out.mastery[g] = game_mastery(rec, g, (themes or {}).get(g, 0)) if themes else 0.0
        stamps = [v["at"] for v in visits] + [a["at"] for a in attempts]
        out.last_seen = max(stamps) if stamps else None
        out.step_seconds, out.stopped_at, out.titles = step_times(visits, done)
        return out
    except sqlite3.Error:
        return Learner(name)
    finally:
        rec.close()


@dataclass
class ClassView:
    """The whole class: each learner, and the steps where most time goes and where lessons are left."""

    learners: list[Learner]
    longest: list[dict]    # {lesson, step, title, median_s, learners}
    stops: list[dict]      # {lesson, step, title, learners: [names]}
    rules: dict[str, int] = field(default_factory=dict)   # game -> how many rules it has (what "rules met" is out of)
    sizes: dict[str, int] = field(default_factory=dict)   # lesson -> how many steps its guide has


def class_view(records: dict[str, Path], themes: dict[str, int] | None = None,
               sizes: dict[str, int] | None = None) -> ClassView:
    """Every learner's record (name -> record file) read and put together; themes: each game's number of rules
    (drill mastery and rules met are out of it); sizes: each lesson's number of steps."""
    learners = [read_learner(n, p, themes) for n, p in records.items()]
    times: dict[tuple[str, int], list[float]] = {}
    stopped: dict[tuple[str, int], list[str]] = {}
    titles: dict[tuple[str, int], str] = {}
    for ln in learners:
        titles.update(ln.titles)
        for key, s in ln.step_seconds.items():
            times.setdefault(key, []).append(s)
        for key in ln.stopped_at:
            stopped.setdefault(key, []).append(ln.name)
    longest = sorted(({"lesson": k[0], "step": k[1], "title": titles.get(k, ""), "median_s": statistics.median(v),
                       "learners": len(v)} for k, v in times.items()),
                     key=lambda r: (-r["median_s"], r["lesson"], r["step"]))[:TOP]
    stops = sorted(({"lesson": k[0], "step": k[1], "title": titles.get(k, ""), "learners": sorted(v)}
                    for k, v in stopped.items()), key=lambda r: (-len(r["learners"]), r["lesson"], r["step"]))[:TOP]
    return ClassView(learners, longest, stops, dict(themes or {}), dict(sizes or {}))


def class_records(names: list[str], homes: Path) -> dict[str, Path]:
    """Where each learner's record is on the class hub: HOMES/NAME/.xlearn/progress.sqlite."""
    return {n: homes / n / ".xlearn" / "progress.sqlite" for n in names}


def practice_themes() -> dict[str, int]:
    """How many themes (rule ids) each game's drill mastery is out of."""
    from .bank import rule_ids
    return {g: len(rule_ids(g)) for g in GAMES}


def lesson_sizes() -> dict[str, int]:
    """How many steps each lesson's guide has (read from the lesson files), by the lesson's catalogue path."""
    from ..lessons.lesson_file import LessonError, find, read
    out = {}
    for lesson in LESSONS:
        try:
            out[lesson.path] = len(read(find(lesson.path.removesuffix(".ipynb"))).steps)
        except (LessonError, OSError):
            continue
    return out
