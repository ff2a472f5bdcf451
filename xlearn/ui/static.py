"""Static HTML of a match, for places widgets cannot run (GitHub, nbviewer, PDF): escaped and deterministic."""
from __future__ import annotations

from html import escape

RECENT_STEPS = 3
COUNT_WORDS = {"draw": "draw pile", "lead": "Leads", "actionx": "ActionX cards"}
NOBODY = -1  # events are read as an onlooker reads them: hidden cards stay hidden
CELL = "border:1px solid #999;width:7em;height:4.2em;text-align:center;vertical-align:middle;font-size:85%"


def _e(value) -> str:
    return escape(str(value), quote=True)


def _calc(calc: dict) -> str:
    return f'<div class="xl-static-calc"><code>{_e(calc["text"])}</code></div>'


def _event(ev: dict) -> str:
    calcs = "".join(_calc(c) for c in ev["calcs"])
    return (f'<li>{_e(ev["text"])} <small><cite>[{_e(ev["rule"]["cite"])}]</cite></small>{calcs}</li>')


def _players(view: dict) -> str:
    rows = []
    for p in view.get("players", []):
        cells = [p.get("name", f"Seat {p.get('seat')}")]
        for key, value in p.items():
            if key.endswith("_count") and isinstance(value, int):
                what = key.removesuffix("_count")
                cells.append(f"{COUNT_WORDS.get(what, what.replace('_', ' '))}: {value}")
        if isinstance(p.get("shed"), list):
            cells.append(f"shed pile: {len(p['shed'])}")
        if p.get("out"):
            cells.append("out of the game")
        rows.append("<li>" + _e(" · ".join(str(c) for c in cells)) + "</li>")
    return f"<ul>{''.join(rows)}</ul>"


def _field_card(entry: dict, names: list[str]) -> str:
    card = entry["card"]
    owner = "Hotspot" if entry.get("owner") is None else names[entry["owner"]]
    n, e, s, w = (x or "·" for x in entry.get("sides", ["", "", "", ""]))
    stats = f"E {card.get('energy')} · Eco {card.get('eco_points')}" if card.get("kind") == "species" else card.get("kind", "")
    return (f'<td style="{CELL}" title="{_e(owner)}">{_e(n)}<br>{_e(w)} <b>{_e(card["name"])}</b> {_e(e)}'
            f"<br><small>{_e(stats)} · {_e(owner)}</small><br>{_e(s)}</td>")


def _grid(view: dict) -> str:
    field = [f for f in view.get("field", []) if "x" in f and "y" in f]
    if not field:
        return ""
    names = [p.get("name", "") for p in view.get("players", [])]
    at = {(f["x"], f["y"]): f for f in field}
    xs, ys = [f["x"] for f in field], [f["y"] for f in field]
    rows = []
    for y in range(max(ys), min(ys) - 1, -1):
        cells = [_field_card(at[(x, y)], names) if (x, y) in at else f'<td style="{CELL};border-style:dotted"></td>'
                 for x in range(min(xs), max(xs) + 1)]
        rows.append(f"<tr><th>{y}</th>{''.join(cells)}</tr>")
    head = "".join(f"<th>{x}</th>" for x in range(min(xs), max(xs) + 1))
    return (f'<table class="xl-static-field" style="border-collapse:collapse"><caption>Field (north at the top; '
            f"links shown by letter: Y O R B P)</caption><tr><th></th>{head}</tr>{''.join(rows)}</table>")


def _result(view: dict) -> str:
    res = view.get("result")
    if not res:
        return ""
    scores = "".join(_calc(c) for _, c in sorted(res["scores"].items(), key=lambda kv: int(kv[0])))
    return (f'<div class="xl-static-result"><b>Game over.</b> {_e(res["reason"])} '
            f'<small><cite>[{_e(res["rule"]["cite"])}]</cite></small>{scores}</div>')


def match_html(match) -> str:
    """The match as an onlooker sees it, escaped: phase, players' counts, field, recent events, the result."""
    view = match.view(None)
    who = "game over" if match.over else f"seat {match.to_act} to choose"
    steps = match.log[-RECENT_STEPS:]
    events = "".join(_event(e.to_json(NOBODY)) for step in steps for e in step if e.text_for(NOBODY))
    title = getattr(getattr(match.rules, "rulebook", None), "game", match.game)
    return (f'<div class="xl-static"><p><b>{_e(title)}</b>, seed {_e(match.seed)}, '
            f"{len(match.choices)} choices made · {_e(match.phase)} · {_e(who)}</p>"
            f"{_players(view)}{_grid(view)}<p>Recent events:</p><ol>{events}</ol>{_result(view)}</div>")
