"""The teacher's class view as one HTML page (the hub service in deploy/class_service.py serves it)."""
from __future__ import annotations

import time
from html import escape

from .classroom import ClassView
from .classroom_words import (ago, drills_words, duration, learners_count, lesson_name, rules_words, step_number,
                              step_words, where_now)

STYLE = """body{font:16px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328;max-width:1200px}
h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:22px 0 6px}p.note{color:#57606a;margin:0 0 12px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d0d7de;padding:5px 8px;text-align:left;
vertical-align:top}th{background:#f6f8fa}td.n{white-space:nowrap;font-variant-numeric:tabular-nums}
.bar{display:inline-block;height:10px;background:#2f81f7;border-radius:2px;vertical-align:middle;margin-right:6px}
.small{display:block;color:#57606a;font-size:14px}.none{color:#8c959f}"""


def _bar(share: float) -> str:
    return f'<span class="bar" style="width:{round(60 * max(0.0, min(1.0, share)))}px"></span>'


def _lines(items: list[str], empty: str) -> str:
    """Items one a line, or the words for none (greyed)."""
    return "<br>".join(escape(i) for i in items) if items else f'<span class="none">{empty}</span>'


def learner_rows(view: ClassView, total_lessons: int, now: float) -> list[str]:
    """A row for each learner: lessons finished (which), where they are now, rules met, drills, last seen."""
    rows = []
    for ln in view.learners:
        if not ln.found:
            rows.append(f'<tr><td>{escape(ln.name)}</td><td class="none" colspan="5">has not started yet</td></tr>')
            continue
        names = "".join(f'<span class="small">{escape(lesson_name(p))}</span>' for p in ln.finished)
        rows.append(f"<tr><td>{escape(ln.name)}</td>"
                    f'<td class="n">{_bar(ln.lessons / max(1, total_lessons))}{ln.lessons} of {total_lessons}'
                    f"{names}</td><td>{escape(where_now(ln, view.sizes))}</td>"
                    f"<td class=\"n\">{_lines(rules_words(ln, view.rules), 'none yet')}</td>"
                    f"<td>{_lines(drills_words(ln), 'none yet')}</td><td class=\"n\">{ago(ln.last_seen, now)}</td></tr>")
    return rows


def step_list(view: ClassView, rows: list[dict], what, head: str) -> str:
    """A table of lesson steps: the lesson by its heading, the step's number, what it asks, and `what` of it."""
    if not rows:
        return '<p class="none">Nothing yet.</p>'
    items = "".join(f"<tr><td>{escape(lesson_name(r['lesson']))}</td>"
                    f"<td class=\"n\">{step_number(r['lesson'], r['step'], view.sizes)}</td>"
                    f"<td>{escape(step_words(r['title']))}</td><td>{what(r)}</td></tr>" for r in rows)
    return (f"<table><tr><th>Lesson</th><th>Step</th><th>What the step asks</th><th>{head}</th></tr>"
            f"{items}</table>")


def page_html(view: ClassView, total_lessons: int, now: float | None = None) -> str:
    """The whole page: each learner's figures, then the steps where the class spends longest and where it stops."""
    now = time.time() if now is None else now
    head = ("<tr><th>Learner</th><th>Lessons finished</th><th>Where they are now</th><th>Rules met</th>"
            "<th>Drills practised</th><th>Last seen</th></tr>")
    found = sum(ln.found for ln in view.learners)
    return "".join([
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Class at a glance</title>",
        f"<style>{STYLE}</style></head><body><h1>Class at a glance</h1>",
        f'<p class="note">{learners_count(len(view.learners))}, {found} of them have started. Read from each '
        f"learner's own record at {time.strftime('%H:%M', time.localtime(now))}: reload the page for the latest. "
        "Rules met counts the rules the learner's games have used so far.</p>",
        f"<table>{head}{''.join(learner_rows(view, total_lessons, now))}</table>",
        "<h2>Where the class spends longest</h2><p class=\"note\">The middle time (median) on the step over the "
        "learners who reached it; a step left open over 15 minutes counts as 15.</p>",
        step_list(view, view.longest, lambda r: f"{duration(r['median_s'])}, {learners_count(r['learners'])}",
                  "Time spent"),
        "<h2>Where learners stopped, or are still working</h2><p class=\"note\">The last step each learner "
        "reached in a lesson they have not finished; a learner last seen long ago gave up there.</p>",
        step_list(view, view.stops, lambda r: escape(", ".join(r["learners"])), "Who"),
        "</body></html>"])
