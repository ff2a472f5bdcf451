"""The strategy lab's results: win rates with Wilson 95 % intervals, as a table (pandas) and a plot (matplotlib)."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

Z95 = 1.959963984540054
MAX_CHOICES = 5_000      # a game between bots that runs longer than this is stopped and counted unfinished
COLUMNS = ["entrant", "games", "wins", "win rate", "95% low", "95% high", "average score", "choices a game"]


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if successes <= 0 else max(0.0, mid - half)      # exactly 0 (or 1) at the ends, not 1e-17
    hi = 1.0 if successes >= n else min(1.0, mid + half)
    return lo, hi


def frame_of(names: list[str], games: list[int], wins: list[int], scores: list[float], choices: list[float]):
    """The lab's table as a pandas DataFrame: one row per entrant, win rate with its Wilson 95 % interval."""
    import pandas as pd
    rows = []
    for k, name in enumerate(names):
        lo, hi = wilson(wins[k], games[k])
        rows.append([name, games[k], wins[k], wins[k] / games[k] if games[k] else 0.0, lo, hi,
                     scores[k] / games[k] if games[k] else 0.0, choices[k]])
    return pd.DataFrame(rows, columns=COLUMNS)


def plot_frame(df, title: str, ax=None):
    """Win rates as bars with their Wilson 95 % intervals (matplotlib); returns the Axes."""
    import matplotlib.pyplot as plt
    if ax is None:
        _, ax = plt.subplots(figsize=(1.6 + 1.3 * len(df), 3.6), layout="constrained")
    rate = df["win rate"] * 100
    below, above = rate - df["95% low"] * 100, df["95% high"] * 100 - rate
    ax.bar(df["entrant"], rate, color="#4c78a8", yerr=[below, above], capsize=6, ecolor="#222")
    for x, (r, hi) in enumerate(zip(rate, df["95% high"] * 100)):
        ax.annotate(f"{r:.0f}%", (x, hi), textcoords="offset points", xytext=(0, 4), ha="center", fontsize=9)
    ax.set_ylim(0, 105)
    ax.set_ylabel("games won (%), with 95% interval")
    ax.set_title(title, fontsize=10)
    ax.tick_params(axis="x", labelsize=8)
    return ax


def _html(df) -> str:
    """The table as a notebook shows it: percentages as percentages."""
    formats = {"win rate": "{:.1%}", "95% low": "{:.1%}", "95% high": "{:.1%}", "average score": "{:.2f}",
               "choices a game": "{:.1f}"}
    try:
        return df.style.format(formats).hide(axis="index").to_html()
    except ImportError:          # pandas' Styler needs jinja2 (Jupyter brings it); plain HTML without it
        return df.to_html(index=False, formatters={k: v.format for k, v in formats.items()})


@dataclass
class DuelResult:
    """Win counts, win rates with Wilson 95 % intervals and average scores, one entry per entrant."""

    game: str
    bots: list[str]
    games: int
    seed: int
    wins: list[int]
    ties: int
    total_scores: list[float]
    choices: int
    seconds: float
    jobs: int
    cpu_seconds: float = 0.0
    unfinished: int = 0
    max_choices: int = MAX_CHOICES
    per_game: list[tuple] = field(default_factory=list, repr=False)
    where: str = ""
    choice_ms: list[float] = field(default_factory=list)   # each entrant's mean CPU milliseconds a choice

    def win_rate(self, k: int) -> float:
        return self.wins[k] / self.games if self.games else 0.0

    def interval(self, k: int) -> tuple[float, float]:
        return wilson(self.wins[k], self.games)

    def average_score(self, k: int) -> float:
        return self.total_scores[k] / self.games if self.games else 0.0

    def figures(self) -> list[tuple]:
        """What the seed decides, without the timings: each entrant's wins and total score, ties, unfinished
        games, and every game's winners, scores and length."""
        return [tuple(self.wins), self.ties, tuple(self.total_scores), self.unfinished, self.choices,
                tuple(self.per_game)]

    def frame(self):
        """The result as a pandas DataFrame (one row per entrant)."""
        n = len(self.bots)
        per = self.choices / max(self.games, 1)
        return frame_of(self.bots, [self.games] * n, self.wins, self.total_scores, [per] * n)

    def plot(self, ax=None):
        """Win rates with Wilson 95 % intervals as a matplotlib bar chart; returns the Axes."""
        return plot_frame(self.frame(), f"{self.game.capitalize()}: {self.games} games, seed {self.seed}", ax)

    def table(self) -> str:
        lines = [f"{self.game}: {' vs '.join(self.bots)}, {self.games} games, seed {self.seed}, "
                 f"seats swapped each game; {self.seconds:.1f} s {self.where or f'on {self.jobs} process(es)'}, "
                 f"{self.cpu_seconds:.1f} s of CPU"]
        width = max(12, *(len(b) for b in self.bots))
        head = f"  {'entrant':{width}} {'wins':>6} {'win rate':>9}   {'95% interval (Wilson)':>22}   {'avg score':>9}"
        lines.append(head + ("   ms a choice" if self.choice_ms else ""))
        for k, name in enumerate(self.bots):
            lo, hi = self.interval(k)
            ms = f"   {self.choice_ms[k]:11.1f}" if self.choice_ms else ""
            lines.append(f"  {name:{width}} {self.wins[k]:6d} {self.win_rate(k):9.1%}   "
                         f"{f'{lo:.1%} - {hi:.1%}':>22}   {self.average_score(k):9.2f}{ms}")
        lines.append(f"  shared wins (ties): {self.ties}; {self.choices / max(self.games, 1):.1f} choices a game")
        if self.unfinished:
            lines.append(f"  unfinished (stopped at {self.max_choices} choices, counted as nobody's win): "
                         f"{self.unfinished}")
        return "\n".join(lines)

    __repr__ = table

    def _repr_html_(self) -> str:
        import html
        note = (f"{self.game}: {self.games} games, seed {self.seed}, seats swapped each game; "
                f"shared wins {self.ties}" + (f", unfinished {self.unfinished}" if self.unfinished else ""))
        return f"<p>{html.escape(note)}</p>{_html(self.frame())}"


@dataclass
class TournamentResult:
    """A round robin: every pair of entrants played the same seeded games; totals per entrant, and each
    pair's result."""

    game: str
    entrants: list[str]
    games_per_pair: int
    seed: int
    pairs: dict = field(default_factory=dict)        # (i, j) -> DuelResult of entrant i against entrant j
    seconds: float = 0.0

    def frame(self):
        """One row per entrant over all its games, best win rate first (pandas DataFrame)."""
        n = len(self.entrants)
        games, wins, scores, choices = [0] * n, [0] * n, [0.0] * n, [0.0] * n
        for (i, j), d in self.pairs.items():
            for k, who in ((0, i), (1, j)):
                games[who] += d.games
                wins[who] += d.wins[k]
                scores[who] += d.total_scores[k]
                choices[who] += d.choices
        per = [choices[k] / games[k] if games[k] else 0.0 for k in range(n)]
        df = frame_of(self.entrants, games, wins, scores, per)
        return df.sort_values(["win rate", "entrant"], ascending=[False, True], kind="stable").reset_index(drop=True)

    def versus(self):
        """Each entrant's win rate (row) against each other (column), as a pandas DataFrame."""
        import pandas as pd
        names = self.entrants
        table = pd.DataFrame(float("nan"), index=names, columns=names)
        for (i, j), d in self.pairs.items():
            table.iloc[i, j] = d.win_rate(0)
            table.iloc[j, i] = d.win_rate(1)
        return table

    def figures(self) -> list:
        return [(pair, d.figures()) for pair, d in sorted(self.pairs.items())]

    def plot(self, ax=None):
        """Each entrant's win rate over all its games, with its Wilson 95 % interval; returns the Axes."""
        return plot_frame(self.frame(), f"{self.game.capitalize()} round robin: {self.games_per_pair} games a pair, "
                                        f"seed {self.seed}", ax)

    def table(self) -> str:
        df = self.frame()
        width = max(12, *(len(e) for e in df["entrant"]))
        lines = [f"{self.game} round robin: {len(self.entrants)} entrants, {self.games_per_pair} games a pair, "
                 f"seed {self.seed}; {self.seconds:.1f} s",
                 f"  {'entrant':{width}} {'games':>6} {'wins':>6} {'win rate':>9}   {'95% interval (Wilson)':>22}   "
                 f"{'avg score':>9} {'choices a game':>15}"]
        for row in df.itertuples(index=False):
            lines.append(f"  {row[0]:{width}} {row[1]:6d} {row[2]:6d} {row[3]:9.1%}   "
                         f"{f'{row[4]:.1%} - {row[5]:.1%}':>22}   {row[6]:9.2f} {row[7]:15.1f}")
        return "\n".join(lines)

    __repr__ = table

    def _repr_html_(self) -> str:
        return _html(self.frame())

