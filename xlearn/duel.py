"""`xlearn duel GAME --bots A,B` and `xlearn tournament GAME --entrants A,B,C`: the strategy lab on the command
line, with a progress bar, a table, an optional plot, and an optional Dask cluster."""
from __future__ import annotations

import argparse
import sys

from .engine.games import names as game_names

ENTRANTS = ("entrants: a bot (random, greedy, search or search:N for N simulations), optionally with a ready-made "
            "Xeko deck or a Seekers mode after @, such as 'greedy@Madagascar A' or 'search@beginner'")


def _common(p: argparse.ArgumentParser, games: int) -> None:
    """The options a duel and a tournament share."""
    p.add_argument("game", metavar="GAME", help=f"one of {', '.join(game_names())}")
    p.add_argument("--games", type=int, default=games, help="number of games (seats swap every game)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes on this machine")
    p.add_argument("--seed", type=int, default=1, help="the same seed gives the same results")
    p.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="play on a Dask cluster, such as tcp://10.0.0.5:8786 (pip install 'xlearn-cardgames[cluster]')")
    p.add_argument("--plot", default=None, metavar="FILE.png", help="save a plot of the win rates")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def add_duel_parser(subparsers) -> argparse.ArgumentParser:
    """Add the duel and tournament subcommands to the xlearn command's subparsers."""
    duel = subparsers.add_parser("duel", help="play many seeded games between two or more entrants",
                                 description=ENTRANTS)
    _common(duel, 100)
    duel.add_argument("--bots", "--entrants", dest="bots", default="greedy,search",
                      help="comma-separated entrants (two or more)")
    duel.set_defaults(func=cmd_duel)
    tour = subparsers.add_parser("tournament", help="a round robin: every pair of entrants plays seeded games",
                                 description=ENTRANTS)
    _common(tour, 20)
    tour.add_argument("--entrants", "--bots", dest="bots", required=True,
                      help="comma-separated entrants (two or more)")
    tour.set_defaults(func=cmd_tournament)
    return duel


def _run(args: argparse.Namespace, what) -> int:
    """Run a lab call, print its table and save its plot; a bad argument is one clear line and exit code 2."""
    if args.games < 1 or args.jobs < 1:
        print(f"xlearn {args.func.__name__.removeprefix('cmd_')}: --games and --jobs must be at least 1",
              file=sys.stderr)
        return 2
    try:
        result = what(args.game, args.bots, games=args.games, jobs=args.jobs, seed=args.seed,
                      scheduler=args.scheduler, progress=not args.quiet)
    except (ValueError, LookupError, ModuleNotFoundError, OSError) as exc:
        print(f"xlearn: {exc}", file=sys.stderr)
        return 2
    print(result.table())
    if args.plot:
        import matplotlib
        matplotlib.use("Agg")
        ax = result.plot()
        ax.figure.savefig(args.plot, dpi=120)
        print(f"plot saved to {args.plot}")
    return 0


def cmd_duel(args: argparse.Namespace) -> int:
    """Run the duel and print the table of win rates."""
    from .lab import duel
    return _run(args, duel)


def cmd_tournament(args: argparse.Namespace) -> int:
    """Run the round robin and print the table of win rates."""
    from .lab import tournament
    return _run(args, tournament)
