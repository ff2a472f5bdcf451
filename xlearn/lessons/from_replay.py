"""A lesson from a played game: the teacher's marks on its replay become a lesson file (MyST Markdown, the form of
every lesson: xlearn/lessons/lesson_file.py) whose guide, written as data in its ```{guide} block, starts at the
first marked move and walks the learner through the game's own moves."""
from __future__ import annotations

import json
from dataclasses import dataclass

from ..engine.match import Match
from ..engine.saves import load_match
from .lesson_file import guide_yaml

KINDS = ("choose", "explain", "ask")


@dataclass(frozen=True)
class Mark:
    """A teacher's mark before the game's move number `at` (0 is the first choice saved): the learner makes that
    move (choose, with `text` as what to do), an explanation shown there, or a question with its answer."""

    at: int
    kind: str
    text: str = ""
    answer: str = ""
    rule: str | None = None

    def check(self, total: int) -> None:
        """A clear error for a mark the lesson cannot use."""
        if self.kind not in KINDS:
            raise ValueError(f"a mark is one of {KINDS}, not {self.kind!r}")
        if not 0 <= self.at < total:
            raise ValueError(f"a mark goes before one of the game's {total} moves (0 to {total - 1}), not {self.at}")
        if self.kind in ("explain", "ask") and not self.text.strip():
            raise ValueError(f"an {self.kind} mark needs its words")
        if self.kind == "ask" and not self.answer.strip():
            raise ValueError("a question needs its answer")


def position_at(saved: str, moves: int) -> Match:
    """The saved game as it stood after its first `moves` choices (the lesson's starting position)."""
    whole = load_match(saved)
    m = Match(whole.rules, whole.setup, whole.seed)
    for label in whole.choices[:moves]:
        m.play(label)
    return m


class ReplayBot:
    """The other seats of a lesson made from a game: each plays the move the game was played with."""

    def __init__(self, saved: str):
        self.script = list(load_match(saved).choices)

    def choose(self, match):
        """The game's move at this point if it is legal now, else the first legal choice."""
        legal = match.legal()
        k = len(match.choices)
        wanted = self.script[k] if k < len(self.script) else None
        return next((a for a in legal if a.label == wanted), legal[0])


def _q(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def lesson_source(saved: str, marks: list[Mark], title: str = "A lesson from a played game",
                  file_name: str = "lesson-from-replay.md") -> str:
    """The lesson file: its words, the game it starts from (a code cell), and its guide's steps as data."""
    whole = load_match(saved)
    script = list(whole.choices)
    marks = sorted(marks, key=lambda mk: (mk.at, KINDS.index(mk.kind) if mk.kind in KINDS else 9))
    if not marks:
        raise ValueError("mark at least one move of the game before exporting a lesson")
    for mk in marks:
        mk.check(len(script))
    first, last = marks[0].at, max(mk.at for mk in marks)
    start = position_at(saved, first)
    seat = next((mk for mk in marks if mk.kind == "choose"), None)
    makers = _makers(saved)
    learner = makers[seat.at] if seat else start.to_act
    names = [p["name"] for p in start.view(None)["players"]]
    steps = _steps(marks, script, makers, learner, names)
    steps.append({"recap": f"You played the moves of the game from move {first + 1} to move {last + 1}."})
    game = whole.game
    guide = {"game": game, "seat": learner, "lesson": f"from-replay/{game}.ipynb", "steps": steps}
    return "\n".join([
        "---", "jupytext:", "  text_representation:", "    extension: .md", "    format_name: myst", "kernelspec:",
        "  display_name: Python 3", "  language: python", "  name: python3", "---", "", f"# {title}",
        f"This lesson replays a {game} game from move {first + 1}. You are {names[learner]}: make each move the "
        "lesson asks for on the board.", "", "```{code-cell}",
        f"import xlearn.{game} as game_rules",
        "from xlearn.lessons import load_guide",
        "from xlearn.lessons.from_replay import ReplayBot, position_at", "",
        f"SAVED = {_q(saved)}",
        f"match = position_at(SAVED, {first})",
        f"guide = load_guide({_q(file_name)})",
        f"bots = {{seat: ReplayBot(SAVED) for seat in range({len(names)}) if seat != {learner}}}",
        f"board = guide.attach(game_rules.Board(match, seat={learner}, opponents=bots))",
        "board", "```", "", "+++", "", guide_yaml(guide)])


def _steps(marks: list[Mark], script: list[str], makers: list[int], learner: int, names: list[str]) -> list[dict]:
    """The guide's steps as data: the marks at each move, then the move (the learner's, or one waited for)."""
    steps: list[dict] = []
    for i in range(marks[0].at, max(mk.at for mk in marks) + 1):
        here = [mk for mk in marks if mk.at == i]
        for mk in here:
            if mk.kind == "explain":
                steps.append({"explain": mk.text, **({"rule": mk.rule} if mk.rule else {})})
            elif mk.kind == "ask":
                answer = mk.answer.strip()
                expected = answer if not answer.lstrip("-").isdigit() else int(answer)
                steps.append({"ask": "answer", "question": mk.text, "answer": expected,
                              "why": f"The game as played gives {expected}.", **({"rule": mk.rule} if mk.rule else {})})
        who = makers[i]
        if who == learner:
            said = next((mk.text for mk in here if mk.kind == "choose" and mk.text.strip()), "")
            steps.append({"choose": said or f"Play this move: {script[i]}.", "label": script[i],
                          "why": f"the game this lesson comes from went on with {script[i]}."})
            if any(mk.kind == "choose" for mk in here):
                steps.append({"show": "Here is what your move did."})
        else:
            steps.append({"wait": f"Let {names[who]} make their move: press Step under Your choices.",
                          "until": {"choices_at_least": i + 1}})
    return steps


def _makers(saved: str) -> list[int]:
    """The seat that made each of the game's moves."""
    whole = load_match(saved)
    m, out = Match(whole.rules, whole.setup, whole.seed), []
    for label in whole.choices:
        out.append(m.to_act)
        m.play(label)
    return out
