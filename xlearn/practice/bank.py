"""Drill banks: the shipped banks/<game>.json (drills plus the rules they cannot reach and why), built and loaded."""
from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from xlearn.engine.errors import DataError
from xlearn.engine.games import package

from .drills import Drill
from .solve import engine_answer

BANKS = Path(__file__).with_name("banks")
PER_THEME_KIND = 10   # at most this many drills of one kind for one rule in a shipped bank
MIN_COVER = 3         # a rule with fewer drills is listed as unreachable, with why


class Bank(BaseModel):
    """One game's drills and the rule ids they cannot reach, each with the reason."""

    model_config = ConfigDict(extra="forbid")

    game: str
    games_mined: int
    drills: list[Drill]
    unreachable: dict[str, str]

    def themes(self) -> dict[str, list[Drill]]:
        out: dict[str, list[Drill]] = defaultdict(list)
        for d in self.drills:
            out[d.theme].append(d)
        return dict(out)

    def by_id(self, drill_id: str) -> Drill:
        return next(d for d in self.drills if d.id == drill_id)


FIXED = {   # rules no position can ask about, whatever is mined
    "undo": "Taking a choice back is a feature of the board, not a moment of play: no position asks about it.",
    "deck-setup": "Deck building is checked when a deck file is loaded, before any game starts: no position "
                  "has a choice about it.",
    "golden-rule": "It says how to read every card against the rulebook; each card's own drills practise it.",
}


def rule_ids(game: str) -> list[str]:
    """Every rule id of the game's rulebook, card guides included, as events cite them."""
    return [r.rule_id for r in package(game).RULES.rulebook]


def setup_rules(game: str) -> set[str]:
    """The rule ids applied while a game is set up, before anyone makes a choice."""
    out: set[str] = set()
    for players in (2, 3, 4, 5):
        try:
            out |= {e.rule.rule_id for e in package(game).new_match(players=players, seed=1).log[0]}
        except ValueError:
            continue
    return out


def why_unreachable(rule_id: str, seen: set[str], setup: set[str], games: int) -> str:
    """Why a rule has too few drills, in a sentence a teacher can check."""
    if rule_id in FIXED:
        return FIXED[rule_id]
    if rule_id in seen:
        return ("It comes up in the mined games, but never as the one choice among several that brings it in, "
                "nor as a sum or a refusal with a single answer.")
    if rule_id in setup:
        return "It applies while the game is set up, before any player has a choice to make."
    return (f"None of the {games} seeded bot games reached it: it needs a card, a player count or a moment "
            "that the teaching set and the bots did not produce.")


def balance(drills: list[Drill], cap: int = PER_THEME_KIND) -> list[Drill]:
    """Keep at most `cap` drills of each (rule, kind), so every rule gets its share of the bank."""
    count: Counter = Counter()
    out = []
    for d in drills:
        if count[d.theme, d.kind] < cap:
            count[d.theme, d.kind] += 1
            out.append(d)
    return out


def validated(drills: list[Drill]) -> list[Drill]:
    """Only the drills whose position replays to exactly one right choice, the stored one."""
    return [d for d in drills if engine_answer(d) == d.answer]


def build(game: str, games: int, *, jobs: int = 1, progress: bool = True, validate: bool = True,
          lessons: bool = True) -> Bank:
    """Mine the lessons' positions and seeded games, validate (the engine's answer must be the stored one, and
    unique), balance, and list the rules left unreachable with why."""
    from .lesson_mine import mine_lessons
    from .mine import merge, mine
    seen: set[str] = set()
    found = mine_lessons(game, seen, progress=progress) if lessons else []
    drills = balance(merge(found + mine(game, games, jobs=jobs, progress=progress, seen=seen)))
    if validate:
        drills = validated(drills)
    covered = Counter(d.theme for d in drills)
    setup = setup_rules(game)
    unreachable = {r: why_unreachable(r, seen, setup, games) for r in rule_ids(game) if covered[r] < MIN_COVER}
    return Bank(game=game, games_mined=games, drills=drills, unreachable=unreachable)


def save(bank: Bank, path: Path | None = None) -> Path:
    path = path or BANKS / f"{bank.game}.json"
    path.write_text(bank.model_dump_json(indent=None) + "\n", encoding="utf-8")
    return path


def load(game: str, path: Path | None = None) -> Bank:
    """A game's shipped bank (or the file given); a bad file is a DataError naming the file and the field."""
    path = Path(path) if path else BANKS / f"{game}.json"
    try:
        return Bank.model_validate_json(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DataError(f"{path}: the drill bank cannot be read ({exc.strerror})") from exc
    except ValidationError as exc:
        err = exc.errors()[0]
        raise DataError(f"{path}: field {'.'.join(map(str, err['loc']))}: {err['msg']}") from exc


def coverage(bank: Bank) -> tuple[int, int]:
    """(rules with at least MIN_COVER drills, all rules of the game)."""
    covered = Counter(d.theme for d in bank.drills)
    ids = rule_ids(bank.game)
    return sum(covered[r] >= MIN_COVER for r in ids), len(ids)


def summary_json(bank: Bank) -> str:
    kinds = Counter(d.kind for d in bank.drills)
    return json.dumps({"game": bank.game, "drills": len(bank.drills), "kinds": kinds,
                       "covered": coverage(bank)})
