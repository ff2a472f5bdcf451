"""Static HTML of a position, for places widgets cannot run (nbconvert, GitHub, nbviewer, PDF): escaped, no seed.

Every board's output carries this beside its live view (`StaticFallback`); `match_html` renders a match as an
onlooker sees it (`Match._repr_html_`). What each game's table shows is in `static_tables`.
"""
from __future__ import annotations

from ..engine.match import ONLOOKER as NOBODY  # nobody's seat: hands and hidden events stay hidden
from .static_parts import calc_table, cite, e, event_item, zone
from .static_tables import table_html

RECENT_STEPS = 3
STATIC_CLASS = "xl-static-board"
# Where the live board runs (its front end draws `.xl-board` in the page), the static copy hides itself.
HIDE_WHERE_LIVE = (f"<style>:root:has(.xl-board) .jp-OutputArea-child:has(.{STATIC_CLASS}),"
                   f":root:has(.xl-board) .{STATIC_CLASS}{{display:none}}</style>")


def name_of(view: dict, seat) -> str:
    """A seat's player name as the view gives it."""
    players = view.get("players") or []
    if isinstance(seat, int) and 0 <= seat < len(players):
        return players[seat].get("name") or f"Player {seat + 1}"
    return "nobody"


def header(view: dict, title: str) -> str:
    """Game, turn, phase, and whose choice it is now (no seed: it would let a reader work out hidden cards)."""
    if view.get("over"):
        who = "the game is over"
    else:
        who = f"{name_of(view, view.get('to_act'))} to choose"
    turn = f"turn {e(view['turn'])} · " if isinstance(view.get("turn"), int) else ""
    return f"<p><b>{e(title)}</b> · {turn}{e(view.get('phase', ''))} · {e(who)}</p>"


def last_sums(log: list[dict]) -> str:
    """The most recent worked sums of the log (a battle's two totals, a score), as tables."""
    for step in reversed(log):
        for ev in reversed(step.get("events", [])):
            if ev.get("calcs"):
                tables = "".join(calc_table(c) for c in ev["calcs"])
                return zone("Latest sum", f"{e(ev['text'])}{cite(ev.get('rule'))}{tables}")
    return ""


def recent_log(log: list[dict], view: dict) -> str:
    """The last few steps: the choice that started each, who made it, and the events it produced."""
    items = []
    for step in log[-RECENT_STEPS:]:
        events = "".join(event_item(ev) for ev in step.get("events", []) if ev.get("text"))
        if step.get("choice"):
            by = name_of(view, step.get("by")) if isinstance(step.get("by"), int) else ""
            head = f"<b>{e(by + ': ' if by and by != 'nobody' else '')}{e(step['choice'])}</b>"
        else:
            head = "<b>The game begins</b>"
        items.append(f"<li>{head}<ul>{events}</ul></li>")
    return zone("Recent events", f"<ol style='margin:2px 0'>{''.join(items)}</ol>") if items else ""


def result(view: dict) -> str:
    """Game over: why, and each seat's scoring sum."""
    res = view.get("result")
    if not res:
        return ""
    scores = "".join(calc_table(c) for _, c in sorted(res.get("scores", {}).items(), key=lambda kv: int(kv[0])))
    return zone("Game over", f"{e(res.get('reason', ''))}{cite(res.get('rule'))}{scores}")


def view_html(view: dict, log: list[dict], title: str, kind: str = "xl-static") -> str:
    """A position as static HTML: header, the game's table, the latest worked sum, the recent log, the result.
    `kind` is the outer class: "xl-static" for a match shown on purpose, STATIC_CLASS for a board's copy."""
    return (f'<div class="{kind} xl-static-{e(view.get("game", ""))}" '
            f'style="font-family:sans-serif;font-size:90%;max-width:64em">'
            f"{header(view, title)}{table_html(view)}{last_sums(log)}{recent_log(log, view)}{result(view)}</div>")


def game_title(match) -> str:
    """The game's name as its rulebook gives it."""
    return getattr(getattr(match.rules, "rulebook", None), "game", match.game)


def match_log(match, seat: int | None) -> list[dict]:
    """The match's recent steps as a board's log gives them, read by `seat`."""
    start = max(0, len(match.log) - RECENT_STEPS)
    return [{"choice": match.choices[k - 1] if k else None, "by": None,
             "events": [ev.to_json(seat) for ev in match.log[k]]} for k in range(start, len(match.log))]


def match_html(match) -> str:
    """The match as an onlooker sees it, escaped: no hand, no hidden card, no seed."""
    view = match.onlooker_view()
    return view_html(view, match_log(match, NOBODY), game_title(match))


class StaticFallback:
    """Mixin for a board: its output carries, next to the live view, the position as static HTML for the seat.

    The widget's own bundle keeps the live view first (JupyterLab, Notebook 7, voila, VS Code, Colab draw it);
    a second output holds the static board, which hides itself where the live board is drawn. Two outputs, not
    one bundle: `nbconvert --execute` stores the widget state and then always picks the widget view, which
    draws nothing without the network.
    """

    def static_html(self) -> str:
        """The board as its seat sees it now (the same view and log the front end gets), as static HTML."""
        board = getattr(self, "board", None) or {}
        view = board.get("view") or self.match.onlooker_view()
        return view_html(view, board.get("log") or [], game_title(self.match), STATIC_CLASS)

    def _ipython_display_(self) -> None:
        """Publish the live view (with an empty HTML part, so a page without widgets shows no repr), then the copy."""
        from IPython.display import display
        bundle = self._repr_mimebundle_()
        data, meta = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = dict(data, **{"text/html": "<!-- the live board; its static copy follows -->"})
        display(data, metadata=meta, raw=True)
        self._static_handle = display({"text/html": HIDE_WHERE_LIVE + self.static_html()}, raw=True,
                                      display_id=True)

    def update_static(self) -> None:
        """Bring the static copy up to the position the board shows now (a saved or exported notebook then shows
        the position last played, not the one the cell first drew)."""
        handle = getattr(self, "_static_handle", None)
        if handle is not None:
            handle.update({"text/html": HIDE_WHERE_LIVE + self.static_html()}, raw=True)
