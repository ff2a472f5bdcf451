"""The coach: the best few choices for the seat to act, how often each won in search, and why, in plain words."""
# One measure of strength in every game: of the games played on from here in search (each judged, where it
# was cut short, by the game's rule of thumb), how many in 100 this choice won. A choice that does nothing
# or throws a card away is ranked below an equal one that does something; "Back" is never suggested, and a
# choice that only opens a list (a Heroic Feat) is suggested with the choice in that list it leads to.
from __future__ import annotations

from dataclasses import dataclass, field

from .engine.actions import Action
from .engine.chance import Chance
from .engine.hidden import find_determinize
from .engine.search import CANDIDATES, COACH_SIMULATIONS, SearchBot
from .strategy import IDLE, Reason, for_game, sentences

FIRST_SIMULATIONS = 24       # the first answer a board shows (well under 0.5 s), while the search goes on behind it
REFINE_SIMULATIONS = 200     # a better answer next, before the full search's
MENU_BACK = {"back"}         # choices that only go back up a list of choices: never suggested
OPENERS = {"heroic", "heroic-pick", "thwart-pick"}   # choices that only open a list of further choices


def strength(won: int) -> str:
    """The coach's one measure of strength, worded the same in every game."""
    return f"In {won} of 100 games played on from here, this won."


@dataclass(frozen=True)
class Suggestion:
    """One suggested choice: the action (and, when it only opens a list, the choices it leads to), how many
    of 100 games played on from here it won, and why it is good now, in a sentence or two citing one rule."""

    action: Action
    won: int
    simulations: int
    reason: Reason
    then: tuple[str, ...] = field(default=())

    @property
    def label(self) -> str:
        return self.action.label

    @property
    def win_rate(self) -> float:
        return self.won / 100

    @property
    def steps(self) -> tuple[str, ...]:
        """The labels to choose, in order: this choice, then any in the list it opens."""
        return (self.label,) + self.then

    @property
    def title(self) -> str:
        """What the learner reads as the suggestion: the choice, and where a list leads."""
        return " → ".join(self.steps)

    @property
    def text(self) -> str:
        return self.reason.text

    @property
    def rule(self) -> str:
        return self.reason.rule

    @property
    def strength(self) -> str:
        return strength(self.won)

    @property
    def why(self) -> str:
        """'label: a sentence or two [the rule]' in one line."""
        return self.reason.line(self.label)

    def to_json(self, offered_id: int | None = None) -> dict:
        """The suggestion as a board's hint panel gets it."""
        return {"label": self.label, "title": self.title, "steps": list(self.steps), "id": offered_id,
                "won": self.won, "win_rate": self.win_rate, "simulations": self.simulations,
                "strength": self.strength, "why": self.text, "rule": self.rule}

    def __str__(self) -> str:
        return f"{self.title}\n    {self.text} [{self.rule}]\n    {self.strength}"


class Suggestions(list):
    """The coach's suggestions, best first; prints as a numbered list (and as a list in a notebook)."""

    def __repr__(self) -> str:
        if not self:
            return "No suggestion: nobody has a choice to make."
        return "\n".join(f"{k}. {s}" for k, s in enumerate(self, 1))

    def _repr_html_(self) -> str:
        import html
        if not self:
            return f"<p>{html.escape(repr(self))}</p>"
        items = "".join(f"<li><b>{html.escape(s.title)}</b><br>{html.escape(s.text)} "
                        f"<cite>{html.escape(s.rule)}</cite><br><small>{html.escape(s.strength)}</small></li>"
                        for s in self)
        return f"<ol>{items}</ol>"


def reason(match, action: Action, seed: int = 0) -> Reason:
    """Why a choice is good now, from the game's strategy module (or the rules it sets in motion)."""
    module = for_game(match.game)
    if module is not None and hasattr(module, "reason"):
        return module.reason(match, action, seed)
    return generic_reason(match, action, seed)


def why(match, action: Action, seed: int = 0) -> str:
    """The reason as one line: 'label: a sentence or two [rule]'; no hidden card is read."""
    return reason(match, action, seed).line(action.label)


def generic_reason(match, action: Action, seed: int = 0) -> Reason:
    """For a game without its own explainer: the first rule the choice sets in motion."""
    m = match.copy()
    m.state = find_determinize(match)(match.state, match.to_act, Chance(seed))
    m.explain = True
    m._legal_cache = None
    events = list(m.play(action.label))
    if not events:
        return Reason("It changes nothing you can count yet.", "", IDLE)
    return Reason(sentences(events[0].text_for(match.to_act)), events[0].rule.section)


def _follow(match, action: Action, tops) -> tuple[str, ...]:
    """For a choice that only opens a list: the choices in that list the search tried most, in order, down to
    one that does something (never "Back")."""
    node = tops.get(action.label)
    m = match.copy()
    m.explain = False
    m.play(action.label)
    path: list[str] = []
    seat = match.to_act
    while m.to_act == seat and len(path) < 3:
        options = [a for a in m.legal() if a.kind not in MENU_BACK]
        tried = [] if node is None else \
            [(node.children[a.label].visits, -i, a) for i, a in enumerate(options) if a.label in node.children]
        if tried:
            pick = max(tried, key=lambda t: t[:2])[2]
            node = node.children[pick.label]
        elif options:
            pick, node = options[0], None
        else:
            break
        path.append(pick.label)
        if pick.kind not in OPENERS:
            break
        m.play(pick.label)
    return tuple(path)


class Coach:
    """Suggestions for one position, in stages (a quick first answer, then better ones), with each reason
    worked out once. The position is copied first, so the match may be played on meanwhile."""

    def __init__(self, match, n: int = 3, seed: int = 0):
        self.match = match.copy()
        self.n, self.seed = n, seed
        self._reasons: dict[str, Reason] = {}

    def reason(self, action: Action) -> Reason:
        if action.label not in self._reasons:
            self._reasons[action.label] = reason(self.match, action, self.seed)
        return self._reasons[action.label]

    def rank(self, choices, tops) -> Suggestions:
        """The best n choices by games won in 100; on equal counts one that does something first, then one
        that does nothing, then one that throws a card away; "Back" never."""
        m = self.match
        order = {a.label: i for i, a in enumerate(m.legal())}
        rows = []
        for c in choices:
            if c.visits <= 0 or c.action.kind in MENU_BACK:
                continue
            won = round(c.win_rate * 100)
            why = self.reason(c.action)
            rows.append((-won, why.waste, order[c.action.label], c, why))
        rows.sort(key=lambda r: r[:3])
        out = Suggestions()
        for neg, waste, _, c, why in rows[:self.n]:
            then = _follow(m, c.action, tops) if c.action.kind in OPENERS else ()
            if then:                          # explained by the choice the list leads to
                why = self.reason_after(c.action.label, then)
            out.append(Suggestion(c.action, -neg, c.visits, why, then))
        return out

    def reason_after(self, first: str, then: tuple[str, ...]) -> Reason:
        """The reason for the last of a list of choices, in the position the others lead to."""
        key = " → ".join((first,) + then)
        if key not in self._reasons:
            m = self.match.copy()
            m.explain = False
            for label in (first,) + then[:-1]:
                m.play(label)
            last = next(a for a in m.legal() if a.label == then[-1])
            self._reasons[key] = reason(m, last, self.seed)
        return self._reasons[key]

    def stages(self, budgets, stop=None):
        """Suggestions after each budget of simulations (rising): the same figures as a search of that size."""
        m = self.match
        if m.to_act is None:
            return
        bot = SearchBot(max(budgets), seed=self.seed)
        for ranked, tops in bot.grow(m, list(budgets), candidates=max(self.n, CANDIDATES), stop=stop):
            if stop is not None and stop():
                return
            yield self.rank(ranked, tops)


def budgets(simulations: int, first: int | None = None, refine: int | None = None) -> list[int]:
    """The stages of a hint: a first answer from `first` (FIRST_SIMULATIONS) simulations, a better one from
    `refine` (REFINE_SIMULATIONS), then the full search; a stage no smaller than the full search is left out."""
    first = FIRST_SIMULATIONS if first is None else first
    refine = REFINE_SIMULATIONS if refine is None else refine
    return sorted({b for b in (first, refine) if b < simulations}) + [simulations]


def suggest(match, n: int = 3, simulations: int = COACH_SIMULATIONS, seed: int = 0) -> Suggestions:
    """The best n choices for the seat to act, by games won in 100 played on from here, each with why."""
    last = Suggestions()
    for last in Coach(match, n, seed).stages([simulations]):
        pass
    return last


# ----- a board's Hint: a first answer at once, better ones from a background thread -------------------
def hint_items(tips, offered) -> list[dict]:
    """The suggestions as a board's hint panel gets them, each with the id of its first step as offered."""
    ids = {a.label: i for i, a in enumerate(offered)}
    return [t.to_json(ids.get(t.label)) for t in tips]


def board_hint(board, seq: int, n: int = 3, background: bool = True):
    """Fill `board.hint` for the seat to act: "thinking" at once, the first answer of a small search next, then
    (in a background thread, on a copy of the match) the full search's answer. An answer for a board that has
    moved on, or a hint asked for again, is dropped and the search stops. Returns the first suggestions."""
    import threading

    m = board.match
    version, seat, offered = board.version, m.to_act, list(board._offered)
    stale = lambda: board.version != version or board._hint_seq != seq   # noqa: E731 - a stop test
    stages = budgets(board.hint_simulations)

    def publish(tips, thinking: bool) -> None:
        if not stale():
            board.hint = {"seq": seq, "version": version, "seat": seat, "thinking": thinking,
                          "items": hint_items(tips, offered)}

    board.hint = {"seq": seq, "version": version, "seat": seat, "thinking": True, "items": []}
    steps = Coach(m, n, seed=len(m.choices)).stages(stages, stop=stale)
    first = next(steps, Suggestions())
    publish(first, thinking=len(stages) > 1)
    if len(stages) > 1:
        def improve() -> None:
            for k, tips in enumerate(steps, 2):  # "still thinking" until the full search's answer
                publish(tips, thinking=k < len(stages))
        if background:
            threading.Thread(target=improve, name=f"xlearn-hint-{seq}", daemon=True).start()
        else:
            improve()
    return first
