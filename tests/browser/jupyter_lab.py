"""Helpers for browser tests: serve the notebooks from a JupyterLab, open a notebook, run its cells."""
from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import requests

from xlearn import cli

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
START_TIMEOUT = 90
KERNEL_IDLE = re.compile(r"\| Idle$")
UI_TIMEOUT_MS = 120_000  # generous: a loaded CI machine runs a lesson's cells slowly
EXPECT_TIMEOUT_MS = 30_000  # for every expect(): a board's answer to a click, on a loaded machine
VIEWPORT = {"width": 1280, "height": 1000}


@dataclass
class LabServer:
    """A running JupyterLab: its base url, the folder it serves, its process and log file."""

    url: str
    root: Path
    proc: subprocess.Popen
    log: Path


def strip_notebook(path: Path) -> None:
    """Remove outputs, execution counts and saved widget state from a notebook file, in place."""
    notebook = json.loads(path.read_text())
    notebook.get("metadata", {}).pop("widgets", None)
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"], cell["execution_count"] = [], None
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")


def copy_stripped(source: Path, dest: Path) -> Path:
    """Copy the notebooks folder source into dest with every notebook stripped; return dest."""
    shutil.copytree(source, dest, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
    for notebook in dest.rglob("*.ipynb"):
        strip_notebook(notebook)
    return dest


TEST_PACE_MS = "30"  # ms per shown event or bot move in the browser tests (a learner picks Slow, Normal, Fast)


def jupyter_env(state: Path) -> dict[str, str]:
    """Return an environment keeping Jupyter's and IPython's state inside state."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(state / name.lower())
    env["XLEARN_PROGRESS"] = str(state / "progress.json")  # lessons finished in a test are not the learner's
    env.setdefault("XLEARN_PACE_MS", TEST_PACE_MS)  # events and bots play at a fast pace (every event still plays)
    return env


def wait_until_serving(server: LabServer) -> None:
    """Wait until the server answers its contents API, failing with its log if it does not."""
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        assert server.proc.poll() is None, f"JupyterLab exited early:\n{server.log.read_text()}"
        with contextlib.suppress(requests.RequestException):
            if requests.get(f"{server.url}/api/contents", timeout=5).status_code == 200:
                return
        time.sleep(0.3)
    raise AssertionError(f"JupyterLab did not start in {START_TIMEOUT} s:\n{server.log.read_text()}")


def stop_lab(server: LabServer) -> None:
    """Terminate the server's process group, killing it if it does not stop in 15 s."""
    cli.stop_group(server.proc)


@contextlib.contextmanager
def running_lab(source: Path, workdir: Path):
    """Serve a stripped copy of the notebooks folder source from JupyterLab, stopping it on exit."""
    root = copy_stripped(source, workdir / "notebooks")
    port, log = cli.free_port(), workdir / "lab.log"
    cli.disable_news()
    with log.open("w") as out:
        proc = subprocess.Popen(cli.lab_command(root, port, open_browser=False),
                                env=jupyter_env(workdir / "state"), stdout=out,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True)
    server = LabServer(f"http://127.0.0.1:{port}", root, proc, log)
    try:
        wait_until_serving(server)
        yield server
    finally:
        stop_lab(server)


def wait_for_kernel_idle(page) -> None:
    """Wait for the status bar's kernel text (e.g. `Python 3 (ipykernel) | Idle`) to say Idle."""
    status = page.locator("#jp-main-statusbar").get_by_text(KERNEL_IDLE)
    status.first.wait_for(state="visible", timeout=UI_TIMEOUT_MS)


def shut_down_kernels(page, lab_server: LabServer) -> None:
    """Shut down every kernel the server runs (the notebooks opened before this one), so that a long walk of
    many lessons does not keep a kernel per lesson busy on the machine."""
    try:
        xsrf = next((c["value"] for c in page.context.cookies() if c["name"] == "_xsrf"), "")
        kernels = page.request.get(f"{lab_server.url}/api/kernels").json()
        for kernel in kernels:
            page.request.delete(f"{lab_server.url}/api/kernels/{kernel['id']}", headers={"X-XSRFToken": xsrf})
    except Exception:  # noqa: BLE001 - a fresh page has no cookie yet: nothing was opened, nothing to stop
        pass


def open_notebook(page, lab_server: LabServer, name: str) -> None:
    """Open notebook name in JupyterLab (after shutting down the kernels of earlier notebooks) and wait until
    its kernel is idle."""
    shut_down_kernels(page, lab_server)
    page.goto(f"{lab_server.url}/lab/tree/{name}?reset")  # a fresh workspace: no tabs restored from earlier tests
    wait_for_kernel_idle(page)


CELLS_STATE = """() => {
    const prompts = [...document.querySelectorAll(
        '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputArea-prompt')];
    if (!prompts.length) return 'none';
    if (prompts.every(p => /\\[\\d+\\]/.test(p.textContent))) return 'done';
    return prompts.some(p => /\\[(\\*|\\d+)\\]/.test(p.textContent)) ? 'running' : 'waiting';
}"""
RUN_ALL_ATTEMPTS = 3
RUN_ALL_START_S = 20  # a Run All sent while the new tab's kernel is still connecting is dropped: send it again


def cells_state(page) -> str:
    """Say whether the open notebook's code cells are 'done', 'running', 'waiting' (none started) or 'none'."""
    return page.evaluate(CELLS_STATE)


def wait_for_all_cells_run(page) -> None:
    """Wait until every code cell of the open notebook shows an execution count."""
    try:
        page.wait_for_function(f"() => ({CELLS_STATE})() === 'done'", timeout=UI_TIMEOUT_MS)
    except Exception as error:
        ARTIFACTS.mkdir(exist_ok=True)
        shot = ARTIFACTS / f"cells-not-run-{int(time.time())}.png"
        page.screenshot(path=str(shot), full_page=True)
        raise AssertionError(f"cells did not all run (state {cells_state(page)!r}); see {shot}") from error


def click_run_all(page) -> None:
    """Choose Run > Run All Cells from the menu bar."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()


def run_all(page) -> None:
    """Run all cells from the Run menu and wait until they have run and the kernel is idle."""
    for _ in range(RUN_ALL_ATTEMPTS):
        click_run_all(page)
        deadline = time.monotonic() + RUN_ALL_START_S
        while cells_state(page) == "waiting" and time.monotonic() < deadline:
            time.sleep(0.2)
        if cells_state(page) != "waiting":
            break
        wait_for_kernel_idle(page)
    wait_for_all_cells_run(page)
    wait_for_kernel_idle(page)


@contextlib.contextmanager
def serving(cmd: list[str], url: str, work: Path, start_s: float = 90):
    """Run a Jupyter server command (JupyterLab, Notebook 7, voila, `xlearn present`) until the block ends:
    wait until url answers (the server's log is the error if it stops or takes over start_s seconds), and
    stop its whole process group after."""
    log = (work / "server.log").open("w")
    proc = subprocess.Popen(cmd, env=jupyter_env(work / "state"), stdout=log, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + start_s
        while True:
            assert proc.poll() is None, (work / "server.log").read_text()
            try:
                with urllib.request.urlopen(url, timeout=5) as reply:
                    if reply.status == 200:
                        break
            except OSError:
                assert time.monotonic() < deadline, (work / "server.log").read_text()
                time.sleep(0.5)
        yield
    finally:
        cli.stop_group(proc, timeout=20)
        log.close()
