"""`make hub-check`: a class on JupyterHub, on the loopback only. 8 learners log in at once, each opens a guided
lesson and follows it on its board through JupyterLab in headless Chromium, 20 clicks (Next, Show me, the asked-for
choice, Play turn; after the lesson, choices playing on), which their records keep; then the teacher opens the class
at a glance (build/hub/class-view.png). Prints the click-to-update times, the memory of each learner's server and
the class view's figures. A figure, not a test; it stops by itself (everything it starts, it ends).
"""
from __future__ import annotations

import asyncio
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import requests

from xlearn import cli

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "deploy" / "jupyterhub_config.py"
PROXY_BIN = ROOT / "build" / "hub" / "node_modules" / ".bin"
LEARNERS = int(os.environ.get("HUB_LEARNERS", "8"))
CHOICES = int(os.environ.get("HUB_CHOICES", "20"))
# the guided lessons the learners start with (learner k the k-th, round the list), going on to the next by its link
LESSONS = ("xeko/01-goal-and-set-up", "xeko/04-turf-war", "xeko/06-xeko-cards-and-trophic-tokens",
           "xeko/07-keyword-powers")
PASSWORD = "class-check"
DEADLINE_S = 900  # the whole check stops by then, whatever happens
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# What a learner clicks next on the lesson's board (marked data-hub-next), as the lesson panel asks: Next on a step
# to read, Show me on a question, Play turn while waiting for the rival, the asked-for choice (its hand card first,
# then its spot; a choice the step only describes: a card in the field or the hand, then a lit spot, another one
# after each refusal: `tries`); at the end,
# the link to the next lesson, or (after a game's last lesson) a lit spot or one of "Your choices", playing on.
# The element and what it is, or null.
FIND = r"""(board, label, tries) => {
  const live = (b) => b && !b.disabled && b.getAttribute("aria-disabled") !== "true" && b.offsetParent !== null;
  const first = (sel, ok = () => true) => [...board.querySelectorAll(sel)].find((b) => live(b) && ok(b));
  const aria = (b) => b.getAttribute("aria-label") || "";
  const named = (b) => b.dataset.key === `choice:${label}` || b.dataset.choice === label || aria(b) === label
    || aria(b).startsWith(`${label}:`) || aria(b).startsWith(`${label} (`);
  const picking = (name) => first("button[aria-pressed=false]", (b) => aria(b).startsWith(`Pick ${name}`));
  const panel = board.querySelector(".xl-lesson");
  const kind = panel ? ["explain", "choose", "show", "ask", "wait", "recap"].find((k) => panel.classList.contains(k))
    : "recap";
  const card = label && /^(?:Play|Boost: play) (.+?) at \(/.exec(label);
  const found = ({
    explain: () => [first('[data-key="lesson-next"]'), "Next"],
    show: () => [first('[data-key="lesson-next"]'), "Next"],
    ask: () => [first('[data-key="task-show"]'), "Show me"],
    wait: () => [first('[data-key="bot-play"]') || first('[data-key="bot"]'), "Play turn"],
    choose: () => {
      if (!label) {
        const all = (sel, ok = () => true) => [...board.querySelectorAll(sel)].filter((b) => live(b) && ok(b));
        const spots = all(".xl-spot.lit");
        if (spots.length) return [spots[tries % spots.length], "a choice for what the step describes"];
        const cards = [...all(".xl-target"), ...all("button[aria-pressed=false]", (b) => aria(b).startsWith("Pick "))];
        return [cards[tries % Math.max(1, cards.length)], "a card in the field or the hand"];
      }
      const chosen = first("button, [role=button]", named);
      return chosen ? [chosen, "the asked-for choice"] : [card && picking(card[1]), "a card in the hand"];
    },
    recap: () => {
      const next = first("a.xl-lesson-link", (a) => a.textContent.startsWith("Next lesson"));
      if (next) return [next, "the link to the next lesson"];
      const spot = first(".xl-spot.lit"), choice = first(".xl-choices > .xl-choice:not(.greyed)");
      if (spot || choice) return [spot || choice, "a choice (playing on)"];
      const hand = picking("");
      return hand ? [hand, "a card in the hand"] : [first('[data-key="bot-play"]'), "Play turn"];
    },
  })[kind]();
  return found[0] ? found : null;
}"""
# One click: find the target (FIND) and click it; resolve with what it was and the milliseconds until the board
# answered (a new version, new words in the lesson, the task or the notice, or the spots lit for a picked card), null
# ms if nothing changed within a minute (timed in the page); a link to the next lesson is not clicked here (its href)
CLICK = "([board, label, tries]) => new Promise(resolve => { const find = " + FIND + """;
  const found = find(board, label, tries);
  if (!found) return resolve(null);
  const [target, what] = found;
  if (target.tagName === "A") return resolve({ what, href: target.getAttribute("href") });
  const text = (sel) => { const n = board.querySelector(sel); return n ? n.textContent : ""; };
  const state = () => [board.dataset.version, text(".xl-lesson-slot"), text(".xl-task-slot"), text(".xl-notice-slot"),
                       board.querySelectorAll(".xl-spot.lit").length].join("|");
  const before = state(), t0 = performance.now();
  const done = (ms) => { seen.disconnect(); clearTimeout(timer); resolve({ what, ms }); };
  const seen = new MutationObserver(() => { if (state() !== before) done(performance.now() - t0); });
  seen.observe(board, { attributes: true, attributeFilter: ["data-version"], childList: true, subtree: true,
                        characterData: true });
  const timer = setTimeout(() => done(null), 60000);
  target.click(); })"""
LOCAL = {"a card in the hand", "a card in the field or the hand", "the link to the next lesson"}   # answered in the page, not by the kernel
REFUSED = "this lesson asks for another choice"   # the notice on a choice the lesson does not want
IDLE = re.compile(r"\| Idle$")
SHOT = ROOT / "build" / "hub" / "class-view.png"   # the teacher's class view, as make hub-check saw it


def available() -> str | None:
    """Why the check cannot run here, or None."""
    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        return "JupyterHub is not installed (make hub-check installs it)"
    if not (PROXY_BIN / "configurable-http-proxy").exists() and not shutil.which("configurable-http-proxy"):
        return "configurable-http-proxy is not installed (make hub-check installs it with npm)"
    if not Path(CHROMIUM).exists():
        return f"no Chromium at {CHROMIUM}"
    return None


def start_hub(work: Path) -> tuple[subprocess.Popen, str]:
    """JupyterHub with the class config: dummy login, local process spawner, loopback ports only."""
    port, api, hub_api, service = cli.free_port(), cli.free_port(), cli.free_port(), cli.free_port()
    (work / "class.txt").write_text("\n".join(f"learner{i + 1}" for i in range(LEARNERS)) + "\n")
    env = {**os.environ, "XLEARN_CLASS": str(work / "class.txt"), "XLEARN_HUB_PORT": str(port),
           "XLEARN_PROXY_API_PORT": str(api), "XLEARN_HUB_API_PORT": str(hub_api),
           "XLEARN_CLASS_SERVICE_PORT": str(service),
           "XLEARN_HUB_PASSWORD": PASSWORD, "XLEARN_HUB_STATE": str(work),
           "XLEARN_HOMES": str(work / "homes"), "PATH": f"{PROXY_BIN}:{Path(sys.executable).parent}:"
                                                        f"{os.environ.get('PATH', '')}",
           "JUPYTER_CONFIG_DIR": str(work / "jupyter-config"), "IPYTHONDIR": str(work / "ipython")}
    log = (work / "hub.log").open("w")
    proc = subprocess.Popen([sys.executable, "-m", "jupyterhub", "-f", str(CONFIG), "--no-ssl"], cwd=work,
                            env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"JupyterHub exited:\n{(work / 'hub.log').read_text()[-2000:]}")
        try:
            if requests.get(f"{url}/hub/api", timeout=3).ok:
                return proc, url
        except requests.RequestException:
            time.sleep(0.5)
    raise RuntimeError(f"JupyterHub did not start:\n{(work / 'hub.log').read_text()[-2000:]}")


def learner_memory(hub: subprocess.Popen) -> dict[str, float]:
    """Resident memory (MB) of each learner's server and its kernels, found under the hub's processes."""
    import psutil
    out: dict[str, float] = {}
    for child in psutil.Process(hub.pid).children(recursive=True):
        try:
            user = child.environ().get("JUPYTERHUB_USER")
            if user and user != "teacher" and "singleuser" in " ".join(child.cmdline()):
                tree = [child, *child.children(recursive=True)]
                out[user] = sum(p.memory_info().rss for p in tree) / 1e6
        except psutil.Error:
            continue
    return out


def asked_choices(lesson: str) -> list[str | None]:
    """The choice each step of a lesson's guide asks for by its label (None: a step asking for none, or for any
    choice that does what it describes)."""
    from xlearn.lessons.lesson_data import load_guide
    return [step.label for step in load_guide(lesson).steps]


NB = ".jp-NotebookPanel:not(.lm-mod-hidden)"   # the notebook in the tab shown


async def settle(board) -> None:
    """Wait while the bots move on their own and the newest events play (a learner watches them)."""
    await board.locator(".xl-pacebar .xl-bot-pause").first.wait_for(state="detached", timeout=120_000)
    await board.page.wait_for_function("(b) => b.dataset.playing !== 'true'", arg=await board.element_handle(),
                                       timeout=120_000)


async def follow_lesson(board, lesson: str, budget: int) -> tuple[list[tuple[str, float]], str | None]:
    """Up to `budget` clicks on the lesson's board, as its panel asks (FIND), each with what it was and the ms until
    the board answered; and the next lesson's file if the learner clicked the link to it."""
    asked, done, refused = asked_choices(lesson), [], 0
    while len(done) < budget:
        await settle(board)
        step = re.search(r"Step (\d+)", await board.locator(".xl-lesson-progress").inner_text())
        notice = board.locator(".xl-notice-slot")
        before = await notice.inner_text()
        click = await board.page.evaluate(CLICK, [await board.element_handle(),
                                                  asked[int(step[1]) - 1] if step else None, refused])
        if click is None:
            break   # nothing left to click (the game is over)
        what, took = click["what"], click.get("ms")
        if "href" in click:
            await board.locator("a.xl-lesson-link", has_text="Next lesson").click()
            return done + [(what, 0.0)], click["href"]
        if took is None:
            break   # the board did not answer within a minute: stop this learner's clicks here
        done.append((what, took))
        after = await notice.inner_text()
        if REFUSED in after and after != before:
            refused += 1   # a choice the lesson did not want: try another, and after three give up here
            if refused == 3:
                break
            continue
        if what in ("the asked-for choice", "a choice for what the step describes"):
            refused = 0
    return done, None


async def open_and_run(page):
    """Wait for the notebook's kernel, Run All, and return the lesson's board once the cells have run."""
    await page.locator("#jp-main-statusbar").get_by_text(IDLE).first.wait_for(timeout=180_000)
    board = page.locator(f"{NB} .xl-board", has=page.locator(".xl-lesson"))
    for _ in range(4):  # a Run All sent before the kernel has connected is dropped: send it again
        await page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
        await page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
        try:
            await board.first.wait_for(timeout=45_000)
            break
        except Exception:  # noqa: BLE001 - try again
            continue
    await page.locator("#jp-main-statusbar").get_by_text(IDLE).first.wait_for(timeout=180_000)
    return board.first


async def take_lessons(page, server: str, lesson: str) -> list[tuple[str, float]]:
    """Open the lesson on the learner's server, run it, follow it on its board, then the next lesson by its link:
    CHOICES clicks in all."""
    await page.goto(f"{server}/lab/tree/lessons/{lesson}.ipynb?reset")
    done: list[tuple[str, float]] = []
    while len(done) < CHOICES:
        clicks, href = await follow_lesson(await open_and_run(page), lesson, CHOICES - len(done))
        done += clicks
        if href is None:
            break
        lesson = f"{lesson.split('/')[0]}/{href.removesuffix('.ipynb')}"
        await page.wait_for_url(re.compile(re.escape(href)), timeout=60_000)
        await page.goto(f"{page.url.split('?')[0]}?reset")   # the new lesson alone in its tab (as Run All expects)
    return done


async def one_learner(browser, url: str, name: str, lesson: str) -> list[tuple[str, float]]:
    """Log in and take the lesson (and the next by its link) on its board; the clicks (take_lessons)."""
    context, page = await log_in(browser, url, name)
    try:
        await page.wait_for_url(re.compile(r"/user/"), timeout=400_000)   # the learner's server has started
        return await take_lessons(page, f"{url}/user/{name}", lesson)
    finally:
        await context.close()


async def log_in(browser, url: str, name: str):
    """A browser context logged in to the hub as `name`, and its page."""
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    await page.goto(f"{url}/hub/login")
    await page.fill("input[name=username]", name)
    await page.fill("input[name=password]", PASSWORD)
    await page.click("input[type=submit], button[type=submit]")
    await page.wait_for_url(re.compile(r"/(user|hub)/"), timeout=400_000)
    return context, page


async def class_view(browser, url: str) -> list[str]:
    """The teacher's class view after the learners' work: its figures (as served for the teacher), a screenshot
    (build/hub/class-view.png), and whether a learner is kept out of it."""
    context, page = await log_in(browser, url, "teacher")
    try:
        await page.goto(f"{url}/services/class/figures.txt")
        figures = (await page.locator("body").inner_text()).strip().splitlines()
        await page.goto(f"{url}/services/class/")
        await page.locator("h1", has_text="Class at a glance").wait_for(timeout=60_000)
        SHOT.parent.mkdir(parents=True, exist_ok=True)
        await page.screenshot(path=str(SHOT), full_page=True)
    finally:
        await context.close()
    context, page = await log_in(browser, url, "learner1")
    try:
        answer = await page.goto(f"{url}/services/class/figures.txt")
        kept_out = answer is not None and answer.status == 403
    finally:
        await context.close()
    return figures + [f"  a learner opening the class view: {'refused (403)' if kept_out else 'NOT refused'}"]


async def run_class(url: str) -> tuple[dict[str, list[tuple[str, float]] | Exception], list[str]]:
    """Every learner at once, in one headless Chromium with a context each; then the teacher's class view."""
    from playwright.async_api import async_playwright
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        names = [f"learner{i + 1}" for i in range(LEARNERS)]
        results = await asyncio.gather(*(one_learner(browser, url, n, LESSONS[k % len(LESSONS)])
                                         for k, n in enumerate(names)), return_exceptions=True)
        try:
            teacher = await class_view(browser, url)
        except Exception as exc:  # noqa: BLE001 - the learners' figures still print
            teacher = [f"Class at a glance: not shown: {type(exc).__name__}: {str(exc).splitlines()[0][:160]}"]
        await browser.close()
    return dict(zip(names, results)), teacher


def percentile(values: list[float], q: float) -> float:
    """The q-quantile of values (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def report() -> list[str]:
    """Run the class and return the figure lines."""
    why = available()
    if why:
        return [f"{'JupyterHub class check':28} not measured: {why}"]
    work = Path(tempfile.mkdtemp(prefix="xlearn-hub-"))
    hub = None
    try:
        hub, url = start_hub(work)
        started, load = time.monotonic(), [os.getloadavg()[0]]
        results, teacher = asyncio.run(asyncio.wait_for(run_class(url), DEADLINE_S))
        elapsed = time.monotonic() - started
        load.append(os.getloadavg()[0])
        memory = learner_memory(hub)
    finally:
        if hub is not None:
            cli.stop_group(hub, timeout=30)
        if (work / "hub.log").is_file():
            keep = ROOT / "build" / "hub" / "last-hub.log"
            keep.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(work / "hub.log", keep)
        shutil.rmtree(work, ignore_errors=True)
    clicks = [c for r in results.values() if isinstance(r, list) for c in r]
    times = [t for what, t in clicks if what not in LOCAL]
    failed = {n: r for n, r in results.items() if not isinstance(r, list)}
    lines = [f"JupyterHub class check: {LEARNERS} learners at once, up to {CHOICES} clicks each on a guided lesson "
             f"({', '.join(LESSONS)}), loopback only, {elapsed:.0f} s in all; load average "
             f"{load[0]:.1f} at the start, {load[-1]:.1f} at the end, on {os.cpu_count()} cores"]
    if clicks:
        kinds = Counter(what for what, _ in clicks)
        lines.append(f"  clicks: {len(clicks)} ({', '.join(str(len(r)) for r in results.values() if isinstance(r, list))}"
                     f" per learner): " + ", ".join(f"{n} {what}" for what, n in kinds.most_common()))
    if times:
        lines.append(f"  click-to-update (the kernel's answer shown: a new board version, the lesson's next step, the "
                     f"worked answer): median {statistics.median(times):.0f} ms, 95th percentile "
                     f"{percentile(times, 0.95):.0f} ms, over {len(times)} clicks (picking a card in the hand, "
                     f"answered in the page, left out)")
    if memory:
        per = sorted(memory.values())
        lines.append(f"  memory per learner (server + kernel, resident): median {statistics.median(per):.0f} MB, "
                     f"largest {per[-1]:.0f} MB, {sum(per):.0f} MB for the class")
    if failed:
        lines.append("  the hub's log: build/hub/last-hub.log")
    for name, exc in failed.items():
        lines.append(f"  {name} did not finish: {type(exc).__name__}: {str(exc).splitlines()[0][:160]}")
    return lines + teacher


def main() -> None:
    """Print the figures."""
    for line in report():
        print(line, flush=True)


if __name__ == "__main__":
    main()
