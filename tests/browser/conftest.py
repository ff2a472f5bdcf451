"""Shared fixtures for browser tests: a JupyterLab on a stripped copy of the notebooks, and Chromium."""
from __future__ import annotations

from pathlib import Path

import pytest
from jupyter_lab import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, EXPECT_TIMEOUT_MS, HERE, REPO, VIEWPORT, running_lab
from playwright.sync_api import expect

# A loaded CI machine (two cores, other tests running) can take seconds over a board's round trip.
expect.set_options(timeout=EXPECT_TIMEOUT_MS)


def pytest_collection_modifyitems(items):
    """Mark every test under tests/browser as `browser`, in one xdist group so one lab runs at a time."""
    for item in items:
        if HERE in Path(item.fspath).resolve().parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.xdist_group("browser"))


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
