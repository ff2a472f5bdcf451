"""`make hub-check`: a class on JupyterHub, on the loopback only. 8 learners log in at once, each opens a lesson
and makes 20 board choices through JupyterLab in headless Chromium; prints the click-to-update times and the
memory of each learner's server. A figure, not a test; it stops by itself (everything it starts, it ends).
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
from pathlib import Path

import requests

from xlearn import cli

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "deploy" / "jupyterhub_config.py"
PROXY_BIN = ROOT / "build" / "hub" / "node_modules" / ".bin"
LEARNERS = int(os.environ.get("HUB_LEARNERS", "8"))
CHOICES = int(os.environ.get("HUB_CHOICES", "20"))
LESSON = "lessons/xeko/10-full-game-against-a-bot.ipynb"
PASSWORD = "class-check"
DEADLINE_S = 900  # the whole check stops by then, whatever happens
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# click the target, resolve with the milliseconds until the board shows a new version, or (a lesson's Next) the
# lesson's next step; null if nothing changed within a minute (timed in the page)
CLICK = """([target, board, lesson]) => new Promise(resolve => {
  const before = board.dataset.version, t0 = performance.now();
  const slot = board.querySelector(".xl-lesson-slot"), text = slot ? slot.textContent : null;
  const done = (v) => { seen.disconnect(); clearTimeout(timer); resolve(v); };
  const seen = new MutationObserver(() => {
    if (board.dataset.version !== before || (lesson && slot && slot.textContent !== text)) done(performance.now() - t0); });
  seen.observe(board, { attributes: true, attributeFilter: ["data-version"], childList: true, subtree: true,
                        characterData: true });
  const timer = setTimeout(() => done(null), 60000);   // a click the board refuses changes nothing
  target.click(); })"""
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


async def one_learner(browser, url: str, name: str) -> list[float]:
    """Log in, open the lesson, run it, and make the board choices; the click-to-update times in ms."""
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    try:
        await page.goto(f"{url}/hub/login")
        await page.fill("input[name=username]", name)
        await page.fill("input[name=password]", PASSWORD)
        await page.click("input[type=submit], button[type=submit]")
        await page.wait_for_url(re.compile(r"/user/"), timeout=400_000)
        await page.goto(f"{url}/user/{name}/lab/tree/{LESSON}?reset")
        await page.locator("#jp-main-statusbar").get_by_text(IDLE).first.wait_for(timeout=180_000)
        board = page.locator(".xl-board")
        for _ in range(4):  # a Run All sent before the kernel has connected is dropped: send it again
            await page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
            await page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
            try:
                await board.first.wait_for(timeout=45_000)
                break
            except Exception:  # noqa: BLE001 - try again
                continue
        await page.locator("#jp-main-statusbar").get_by_text(IDLE).first.wait_for(timeout=180_000)
        times = []
        for _ in range(CHOICES):
            target, playing, lesson = None, None, False
            for i in range(await board.count()):
                b = board.nth(i)
                for sel in ('[data-key="lesson-next"]', ".xl-bot", ".xl-choices > .xl-choice"):
                    if await b.locator(sel).count():
                        target, playing, lesson = b.locator(sel).first, b, "lesson" in sel
                        break
                if target is not None:
                    break
            if target is None:
                break
            handle_t, handle_b = await target.element_handle(), await playing.element_handle()
            took = await page.evaluate(CLICK, [handle_t, handle_b, lesson])
            if took is None:
                break   # the board did not change within a minute: stop this learner's clicks here
            times.append(took)
        return times
    finally:
        await context.close()


async def log_in(browser, url: str, name: str):
    """A browser context logged in to the hub as `name`, and its page."""
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
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


async def run_class(url: str) -> tuple[dict[str, list[float] | Exception], list[str]]:
    """Every learner at once, in one headless Chromium with a context each; then the teacher's class view."""
    from playwright.async_api import async_playwright
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        names = [f"learner{i + 1}" for i in range(LEARNERS)]
        results = await asyncio.gather(*(one_learner(browser, url, n) for n in names), return_exceptions=True)
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
        started = time.monotonic()
        results, teacher = asyncio.run(asyncio.wait_for(run_class(url), DEADLINE_S))
        elapsed = time.monotonic() - started
        memory = learner_memory(hub)
    finally:
        if hub is not None:
            cli.stop_group(hub, timeout=30)
        if (work / "hub.log").is_file():
            keep = ROOT / "build" / "hub" / "last-hub.log"
            keep.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(work / "hub.log", keep)
        shutil.rmtree(work, ignore_errors=True)
    times = [t for r in results.values() if isinstance(r, list) for t in r]
    failed = {n: r for n, r in results.items() if not isinstance(r, list)}
    lines = [f"JupyterHub class check: {LEARNERS} learners at once, {CHOICES} board choices each, lesson "
             f"{LESSON.removeprefix('lessons/')}, loopback only, {elapsed:.0f} s in all"]
    if times:
        lines.append(f"  click-to-update (a new board version, or a lesson's next step): median "
                     f"{statistics.median(times):.0f} ms, 95th percentile "
                     f"{percentile(times, 0.95):.0f} ms, over {len(times)} clicks "
                     f"({', '.join(str(len(r)) for r in results.values() if isinstance(r, list))} per learner)")
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
