"""`xlearn duel GAME --bots A,B --games N --jobs J --seed S`: the strategy lab on the command line."""
from __future__ import annotations

import argparse
import sys

from .engine.saves import GAMES


def add_duel_parser(subparsers) -> argparse.ArgumentParser:
    """Add the duel subcommand to the xlearn command's subparsers."""
    duel = subparsers.add_parser("duel", help="play many seeded bot-against-bot games and print win rates")
    duel.add_argument("game", metavar="GAME", help=f"one of {', '.join(sorted(GAMES))}")
    duel.add_argument("--bots", default="greedy,search",
                      help="comma-separated bots: random, greedy, search or search:N (N simulations)")
    duel.add_argument("--games", type=int, default=100, help="number of games (seats swap every game)")
    duel.add_argument("--jobs", type=int, default=1, help="worker processes")
    duel.add_argument("--seed", type=int, default=1, help="the same seed gives the same results")
    duel.set_defaults(func=cmd_duel)
    return duel


def cmd_duel(args: argparse.Namespace) -> int:
    """Run the duel and print the table of win rates."""
    from .lab import duel
    if args.games < 1 or args.jobs < 1:
        print("xlearn duel: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    try:
        result = duel(args.game, args.bots, games=args.games, jobs=args.jobs, seed=args.seed)
    except (ValueError, LookupError, ModuleNotFoundError) as exc:
        print(f"xlearn duel: {exc}", file=sys.stderr)
        return 2
    print(result.table())
    return 0
