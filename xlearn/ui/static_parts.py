"""The pieces every static page is made of: escaped text, a worked sum, a cited rule, a zone, a list of cards."""
from __future__ import annotations

from html import escape

BOX = "border:1px solid #999;border-radius:4px;padding:4px 8px;margin:4px 0"


def e(value) -> str:
    """Escape any text (card, player, rule) for HTML; every text in a static render goes through here."""
    return escape(str(value), quote=True)


def calc_table(calc: dict) -> str:
    """A worked sum as a small table: one row per term, then the total."""
    rows = "".join(f"<tr><td>{e(t['label'])}</td><td style='text-align:right'>{e(t['value'])}</td></tr>"
                   for t in calc.get("terms", []))
    return (f'<table class="xl-static-calc" style="border-collapse:collapse;margin:2px 0">'
            f'<caption style="text-align:left"><b>{e(calc.get("title", ""))}</b></caption>{rows}'
            f"<tr style='border-top:1px solid #999'><th style='text-align:left'>Total</th>"
            f"<th style='text-align:right'>{e(calc.get('total', ''))}</th></tr></table>")


def cite(rule: dict | None) -> str:
    """The rule an event applied, cited by its rulebook heading."""
    return f" <small><cite>[{e(rule['cite'])}]</cite></small>" if rule and rule.get("cite") else ""


def event_item(ev: dict) -> str:
    """One event of the log: its sentence, the rule it applied, and its sums written out."""
    sums = "".join(f'<div class="xl-static-sum"><code>{e(c["text"])}</code></div>' for c in ev.get("calcs", []))
    return f"<li>{e(ev['text'])}{cite(ev.get('rule'))}{sums}</li>"


def zone(title: str, body: str) -> str:
    """A labelled zone of the table (a hand, a row of cards, a pile)."""
    return f'<div class="xl-static-zone" style="{BOX}"><b>{e(title)}</b> {body}</div>'


def cards_list(cards: list, words) -> str:
    """Cards as a list of their names and numbers; "none" for an empty zone."""
    if not cards:
        return "<i>none</i>"
    return "<ul style='margin:2px 0'>" + "".join(f"<li>{words(c)}</li>" for c in cards) + "</ul>"
