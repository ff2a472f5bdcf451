"""Build the zero-install JupyterLite site: every lesson, running in the browser on a local Pyodide, offline.

Usage: python tools/lite/build.py [--out build/lite]      (run by `make lite`)

Nothing is fetched when the site runs. At build time the script takes
- Pyodide's core from the npm package `pyodide` (npm pack), cached in build/lite-cache/;
- the wheels the kernel needs from Pyodide's lock file (IPython and its parts, micropip, pydantic and the
  compiled pydantic_core built for this Pyodide), downloaded from PyPI by the exact file the lock names;
- xlearn's own wheel and its pure-Python dependencies (ipywidgets, anywidget, psygnal, comm, ...), added to
  the lock file so that the kernel loads xlearn as it starts: the lessons install nothing by hand.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "build" / "lite-cache"
PYODIDE_VERSION = "314.0.7"
PY_VERSION = "3.14"
PLATFORM = "pyemscripten_2026_0_wasm32"  # the lock file's abi_version 2026_0
# what the kernel (jupyterlite-pyodide-kernel) and xlearn load from Pyodide's own lock file
FROM_LOCK = ["micropip", "ipython", "jedi", "pydantic", "typing-extensions", "traitlets", "packaging"]
# PyPI has pydantic_core built for this Pyodide from 2.47 on; the lock names 2.41.5, so pin the pydantic we test
# with and what it needs
PINS = {"pydantic": "2.14.4", "pydantic-core": "2.50.5", "typing-inspection": "0.4.5", "annotated-types": "0.8.0",
        "typing-extensions": "4.16.0"}
# not in Pyodide's distribution: pure-Python wheels from PyPI, pinned, added to the lock file
EXTRA = {"comm": "0.2.3", "jupyterlab-widgets": "3.0.17", "ipywidgets": "8.1.9", "psygnal": "0.16.1",
         "anywidget": "0.11.0"}
DEPENDS = {"comm": ["traitlets"], "jupyterlab-widgets": [], "psygnal": ["typing-extensions"],
           "ipywidgets": ["comm", "ipython", "traitlets", "jupyterlab-widgets"],
           "anywidget": ["ipywidgets", "psygnal", "typing-extensions"],
           "xlearn": ["pydantic", "ipywidgets", "anywidget"]}
# loaded as the kernel starts, so `import xlearn` works in the first cell
PRELOAD = ["xlearn", "comm", "ipython", "jedi", "micropip"]
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"


def norm(name: str) -> str:
    """A package name as the lock file writes it."""
    return name.lower().replace("_", "-")


def say(text: str) -> None:
    """Print one line of the build's progress."""
    print(f"lite: {text}", flush=True)


def sha256(path: Path) -> str:
    """A file's checksum as the lock file gives it."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide_core() -> Path:
    """Pyodide's core (pyodide.mjs, the wasm, the stdlib, the lock file) from the npm package, cached."""
    folder = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if (folder / "pyodide-lock.json").is_file():
        return folder
    CACHE.mkdir(parents=True, exist_ok=True)
    say(f"npm pack pyodide@{PYODIDE_VERSION}")
    subprocess.run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--silent", "--pack-destination", str(CACHE)],
                   check=True, cwd=CACHE)
    tmp = CACHE / "pyodide-unpack"
    shutil.rmtree(tmp, ignore_errors=True)
    with tarfile.open(CACHE / f"pyodide-{PYODIDE_VERSION}.tgz") as tar:
        tar.extractall(tmp, filter="data")
    (tmp / "package").rename(folder)
    shutil.rmtree(tmp)
    (folder / "pyodide-lock.original.json").write_bytes((folder / "pyodide-lock.json").read_bytes())
    return folder


def download(spec: str, dest: Path) -> Path:
    """One wheel from PyPI for this Pyodide (its compiled build, else a pure-Python one)."""
    dest.mkdir(parents=True, exist_ok=True)
    before = set(dest.glob("*.whl"))
    name = spec.split("==")[0]
    found = [p for p in before if norm(p.name.split("-")[0]) == norm(name)
             and p.name.split("-")[1] == spec.split("==")[1]]
    if found:
        return found[0]
    got = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                          "--python-version", PY_VERSION, "--implementation", "cp", "--abi", "cp314", "--abi",
                          "none", "--platform", PLATFORM, "--platform", "any", "-d", str(dest), spec],
                         capture_output=True, text=True)
    if got.returncode:
        raise SystemExit(f"lite: no wheel of {spec} for Pyodide ({PLATFORM}) on the package index:\n"
                         + "\n".join(line for line in got.stderr.splitlines() if "ignored" not in line))
    new = set(dest.glob("*.whl")) - before
    if not new:
        raise SystemExit(f"lite: pip found no wheel for {spec} on {PLATFORM}")
    return new.pop()


def lock_closure(lock: dict, roots: list[str]) -> list[str]:
    """The lock file's packages that roots need, dependencies included."""
    seen: list[str] = []

    def walk(name: str) -> None:
        name = norm(name)
        if name in seen:
            return
        if name not in lock["packages"]:
            raise SystemExit(f"lite: {name} is not in Pyodide {PYODIDE_VERSION}'s lock file")
        seen.append(name)
        for dep in lock["packages"][name]["depends"]:
            walk(dep)

    for root in roots:
        walk(root)
    return seen


def top_level(wheel: Path) -> list[str]:
    """The import names a wheel provides (its top-level packages and modules)."""
    with zipfile.ZipFile(wheel) as z:
        names = {n.split("/")[0].removesuffix(".py") for n in z.namelist()
                 if not n.split("/")[0].endswith((".dist-info", ".data"))}
    return sorted(n for n in names if n.isidentifier())


def fill_lock(core: Path) -> list[str]:
    """Put every wheel the site needs into Pyodide's folder and name each in its lock file."""
    lock = json.loads((core / "pyodide-lock.original.json").read_text())
    wheels = CACHE / "wheels"
    changed = []
    for name in lock_closure(lock, FROM_LOCK):
        entry = lock["packages"][name]
        if name in PINS and entry["version"] != PINS[name]:
            changed.append(f"{name}: {entry['version']} -> {PINS[name]}")
            entry["version"], entry["file_name"] = PINS[name], ""
        target = core / entry["file_name"] if entry["file_name"] else core / "-"
        if not target.is_file():
            got = download(f"{entry['name']}=={entry['version']}", wheels)
            shutil.copy2(got, core / got.name)
            target = core / got.name
        if target.name != entry["file_name"] or sha256(target) != entry["sha256"]:
            if entry["file_name"] == target.name:
                changed.append(f"{name}: PyPI's {target.name} (Pyodide's own build of it has another checksum)")
            else:
                changed.append(f"{name}: {target.name}, from PyPI")
            entry["file_name"], entry["sha256"] = target.name, sha256(target)
    extra = {**EXTRA, "xlearn": None}
    for name, version in extra.items():
        got = xlearn_wheel(wheels) if name == "xlearn" else download(f"{name}=={version}", wheels)
        shutil.copy2(got, core / got.name)
        lock["packages"][name] = {
            "name": name, "version": got.name.split("-")[1], "file_name": got.name, "install_dir": "site",
            "sha256": sha256(got), "package_type": "package", "imports": top_level(got),
            "depends": DEPENDS[name], "unvendored_tests": False, "shared_library": False}
    (core / "pyodide-lock.json").write_text(json.dumps(lock))
    return changed


def xlearn_wheel(dest: Path) -> Path:
    """This checkout's xlearn as a wheel (the lessons and the front end ride inside it)."""
    for old in dest.glob("xlearn_cardgames-*.whl"):
        old.unlink()
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                    "-w", str(dest), str(ROOT)], check=True)
    return next(dest.glob("xlearn_cardgames-*.whl"))


def lite_dir(core: Path) -> Path:
    """The folder `jupyter lite build` reads: the local Pyodide and the kernel's settings."""
    src = CACHE / "lite-src"
    shutil.rmtree(src, ignore_errors=True)
    (src / "static").mkdir(parents=True)
    shutil.copytree(core, src / "static" / "pyodide",
                    ignore=shutil.ignore_patterns("*.tgz", "pyodide-lock.original.json", "*.map"))
    settings = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "xlearn lessons",
        "litePluginSettings": {KERNEL_PLUGIN: {
            "disablePyPIFallback": True,
            "loadPyodideOptions": {"packages": PRELOAD},
        }},
        "disabledExtensions": ["@jupyterlab/apputils-extension:announcements"],
    }}
    (src / "jupyter-lite.json").write_text(json.dumps(settings, indent=2))
    return src


SOURCES = ("xlearn", "widgets", "notebooks", "pyproject.toml", "tools/lite")


def up_to_date(out: Path) -> bool:
    """Whether the site at out was built after every file it is made from last changed."""
    stamp = out / "jupyter-lite.json"
    if not stamp.is_file():
        return False
    built = stamp.stat().st_mtime
    for source in SOURCES:
        for path in [ROOT / source, *(ROOT / source).rglob("*")] if (ROOT / source).is_dir() else [ROOT / source]:
            if path.is_file() and "__pycache__" not in path.parts and path.stat().st_mtime > built:
                return False
    return True


def build(out: Path, if_stale: bool = False) -> None:
    """Build the site into out (or, with if_stale, keep the one there if it is newer than its sources)."""
    if if_stale and up_to_date(out):
        say(f"{out} is up to date")
        return
    start = time.monotonic()
    core = pyodide_core()
    for line in fill_lock(core):
        say(f"lock file entry updated: {line}")
    src = lite_dir(core)
    shutil.rmtree(out, ignore_errors=True)
    notebooks = ROOT / "notebooks"
    say(f"jupyter lite build -> {out}")
    subprocess.run([sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", str(src),
                    "--contents", str(notebooks), "--output-dir", str(out)], check=True, cwd=src)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    say(f"built {out} ({size / 1e6:.0f} MB) in {time.monotonic() - start:.0f} s; serve it with "
        f"`python -m http.server -d {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out} --bind 127.0.0.1`")


def main(argv: list[str] | None = None) -> None:
    """The command line: build the site (or keep an up-to-date one)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "build" / "lite"))
    parser.add_argument("--if-stale", action="store_true", help="keep a site newer than its sources")
    args = parser.parse_args(argv)
    build(Path(args.out).resolve(), args.if_stale)


if __name__ == "__main__":
    main()
