"""A board's front end drawn in a plain page, without JupyterLab: the bundled module and CSS, with a small
stand-in for the widget model holding the board's traits. Python answers nothing here (messages are recorded),
so this draws positions, it does not play them; for whole games use JupyterLab."""
from __future__ import annotations

import json

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><style>body{margin:8px;font-family:sans-serif}</style>
</head><body><div id="host"></div></body></html>"""

LOAD = """async ([code, css]) => {
  const style = document.createElement("style"); style.textContent = css; document.head.append(style);
  const url = URL.createObjectURL(new Blob([code], { type: "text/javascript" }));
  window.__board = (await import(url)).default;
  window.__draw = (traits) => {
    const host = document.getElementById("host");
    if (window.__stop) window.__stop();
    host.replaceChildren();
    const handlers = {};
    window.__sent = [];
    const model = { get: (k) => traits[k], set: (k, v) => { traits[k] = v; }, save_changes: () => {},
      on: (ev, fn) => { (handlers[ev] = handlers[ev] || []).push(fn); }, off: () => {},
      send: (msg) => window.__sent.push(msg) };
    window.__stop = window.__board.render({ model, el: host });
  };
}"""

WORDS = """() => {
  const root = document.querySelector(".xl-board");
  const names = [...root.querySelectorAll("[aria-label],[title]")].flatMap((n) =>
    [n.getAttribute("aria-label"), n.getAttribute("title")].filter(Boolean));
  return { text: root.innerText, names };
}"""


def open_page(page, widget) -> None:
    """Load a board class's bundled front end into a blank page."""
    page.set_content(PAGE)
    page.evaluate(LOAD, [widget._esm, widget._css])


def traits(widget) -> dict:
    """The synced traits of a board widget, as the front end reads them."""
    names = [n for n in widget.trait_names(sync=True) if not n.startswith("_") and n not in
             ("layout", "comm", "keys", "log", "tabbable", "tooltip")]
    return json.loads(json.dumps({n: getattr(widget, n) for n in names}, default=str))


# JupyterLite's Pyodide kernel sends a None as nothing at all: a dict's key goes missing, a list's item is undefined.
AS_IN_LITE = """(t) => {
  const drop = (v) => Array.isArray(v) ? v.map((x) => (x === null ? undefined : drop(x)))
    : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null).map(([k, x]) => [k, drop(x)]))
    : v;
  window.__draw(drop(t));
}"""


def draw(page, widget, lite: bool = False) -> None:
    """Draw the widget's current board in the page (with lite, each None missing, as JupyterLite's kernel sends it)."""
    page.evaluate(AS_IN_LITE if lite else "(t) => window.__draw(t)", traits(widget))


def words(page) -> dict:
    """The board's visible text and every accessible name and tooltip in it."""
    return page.evaluate(WORDS)
