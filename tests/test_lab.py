"""`xlearn lab` serves the start page; `xlearn lessons` copies the notebooks safely."""
import os
import subprocess
import sys
import time
from pathlib import Path

import requests

from xlearn import cli

START_TIMEOUT = 90
REPO = Path(__file__).resolve().parents[1]


def jupyter_env(tmp: Path) -> dict[str, str]:
    """Return an environment keeping Jupyter's and IPython's state inside tmp."""
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(tmp / name.lower())
    return env


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
                                 "--port", str(port), "--dir", str(tmp_path / "lessons")],
                                env=jupyter_env(tmp_path), stdout=out,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True)
    try:
        notebook = wait_for_start_page(f"http://127.0.0.1:{port}", proc, log)
        assert "Lesson map" in str(notebook["content"])
        assert f"http://127.0.0.1:{port}/lab/tree/index.ipynb" in log.read_text()
    finally:
        cli.stop_group(proc)


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


def git_status() -> str:
    """The checkout's `git status --porcelain` (tracked and untracked files not ignored)."""
    return subprocess.run(["git", "status", "--porcelain"], cwd=REPO, capture_output=True, text=True,
                          check=True).stdout


def make_lab_command(port: int, lab_dir: Path) -> list[str]:
    """The command `make lab` runs (read from `make -n`), with this port, folder and no browser."""
    out = subprocess.run(["make", "-n", "-s", "lab", f"PORT={port}", f"LAB_DIR={lab_dir}",
                          "LAB_ARGS=--no-browser"], cwd=REPO, capture_output=True, text=True, check=True).stdout
    return out.strip().splitlines()[-1].split()


def test_make_lab_serves_a_working_copy_and_leaves_the_checkout_clean(tmp_path):
    """A lesson opened (kernel started) and autosaved through `make lab`'s server changes no tracked file."""
    before = git_status()
    port, log, lab_dir = cli.free_port(), tmp_path / "lab.log", tmp_path / "lessons"
    command = make_lab_command(port, lab_dir)
    assert "--dir" in command, f"make lab must serve a working copy: {command}"
    with log.open("w") as out:
        proc = subprocess.Popen(command, cwd=REPO, env=jupyter_env(tmp_path), stdout=out,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    base, lesson = f"http://127.0.0.1:{port}", "xeko/04-turf-war.ipynb"
    try:
        wait_for_start_page(base, proc, log)
        http = requests.Session()
        http.get(f"{base}/lab/tree/{lesson}", timeout=10)  # sets the _xsrf cookie a browser would send back
        http.headers["X-XSRFToken"] = http.cookies.get("_xsrf", "")
        session = http.post(f"{base}/api/sessions", json={"path": lesson, "type": "notebook",
                                "name": lesson, "kernel": {"name": "python3"}}, timeout=30)
        assert session.status_code == 201, session.text
        model = http.get(f"{base}/api/contents/{lesson}", timeout=10).json()
        for cell in model["content"]["cells"]:  # what an autosave after Run All writes
            if cell["cell_type"] == "code":
                cell["execution_count"] = 7
        model["content"]["metadata"]["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                                      "language": "python"}
        saved = http.put(f"{base}/api/contents/{lesson}", timeout=10,
                             json={"type": "notebook", "format": "json", "content": model["content"]})
        assert saved.status_code == 200, saved.text
        assert '"execution_count": 7' in (lab_dir / lesson).read_text()
    finally:
        cli.stop_group(proc)
    assert git_status() == before


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


def test_lessons_copy_brings_untouched_lessons_up_to_date_and_keeps_edited_ones(tmp_path):
    """Rebuilt lessons reach the working copy unless the learner changed their copy."""
    source, dest = tmp_path / "src", tmp_path / "mine"
    source.mkdir()
    (source / "a.ipynb").write_text("a1")
    (source / "b.ipynb").write_text("b1")
    cli.copy_lessons(dest, source, keep_existing=True)
    (dest / "b.ipynb").write_text("my b")
    (source / "a.ipynb").write_text("a2")
    (source / "b.ipynb").write_text("b2")
    cli.copy_lessons(dest, source, keep_existing=True)
    assert (dest / "a.ipynb").read_text() == "a2"
    assert (dest / "b.ipynb").read_text() == "my b"
