"""The `xlearn` command: start JupyterLab on the lessons, copy the lessons, play a narrated game."""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from xlearn.duel import add_duel_parser
from xlearn.servers import HOST, choose_port, free_port, port_is_free, stop_group, wait_for  # noqa: F401 (the CLI and its tests use them as cli.*)
from xlearn.engine import games

DEFAULT_PORT = 8888
START_PAGE = "index.ipynb"
DEFAULT_LESSONS_DIR = Path.home() / "xlearn-lessons"
SKIPPED_NAMES = {".ipynb_checkpoints", "__pycache__", ".DS_Store"}
NEWS_OFF = {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false",
                                                             "checkForUpdates": False}}


class LessonsExist(Exception):
    """Raised when copying lessons would overwrite files without --force."""


def package_dir() -> Path:
    """Return the folder of the installed xlearn package."""
    import xlearn
    return Path(xlearn.__file__).resolve().parent


def checkout_notebooks() -> Path | None:
    """Return the repository checkout's notebooks/ folder, if xlearn runs from a checkout."""
    folder = package_dir().parent / "notebooks"
    return folder if folder.is_dir() else None


def packaged_notebooks() -> Path:
    """Return the copy of the notebooks shipped inside the wheel."""
    return package_dir() / "_notebooks"


def notebook_source() -> Path:
    """Return where the lesson notebooks come from: the checkout, else the wheel."""
    return checkout_notebooks() or packaged_notebooks()


def lesson_files(source: Path) -> list[Path]:
    """List the files under source to copy, relative to it, skipping editor and cache clutter."""
    files = []
    for path in sorted(source.rglob("*")):
        rel = path.relative_to(source)
        if path.is_file() and not SKIPPED_NAMES.intersection(rel.parts):
            files.append(rel)
    return files


MANIFEST = ".xlearn-copied.json"  # in a lessons folder: the hash of each file as last copied there


def digest(path: Path) -> str:
    """The sha256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def copy_lessons(dest: Path, source: Path | None = None, force: bool = False,
                 keep_existing: bool = False) -> list[Path]:
    """Copy the lesson files into dest and return the copied destination paths.

    Existing files raise LessonsExist unless force (overwrite) or keep_existing (leave them). With
    keep_existing, a file the learner has not changed since it was last copied is brought up to date.
    """
    source = source or notebook_source()
    if not source.is_dir():
        raise FileNotFoundError(f"no lesson notebooks found at {source}")
    files = lesson_files(source)
    existing = [rel for rel in files if (dest / rel).exists()]
    if existing and not (force or keep_existing):
        raise LessonsExist(", ".join(str(dest / rel) for rel in existing))
    try:
        copied_as = json.loads((dest / MANIFEST).read_text())
    except (OSError, ValueError):
        copied_as = {}
    untouched = {rel for rel in existing if copied_as.get(str(rel)) == digest(dest / rel)}
    skip = set() if force else set(existing) - untouched
    copied = []
    for rel in files:
        if rel in skip or (rel in untouched and digest(source / rel) == copied_as.get(str(rel))):
            continue
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source / rel, dest / rel)
        copied_as[str(rel)] = digest(dest / rel)
        copied.append(dest / rel)
    if copied:
        (dest / MANIFEST).write_text(json.dumps(copied_as, indent=1, sort_keys=True) + "\n")
    return copied








def lab_settings_dir() -> Path:
    """Return the JupyterLab application settings folder of this environment."""
    try:
        from jupyterlab.commands import get_app_dir
        return Path(get_app_dir()) / "settings"
    except ImportError:
        return Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings"


def disable_news(settings_dir: Path | None = None) -> bool:
    """Merge the news-off override into overrides.json; return False if it cannot be written."""
    path = (settings_dir or lab_settings_dir()) / "overrides.json"
    try:
        current = json.loads(path.read_text()) if path.exists() else {}
        merged = {**current}
        for plugin, values in NEWS_OFF.items():
            merged[plugin] = {**current.get(plugin, {}), **values}
        if merged != current:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(merged, indent=2) + "\n")
    except (OSError, ValueError):
        return False
    return True


def is_root() -> bool:
    """Tell whether we run as root (JupyterLab then needs --allow-root)."""
    return hasattr(os, "geteuid") and os.geteuid() == 0


def lab_command(root: Path, port: int, open_browser: bool = True) -> list[str]:
    """Build the `python -m jupyter lab` command serving root on the loopback, without a token."""
    cmd = [sys.executable, "-m", "jupyter", "lab",
           f"--ServerApp.ip={HOST}", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
           "--IdentityProvider.token=", "--ServerApp.password=",
           f"--ServerApp.root_dir={root}", f"--LabApp.default_url=/lab/tree/{START_PAGE}"]
    if not open_browser:
        cmd.append("--no-browser")
    if is_root():
        cmd.append("--allow-root")
    return cmd


def start_url(port: int) -> str:
    """Return the address of the start page notebook."""
    return f"http://{HOST}:{port}/lab/tree/{START_PAGE}"


def lab_root(dir_option: str | None) -> Path:
    """Return the folder to serve: a working copy of the lessons (never the checkout's tracked notebooks),
    copied there first; files the learner has changed are kept."""
    dest = Path(dir_option).expanduser() if dir_option else DEFAULT_LESSONS_DIR
    for path in copy_lessons(dest, keep_existing=True):
        print(f"xlearn: copied {path}")
    return dest






def cmd_lab(args: argparse.Namespace) -> int:
    """Start JupyterLab on the lessons and block until it stops."""
    root = lab_root(args.dir)
    port = choose_port(args.port)
    if port != args.port:
        print(f"xlearn: port {args.port} is taken, using {port}")
    if not disable_news():
        print("xlearn: could not write the JupyterLab settings override (news pop-up stays on)")
    print(f"xlearn: serving lessons from {root}")
    print(f"xlearn: warning: no token or password; the server listens only on {HOST} (loopback)")
    print(f"xlearn: open {start_url(port)}", flush=True)
    return wait_for(subprocess.Popen(lab_command(root, port, open_browser=not args.no_browser)))


def cmd_lessons(args: argparse.Namespace) -> int:
    """Copy the lesson notebooks into a folder."""
    try:
        copied = copy_lessons(Path(args.dir).expanduser(), force=args.force)
    except LessonsExist as exc:
        print(f"xlearn: refusing to overwrite (use --force): {exc}", file=sys.stderr)
        return 1
    for path in copied:
        print(f"xlearn: copied {path}")
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """Play a narrated game in the terminal."""
    from xlearn.narrate import narrate_cli
    return narrate_cli(args.game, args.seed, args.players)


def cmd_present(args: argparse.Namespace) -> int:
    """Serve one lesson with voila for a projector."""
    from xlearn.present import present
    return present(args.notebook, choose_port(args.port), not args.no_browser, wait_for, args.projector)


def cmd_edit(args: argparse.Namespace) -> int:
    """Open the position editor of a game, saving to FILE."""
    from xlearn.edit import edit
    return edit(args.game, args.file, choose_port(args.port), not args.no_browser, wait_for)


def cmd_schema(args: argparse.Namespace) -> int:
    """Print the JSON Schema of a deck, scenario or save file."""
    from xlearn.schema import schema_text
    try:
        print(schema_text(args.kind, args.game))
    except ValueError as exc:
        print(f"xlearn schema: {exc}", file=sys.stderr)
        return 2
    return 0


def build_parser() -> argparse.ArgumentParser:
    """Build the argument parser with its lab, lessons and play subcommands."""
    parser = argparse.ArgumentParser(prog="xlearn", description="Learn card games by playing them.")
    sub = parser.add_subparsers(dest="command", required=True)
    lab = sub.add_parser("lab", help="start JupyterLab on the lesson notebooks")
    lab.add_argument("--port", type=int, default=DEFAULT_PORT, help="port (a free one if taken)")
    lab.add_argument("--no-browser", action="store_true", help="do not open a web browser")
    lab.add_argument("--dir", help=f"copy the lessons here and serve them (default: "
                                   f"{DEFAULT_LESSONS_DIR}); your changes there are kept")
    lab.set_defaults(func=cmd_lab)
    lessons = sub.add_parser("lessons", help="copy the lesson notebooks into DIR")
    lessons.add_argument("dir", metavar="DIR")
    lessons.add_argument("--force", action="store_true", help="overwrite existing files")
    lessons.set_defaults(func=cmd_lessons)
    play = sub.add_parser("play", help="play a narrated game in the terminal")
    play.add_argument("game", metavar="GAME")
    play.add_argument("--seed", type=int, required=True)
    play.add_argument("--players", type=int, default=None)
    play.set_defaults(func=cmd_play)
    show = sub.add_parser("present", help="serve one lesson with voila, code hidden, for a projector")
    show.add_argument("notebook", metavar="NOTEBOOK")
    show.add_argument("--port", type=int, default=8866, help="port (a free one if taken)")
    show.add_argument("--no-browser", action="store_true", help="do not open a web browser")
    show.add_argument("--projector", action="store_true",
                      help="projector mode: large type for a room at 1920x1080, every step on the keyboard")
    show.set_defaults(func=cmd_present)
    ed = sub.add_parser("edit", help="set up a position on the board and save it as a scenario file")
    ed.add_argument("game", metavar="GAME", choices=games.names())
    ed.add_argument("file", metavar="FILE", nargs="?", default=None,
                    help="the scenario file to open (if it exists) and to save to (default: GAME-position.json)")
    ed.add_argument("--port", type=int, default=8867, help="port (a free one if taken)")
    ed.add_argument("--no-browser", action="store_true", help="do not open a web browser")
    ed.set_defaults(func=cmd_edit)
    schema = sub.add_parser("schema", help="print the JSON Schema of a deck, scenario or save file")
    schema.add_argument("kind", choices=["deck", "scenario", "save"])
    schema.add_argument("--game", choices=games.names(), default=None,
                        help="one game's schema (default: any game)")
    schema.set_defaults(func=cmd_schema)
    add_duel_parser(sub)
    from xlearn.lessons.new_lesson import add_parser as add_lesson_parser
    add_lesson_parser(sub)
    from xlearn.practice.cli import add_practice_parsers
    add_practice_parsers(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the xlearn command line and return its exit status."""
    args = build_parser().parse_args(argv)
    return args.func(args)
