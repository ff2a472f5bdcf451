"""`xlearn drills mine GAME --games N` and `xlearn practice GAME`."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from xlearn.engine import games

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks" / "practice"


def cmd_mine(args: argparse.Namespace) -> int:
    """Mine a bank for a game, validate it and write it (default: the shipped bank's file)."""
    from .bank import build, coverage, save
    bank = build(args.game, args.games, jobs=args.jobs)
    path = save(bank, Path(args.out) if args.out else None)
    got, total = coverage(bank)
    print(f"{len(bank.drills)} drills for {args.game}; {got} of {total} rules have 3 or more; written to {path}")
    return 0


def cmd_practice(args: argparse.Namespace) -> int:
    """Open the game's Practice notebook in voila."""
    from xlearn.cli import choose_port, wait_for
    from xlearn.present import present
    notebook = NOTEBOOKS / f"{args.game}.ipynb"
    if not notebook.is_file():
        print(f"xlearn practice: no Practice notebook for {args.game} ({notebook})", file=sys.stderr)
        return 2
    return present(str(notebook), choose_port(args.port), not args.no_browser, wait_for)


def add_practice_parsers(sub) -> None:
    """The `drills` and `practice` subcommands."""
    drills = sub.add_parser("drills", help="mine practice drills from seeded bot games")
    dsub = drills.add_subparsers(dest="drills_command", required=True)
    mine = dsub.add_parser("mine", help="mine a drill bank for GAME, with a progress bar")
    mine.add_argument("game", choices=games.names())
    mine.add_argument("--games", type=int, default=40, help="how many seeded games to mine (default 40)")
    mine.add_argument("--jobs", type=int, default=1, help="processes to mine on (default 1)")
    mine.add_argument("--out", help="where to write the bank (default: the shipped bank)")
    mine.set_defaults(func=cmd_mine)
    practice = sub.add_parser("practice", help="open the Practice notebook of GAME (or all) in voila")
    practice.add_argument("game", choices=[*games.names(), "all"])
    practice.add_argument("--port", type=int, default=8867, help="port (a free one if taken)")
    practice.add_argument("--no-browser", action="store_true", help="do not open a web browser")
    practice.set_defaults(func=cmd_practice)
