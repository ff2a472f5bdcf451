"""The random-play checker every game's tests call: random legal choices, invariants after every step.

After every step it checks: every card is in exactly one place and none appeared or vanished; the
labels of the legal choices are unique; an illegal choice is refused with a rule and changes
nothing; replaying the save gives the same state and the same legal choices. The replay check runs
on a shadow match loaded from the game's first save: after each step the shadow plays the choice
that the new save file records (its last entry), so the shadow is always "the save, replayed", at
a cost linear in the game's length. Every `reload_every` steps, and at the end, a full
save -> load_match (validate and replay from nothing) is compared as well. Undo then redo returns
to the same state where undo is allowed.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

from . import games
from .chance import Chance
from .errors import IllegalAction
from .match import Match
from .saves import load_match


class InvariantBroken(AssertionError):
    """A random-play invariant failed; the message names the seed and step to reproduce it."""


@dataclass
class CheckStats:
    games: int = 0
    steps: int = 0
    illegal_refused: int = 0
    reloads: int = 0
    winners: Counter = field(default_factory=Counter)


def _fail(seed: int, step: int, what: str) -> None:
    raise InvariantBroken(f"seed {seed}, step {step}: {what}")


def check_cards(match: Match, expected: set[int], seed: int, step: int) -> None:
    """Every card instance is in exactly one zone, and the set of cards never changes."""
    census = match.census()
    ids = [card for card, _ in census]
    if len(ids) != len(set(ids)):
        dup = [c for c, n in Counter(ids).items() if n > 1]
        _fail(seed, step, f"cards in two places at once: {dup}")
    if set(ids) != expected:
        _fail(seed, step, f"cards appeared {set(ids) - expected} or vanished {expected - set(ids)}")


def check_step(match: Match, seed: int, step: int, expected: set[int], stats: CheckStats,
               pick: Chance, *, reload: bool) -> None:
    """All the invariants at one moment of a game."""
    check_cards(match, expected, seed, step)
    legal = match.legal()
    labels = [a.label for a in legal]
    if len(labels) != len(set(labels)):
        _fail(seed, step, f"duplicate labels among legal choices: {labels}")
    if match.to_act is not None and not legal:
        _fail(seed, step, "a seat must act but has no legal choice")
    before = match.fingerprint()
    bad = match.rules.sample_illegal(match.state, pick.below)
    if bad is not None:
        try:
            match.play(bad)
        except IllegalAction as exc:
            if exc.rule is None:
                _fail(seed, step, f"illegal choice {bad.label!r} refused without naming a rule")
            if match.why_not(bad) is None:
                _fail(seed, step, f"why_not says {bad.label!r} is legal but play refused it")
            stats.illegal_refused += 1
        else:
            _fail(seed, step, f"illegal choice {bad.label!r} was accepted")
        if match.fingerprint() != before:
            _fail(seed, step, f"refusing {bad.label!r} changed the match")
    if reload:
        again = load_match(match.save(), explain=False)
        if again.fingerprint() != before:
            _fail(seed, step, "save -> load (replay) gave a different state")
        if [a.label for a in again.legal()] != labels:
            _fail(seed, step, "save -> load gave different legal choices")
        stats.reloads += 1


def check_replay(match: Match, shadow: Match, seed: int, step: int) -> None:
    """The shadow (the first save, loaded) plays the choice the save records last; states must agree.

    `match.choices` is exactly the list `save()` writes; the full JSON round trip is checked every
    `reload_every` steps, so it is not re-encoded here on every step.
    """
    recorded = match.choices
    if recorded[:-1] != shadow.choices:
        _fail(seed, step, "the save file's choices do not extend the previous save's")
    shadow.play(recorded[-1])
    if shadow.fingerprint() != match.fingerprint():
        _fail(seed, step, "replaying the save gave a different state")
    if [a.label for a in shadow.legal()] != [a.label for a in match.legal()]:
        _fail(seed, step, "replaying the save gave different legal choices")


def check_random_play(new_match: Callable[[int], Match], seeds, *, reload_every: int = 20,
                      max_steps: int = 20_000, undo_every: int = 7) -> CheckStats:
    """Play one random game per seed to its end, checking the invariants after every step.

    The replay of the save is checked after every step; a full save -> load_match every
    `reload_every` steps (1: after every step) and at the end.
    """
    stats = CheckStats()
    for seed in seeds:
        match = new_match(seed)
        shadow = load_match(match.save(), explain=False)
        pick = Chance(seed * 7919 + 1)
        expected = {card for card, _ in match.census()}
        step = 0
        while True:
            check_step(match, seed, step, expected, stats, pick,
                       reload=(step % reload_every == 0) or match.over)
            if match.over:
                break
            if step >= max_steps:
                _fail(seed, step, "game did not end")
            legal = match.legal()
            match.play(legal[pick.below(len(legal))])
            step += 1
            check_replay(match, shadow, seed, step)
            if undo_every and step % undo_every == 0 and not match._revealed[-1]:
                after = match.fingerprint()
                match.undo()
                match.redo()
                if match.fingerprint() != after:
                    _fail(seed, step, "undo then redo did not return to the same state")
        if match.result is None:
            _fail(seed, step, "the game is over but has no result")
        stats.games += 1
        stats.steps += step
        stats.winners[tuple(match.result.winners)] += 1
    return stats


def every_setup(game: str) -> list[tuple[str, int, dict]]:
    """(label, players, new_match options) for every player count and mode a game allows, as the game's own
    `setup.EVERY_SETUP` declares them (found through the game registry)."""
    return list(games.part(game, "setup").EVERY_SETUP)
