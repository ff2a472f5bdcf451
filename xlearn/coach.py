"""The coach: the best few choices for the seat to act, how often each won in search, and why."""
from __future__ import annotations

from dataclasses import dataclass

from .engine.actions import Action
from .engine.chance import Chance
from .engine.hidden import find_determinize
from .engine.search import CANDIDATES, COACH_SIMULATIONS, SearchBot


@dataclass(frozen=True)
class Suggestion:
    """One suggested choice: the action, its win rate over the simulations that tried it, and why."""

    action: Action
    win_rate: float
    simulations: int
    why: str

    @property
    def label(self) -> str:
        return self.action.label

    def __str__(self) -> str:
        return (f"{self.label} (won {self.win_rate:.0%} of {self.simulations} simulated games)\n"
                f"    {self.why}")


class Suggestions(list):
    """The coach's suggestions, best first; prints as a numbered list."""

    def __repr__(self) -> str:
        if not self:
            return "No suggestion: nobody has a choice to make."
        return "\n".join(f"{k}. {s}" for k, s in enumerate(self, 1))

    def _repr_html_(self) -> str:
        import html
        return f"<pre>{html.escape(repr(self))}</pre>"


def why(match, action: Action, seed: int = 0) -> str:
    """A sentence on what the choice does and the rules involved, without reading hidden cards."""
    from .strategy import for_game
    module = for_game(match.game)
    if module is not None and hasattr(module, "explain"):
        return module.explain(match, action, seed)
    return generic_why(match, action, seed)


def generic_why(match, action: Action, seed: int = 0) -> str:
    """For a game without its own explainer: the rulebook sections the choice sets in motion."""
    m = match.copy()
    m.state = find_determinize(match)(match.state, match.to_act, Chance(seed))
    m.explain = True
    m._legal_cache = None
    sections: list[str] = []
    for e in m.play(action.label):
        if e.rule.section not in sections:
            sections.append(e.rule.section)
    cited = "; ".join(f"[{s}]" for s in sections[:4]) or "no rule beyond the choice itself"
    return f"{action.label}: it brings in {cited}."


def suggest(match, n: int = 3, simulations: int = COACH_SIMULATIONS, seed: int = 0) -> Suggestions:
    """The best n choices for the seat to act, by search win rate, each with why."""
    if match.to_act is None:
        return Suggestions()
    bot = SearchBot(simulations, seed=seed)
    ranked = bot.search(match, candidates=max(n, CANDIDATES))
    return Suggestions(Suggestion(c.action, c.win_rate, c.visits, why(match, c.action, seed))
                       for c in ranked[:n])
