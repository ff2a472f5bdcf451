"""`xlearn lab` serves the start page; `xlearn lessons` copies the notebooks safely."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import requests

from xlearn import cli

START_TIMEOUT = 90


def jupyter_env(tmp: Path) -> dict[str, str]:
    """Return an environment keeping Jupyter's and IPython's state inside tmp."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(tmp / name.lower())
    return env


def stop_group(proc: subprocess.Popen) -> None:
    """Terminate the process group proc leads, killing it if it does not stop in 15 s."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def get_ok(url: str) -> requests.Response | None:
    """GET url and return the response if it answered 200, else None."""
    try:
        response = requests.get(url, timeout=5)
    except requests.RequestException:
        return None
    return response if response.status_code == 200 else None


def wait_for_start_page(base: str, proc: subprocess.Popen, log: Path) -> dict:
    """Wait until the server returns the start page notebook and its lab page; return the notebook."""
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        assert proc.poll() is None, f"xlearn lab exited early:\n{log.read_text()}"
        contents = get_ok(f"{base}/api/contents/index.ipynb")
        if contents and get_ok(f"{base}/lab/tree/index.ipynb"):
            return contents.json()
        time.sleep(0.3)
    raise AssertionError(f"start page not served within {START_TIMEOUT} s:\n{log.read_text()}")


def test_xlearn_lab_serves_the_start_page(tmp_path):
    """The lab command starts JupyterLab on the loopback and serves index.ipynb without a token."""
    port = cli.free_port()
    log = tmp_path / "lab.log"
    with log.open("w") as out:
        proc = subprocess.Popen([sys.executable, "-m", "xlearn", "lab", "--no-browser",
                                 "--port", str(port)], env=jupyter_env(tmp_path), stdout=out,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True)
    try:
        notebook = wait_for_start_page(f"http://127.0.0.1:{port}", proc, log)
        assert "Lesson map" in str(notebook["content"])
        assert f"http://127.0.0.1:{port}/lab/tree/index.ipynb" in log.read_text()
    finally:
        stop_group(proc)


def test_lessons_copies_the_start_page_and_refuses_to_overwrite(tmp_path, capsys):
    """`xlearn lessons DIR` copies index.ipynb, then needs --force to copy over it."""
    dest = tmp_path / "lessons"
    assert cli.main(["lessons", str(dest)]) == 0
    assert (dest / "index.ipynb").read_bytes() == (cli.notebook_source() / "index.ipynb").read_bytes()
    assert "index.ipynb" in capsys.readouterr().out
    (dest / "index.ipynb").write_text("my edits")
    assert cli.main(["lessons", str(dest)]) == 1
    assert "--force" in capsys.readouterr().err
    assert (dest / "index.ipynb").read_text() == "my edits"
    assert cli.main(["lessons", str(dest), "--force"]) == 0
    assert "Lesson map" in (dest / "index.ipynb").read_text()


def test_lab_outside_a_checkout_copies_lessons_and_keeps_edits(tmp_path, monkeypatch):
    """Without a checkout, lab copies the packaged lessons to --dir, keeping files already there."""
    packaged = tmp_path / "_notebooks"
    packaged.mkdir()
    (packaged / "index.ipynb").write_text("packaged start page")
    (packaged / "lesson.ipynb").write_text("packaged lesson")
    monkeypatch.setattr(cli, "checkout_notebooks", lambda: None)
    monkeypatch.setattr(cli, "packaged_notebooks", lambda: packaged)
    dest = tmp_path / "mine"
    dest.mkdir()
    (dest / "index.ipynb").write_text("my edits")
    assert cli.lab_root(str(dest)) == dest
    assert (dest / "index.ipynb").read_text() == "my edits"
    assert (dest / "lesson.ipynb").read_text() == "packaged lesson"
