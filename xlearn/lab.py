"""The strategy lab: seeded bot duels in parallel processes, win rates with Wilson 95 % intervals."""
# Game i uses a match seed derived from (seed, i) and the bots swap seats every game, so the result
# depends only on the arguments, never on how the games were shared among processes.
from __future__ import annotations

import importlib
import math
import multiprocessing
import time
from dataclasses import dataclass, field

from .engine.bots import make_bot
from .engine.saves import GAMES

Z95 = 1.959963984540054
MAX_CHOICES = 5_000      # a game between bots that runs longer than this is stopped and counted unfinished


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95 % by default)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, mid - half), min(1.0, mid + half)


def game_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index * 7_919) & ((1 << 31) - 1)


def play_game(task: tuple) -> tuple:
    """One game: (game, bot specs by position, seed, index[, choice cap]) -> (winning positions, scores by
    position, choices, CPU seconds). A game stopped at the cap has no winners and no scores."""
    game, specs, seed, index, *cap = task
    cap = cap[0] if cap else MAX_CHOICES
    clock = time.process_time()
    module = importlib.import_module(GAMES[game])
    n = len(specs)
    shift = index % n                       # bot k sits at seat (k + shift) % n
    mseed = game_seed(seed, index)
    match = module.new_match(players=n, seed=mseed, explain=False)
    seat_bot = {(k + shift) % n: make_bot(specs[k], mseed * 31 + k) for k in range(n)}
    steps = 0
    while match.to_act is not None:
        if steps >= cap:
            return (), None, steps, time.process_time() - clock
        match.play_fast(seat_bot[match.to_act].choose(match))
        steps += 1
    res = match.result
    pos = {(k + shift) % n: k for k in range(n)}
    return (tuple(sorted(pos[s] for s in res.winners)),
            tuple(res.scores[(k + shift) % n].total if (k + shift) % n in res.scores else 0 for k in range(n)),
            steps, time.process_time() - clock)


@dataclass
class DuelResult:
    """Win counts, win rates with Wilson 95 % intervals and average scores, one entry per bot."""

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

    def win_rate(self, k: int) -> float:
        return self.wins[k] / self.games if self.games else 0.0

    def interval(self, k: int) -> tuple[float, float]:
        return wilson(self.wins[k], self.games)

    def average_score(self, k: int) -> float:
        return self.total_scores[k] / self.games if self.games else 0.0

    def table(self) -> str:
        lines = [f"{self.game}: {' vs '.join(self.bots)}, {self.games} games, seed {self.seed}, "
                 f"seats swapped each game; {self.seconds:.1f} s on {self.jobs} process(es), "
                 f"{self.cpu_seconds:.1f} s of CPU"]
        head = f"  {'bot':12} {'wins':>6} {'win rate':>9}   {'95% interval (Wilson)':>22}   {'avg score':>9}"
        lines.append(head)
        for k, name in enumerate(self.bots):
            lo, hi = self.interval(k)
            lines.append(f"  {name:12} {self.wins[k]:6d} {self.win_rate(k):9.1%}   "
                         f"{f'{lo:.1%} - {hi:.1%}':>22}   {self.average_score(k):9.2f}")
        lines.append(f"  shared wins (ties): {self.ties}; {self.choices / max(self.games, 1):.1f} choices a game")
        if self.unfinished:
            lines.append(f"  unfinished (stopped at {self.max_choices} choices, counted as nobody's win): "
                         f"{self.unfinished}")
        return "\n".join(lines)

    __repr__ = table

    def _repr_html_(self) -> str:
        import html
        return f"<pre>{html.escape(self.table())}</pre>"


def duel(game: str, bots, games: int = 100, jobs: int = 1, seed: int = 1,
         max_choices: int = MAX_CHOICES) -> DuelResult:
    """Play `games` seeded games between the bots (names such as random, greedy, search, search:200).

    A game still running after `max_choices` choices is stopped and counted as unfinished (nobody's win),
    so two bots locked in a stand-off cannot hold up the lab."""
    specs = [b.strip() for b in (bots.split(",") if isinstance(bots, str) else bots)]
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; choose one of {sorted(GAMES)}")
    if len(specs) < 2:
        raise ValueError("a duel needs at least two bots")
    for spec in specs:
        make_bot(spec)                      # fail early on a bad name
    tasks = [(game, tuple(specs), seed, i, max_choices) for i in range(games)]
    start = time.perf_counter()
    if jobs > 1 and games > 1:
        ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods()
                                          else "spawn")
        with ctx.Pool(jobs) as pool:
            results = pool.map(play_game, tasks, chunksize=1)   # one game at a time: no long tail
    else:
        results = [play_game(t) for t in tasks]
    n = len(specs)
    wins, ties, totals, choices, cpu, unfinished = [0] * n, 0, [0.0] * n, 0, 0.0, 0
    for winners, scores, steps, seconds in results:
        cpu += seconds
        choices += steps
        if scores is None:
            unfinished += 1
            continue
        if len(winners) == 1:
            wins[winners[0]] += 1
        else:
            ties += 1
        for k in range(n):
            totals[k] += scores[k]
    return DuelResult(game, specs, games, seed, wins, ties, totals, choices, time.perf_counter() - start,
                      max(1, jobs), cpu, unfinished, max_choices, [r[:3] for r in results])
