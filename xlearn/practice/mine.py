"""Mine drills from seeded bot games: the position before a choice that applies a rule becomes a drill for it."""
from __future__ import annotations

import random
from concurrent.futures import ProcessPoolExecutor

from xlearn.engine.bots import make_bot
from xlearn.engine.games import package

from .drills import Drill, drill_id, merge_key
from .solve import QUIET, calc_total, seat_name, winner_name

SAMPLE = 5        # at most this many choices of a position are tried
OFFSETS = (-3, -2, -1, 1, 2, 3)


REWORD = {   # engine sentences that, once stripped of numbers, follow the rulebook too closely for a drill bank
    "for the rest of the turn": "until this turn ends",
}


def reworded(text: str) -> str:
    """The sentence with the phrases in REWORD said our own way."""
    for old, new in REWORD.items():
        text = text.replace(old, new)
    return text


def _lines(events, seat) -> list[str]:
    """The worked explanation: what each event did, in the engine's words, with its sum."""
    out = []
    for e in events:
        text = e.text_for(seat)
        if text and e.kind not in QUIET:
            out.append(reworded(f"{text} ({e.rule.cite()})"))
            out += [f"    {c}" for c in e.all_calcs()] if text == e.text else []
    return out[:8] or ["No rule needed a choice here."]


def _hint(rule) -> str:
    return f"Think of the rulebook section \u201c{rule.section}\u201d."


def _make(game, kind, rules, match, seat, question, choices, right, explanation, hint, rng, **extra) -> Drill:
    """A drill with its choices in a seeded order (so the right answer is not always first)."""
    order = list(choices)
    rng.shuffle(order)
    position = match.save()
    return Drill(id=drill_id(game, kind, question, order, position), game=game, kind=kind, rules=rules,
                 position=position, seat=seat, question=question, choices=order, answer=order.index(right),
                 explanation=explanation, hint=hint, **extra)


def drills_at(match, rng: random.Random, chosen: str | None = None) -> list[Drill]:
    """Every drill the position offers: make the move, the best move, predict and spot the refusal."""
    game, seat = match.game, match.to_act
    book = match.rules.rulebook
    legal = [a.label for a in match.legal()]
    if seat is None or not legal:
        return []
    tried = rng.sample(legal, min(SAMPLE, len(legal)))
    if chosen and chosen not in tried:
        tried[-1] = chosen
    outcomes = {}
    for label in tried:
        work = match.copy()
        try:
            outcomes[label] = work.play(label)
        except ValueError:
            continue
    out: list[Drill] = []
    if len(outcomes) >= 2:
        # make the move: a rule that exactly one of these choices brings into play
        cited = {label: {e.rule.rule_id for e in evs if not e.reveals and e.kind not in QUIET}
                 for label, evs in outcomes.items()}
        for rule_id in set().union(*cited.values()):
            holders = [label for label, ids in cited.items() if rule_id in ids]
            if len(holders) == 1:
                rule = book[rule_id]
                others = [label for label in outcomes if label != holders[0]][:3]
                out.append(_make(game, "move", [rule_id], match, seat,
                                 f"Which of these choices brings this rule into play? {rule.summary}",
                                 [holders[0], *others], holders[0], _lines(outcomes[holders[0]], seat),
                                 _hint(rule), rng))
        # the best move: the highest total of a sum every choice works out
        titles = {c.title for evs in outcomes.values() for e in evs for c in e.all_calcs()}
        for title in titles:
            totals = {label: calc_total(evs, title) for label, evs in outcomes.items()}
            totals = {k: v for k, v in totals.items() if v is not None}
            if len(totals) >= 2 and len(set(totals.values())) == len(totals):
                best = max(totals, key=totals.get)
                ev = next(e for e in outcomes[best] for c in e.all_calcs() if c.title == title)
                if ev.reveals:
                    continue
                out.append(_make(game, "best", [ev.rule.rule_id], match, seat,
                                 f"Which of these choices gives the highest \u201c{title}\u201d?",
                                 list(totals), best, _lines(outcomes[best], seat), _hint(ev.rule), rng,
                                 calc=title))
    # predict: what the chosen move's sums come to, and who wins
    if chosen in outcomes:
        events = outcomes[chosen]
        if not any(e.reveals for e in events):
            seen = set()
            for e in events:
                for c in e.all_calcs():
                    if c.title in seen:
                        continue
                    seen.add(c.title)
                    wrong = [str(c.total + d) for d in rng.sample(OFFSETS, 3)]
                    out.append(_make(game, "predict", [e.rule.rule_id], match, seat,
                                     f"You choose \u201c{chosen}\u201d. What will \u201c{c.title}\u201d come to?",
                                     [str(c.total), *wrong], str(c.total), _lines(events, seat), _hint(e.rule),
                                     rng, played=chosen, calc=c.title))
        out += which_rule(match, rng, chosen, events)
        if not any(e.reveals for e in events):
            winner = winner_name(match, events)
            if winner and match.players > 1:
                ev = next(e for e in events if e.kind.endswith("winner"))
                names = [seat_name(match, s) for s in range(match.players)]
                out.append(_make(game, "predict", [ev.rule.rule_id], match, seat,
                                 f"You choose \u201c{chosen}\u201d. Who comes out on top?", names, winner,
                                 _lines(events, seat), _hint(ev.rule), rng, played=chosen, calc="winner"))
    out += refusals(match, rng, legal)
    return out


def which_rule(match, rng: random.Random, chosen: str, events) -> list[Drill]:
    """Predict which rule a choice brings into play: one rule its events apply, among three they do not."""
    book = match.rules.rulebook
    applied = [e.rule for e in events]
    applied_ids = {r.rule_id for r in applied}
    others = [r for r in book if r.rule_id not in applied_ids and r.summary]
    out, done = [], set()
    for rule in applied:
        if rule.rule_id in done or not rule.summary or len(others) < 3:
            continue
        done.add(rule.rule_id)
        wrong = [r.summary for r in rng.sample(others, 3)]
        if rule.summary in wrong or len(set(wrong)) < 3:
            continue
        out.append(_make(match.game, "predict", [rule.rule_id], match, match.to_act,
                         f"You choose \u201c{chosen}\u201d. Which of these rules comes into play?",
                         [rule.summary, *wrong], rule.summary, _lines(events, match.to_act), _hint(rule), rng,
                         played=chosen, calc="rule"))
    return out


def refusals(match, rng: random.Random, legal: list[str]) -> list[Drill]:
    """Spot the refusal: one choice the rules refuse (with the engine's reason), among up to three they allow."""
    found: dict[str, tuple[str, object]] = {}
    for _ in range(3):
        bad = match.rules.sample_illegal(match.state, lambda n: rng.randrange(n) if n else 0)
        if bad is None or bad.label in legal or bad.label in found:
            continue
        refusal = match.why_not(bad.label)
        if refusal is not None and refusal.rule.rule_id in match.rules.rulebook._refs:
            found[bad.label] = (refusal.rule.rule_id, refusal)
    out = []
    for label, (rule_id, refusal) in found.items():
        allowed = rng.sample(legal, min(3, len(legal)))
        out.append(_make(match.game, "refusal", [rule_id], match, match.to_act,
                         "The rules refuse exactly one of these choices here. Which one?",
                         [label, *allowed], label, [f"{refusal.reason} ({refusal.rule.cite()})"],
                         _hint(refusal.rule), rng))
    return out


def mine_game(game: str, seed: int, every: int = 1, seen: set | None = None) -> list[Drill]:
    """The drills of one seeded game between a greedy and a random bot (every `every`-th position); `seen`
    collects the rule ids the game's events applied."""
    mod = package(game)
    match = mod.new_match(players=2 + seed % 3, seed=seed)   # 2, 3 and 4 players: some rules need a crowd
    rng = random.Random(seed)
    bots = [make_bot("greedy", seed), make_bot("random", seed + 1)]
    out: list[Drill] = []
    step = 0
    while not match.over and step < 2000:
        action = bots[(match.to_act + seed) % 2].choose(match)
        if step % every == 0:
            out += drills_at(match, rng, action.label)
        match.play(action)
        step += 1
    if seen is not None:
        seen.update(e.rule.rule_id for step in match.log[1:] for e in step)
    return out


def merge(drills) -> list[Drill]:
    """Near-identical drills (same question, same choices, same answer) are kept once."""
    kept: dict[tuple, Drill] = {}
    for d in drills:
        kept.setdefault(merge_key(d), d)
    return list(kept.values())


def _mine_one(args) -> tuple[list[dict], set]:
    game, seed, every = args
    seen: set = set()
    return [d.model_dump() for d in mine_game(game, seed, every, seen)], seen


def mine(game: str, games: int = 10, *, first_seed: int = 1, jobs: int = 1, every: int = 1, scheduler=None,
         progress: bool = True, seen: set | None = None) -> list[Drill]:
    """Drills from `games` seeded games, on `jobs` processes or a Dask cluster (`scheduler`), with a progress bar."""
    from tqdm.auto import tqdm
    tasks = [(game, seed, every) for seed in range(first_seed, first_seed + games)]
    bar = tqdm(total=games, desc=f"Mining {game}", unit="game", disable=not progress)
    found: list[Drill] = []
    seen = set() if seen is None else seen

    def take(part) -> None:
        found.extend(Drill(**d) for d in part[0])
        seen.update(part[1])
        bar.update()

    if scheduler is not None:
        from dask.distributed import Client, as_completed
        client = scheduler if isinstance(scheduler, Client) else Client(scheduler)
        for fut in as_completed(client.map(_mine_one, tasks, pure=False)):
            take(fut.result())
    elif jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for part in pool.map(_mine_one, tasks):
                take(part)
    else:
        for task in tasks:
            take(_mine_one(task))
    bar.close()
    return merge(found)
