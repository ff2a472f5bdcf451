"""Shared fixtures for browser tests: a JupyterLab on a stripped copy of the notebooks, and Chromium."""
from __future__ import annotations

from pathlib import Path

import pytest
from jupyter_lab import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, EXPECT_TIMEOUT_MS, HERE, REPO, VIEWPORT, running_lab
from playwright.sync_api import expect

# A loaded CI machine (two cores, other tests running) can take seconds over a board's round trip.
expect.set_options(timeout=EXPECT_TIMEOUT_MS)


# The lesson walks run in their own xdist group, beside the boards' group: under `pytest -n 2` each group
# has its own JupyterLab and Chromium on one worker, so the two halves of the browser suite run side by side.
LESSON_FILES = {"test_guided_lessons.py", "test_lesson_tasks.py", "test_present.py", "test_start_page.py"}


def pytest_collection_modifyitems(items):
    """Mark every test under tests/browser as `browser`, in one of two xdist groups (lessons, boards)."""
    for item in items:
        path = Path(item.fspath).resolve()
        if HERE in path.parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.xdist_group("lessons" if path.name in LESSON_FILES else "boards"))


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
