"""Hint, click to first suggestions, in real JupyterLab: per game, over 20 seeded positions (those of
hint_speed), timed inside the page from the click on Hint until the first suggestion is drawn (figures)."""
from __future__ import annotations

import statistics
import tempfile
from pathlib import Path

from .board_roundtrip import CHROMIUM, CHROMIUM_ARGS, _lab, _notebook
from .hint_speed import POSITIONS, p95
from .timing import print_lines

TARGET_S = 0.5
GAMES = {"Xeko": "xlearn.xeko", "Xenofera": "xlearn.xenofera", "X: Seekers of Fortune": "xlearn.seekers"}

# The notebook: one board per game, and a small "next position" widget that loads the next seeded position
# into every board (as notebook code changing a board's match would).
SETUP = f'''import importlib, anywidget, traitlets
from benchmarks.hint_speed import positions
from xlearn.ui import Board
GAMES = {list(GAMES.values())!r}
POS = {{g: positions(importlib.import_module(g).new_match, {POSITIONS}) for g in GAMES}}
boards = {{g: Board(POS[g][0], seat=POS[g][0].to_act, opponents=None, hotseat=False) for g in GAMES}}

def load(k):
    for g, b in boards.items():
        m = POS[g][k % len(POS[g])]
        b.match, b.seat, b._who, b._redo_stack = m, m.to_act, [], []
        b.hint, b._hint_at = {{}}, float("-inf")
        b.refresh()

class Next(anywidget.AnyWidget):
    """A click loads the next position into every board; the button shows its number once loaded."""
    _esm = """export default {{ render({{ model, el }}) {{
      const b = document.createElement("button"); b.className = "bench-next";
      const show = () => {{ b.textContent = String(model.get("n")); b.dataset.n = String(model.get("n")); }};
      b.addEventListener("click", () => model.send({{ type: "next" }}));
      model.on("change:n", show); show(); el.append(b); }} }}"""
    n = traitlets.Int(0).tag(sync=True)
    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, _m, _b: (load(self.n + 1), setattr(self, "n", self.n + 1)))
    def __repr__(self):
        return "<Next>"
Next()'''
SHOW = "from IPython.display import display\nfor b in boards.values():\n    display(b)"

# One timed Hint: from the click until the hint panel shows a suggestion for this board's position.
TIME_HINT = """async (root) => {
  const hint = [...root.querySelectorAll("button")].find((b) => b.textContent.trim() === "Hint");
  const shown = () => root.querySelector(".xl-hint-item");
  const done = new Promise((resolve) => {
    const obs = new MutationObserver(() => { if (shown()) { obs.disconnect(); resolve(performance.now()); } });
    obs.observe(root, { childList: true, subtree: true });
  });
  const t0 = performance.now();
  hint.click();
  return ((await done) - t0) / 1000;
}"""


DONE_THINKING = """(root) => !root.querySelector('.xl-hint[aria-busy="true"]')"""


def measure(count: int = POSITIONS) -> dict[str, list[float]]:
    """Seconds from a click on Hint to the first suggestion drawn, per game, over `count` positions."""
    from playwright.sync_api import sync_playwright

    repo = Path(__file__).resolve().parents[1]
    times: dict[str, list[float]] = {g: [] for g in GAMES}
    with tempfile.TemporaryDirectory() as tmp, _lab(Path(tmp), _notebook(f"import sys; sys.path.insert(0, {str(repo)!r})",
                                                                           SETUP, SHOW)) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 2400})
        page.goto(f"{url}/lab/tree/bench.ipynb")
        page.locator("#jp-main-statusbar").get_by_text("| Idle").first.wait_for(timeout=120_000)
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        page.locator(".xl-board").nth(len(GAMES) - 1).wait_for(timeout=300_000)
        nxt = page.locator(".bench-next")
        for k in range(count):
            if k:
                nxt.click()
                page.wait_for_function(f"() => document.querySelector('.bench-next').dataset.n === '{k}'", timeout=60_000)
                page.wait_for_timeout(300)
            for g, root in zip(GAMES, page.locator(".xl-board").element_handles()):
                times[g].append(page.evaluate(TIME_HINT, root))
                # the full search goes on behind the first answer: let it end, as it would before a learner's next Hint
                page.wait_for_function(DONE_THINKING, arg=root, timeout=60_000)
                page.wait_for_timeout(1100)  # the board ignores a Hint asked for again within a second
        browser.close()
    return times


def report(count: int = POSITIONS) -> list[str]:
    """One line per game: the median and 95th percentile of click-to-suggestions, in seconds."""
    return [f"{game:28} {'Hint in the browser, click -> first suggestions s':50} median {statistics.median(t):5.2f} "
            f"p95 {p95(t):5.2f}   ({len(t)} positions; target <= {TARGET_S})" for game, t in measure(count).items()]


def main() -> None:
    print_lines(report())


if __name__ == "__main__":
    main()
