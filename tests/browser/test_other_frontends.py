"""The boards work in Jupyter Notebook 7 and in voila as in JupyterLab: one board per game draws, a click round-trips,
and the board's static copy stays hidden wherever the live board draws."""
from __future__ import annotations

import contextlib
import re
import sys
from pathlib import Path

import pytest
from board_helpers import next_target, notebook
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from jupyter_lab import serving
from xlearn import cli

GAMES = ["xeko", "xenofera", "seekers"]
RUN_ALL_TRIES = 6


def board_source(game: str) -> str:
    return (f"import xlearn.{game} as {game}\n"
            f"{game}.Board({game}.new_match(players=2, seed=7), seat=0, opponents='random')")


@pytest.fixture(scope="module")
def boards_dir(tmp_path_factory) -> Path:
    """A folder with one notebook showing one board per game (one page and one kernel for the three)."""
    root = tmp_path_factory.mktemp("frontends")
    (root / "boards.ipynb").write_text(notebook(*(board_source(game) for game in GAMES)))
    return root


@pytest.fixture(scope="module")
def notebook7(boards_dir, tmp_path_factory):
    """Jupyter Notebook 7 on a free loopback port, serving the board notebooks."""
    work = tmp_path_factory.mktemp("nb7")
    port = cli.free_port()
    cmd = [sys.executable, "-m", "jupyter", "notebook", "--no-browser", f"--ServerApp.ip={cli.HOST}",
           f"--ServerApp.port={port}", "--ServerApp.port_retries=0", "--IdentityProvider.token=",
           "--ServerApp.password=", f"--ServerApp.root_dir={boards_dir}"]
    if cli.is_root():
        cmd.append("--allow-root")
    url = f"http://{cli.HOST}:{port}"
    with serving(cmd, f"{url}/api/contents", work):
        yield url


@pytest.fixture(scope="module")
def voila(boards_dir, tmp_path_factory):
    """voila serving the board notebooks' folder on a free loopback port."""
    work = tmp_path_factory.mktemp("voila")
    port = cli.free_port()
    cmd = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", f"--Voila.ip={cli.HOST}",
           f"--Voila.root_dir={boards_dir}", f"--KernelManager.ip={cli.HOST}", "--theme=light"]
    url = f"http://{cli.HOST}:{port}"
    with serving(cmd, url, work):
        yield url


def each_board_plays(page) -> None:
    """Every game's board draws, and a click on each round-trips."""
    for game in GAMES:
        click_round_trip(page, page.locator(f".xl-board.xl-{game}").first)


def click_round_trip(page, board) -> None:
    """Click the first offered choice (or the opponent's move) and see the board answer with a new version."""
    expect(board).to_be_visible(timeout=90_000)
    version = board.get_attribute("data-version")
    next_target(board).click()
    expect(board).not_to_have_attribute("data-version", version)


def static_copy_hidden(page) -> None:
    """The static copy is in the page but not shown, since the live board draws."""
    static = page.locator(".xl-static-board")
    expect(static.first).to_be_attached()
    expect(static.first).to_be_hidden()


def run_all_in_notebook7(page) -> None:
    """Run > Run All Cells, again until the board draws (a Run All sent before the kernel is ready is dropped)."""
    board = page.locator(".xl-board")
    for _ in range(RUN_ALL_TRIES):
        dialog = page.locator(".jp-Dialog")
        with contextlib.suppress(PlaywrightTimeoutError):  # the kernel dialog may come up a moment after the page
            dialog.wait_for(timeout=2_000)
        if dialog.count() and "Select Kernel" in dialog.inner_text():  # as a learner would: keep Python 3
            dialog.locator(".jp-mod-accept").click()
        try:
            page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click(timeout=10_000)
            page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click(timeout=10_000)
        except PlaywrightTimeoutError:  # a dialog came up over the menu: answer it on the next try
            continue
        with contextlib.suppress(AssertionError):
            expect(board).to_have_count(len(GAMES), timeout=20_000)
            return
    expect(board).to_have_count(len(GAMES))


def test_a_board_per_game_plays_in_notebook_7(notebook7, page, artifacts):
    page.goto(f"{notebook7}/notebooks/boards.ipynb")
    page.locator(".jp-Notebook").wait_for(timeout=90_000)
    run_all_in_notebook7(page)
    each_board_plays(page)
    static_copy_hidden(page)
    page.screenshot(path=str(artifacts / "notebook7-boards.png"), full_page=True)


def test_a_board_per_game_plays_in_voila(voila, page, artifacts):
    page.goto(f"{voila}/voila/render/boards.ipynb")
    each_board_plays(page)
    static_copy_hidden(page)
    page.screenshot(path=str(artifacts / "voila-boards.png"), full_page=True)


def test_the_static_copy_stays_hidden_in_jupyterlab(lab_server, page):
    """In JupyterLab the live board draws and its static copy is not shown."""
    from jupyter_lab import open_notebook, run_all
    target = lab_server.root / "frontend-xeko.ipynb"
    target.write_text(notebook(board_source("xeko") + "\n"))
    open_notebook(page, lab_server, target.name)
    run_all(page)
    click_round_trip(page, page.locator(".xl-board").first)
    static_copy_hidden(page)
