"""The strategy lab: seeded games between entrants (a bot, and a Xeko deck or a Seekers mode), on one core, in
worker processes or on a Dask cluster; win rates with Wilson 95 % intervals as a table and a plot."""
# Game i uses a match seed derived from (seed, i) and the entrants swap seats every game, so a result depends
# only on the arguments, never on how the games were shared among processes or machines.
from __future__ import annotations

import itertools
import multiprocessing
import time
from dataclasses import dataclass

from .engine.bots import make_bot
from .engine import games as registry
from .lab_results import MAX_CHOICES, DuelResult, TournamentResult

SEEKERS_MODES = ("beginner", "advanced", "full")


def game_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index * 7_919) & ((1 << 31) - 1)


# ----- entrants ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Entrant:
    """A bot ("random", "greedy", "search", "search:200", ...) and what it plays with: a ready-made Xeko deck
    ("Madagascar A") or a Seekers mode ("beginner"); written "greedy@Madagascar A"."""

    bot: str
    deck: str | None = None

    @classmethod
    def parse(cls, spec) -> "Entrant":
        """An entrant from "bot" or "bot@deck" (or an Entrant)."""
        if isinstance(spec, Entrant):
            return spec
        bot, _, deck = str(spec).partition("@")
        return cls(bot.strip(), deck.strip() or None)

    @property
    def name(self) -> str:
        return f"{self.bot} · {self.deck}" if self.deck else self.bot


def xeko_decks() -> list[str]:
    """The ready-made Xeko decks an entrant may play (xlearn/xeko/data/decks.json)."""
    from .xeko.cards import ready_made
    return sorted(ready_made())


def check_entrants(game: str, entrants: list[Entrant]) -> None:
    """Refuse, with a clear reason, an unknown game or bot, or a deck the game cannot use."""
    if game not in registry.registered():
        raise ValueError(f"unknown game {game!r}; choose one of {registry.names()}")
    if len(entrants) < 2:
        raise ValueError("a duel needs at least two entrants")
    for e in entrants:
        make_bot(e.bot)                      # fail early on a bad name
    decks = [e.deck for e in entrants if e.deck]
    if game == "xeko":
        known = xeko_decks()
        for d in decks:
            if d not in known:
                raise ValueError(f"unknown Xeko deck {d!r}; choose one of {', '.join(known)}")
    elif game == "seekers":
        for d in decks:
            if d not in SEEKERS_MODES:
                raise ValueError(f"unknown Seekers mode {d!r}; choose one of {', '.join(SEEKERS_MODES)}")
        if len(set(decks)) > 1 or (decks and len(decks) != len(entrants)):
            raise ValueError("Seekers' mode is for the whole table: give every entrant the same mode "
                             f"(such as greedy@beginner,search@beginner), not {', '.join(e.name for e in entrants)}")
    elif decks:
        raise ValueError(f"{game} has no decks to choose: give bots only (such as greedy,search)")


def new_match(game: str, by_seat: list[Entrant], seed: int):
    """A match for the entrants in seat order, each with its deck (Xeko) or the table's mode (Seekers)."""
    module = registry.package(game)
    n = len(by_seat)
    if game == "xeko" and any(e.deck for e in by_seat):
        from .xeko.setup import DEFAULT_DECKS
        decks = [e.deck or DEFAULT_DECKS[k] for k, e in enumerate(by_seat)]
        return module.new_match(players=n, seed=seed, decks=decks, explain=False)
    if game == "seekers" and by_seat[0].deck:
        return module.new_match(players=n, seed=seed, mode=by_seat[0].deck, explain=False)
    return module.new_match(players=n, seed=seed, explain=False)


def play_game(task: tuple) -> tuple:
    """One game: (game, entrants as (bot, deck) by position, seed, index[, choice cap]) -> (winning positions,
    scores by position, choices, CPU seconds). A game stopped at the cap has no winners and no scores."""
    game, specs, seed, index, *cap = task
    cap = cap[0] if cap else MAX_CHOICES
    clock = time.thread_time()
    entrants = [Entrant(*s) if isinstance(s, tuple) else Entrant.parse(s) for s in specs]
    n = len(entrants)
    shift = index % n                       # entrant k sits at seat (k + shift) % n
    mseed = game_seed(seed, index)
    by_seat = [entrants[(s - shift) % n] for s in range(n)]
    match = new_match(game, by_seat, mseed)
    seat_bot = {(k + shift) % n: make_bot(entrants[k].bot, mseed * 31 + k) for k in range(n)}
    steps = 0
    while match.to_act is not None:
        if steps >= cap:
            return (), None, steps, time.thread_time() - clock
        match.play_fast(seat_bot[match.to_act].choose(match))
        steps += 1
    res = match.result
    pos = {(k + shift) % n: k for k in range(n)}
    return (tuple(sorted(pos[s] for s in res.winners)),
            tuple(res.scores[(k + shift) % n].total if (k + shift) % n in res.scores else 0 for k in range(n)),
            steps, time.thread_time() - clock)


# ----- running many games: here, in processes, or on a Dask cluster --------------------------------------
def _bar(total: int, desc: str, progress: bool):
    """A progress bar (tqdm; in a notebook, its widget bar), or None."""
    if not progress:
        return None
    from tqdm.auto import tqdm
    return tqdm(total=total, desc=desc, unit="game", leave=True)


def run_games(tasks: list[tuple], jobs: int = 1, scheduler=None, progress: bool = True,
              desc: str = "games") -> list[tuple]:
    """Play every task and return the results in task order, with a progress bar as games finish. `scheduler`:
    a dask.distributed Client, or the address of a Dask scheduler ("tcp://host:8786"); else `jobs` processes."""
    bar = _bar(len(tasks), desc, progress)
    results: list = [None] * len(tasks)
    try:
        if scheduler is not None:
            _on_dask(tasks, scheduler, results, bar)
        elif jobs > 1 and len(tasks) > 1:
            ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods()
                                              else "spawn")
            with ctx.Pool(jobs) as pool:           # one game at a time: no long tail
                for i, r in pool.imap_unordered(_indexed, list(enumerate(tasks)), chunksize=1):
                    results[i] = r
                    if bar is not None:
                        bar.update(1)
        else:
            for i, t in enumerate(tasks):
                results[i] = play_game(t)
                if bar is not None:
                    bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    return results


def _indexed(item: tuple) -> tuple:
    i, task = item
    return i, play_game(task)


def _on_dask(tasks: list[tuple], scheduler, results: list, bar) -> None:
    """Play the tasks on a Dask cluster (pip install 'xlearn-cardgames[cluster]'); results land in task order."""
    try:
        from dask.distributed import Client, as_completed
    except ImportError as exc:   # pragma: no cover - the cluster extra is not installed
        raise ModuleNotFoundError("the lab on a cluster needs Dask: pip install 'xlearn-cardgames[cluster]'") from exc
    own = isinstance(scheduler, str)
    client = Client(scheduler) if own else scheduler
    try:
        futures = client.map(_indexed, list(enumerate(tasks)), pure=False)
        for future in as_completed(futures):
            i, r = future.result()
            results[i] = r
            if bar is not None:
                bar.update(1)
    finally:
        if own:
            client.close()


# ----- results ------------------------------------------------------------------------------------------


def _tally(n: int, results) -> tuple:
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
    return wins, ties, totals, choices, cpu, unfinished


def _where(jobs: int, scheduler) -> str:
    if scheduler is None:
        return f"on {max(1, jobs)} process(es)"
    return f"on the Dask cluster at {scheduler if isinstance(scheduler, str) else scheduler.scheduler.address}"


def duel(game: str, bots, games: int = 100, jobs: int = 1, seed: int = 1, max_choices: int = MAX_CHOICES,
         *, scheduler=None, progress: bool = True) -> DuelResult:
    """Play `games` seeded games between the entrants ("greedy", "search:200", "greedy@Madagascar A", ...).

    A game still running after `max_choices` choices is stopped and counted as unfinished (nobody's win), so
    two bots locked in a stand-off cannot hold up the lab. `scheduler` (a dask.distributed Client or a
    "tcp://..." address) plays the games on a Dask cluster, with the same results as here."""
    entrants = [Entrant.parse(b) for b in (bots.split(",") if isinstance(bots, str) else bots)]
    check_entrants(game, entrants)
    specs = tuple((e.bot, e.deck) for e in entrants)
    tasks = [(game, specs, seed, i, max_choices) for i in range(games)]
    start = time.perf_counter()
    results = run_games(tasks, jobs, scheduler, progress, desc=f"{game} duel")
    wins, ties, totals, choices, cpu, unfinished = _tally(len(entrants), results)
    return DuelResult(game, [e.name for e in entrants], games, seed, wins, ties, totals, choices,
                      time.perf_counter() - start, max(1, jobs), cpu, unfinished, max_choices,
                      [r[:3] for r in results], _where(jobs, scheduler))


def tournament(game: str, entrants, games: int = 20, jobs: int = 1, seed: int = 1,
               max_choices: int = MAX_CHOICES, *, scheduler=None, progress: bool = True) -> TournamentResult:
    """A round robin: every pair of entrants plays `games` seeded two-player games (seats swapped each game),
    all shared out as one batch of games (here, in `jobs` processes, or on a Dask cluster)."""
    people = [Entrant.parse(e) for e in (entrants.split(",") if isinstance(entrants, str) else entrants)]
    check_entrants(game, people)
    if len({e.name for e in people}) != len(people):
        raise ValueError("each entrant may enter once")
    pairs = list(itertools.combinations(range(len(people)), 2))
    tasks = [(game, ((people[i].bot, people[i].deck), (people[j].bot, people[j].deck)), seed, g, max_choices)
             for i, j in pairs for g in range(games)]
    start = time.perf_counter()
    results = run_games(tasks, jobs, scheduler, progress, desc=f"{game} round robin")
    seconds = time.perf_counter() - start
    out = TournamentResult(game, [e.name for e in people], games, seed, seconds=seconds)
    for p, (i, j) in enumerate(pairs):
        chunk = results[p * games:(p + 1) * games]
        wins, ties, totals, choices, cpu, unfinished = _tally(2, chunk)
        out.pairs[(i, j)] = DuelResult(game, [people[i].name, people[j].name], games, seed, wins, ties, totals,
                                       choices, 0.0, max(1, jobs), cpu, unfinished, max_choices,
                                       [r[:3] for r in chunk], _where(jobs, scheduler))
    return out
