"""A Seekers board in a bare Chromium page, without JupyterLab: the real bundled front end and stylesheet, a
stand-in for the widget model, and (when a live board is given) every message sent to the Python board.

Used for what JupyterLab would make slow: drawing hundreds of positions to read their text."""
from __future__ import annotations

import json

from xlearn.seekers.board import SeekersBoard

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
    """Draw the board's new position (after changing its match from Python): one change, one drawing."""
    page.evaluate("t => window.__push(t)", {"board": traits(board)["board"]})


# ----- the scenarios the Seekers board tests play -------------------------------------------------------
class Script:
    """A bot that takes the first offered choice starting with one of its wanted labels (in their order of
    preference), else the first offered choice: the opponent of a test does exactly what the test expects."""

    def __init__(self, wanted):
        self.wanted = list(wanted)

    def choose(self, match):
        legal = match.legal()
        for want in self.wanted:
            for a in legal:
                if a.label.startswith(want):
                    return a
        return legal[0]


# Two seekers near the end. Player 1 is on the Final Adventure; Player 2 has three Adventures archived.
# Player 1 plays Lucky Break, Player 2 Thwarts it with two Glyphs, Player 1 Thwarts that Thwart with two
# Myths; Player 1 Barters away Dig Permit; in Player 2's turn Player 1 Twists with Quick Thinking; Player 2
# completes a fourth Adventure and Player 1 makes the Rival's Choice; Player 1 wins with a wild Lead.
FINALE_2 = {
    "title": "Two seekers near the end",
    "seats": [{"leads": ["Ruin", "Wild", "Myth", "Myth"], "actionx": ["Lucky Break", "Quick Thinking", "Dig Permit"],
               "adventures": ["The Forgotten Lagoon"],
               "archived": ["The Howling Sanctum", "The Forgotten Causeway", "The Silent Monastery", "The Iron Citadel"],
               "final": True},
              {"leads": ["Glyph", "Glyph", "Ruin"], "adventures": ["The Howling Grotto"],
               "archived": ["The Ember Grotto", "The Sunken Sanctum", "The Gilded Monastery"]}],
    "active": 0, "step": "Take Action",
    "adventure_deck_top": ["The Jade Temple", "The Crimson Citadel", "The Ember Sanctum", "The Crimson Observatory"],
    "lead_deck_top": ["Glyph", "Glyph", "Ruin", "Vision", "Myth", "Glyph", "Myth", "Myth", "Glyph", "Glyph", "Myth"],
}
FINALE_2_BOT = ["Let Player 1's Quick Thinking", "Thwart Player 1's Lucky Break", "Reveal the top", "Draw two",
                "Discard a Vision", "Complete The Howling Grotto", "End turn"]

# Three seekers: Player 1 completes a fourth Adventure paying a wild Lead for its Myth emblem and enters the Final
# Adventure; Player 2 makes the Rival's Choice; Players 2 and 3 take their turns; Player 1 completes the Adventure
# left to them and wins.
FINALE_3 = {
    "title": "Three seekers near the end",
    "seats": [{"leads": ["Glyph", "Wild", "Ruin"], "adventures": ["The Ember Grotto"],
               "archived": ["The Howling Sanctum", "The Forgotten Causeway", "The Silent Monastery"]},
              {"leads": ["Vision", "Myth"], "adventures": ["The Jade Temple"], "archived": ["The Iron Citadel"]},
              {"leads": ["Glyph", "Myth"], "adventures": ["The Sunken Sanctum"]}],
    "active": 0, "step": "Take Action",
    "adventure_deck_top": ["The Forgotten Lagoon", "The Crimson Citadel", "The Howling Grotto", "The Ember Sanctum"],
    "lead_deck_top": ["Ruin", "Ruin", "Glyph", "Glyph", "Myth", "Glyph", "Myth", "Glyph", "Vision", "Myth"],
}
FINALE_3_BOTS = {1: ["Leave Player 1 with The Forgotten Lagoon", "Reveal the top", "Draw two", "Discard a", "End turn"],
                 2: ["Reveal the top", "Draw two", "Discard a", "End turn"]}
