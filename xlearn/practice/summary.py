"""What to practise next, mastery per theme and game, and the day streak, read from the learner's record."""
from __future__ import annotations

from datetime import date, datetime, timedelta

from .rating import mastery
from .record import Record


def mastery_by_theme(record: Record, game: str) -> dict[str, float]:
    """Each practised theme's mastery (0..1), from the learner's rating there."""
    return {t: mastery(r[0]) for t, r in record.ratings("learner", game).items()}


def game_mastery(record: Record, game: str, themes: int) -> float:
    """A game's mastery: the mean over all its themes (an unpractised theme counts as 0)."""
    got = mastery_by_theme(record, game)
    return sum(got.values()) / themes if themes else 0.0


def streak(record: Record, today: date | None = None) -> int:
    """Days in a row, ending today (or yesterday), with at least one attempt."""
    days = {datetime.fromtimestamp(a["at"]).date() for a in record.attempts()}
    day = today or date.today()
    if day not in days:
        day -= timedelta(days=1)
    n = 0
    while day in days:
        n += 1
        day -= timedelta(days=1)
    return n


def weakest(record: Record, game: str, book, n: int = 3) -> list[str]:
    """The n practised themes with the lowest mastery, each said as its rulebook heading."""
    got = sorted(mastery_by_theme(record, game).items(), key=lambda kv: kv[1])[:n]
    return [f"\u201c{book[t].section}\u201d ({round(100 * m)} %)" for t, m in got]


def index_line() -> str:
    """The index's line: mastery per game from the learner's record, with a link to each Practice notebook."""
    from xlearn.lessons.catalog import GAME_NAMES
    from .bank import rule_ids
    try:
        rec = Record()
    except Exception:  # noqa: BLE001 - the index must open even when the record cannot
        return ""
    try:
        parts = [f"[{GAME_NAMES[g]}](practice/{g}.ipynb) {round(100 * game_mastery(rec, g, len(rule_ids(g))))} %"
                 for g in ("xeko", "xenofera", "seekers")]
    finally:
        rec.close()
    return "Practice mastery per game (every rule counts): " + ", ".join(parts) + "."
