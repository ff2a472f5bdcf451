"""The teacher's class view as one HTML page (the hub service in deploy/class_service.py serves it)."""
from __future__ import annotations

import time
from html import escape

from .classroom import GAMES, ClassView, _ago

STYLE = """body{font:16px/1.45 system-ui,sans-serif;margin:24px;color:#1f2328;max-width:1100px}
h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:22px 0 6px}p.note{color:#57606a;margin:0 0 12px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d0d7de;padding:5px 8px;text-align:left;
vertical-align:top}th{background:#f6f8fa}td.n{text-align:right;font-variant-numeric:tabular-nums}
.bar{display:inline-block;height:10px;background:#2f81f7;border-radius:2px;vertical-align:middle;margin-right:6px}
.none{color:#8c959f}"""


def _bar(share: float) -> str:
    return f'<span class="bar" style="width:{round(60 * max(0.0, min(1.0, share)))}px"></span>'


def learner_rows(view: ClassView, total_lessons: int, now: float) -> list[str]:
    rows = []
    for ln in view.learners:
        if not ln.found:
            rows.append(f'<tr><td>{escape(ln.name)}</td><td class="none" colspan="{2 + 2 * len(GAMES)}">'
                        "no record yet</td></tr>")
            continue
        rules = "".join(f'<td class="n">{ln.rules[g]}</td>' for g in GAMES)
        mastery = "".join(f'<td>{_bar(ln.mastery[g])}{round(100 * ln.mastery[g])} %</td>' for g in GAMES)
        rows.append(f"<tr><td>{escape(ln.name)}</td><td>{_bar(ln.lessons / max(1, total_lessons))}"
                    f"{ln.lessons} / {total_lessons}</td>{rules}{mastery}<td>{_ago(ln.last_seen, now)}</td></tr>")
    return rows


def step_list(rows: list[dict], what) -> str:
    if not rows:
        return '<p class="none">None yet.</p>'
    items = "".join(f"<tr><td>{escape(r['lesson'])}</td><td class=\"n\">{r['step'] + 1}</td>"
                    f"<td>{escape(r['title'])}</td><td>{what(r)}</td></tr>" for r in rows)
    return f"<table><tr><th>Lesson</th><th>Step</th><th>What the step says</th><th></th></tr>{items}</table>"


def page_html(view: ClassView, total_lessons: int, now: float | None = None) -> str:
    """The whole page: each learner's figures, then the steps where the class spends longest and where it stops."""
    now = time.time() if now is None else now
    head = ("<tr><th>Learner</th><th>Lessons finished</th>" + "".join(f"<th>Rules met: {g}</th>" for g in GAMES)
            + "".join(f"<th>Drill mastery: {g}</th>" for g in GAMES) + "<th>Last active</th></tr>")
    found = sum(ln.found for ln in view.learners)
    return "".join([
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Class at a glance</title>",
        f"<style>{STYLE}</style></head><body><h1>Class at a glance</h1>",
        f'<p class="note">{len(view.learners)} learners, {found} with a record; read from each learner\'s record '
        "just now (reload for the latest).</p>",
        f"<table>{head}{''.join(learner_rows(view, total_lessons, now))}</table>",
        "<h2>Where the class spends longest</h2><p class=\"note\">Median time on the step over the learners who "
        "reached it (a step left open over 15 minutes counts as 15).</p>",
        step_list(view.longest, lambda r: f"{r['median_s']:.0f} s, {r['learners']} learner"
                                          f"{'' if r['learners'] == 1 else 's'}"),
        "<h2>Where learners stopped</h2><p class=\"note\">The last step each learner reached in a lesson they "
        "have not finished.</p>",
        step_list(view.stops, lambda r: f"{len(r['learners'])}: {escape(', '.join(r['learners']))}"),
        "</body></html>"])
