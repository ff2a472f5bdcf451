"""What a school installs: `python -m build` makes a wheel and an sdist of the distribution `xlearn-cardgames`
(the import name stays `xlearn`) that pass `twine check`; the wheel alone, installed into a fresh empty venv
without the repository, gives `xlearn lessons DIR` (every lesson notebook) and `xlearn lab` (a JupyterLab that
answers), and a lesson copied from it passes nbval on that venv's own kernel.

Slow (it installs JupyterLab and the lessons' dependencies into a new venv; pip's cache makes that a download-
free copy after the first run): measured on the two-core machine, about 25 s to build, 45 s to install, 15 s
for the lesson and 10 s for the lab."""
from __future__ import annotations

import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
import requests

from xlearn import cli

REPO = Path(__file__).resolve().parents[1]
DIST = "xlearn-cardgames"
LESSON = "xeko/01-goal-and-set-up.ipynb"
LAB_START_S = 120

pytestmark = pytest.mark.slow


def run(cmd, cwd=None, timeout=600, env=None) -> str:
    """Run a command, failing with its output if it fails; return what it printed."""
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, timeout=timeout, capture_output=True, text=True)
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done.stdout


def outside_env(home: Path) -> dict[str, str]:
    """The environment of a user without the repository: no PYTHONPATH, a home and Jupyter state of their own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "JUPYTER", "VIRTUAL_ENV"))}
    env.update(HOME=str(home), XLEARN_PROGRESS=str(home / "progress.json"))
    return env


def shipped_files() -> set[str]:
    """What the wheel must carry besides the code: the notebooks, the lesson files their guides are read from, the
    front end, the rulings, the card and rulebook data, as paths inside the wheel."""
    want = {f"xlearn/_notebooks/{p.relative_to(REPO / 'notebooks')}" for p in (REPO / "notebooks").rglob("*.ipynb")}
    want |= {f"xlearn/_widgets/{p.relative_to(REPO / 'widgets')}" for p in (REPO / "widgets").rglob("*")
             if p.suffix in (".js", ".css")}
    want |= {f"xlearn/_rulings/docs/rulings/{p.name}" for p in (REPO / "docs" / "rulings").glob("*.md")}
    want |= {f"xlearn/_lessons/{p.relative_to(REPO / 'lessons')}" for p in (REPO / "lessons").rglob("*.md")}
    want |= {str(p.relative_to(REPO)) for p in (REPO / "xlearn").rglob("*")
             if p.suffix in (".json", ".toml") and "__pycache__" not in p.parts}
    return want | {"xlearn/_rulings/RULINGS.md"}


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """The wheel and sdist `python -m build` makes of this checkout."""
    out = tmp_path_factory.mktemp("dist")
    run([sys.executable, "-m", "build", "--outdir", out, REPO])
    return out


@pytest.fixture(scope="module")
def installed(dist, tmp_path_factory) -> tuple[Path, dict]:
    """A fresh venv with only the wheel (and nbval, to run a lesson) installed: its bin folder and environment."""
    home = tmp_path_factory.mktemp("home")
    venv = home / "venv"
    env = outside_env(home)
    run([sys.executable, "-m", "venv", venv], env=env)
    wheel = next(dist.glob("*.whl"))
    run([venv / "bin" / "python", "-m", "pip", "install", "--quiet", "--no-compile", wheel, "nbval"], cwd=home, env=env)
    return venv / "bin", env


def test_the_wheel_and_sdist_are_named_xlearn_cardgames_and_pass_twine_check(dist):
    names = sorted(p.name for p in dist.iterdir())
    assert [n.split("-")[0] for n in names] == ["xlearn_cardgames", "xlearn_cardgames"], names
    assert any(n.endswith(".whl") for n in names) and any(n.endswith(".tar.gz") for n in names)
    assert "PASSED" in run([sys.executable, "-m", "twine", "check", "--strict", *sorted(dist.iterdir())])


def test_the_wheel_carries_the_lessons_the_front_end_the_rulings_and_the_card_data(dist):
    with zipfile.ZipFile(next(dist.glob("*.whl"))) as wheel:
        inside = set(wheel.namelist())
    missing = sorted(shipped_files() - inside)
    assert not missing, f"{len(missing)} files missing from the wheel, first: {missing[:10]}"


def test_the_installed_wheel_imports_xlearn_from_the_venv_not_the_checkout(installed, tmp_path):
    bin_dir, env = installed
    where = run([bin_dir / "python", "-c", "import xlearn; print(xlearn.__file__)"], cwd=tmp_path, env=env)
    assert Path(where.strip()).is_relative_to(bin_dir.parent), where
    games = run([bin_dir / "python", "-c", "from xlearn.engine import games; print(games.names())"],
                cwd=tmp_path, env=env)
    assert games.strip() == "['seekers', 'xeko', 'xenofera']"


def test_xlearn_lessons_copies_every_lesson_and_one_passes_nbval_from_the_installed_copy(installed, tmp_path):
    bin_dir, env = installed
    lessons = tmp_path / "my-lessons"
    run([bin_dir / "xlearn", "lessons", lessons], cwd=tmp_path, env=env)
    copied = {str(p.relative_to(lessons)) for p in lessons.rglob("*.ipynb")}
    assert copied == {str(p.relative_to(REPO / "notebooks")) for p in (REPO / "notebooks").rglob("*.ipynb")}
    out = run([bin_dir / "python", "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval", LESSON],
              cwd=lessons, env=env)
    assert " passed" in out and "failed" not in out, out


def test_xlearn_lab_serves_the_lessons_from_the_installed_copy(installed, tmp_path):
    bin_dir, env = installed
    lessons, port = tmp_path / "class", cli.free_port()
    log = (tmp_path / "lab.log").open("w")
    proc = subprocess.Popen([bin_dir / "xlearn", "lab", "--no-browser", "--port", str(port), "--dir", lessons],
                            cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        deadline, reply = time.monotonic() + LAB_START_S, None
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                reply = requests.get(f"http://127.0.0.1:{port}/api/contents", timeout=5)
                break
            except requests.RequestException:
                time.sleep(0.5)
        assert reply is not None and reply.status_code == 200, (tmp_path / "lab.log").read_text()
        listed = {item["name"] for item in reply.json()["content"]}
        assert {"index.ipynb", "xeko", "xenofera", "seekers"} <= listed, listed
        page = requests.get(f"http://127.0.0.1:{port}/lab/tree/index.ipynb", timeout=30)
        assert page.status_code == 200 and "JupyterLab" in page.text
    finally:
        cli.stop_group(proc)
        log.close()
