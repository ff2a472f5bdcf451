"""Shared fixtures for browser tests: a JupyterLab on a stripped copy of the notebooks, and Chromium."""
from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
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
VIEWPORT = {"width": 1280, "height": 1000}


@dataclass
class LabServer:
    """A running JupyterLab: its base url, the folder it serves, its process and log file."""

    url: str
    root: Path
    proc: subprocess.Popen
    log: Path


def pytest_collection_modifyitems(items):
    """Mark every test under tests/browser as `browser`, in one xdist group so one lab runs at a time."""
    for item in items:
        if HERE in Path(item.fspath).resolve().parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.xdist_group("browser"))


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


def jupyter_env(state: Path) -> dict[str, str]:
    """Return an environment keeping Jupyter's and IPython's state inside state."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(state / name.lower())
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
    if server.proc.poll() is None:
        os.killpg(server.proc.pid, signal.SIGTERM)
        try:
            server.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(server.proc.pid, signal.SIGKILL)
            server.proc.wait()


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


@pytest.fixture(scope="session")
def lab_notebooks() -> Path:
    """The notebooks folder the session's JupyterLab serves (override to serve another)."""
    return REPO / "notebooks"


@pytest.fixture(scope="session")
def lab_server(lab_notebooks, tmp_path_factory):
    """A JupyterLab serving a stripped temporary copy of lab_notebooks, with `.url` and `.root`."""
    with running_lab(lab_notebooks, tmp_path_factory.mktemp("lab")) as server:
        yield server


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """Launch Debian's Chromium, since Playwright cannot download its own browser here."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """Use a tall viewport so screenshots show a whole short notebook."""
    return {**browser_context_args, "viewport": VIEWPORT}


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """The git-ignored folder for screenshots and other test output."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def wait_for_kernel_idle(page) -> None:
    """Wait for the status bar's kernel text (e.g. `Python 3 (ipykernel) | Idle`) to say Idle."""
    status = page.locator("#jp-main-statusbar").get_by_text(KERNEL_IDLE)
    status.first.wait_for(state="visible", timeout=UI_TIMEOUT_MS)


def open_notebook(page, lab_server: LabServer, name: str) -> None:
    """Open notebook name in JupyterLab and wait until its kernel is idle."""
    page.goto(f"{lab_server.url}/lab/tree/{name}?reset")  # a fresh workspace: no tabs restored from earlier tests
    wait_for_kernel_idle(page)


def wait_for_all_cells_run(page) -> None:
    """Wait until every code cell of the open notebook shows an execution count."""
    page.wait_for_function(
        """() => {
            const prompts = [...document.querySelectorAll(
                '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputArea-prompt')];
            return prompts.length > 0 && prompts.every(p => /\\[\\d+\\]/.test(p.textContent));
        }""",
        timeout=UI_TIMEOUT_MS)


def run_all(page) -> None:
    """Run all cells from the Run menu and wait until they have run and the kernel is idle."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    wait_for_all_cells_run(page)
    wait_for_kernel_idle(page)
