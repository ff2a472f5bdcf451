"""A board of any game in a bare Chromium page, played live (its messages go to the Python board), with axe-core
loaded: for the access tests (axe's WCAG 2.1 A/AA rules, keys counted, the live region, text sizes)."""
from __future__ import annotations

import json
import os
from pathlib import Path

import axe_playwright_python

from jupyter_lab import TEST_PACE_MS
from xlearn.engine.bots import RandomBot

AXE_JS = (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()
# WCAG 2.1 A and AA, plus the one rule axe files under "experimental" that the audit (issue 28) found failing:
# a control's spoken name must contain its visible words (WCAG 2.5.3 Label in Name).
AXE_RUN = """async (sel) => {
  const r = await axe.run(document.querySelectorAll(sel), {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    rules: { "label-content-name-mismatch": { enabled: true } } });
  return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(" "), summary: n.failureSummary })) }));
}"""
TRAITS = ("board", "notice", "task", "hint", "selection", "lesson", "rules_met")
PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>%s board</title><style>%s</style></head>
<body style="margin:8px;font-family:sans-serif"><main id="host"></main></body></html>"""
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


def new_board(game: str, seed: int = 3):
    """A two-player board of the game for seat 0 against a seeded random bot (its moves played on the board)."""
    import importlib

    os.environ.setdefault("XLEARN_PACE_MS", TEST_PACE_MS)  # events and bots play fast (every event still plays)
    module = importlib.import_module(f"xlearn.{game}")
    board_cls = {"xeko": "XekoBoard", "xenofera": "XenoferaBoard", "seekers": "SeekersBoard"}[game]
    board_mod = importlib.import_module(f"xlearn.{game}.board")
    return getattr(board_mod, board_cls)(module.new_match(players=2, seed=seed), seat=0, opponents={1: RandomBot(seed)})


def traits(board) -> dict:
    """The synced traits of a board, as the front end gets them (a JSON round trip, as the widget sends)."""
    return json.loads(json.dumps({k: getattr(board, k) for k in TRAITS if hasattr(board, k)}, default=str))


_LIVE: dict[int, object] = {}  # page -> the board its messages go to (a page exposes pySend once)


def mount(page, board, game: str) -> None:
    """Draw the board in the page, live: each message goes to the Python board and its answer comes back."""
    page.set_content(PAGE % (game, board._css))
    if id(page) not in _LIVE:
        def send(msg):
            live = _LIVE[id(page)]
            live._on_msg(live, msg, [])
            return traits(live)
        page.expose_function("pySend", send)
    _LIVE[id(page)] = board
    page.evaluate(MOUNT, [board._esm, traits(board)])
    page.wait_for_selector(f".xl-board.xl-{game}")
    page.add_script_tag(content=AXE_JS)


def load_axe(page) -> None:
    """Load axe-core into a page that does not have it yet (JupyterLab)."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=AXE_JS)


def axe_violations(page, selector: str = ".xl-board") -> list[dict]:
    """axe-core's WCAG 2.1 A/AA violations inside the selected elements (each board)."""
    load_axe(page)
    return page.evaluate(AXE_RUN, selector)


def live_text(page, board_locator=None) -> str:
    """What the board's live region holds now (what a screen reader reads after a choice)."""
    root = board_locator or page.locator(".xl-board").first
    return root.evaluate("b => { const n = b.parentElement.querySelector('.xl-live'); return n ? n.textContent : null; }")


SMALL_TEXT = """(min) => {
  const small = [];
  const walker = document.createTreeWalker(document.querySelector('.xl-board'), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const p = n.parentElement, r = p.getBoundingClientRect();
    if (!r.width || !r.height || p.closest('[hidden], .xl-sr-only')) continue;
    const size = parseFloat(getComputedStyle(p).fontSize);
    if (size < min) small.push(`${size}px: ${n.textContent.trim().slice(0, 40)} (${p.className || p.tagName})`);
  }
  return small;
}"""


def small_text(page, min_px: float = 12) -> list[str]:
    """Every visible text node of the board set under min_px, with its size and words."""
    return page.evaluate(SMALL_TEXT, min_px)
