"""Click -> updated board round trip in real JupyterLab, timed inside the page, beside a trivial anywidget."""
from __future__ import annotations

import contextlib
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from .timing import print_lines

import requests

from xlearn import cli

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
REPEATS = 20

PING = '''import anywidget, traitlets
class Ping(anywidget.AnyWidget):
    """The smallest round trip: a click sends a message, Python bumps a number, the button shows it."""
    _esm = """export default { render({ model, el }) {
      const b = document.createElement("button"); b.className = "ping";
      const show = () => { b.textContent = String(model.get("n")); b.dataset.n = String(model.get("n")); };
      b.addEventListener("click", () => model.send({ type: "ping" }));
      model.on("change:n", show); show(); el.append(b); } }"""
    n = traitlets.Int(0).tag(sync=True)
    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, _m, _b: setattr(self, "n", self.n + 1))
    def __repr__(self):
        return "<Ping>"
Ping()'''
BOARD = '''from xlearn.xeko import new_match
from xlearn.xeko.board import XekoBoard
XekoBoard(new_match(seed=7), seat=0)'''

# One timed click inside the page: from just before the click until the watched attribute changes.
TIME_CLICK = """async ([root, attr, target]) => {
  const before = root.getAttribute(attr);
  const done = new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (root.getAttribute(attr) !== before) { obs.disconnect(); resolve(performance.now()); }
    });
    obs.observe(root, { attributes: true, attributeFilter: [attr] });
  });
  const t0 = performance.now();
  target.click();
  return (await done) - t0;
}"""

# The board's next click: the opponent's move, else a lit spot after picking a playable Species, else a choice.
NEXT_BOARD_TARGET = """(root) => {
  const bot = root.querySelector(".xl-bot");
  if (bot) return bot;
  const card = root.querySelector("button.in-hand:not(.greyed)[aria-pressed]");
  if (card && card.getAttribute("aria-pressed") !== "true") card.click();
  return root.querySelector(".xl-spot.lit") || root.querySelector(".xl-choices > .xl-choice");
}"""


def _notebook(*sources: str) -> str:
    cells = [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": s}
             for s in sources]
    kernel = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}}
    return json.dumps({"cells": cells, "metadata": kernel, "nbformat": 4, "nbformat_minor": 5})


@contextlib.contextmanager
def _lab(workdir: Path, notebook: str | None = None):
    """A JupyterLab on a temporary folder holding the benchmark notebook (this one's, or `notebook`), stopped
    on exit."""
    root = workdir / "nb"
    root.mkdir()
    (root / "bench.ipynb").write_text(notebook or _notebook(PING, BOARD))
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(workdir / name.lower())
    port = cli.free_port()
    cli.disable_news()
    with (workdir / "lab.log").open("w") as log:
        proc = subprocess.Popen(cli.lab_command(root, port, open_browser=False), env=env, stdout=log,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            with contextlib.suppress(requests.RequestException):
                if requests.get(f"{url}/api/contents", timeout=5).status_code == 200:
                    break
            time.sleep(0.3)
        yield url
    finally:
        cli.stop_group(proc)


def _run_all(page) -> None:
    page.locator("#jp-main-statusbar").get_by_text("| Idle").first.wait_for(timeout=60_000)
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    page.locator(".xl-board").wait_for(timeout=60_000)
    page.locator(".ping").wait_for(timeout=60_000)


def measure(repeats: int = REPEATS) -> dict[str, list[float]]:
    """Milliseconds per click for the trivial widget and for the Xeko board, `repeats` clicks each."""
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, _lab(Path(tmp)) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 2000})
        page.goto(f"{url}/lab/tree/bench.ipynb")
        _run_all(page)
        ping = page.locator(".ping").element_handle()
        trivial = [page.evaluate(TIME_CLICK, [ping, "data-n", ping]) for _ in range(repeats)]
        root = page.locator(".xl-board").element_handle()
        board = []
        for _ in range(repeats):
            target = page.evaluate_handle(NEXT_BOARD_TARGET, root)
            if target.as_element() is None:
                break
            board.append(page.evaluate(TIME_CLICK, [root, "data-version", target]))
        browser.close()
    return {"trivial anywidget": trivial, "Xeko board": board}


def report(repeats: int = REPEATS) -> list[str]:
    """One line per widget: the median round trip of `repeats` clicks, timed in the page."""
    lines = []
    for name, times in measure(repeats).items():
        if times:
            lines.append(f"{'click -> DOM, ' + name:44} median {statistics.median(times):6.1f} ms "
                         f"(min {min(times):.1f}, max {max(times):.1f}, {len(times)} clicks)")
        else:
            lines.append(f"{'click -> DOM, ' + name:44} no clicks measured")
    return lines


def main() -> None:
    print_lines(report())


if __name__ == "__main__":
    main()
