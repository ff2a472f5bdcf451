"""The lesson a learner just finished narrows the next practice to that lesson's own rules."""
from __future__ import annotations

import json
import sqlite3
from functools import cache

from .record import Record, RecordError


@cache
def bank_themes(game: str) -> frozenset[str]:
    """The rule ids the game's shipped bank has drills for (empty if there is no bank)."""
    from .bank import load
    try:
        return frozenset(d.theme for d in load(game).drills)
    except ValueError:
        return frozenset()


def lesson_rules(match) -> list[str]:
    """The rule ids the lesson's match applied, in the order first met, that have drills."""
    have = bank_themes(match.game)
    out: list[str] = []
    for e in match.events:
        if e.rule.rule_id in have and e.rule.rule_id not in out:
            out.append(e.rule.rule_id)
    return out


def set_focus(game: str, lesson: str, rules: list[str]) -> bool:
    """Keep the lesson's rules as the practice focus in the learner's record; False if it cannot be written."""
    try:
        rec = Record()
        try:
            rec.set_meta(f"focus:{game}", json.dumps({"lesson": lesson, "rules": rules}))
        finally:
            rec.close()
    except (OSError, RecordError, sqlite3.Error):
        return False
    return True


def focus(record: Record, game: str) -> dict | None:
    """{"lesson", "rules"} last set by a lesson's end for this game, or None."""
    text = record.meta(f"focus:{game}")
    return json.loads(text) if text else None
