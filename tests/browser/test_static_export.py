"""A teacher exports a lesson with `jupyter nbconvert --to html --execute` and opens it with no network:
the board's static copy shows the table, its numbers and the latest sum, and nothing hidden."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest
from board_helpers import notebook
from playwright.sync_api import expect

from jupyter_lab import REPO, jupyter_env, strip_notebook

LESSONS = {
    "xeko": ("xeko/04-turf-war.ipynb", re.compile(r"Energy \d+, Eco-points \d+")),
    "xenofera": ("xenofera/09-scoring.ipynb", re.compile(r"capture cost \d+; worth \d+")),
    "seekers": ("seekers/03-completing-adventures.ipynb", re.compile(r"rewards \d+ Leads?, \d+ ActionX")),
}
# A teacher's own notebook: a Xenofera game played on in code until a step with a worked sum (lessons leave
# every move to the learner, so none has a sum before it is played)
PLAYED = notebook("""from xlearn.engine.bots import RandomBot
from xlearn.ui import XenoferaBoard
from xlearn.xenofera import new_match
m, bot = new_match(2, seed=3), RandomBot(3)
while not any(e.all_calcs() for e in (m.log[-1] if m.log else [])):
    m.play(bot.choose(m))
XenoferaBoard(m, seat=0)""")


def offline(page) -> list[str]:
    """Refuse every request that is not a local file or loopback; return the list of refused addresses."""
    refused: list[str] = []

    def route(r):
        if r.request.url.startswith(("file:", "http://127.0.0.1", "data:")):
            r.continue_()
        else:
            refused.append(r.request.url)
            r.abort()
    page.route("**/*", route)
    return refused


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict:
    """The three lessons, stripped of outputs, exported to HTML by nbconvert executing them."""
    work = tmp_path_factory.mktemp("export")
    paths = []
    for game, (lesson, _) in LESSONS.items():
        target = work / f"{game}.ipynb"
        target.write_text((REPO / "notebooks" / lesson).read_text())
        strip_notebook(target)
        paths.append(str(target))
    (work / "played.ipynb").write_text(PLAYED)
    paths.append(str(work / "played.ipynb"))
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute", *paths],
                   check=True, cwd=work, env=jupyter_env(work / "state"), capture_output=True, timeout=300)
    return {name: work / f"{name}.html" for name in [*LESSONS, "played"]}


@pytest.mark.parametrize("game", list(LESSONS))
def test_an_exported_lesson_shows_its_board_without_network(exported, page, game, artifacts):
    """The board's table and its numbers are readable offline; the rival's hand shows only as a count."""
    refused = offline(page)
    page.goto(exported[game].as_uri())
    static = page.locator(".xl-static-board").first
    expect(static).to_be_visible()
    assert refused, "the exported page asks the network for the widget scripts; the test must refuse them"
    expect(static.locator(".xl-static-table")).to_be_visible()
    text = static.inner_text()
    assert LESSONS[game][1].search(text), f"no card numbers on the static {game} board:\n{text[:800]}"
    assert re.search(r"face down", text), "a rival's hidden cards show as a count"
    assert "seed" not in text.lower()
    assert page.locator(".xl-board").count() == 0  # the live board cannot draw here
    static.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"static-export-{game}.png"))


def test_an_exported_notebook_shows_its_latest_worked_sum(exported, page):
    """A Xenofera game played on to a worked sum: the static copy writes the latest sum out as terms and a
    total."""
    offline(page)
    page.goto(exported["played"].as_uri())
    calc = page.locator(".xl-static-board .xl-static-calc").first
    expect(calc).to_be_visible()
    expect(calc).to_contain_text(re.compile(r"Total\s*\d+"))
