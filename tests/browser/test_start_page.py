"""The start page runs in real JupyterLab, in headless Chromium."""
from playwright.sync_api import expect

from jupyter_lab import open_notebook, run_all


def test_start_page_runs_in_jupyterlab(page, lab_server, artifacts):
    """Running all of index.ipynb prints the ready line; the lesson map heading shows."""
    open_notebook(page, lab_server, "index.ipynb")
    run_all(page)
    output = page.locator(".jp-OutputArea-output", has_text="xlearn 0.1.0 is ready.")
    expect(output).to_be_visible()
    expect(page.get_by_role("heading", name="Lesson map")).to_be_visible()
    output.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "start-page.png"), full_page=True)
