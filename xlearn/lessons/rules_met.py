"""Rules met: which rulebook headings this game has applied so far (from the rule each event cites), and which
are still unmet, each linked to the lesson that teaches it (the lesson catalogue knows)."""
from __future__ import annotations

import posixpath

from .catalog import teaching


def relative(target: str, here: str | None) -> str:
    """The link from the notebook `here` (a path under the lessons folder) to the lesson `target`."""
    if here is None:
        return target
    return posixpath.relpath(target, posixpath.dirname(here) or ".")


def rules_met(match, here: str | None = None) -> dict:
    """{"met": headings in the order first applied, "met_where" and "unmet": [{"heading", "lesson", "href"}]}."""
    met: list[str] = []
    for step in match.log:
        for event in step:
            if event.rule.section not in met:
                met.append(event.rule.section)
    def where(heading: str) -> dict:
        lesson = teaching(match.game, heading)
        return {"heading": heading, "lesson": lesson.title if lesson else None,
                "href": relative(lesson.path, here) if lesson else None}

    unmet = [where(h) for h in sorted(match.rules.rulebook.sections() - set(met))]
    return {"met": met, "met_where": [where(h) for h in met], "unmet": unmet}


def track_rules(board, here: str | None = None):
    """Keep the board's "Rules met" panel up to date after every change (here: the notebook's lesson path)."""
    def update(_change=None) -> None:
        board.rules_met = rules_met(board.match, here)

    board.observe(update, names="board")
    update()
    return board
