"""A Seekers board in a bare Chromium page, without JupyterLab: the real bundled front end and stylesheet, a
stand-in for the widget model, and (when a live board is given) every message sent to the Python board.

Used for what JupyterLab would make slow: drawing hundreds of positions to read their text."""
from __future__ import annotations

import json

from xlearn.ui.seekers_board import SeekersBoard

TRAITS = ("board", "notice", "task", "hint", "selection")
PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><style>%s</style></head>
<body style="margin:8px;font-family:sans-serif"><div id="host"></div></body></html>"""
MOUNT = """async ([code, traits]) => {
  const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  const mod = await import(url);
  const listeners = {};
  const fire = (k) => (listeners["change:" + k] || []).forEach((f) => f());
  window.__traits = traits;
  window.__push = (t) => { for (const k of Object.keys(t)) { window.__traits[k] = t[k]; fire(k); } };
  const model = {
    get: (k) => window.__traits[k], set: (k, v) => { window.__traits[k] = v; fire(k); },
    on: (e, f) => { (listeners[e] = listeners[e] || []).push(f); }, off: () => {}, save_changes: () => {},
    send: (msg) => { if (window.pySend) window.pySend(msg).then((t) => window.__push(t)); },
  };
  mod.default.render({ model, el: document.getElementById("host") });
}"""


def traits(board: SeekersBoard) -> dict:
    """The synced traits of a board, as the front end gets them (JSON round trip, as the widget sends)."""
    return json.loads(json.dumps({k: getattr(board, k) for k in TRAITS}))


def mount(page, board: SeekersBoard, live: bool = True) -> None:
    """Draw the board in the page; with live, the page's messages go to the board and its answer comes back."""
    page.set_content(PAGE % board._css)
    if live:
        def send(msg):
            board._on_msg(board, msg, [])
            return traits(board)
        page.expose_function("pySend", send)
    page.evaluate(MOUNT, [board._esm, traits(board)])
    page.wait_for_selector(".xl-board.xl-seekers")


def show(page, board: SeekersBoard) -> None:
    """Draw the board's current traits (after changing its match from Python)."""
    page.evaluate("t => window.__push(t)", traits(board))
