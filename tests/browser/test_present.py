"""Classroom mode: `xlearn present LESSON` serves a lesson with voila; its board plays a choice in Chromium."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request

import pytest
from playwright.sync_api import expect

from jupyter_lab import REPO, jupyter_env
from xlearn import cli

LESSON = REPO / "notebooks" / "xeko" / "04-turf-war.ipynb"


@pytest.fixture(scope="module")
def presented(tmp_path_factory):
    """`xlearn present` on a free loopback port, stopped after the module."""
    work = tmp_path_factory.mktemp("present")
    port = cli.free_port()
    log = (work / "voila.log").open("w")
    proc = subprocess.Popen([sys.executable, "-m", "xlearn", "present", str(LESSON), "--port", str(port),
                             "--no-browser"], env=jupyter_env(work / "state"), stdout=log,
                            stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            assert proc.poll() is None, (work / "voila.log").read_text()
            try:
                with urllib.request.urlopen(url, timeout=5) as reply:
                    if reply.status == 200:
                        break
            except OSError:
                time.sleep(0.5)
        yield url
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()


def test_present_serves_the_lesson_with_code_hidden_and_the_board_plays(presented, page, artifacts):
    """The lesson's board appears without its code; clicking an offered choice updates the board."""
    page.goto(presented)
    board = page.locator(".xl-board").first
    expect(board).to_be_visible(timeout=90_000)
    assert page.locator("text=import xlearn.xeko as xeko").count() == 0, "code cells must be hidden"
    assert page.locator(".xl-board.xl-present").count() >= 1, "boards draw large in classroom mode"
    version = board.get_attribute("data-version")
    target = board.locator(".xl-bot")
    if not target.count():
        target = board.locator(".xl-choices .xl-choice").first
    target.click()
    expect(board).not_to_have_attribute("data-version", version, timeout=30_000)
    page.screenshot(path=str(artifacts / "present-turf-war.png"))
