"""Make the README's strategy-lab picture: a seeded Xeko round robin of decks and bots, its table as Markdown
and its plot as docs/img/lab-tournament.png. Run: .venv/bin/python tools/lab_figure.py [--jobs 2]"""
from __future__ import annotations

import argparse
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

from xlearn.lab import tournament  # noqa: E402 - after choosing the Agg back end

ENTRANTS = ["random@Madagascar A", "greedy@Madagascar A", "greedy@Costa Rica A", "greedy@Indonesia A",
            "search:48@Madagascar A"]
OUT = Path(__file__).resolve().parent.parent / "docs" / "img" / "lab-tournament.png"


def markdown(df) -> str:
    """The tournament's table as a Markdown table, percentages as percentages."""
    lines = ["| entrant | games | wins | win rate | 95 % interval (Wilson) | average score | choices a game |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for r in df.itertuples(index=False):
        lines.append(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:.1%} | {r[4]:.1%} – {r[5]:.1%} | {r[6]:.1f} | {r[7]:.1f} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games for each pair of entrants")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    result = tournament("xeko", ENTRANTS, games=args.games, jobs=args.jobs, seed=args.seed)
    print(markdown(result.frame()))
    ax = result.plot()
    ax.figure.savefig(OUT, dpi=110)
    print(f"saved {OUT.relative_to(OUT.parent.parent.parent)}")


if __name__ == "__main__":
    main()
