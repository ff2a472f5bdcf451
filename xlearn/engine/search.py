"""The search bot: Monte Carlo tree search over determinisations; its level is its number of simulations."""
# Each round samples one world that agrees with what the bot's seat sees (the game's determinize hook)
# and tries every root candidate in it, so candidates meet equal luck. Below each candidate grows a
# tree keyed by label (information-set MCTS): UCB picks among answers tried so far, and a node gains a
# new answer as it is visited more, the play-out policy's pick first. Play-outs stop after HORIZON
# choices where the game can judge a position.
from __future__ import annotations

import json
import math
from dataclasses import dataclass

from .actions import Action
from .chance import Chance
from .games import strategy as strategy_of
from .hidden import find_determinize
from .out import Out

DEFAULT_SIMULATIONS = 96
COACH_SIMULATIONS = 1000   # the coach's search (and a board's Hint) looks this far
LEVELS = {"easy": 24, "medium": 48, "hard": 400}   # "default" is the game's own default level
CANDIDATES = 4       # root choices compared, the rule of thumb's best first
HORIZON = 8          # choices played out before the game's win_chance judges the position
WIDEN = 1.0          # a node visited n times may have up to WIDEN * sqrt(n) answers
EXPLORE = 0.7        # the UCB exploration constant
PRIOR = 4.0          # each root candidate starts as if tried this often, winning as the rule of thumb guesses
SURE = None          # the bot plays the rule of thumb's pick unsearched when it leads the next by this much
MARGIN = None        # root candidates guessed this much below the best are not searched (None: keep all k)
ENGINE_DEFAULTS = {"simulations": DEFAULT_SIMULATIONS, "candidates": CANDIDATES, "horizon": HORIZON,
                   "explore": EXPLORE, "widen": WIDEN, "prior": PRIOR, "sure": SURE, "margin": MARGIN}
GAME_DEFAULT = object()   # a setting left to the game's strategy module (its SEARCH dict), else ENGINE_DEFAULTS


def search_settings(game: str, **given) -> dict:
    """The search settings for a game: the engine's defaults, overridden by the game's strategy module's
    SEARCH dict, overridden by the settings given (those not left as GAME_DEFAULT)."""
    module = strategy_of(game)
    settings = {**ENGINE_DEFAULTS, **(getattr(module, "SEARCH", None) or {})}
    settings.update({k: v for k, v in given.items() if v is not GAME_DEFAULT})
    return settings


class Node:
    """A choice in the tree: who made it, how often it was tried, won, and was available."""

    __slots__ = ("player", "visits", "wins", "avail", "children")

    def __init__(self, player: int | None):
        self.player = player
        self.visits = 0
        self.wins = 0.0
        self.avail = 0
        self.children: dict[str, Node] = {}


@dataclass(frozen=True)
class Choice:
    """One root choice after a search: the action, how often it was tried, and its win rate."""

    action: Action
    visits: int
    win_rate: float


def seed_for(seed: int, position: int) -> int:
    """The bot's random stream for one decision: a function of its seed and the public move number."""
    return (seed * 1_000_003 + position * 7_919 + 1) & ((1 << 63) - 1)


def strategy_hooks(match):
    """The game's strategy functions the search uses (each None when the game has none):
    play-out choice `(rules, state, chance) -> Action`, position judge `win_chance(state, seat)`,
    and `after_turn(match, action, world) -> state` for ranking the root candidates."""
    module = strategy_of(match.game)
    return tuple(getattr(module, name, None) for name in ("rollout_action", "win_chance", "after_turn"))


def settled_hook(match):
    """The game's optional `settled(state) -> bool`: a play-out that reaches the horizon in an unsettled
    position (a fight half-way, say) runs on until it settles, for at most HORIZON more choices."""
    return getattr(strategy_of(match.game), "settled", None)


class SearchBot:
    """Information-set Monte Carlo tree search; `simulations` sets its level."""

    name = "search"

    def __init__(self, simulations=GAME_DEFAULT, seed: int = 0, *, candidates=GAME_DEFAULT,
                 horizon=GAME_DEFAULT, explore=GAME_DEFAULT, widen=GAME_DEFAULT, prior=GAME_DEFAULT,
                 sure=GAME_DEFAULT, margin=GAME_DEFAULT):
        self.seed = int(seed)
        self.given = {"simulations": simulations if simulations is GAME_DEFAULT else int(simulations),
                      "candidates": candidates, "horizon": horizon, "explore": explore, "widen": widen,
                      "prior": prior, "sure": sure, "margin": margin}
        self._settings: dict[str, dict] = {}
        self._tried: dict[str, set[str]] = {}   # a position as the bot's seat saw it -> labels chosen there

    def settings(self, game: str) -> dict:
        """This bot's settings for a game (its level is settings(game)["simulations"])."""
        if game not in self._settings:
            self._settings[game] = search_settings(game, **self.given)
        return self._settings[game]

    @property
    def simulations(self):
        """The number of simulations given, or GAME_DEFAULT when each game's default level is used."""
        return self.given["simulations"]

    def choose(self, match) -> Action:
        """The best choice in search, except one already made from this very position (as the seat sees
        it): coming back to a position means the last choice made there led round in a circle (open a
        list of choices, go back, open it again...), so the next best is taken instead."""
        options = match.legal()
        if len(options) == 1:
            return options[0]
        root = self._root(match)
        ranked = self._quick(match, root[1]) or self.search(match, root=root)
        here = self._position(match)
        tried = self._tried.get(here, set())
        pick = next((c.action for c in ranked if c.action.label not in tried), ranked[0].action)
        if len(self._tried) >= 4096:            # a bot may play many matches: forget old positions
            self._tried.clear()
        self._tried.setdefault(here, set()).add(pick.label)
        return pick

    def _quick(self, match, rated) -> list[Choice] | None:
        """The rule of thumb's pick alone, unsearched, when it leads the next best guess by the game's
        "sure" setting or more (else None: the choice is worth a search)."""
        sure = self.settings(match.game)["sure"]
        if sure is None or len(rated) < 2 or rated[0][1] is None or rated[0][1] - rated[1][1] < sure:
            return None
        return [Choice(rated[0][0], 0, rated[0][1])]

    def _root(self, match):
        """This decision's random stream, and every choice rated on the stream's first world (best first)."""
        chance = Chance(seed_for(self.seed, len(match.choices)))
        _, win_chance, after_turn = strategy_hooks(match)
        world = find_determinize(match)(match.state, match.to_act, chance)
        return chance, self._candidates(match, world, win_chance, after_turn)

    @staticmethod
    def _position(match) -> str:
        """The position as the seat to act sees it (never the cards hidden from it), as a key."""
        seat = match.to_act
        return json.dumps([seat, match.rules.view(match.state, seat)], sort_keys=True, default=str)

    @staticmethod
    def _candidates(match, world, win_chance, after_turn) -> list[tuple[Action, float | None]]:
        """Every choice with the rule of thumb's guess of its win chance, best first (in the listed order,
        each guess None, when the game has no rule of thumb)."""
        options = match.legal()
        if after_turn is None or win_chance is None:
            return [(a, None) for a in options]
        seat = match.to_act
        rated = sorted((-win_chance(after_turn(match, a, world), seat), i) for i, a in enumerate(options))
        return [(options[i], -v) for v, i in rated]

    def search(self, match, simulations: int | None = None, candidates: int | None = None, root=None) -> list[Choice]:
        """Run the simulations from this position; root choices, best first (`root`: as for grow)."""
        ranked: list[Choice] = []
        for ranked, _ in self.grow(match, [simulations or self.settings(match.game)["simulations"]], candidates,
                                   root=root):
            pass
        return ranked

    def grow(self, match, budgets, candidates: int | None = None, stop=None, root=None):
        """Search in stages: after each budget of simulations (rising), yield (root choices best first, the
        tree below each root choice by label). Stopping at a budget gives exactly what a search of that
        budget gives, so a first answer can be shown early and improved; `stop()` true ends it early.
        `root`: this decision's (stream, rated choices) from _root, when already made."""
        seat = match.to_act
        if seat is None:
            return
        cfg = self.settings(match.game)
        rules = match.rules
        determinize = find_determinize(match)
        policy, win_chance, _ = strategy_hooks(match)
        chance, rated = root or self._root(match)
        if rated[0][1] is not None:                 # with a rule of thumb, only its k best are compared
            rated = rated[:max(candidates or cfg["candidates"], 1)]
        if cfg["margin"] is not None and rated[0][1] is not None and not candidates:
            rated = [(a, g) for a, g in rated if g >= rated[0][1] - cfg["margin"]]
        roots = [a for a, _ in rated]
        horizon = cfg["horizon"] if (win_chance is not None and cfg["horizon"] is not None) else 1 << 30
        settled = settled_hook(match) if horizon < 1 << 30 else None
        prior = cfg["prior"]
        tops = {a.label: Node(seat) for a in roots}
        for a, guess in rated:                      # the rule of thumb's guess counts as a few visits
            if guess is not None and prior > 0:
                tops[a.label].visits = prior
                tops[a.label].wins = prior * guess
        order = {a.label: i for i, a in enumerate(match.legal())}
        base = {a.label: (prior if guess is not None and prior > 0 else 0) for a, guess in rated}
        done = 0
        for budget in budgets:
            for _ in range(max(1, budget // len(roots)) - done):
                if stop is not None and stop():
                    return
                world = determinize(match.state, seat, chance)
                luck = chance.next64()
                for a in roots:
                    s = rules.copy(world)
                    rules.apply(s, a, Out(False))
                    self._simulate(rules, s, tops[a.label], Chance(luck), policy, win_chance, horizon, cfg,
                                   settled)
                done += 1
            ranked = [Choice(a, round(tops[a.label].visits - base[a.label]),
                             tops[a.label].wins / max(tops[a.label].visits, 1)) for a in roots]
            ranked.sort(key=lambda c: (-c.win_rate, order[c.action.label]))
            rest = [Choice(a, 0, 0.0) for a in match.legal() if a.label not in tops]
            yield ranked + rest, tops

    def _simulate(self, rules, s, top: Node, chance: Chance, policy, win_chance, horizon: int, cfg: dict,
                  settled=None) -> None:
        """One simulation below a root choice: tree walk, widening, play-out, and counting the result."""
        out = Out(False)
        path = self._descend(rules, s, top, chance, policy, cfg, out)
        player = self._play_out(rules, s, chance, policy, horizon, settled, out)
        if player is None:
            winners = rules.result(s).winners
            share = 1.0 / len(winners) if winners else 0.0
            for nd in path:
                nd.visits += 1
                if nd.player in winners:
                    nd.wins += share
        else:
            judged: dict[int, float] = {}
            for nd in path:
                nd.visits += 1
                p = nd.player
                if p not in judged:
                    judged[p] = win_chance(s, p)
                nd.wins += judged[p]

    def _descend(self, rules, s, top: Node, chance: Chance, policy, cfg: dict, out: Out) -> list[Node]:
        """Walk down the tree by the upper confidence bound, widening a node as it is visited more; the path."""
        legal, apply, to_act = rules.legal, rules.apply, rules.to_act
        node, path = top, [top]
        player = to_act(s)
        while player is not None:
            acts = legal(s)
            children = node.children
            present = [a for a in acts if a.label in children]
            for a in present:
                children[a.label].avail += 1
            if len(present) < len(acts) and len(present) < cfg["widen"] * math.sqrt(node.visits + 1):
                a = self._expand_which(acts, children, policy, rules, s, chance)
                child = children[a.label] = Node(player)
                child.avail = 1
                path.append(child)
                apply(s, a, out)
                break
            c = cfg["explore"]
            best, best_v = present[0], -1.0
            for a in present:
                ch = children[a.label]
                v = ch.wins / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if v > best_v:
                    best, best_v = a, v
            node = children[best.label]
            path.append(node)
            apply(s, best, out)
            player = to_act(s)
        return path

    @staticmethod
    def _play_out(rules, s, chance: Chance, policy, horizon: int, settled, out: Out):
        """Play on by the rule of thumb (else at random) to the horizon, or on until settled; the seat to act."""
        legal, apply, to_act = rules.legal, rules.apply, rules.to_act
        steps = 0
        player = to_act(s)
        longest = horizon if settled is None else 2 * horizon
        while player is not None and (steps < horizon or (steps < longest and not settled(s))):
            if policy is not None:
                a = policy(rules, s, chance)
            else:
                acts = legal(s)
                a = acts[chance.below(len(acts))]
            apply(s, a, out)
            player = to_act(s)
            steps += 1
        return player

    @staticmethod
    def _expand_which(acts, children, policy, rules, s, chance) -> Action:
        """The next answer to add to a node: the play-out policy's pick first, else one at random."""
        if policy is not None:
            a = policy(rules, s, chance)
            if a.label not in children:
                return a
        untried = [a for a in acts if a.label not in children]
        return untried[chance.below(len(untried))]
