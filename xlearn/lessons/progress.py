"""Which lessons this learner has finished, kept in the learner's record (xlearn.practice.record), and where to go next."""
from __future__ import annotations

from pathlib import Path

from .catalog import GAME_NAMES, LESSONS

ENV = "XLEARN_PROGRESS"  # a test or a shared machine may point the file elsewhere


def progress_file() -> Path:
    """Where the learner's record is kept: $XLEARN_PROGRESS, else ~/.xlearn/progress.sqlite."""
    from xlearn.practice.record import record_path
    return record_path()


def finished() -> set[str]:
    """The lesson paths (as the catalogue names them) this learner has finished; none if the record is unreadable."""
    from xlearn.practice.record import Record, RecordError
    try:
        rec = Record()
    except (OSError, RecordError):
        return set()
    try:
        return rec.finished()
    finally:
        rec.close()


def mark_finished(path: str) -> bool:
    """Record that the learner finished lesson path; False if the record cannot be written (nothing else fails)."""
    from xlearn.practice.record import Record, RecordError
    import sqlite3
    try:
        rec = Record()
        try:
            rec.mark_finished(path)
        finally:
            rec.close()
    except (OSError, RecordError, sqlite3.Error):
        return False
    return True


def next_to_take(done: set[str] | None = None) -> str | None:
    """The first lesson, in catalogue order, this learner has not finished."""
    done = finished() if done is None else done
    return next((lesson.path for lesson in LESSONS if lesson.path not in done), None)


class Summary:
    """The start page's progress table: each lesson, ticked if finished, and the one to take next."""

    def __init__(self, done: set[str]):
        self.done = done

    def lines(self) -> list[str]:
        nxt = next_to_take(self.done)
        title = next((f"{GAME_NAMES[lesson.game]}: {lesson.title}" for lesson in LESSONS if lesson.path == nxt), nxt)
        head = (f"You have finished {len(self.done & {lesson.path for lesson in LESSONS})} of {len(LESSONS)} "
                f"lessons. " + (f"Next: [{title}]({nxt})." if nxt else "You have finished them all."))
        rows = ["| Done | Game | Lesson | About |", "| --- | --- | --- | --- |"]
        for lesson in LESSONS:
            mark = "✓" if lesson.path in self.done else ("→ start here" if lesson.path == nxt else "")
            rows.append(f"| {mark} | {GAME_NAMES[lesson.game]} | [{lesson.title}]({lesson.path}) | "
                        f"{lesson.minutes} min |")
        from xlearn.practice.summary import index_line
        return [head, "", index_line(), "", *rows]

    def _repr_markdown_(self) -> str:
        return "\n".join(self.lines())

    def __repr__(self) -> str:
        return "\n".join(self.lines()[:1])


def summary() -> Summary:
    """The progress table for the start page (reads the local file now)."""
    return Summary(finished())
