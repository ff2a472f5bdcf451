"""Zero install: the JupyterLite site runs a lesson per game in the browser (Pyodide) with every request to
anywhere but the site's own loopback server refused, and a click on its board round-trips."""
from __future__ import annotations

import functools
import http.server
import importlib.util
import shutil
import threading
from pathlib import Path

import pytest
from playwright.sync_api import expect

from jupyter_lab import REPO, run_all, wait_for_kernel_idle
from test_guided_lessons import walk_on_board

# about 150-190 s with the site built (plus 20-40 s to build it from a warm cache):
# run by `make test-lite`, not by `make test`
pytestmark = pytest.mark.lite

# one guided lesson per game, walked to its end by clicking on the board as in JupyterLab (test_guided_lessons)
LESSONS = {"xeko": "xeko/04-turf-war.ipynb", "xenofera": "xenofera/05-capturing.ipynb",
           "seekers": "seekers/03-completing-adventures.ipynb"}
KERNEL_START_MS = 240_000  # Pyodide boots and loads xlearn's wheels: about 10-40 s, more on a loaded machine


def load_builder():
    spec = importlib.util.spec_from_file_location("lite_build", REPO / "tools" / "lite" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def lite_site() -> Path:
    """The built site (rebuilt only when its sources are newer), or a skip saying what is missing."""
    if importlib.util.find_spec("jupyterlite_core") is None:
        pytest.skip("jupyterlite-core is not installed (pip install -e '.[lite]')")
    if shutil.which("npm") is None:
        pytest.skip("npm is needed to fetch the npm package pyodide")
    builder = load_builder()
    out = REPO / "build" / "lite"
    try:
        builder.build(out, if_stale=True)
    except SystemExit as exc:  # the one expected way to fail: no Pyodide build of a compiled wheel
        if "no wheel of pydantic-core" in str(exc):
            pytest.skip(str(exc))
        raise
    return out


@pytest.fixture(scope="module")
def lite_url(lite_site):
    """The site served by a loopback-only static server for the module."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(lite_site))
    handler.log_message = lambda *a, **k: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.parametrize("game", list(LESSONS))
def test_a_lesson_runs_in_jupyterlite_offline_and_its_board_plays(lite_url, context, page, game, artifacts):
    refused: list[str] = []

    def route(r):
        if r.request.url.startswith((lite_url, "data:", "blob:")):
            r.continue_()
        else:
            refused.append(r.request.url)
            r.abort()
    context.route("**/*", route)
    page.goto(f"{lite_url}/lab/index.html?path={LESSONS[game]}")
    page.locator(".jp-Notebook").wait_for(timeout=KERNEL_START_MS)
    page.get_by_text("Python (Pyodide) | Idle").first.wait_for(timeout=KERNEL_START_MS)
    wait_for_kernel_idle(page)
    run_all(page)
    expect(page.locator(".xl-board").first).to_be_visible()
    assert not page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count()
    board = page.locator(".xl-board").first
    walk_on_board(page, board, LESSONS[game])  # every asked choice made and every question answered, on the board
    expect(page.locator(".xl-static-board").first).to_be_hidden()
    page.screenshot(path=str(artifacts / f"lite-{game}.png"))
    assert refused == [], f"the site asked the network for {refused[:5]}"
