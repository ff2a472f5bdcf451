"""A lesson file's guide block made into the board's guide: each step written as data becomes a Step, each name
(goal, end, question) looked up in the game's vocabulary (xlearn/lessons/vocab.py); a mistake is a LessonError
with the file and line.

A step is one of
    explain: WORDS                      the learner reads, then presses Next
    choose: WHAT TO DO                  with label: THE CHOICE (or goal: NAME), why: WHY THIS ONE
    show: WORDS                         with kinds: [EVENT KINDS] of the learner's last choice to show
    ask: QUESTION NAME                  with the question's words as keys, answer: THE RIGHT ANSWER, hints: [...]
    wait: WHAT TO DO                    with until: NAME (the learner lets a rival move)
    recap: WORDS                        the last step
each with rule: A RULE ID of the game's rulebook (its heading is cited)."""
from __future__ import annotations

import inspect
from pathlib import Path

from . import guide as g
from .lesson_file import LessonError, LessonFile, StepData, find, read
from .vocab import of_game

KINDS = ("explain", "choose", "show", "ask", "wait", "recap")
KEYS = {"explain": {"rule"}, "choose": {"label", "goal", "why", "rule", "text"}, "show": {"kinds", "rule"},
        "ask": {"text", "rule", "answer", "hints"}, "wait": {"until", "text", "rule"}, "recap": {"rule"}}
HEADER = {"game", "seat", "lesson", "position", "seed", "players", "opponents"}   # the last four: lesson_board.py


def _named(lf: LessonFile, sd: StepData, key: str, table: dict, what: str):
    """A goal or an end: `NAME` or `{NAME: value}` (a list for several values, a mapping for named ones)."""
    written = sd.data[key]
    if isinstance(written, dict) and len(written) == 1:
        name, value = next(iter(written.items()))
    elif isinstance(written, str):
        name, value = written, None
    else:
        raise LessonError(lf.path, sd.at(key), f"{key}: is a name or {{name: value}}, not {written!r}")
    if name not in table:
        raise LessonError(lf.path, sd.at(key), f"unknown {what} {name!r}; this game's are: {', '.join(sorted(table))}")
    try:
        if value is None:
            return table[name]()
        return table[name](**value) if isinstance(value, dict) else (
            table[name](*value) if isinstance(value, list) else table[name](value))
    except TypeError as e:
        raise LessonError(lf.path, sd.at(key), f"{key}: {name} does not take {value!r} ({e})") from None


def _question(lf: LessonFile, sd: StepData, table: dict):
    """An ask step's task maker: the named question with the step's other keys as its words."""
    name = sd.data["ask"]
    if name not in table:
        raise LessonError(lf.path, sd.at("ask"), f"unknown question {name!r}; this game's are: "
                                                 f"{', '.join(sorted(table))}")
    maker = table[name]
    params = list(inspect.signature(maker).parameters.values())[1:]
    takes = {p.name for p in params}
    given = {k: v for k, v in sd.data.items() if k != "ask" and (k in takes or k not in KEYS["ask"])}
    for k in given:
        if k not in takes:
            raise LessonError(lf.path, sd.at(k), f"the question {name!r} has no {k!r}; it takes: {', '.join(takes)}")
    missing = [p.name for p in params if p.default is inspect.Parameter.empty and p.name not in given]
    if missing:
        raise LessonError(lf.path, sd.line, f"the question {name!r} needs {', '.join(missing)}")
    hints = sd.data.get("hints")

    def task(guide):
        made = maker(guide, **given)
        if hints and "hints" not in takes:
            made.hints = tuple(hints)
        return made
    return task


def _text(lf: LessonFile, sd: StepData, key: str) -> str:
    value = sd.data.get(key, "")
    if not isinstance(value, str):
        raise LessonError(lf.path, sd.at(key), f"{key}: holds words (text), not {value!r}")
    return value


def _step(lf: LessonFile, sd: StepData, vocab) -> list[g.Step]:
    """The Step (or, for a game's own step form, Steps) one written step makes."""
    kinds = [k for k in vocab.MACROS if k in sd.data] or [k for k in KINDS if k in sd.data]
    if len(kinds) != 1:
        raise LessonError(lf.path, sd.line, "a step is exactly one of " + ", ".join((*KINDS, *vocab.MACROS))
                          + f" (this one has {', '.join(kinds) or 'none'}: {', '.join(sd.data)})")
    kind = kinds[0]
    if kind in vocab.MACROS:
        return vocab.MACROS[kind](lf, sd)
    if kind != "ask":
        for key in sd.data:
            if key != kind and key not in KEYS[kind]:
                raise LessonError(lf.path, sd.at(key), f"a {kind} step has no {key!r} (it takes: "
                                                       f"{', '.join(sorted(KEYS[kind]))})")
    rule, words = sd.data.get("rule"), _text(lf, sd, kind) if kind != "ask" else ""
    if kind == "explain":
        return [g.explain(words, rule=rule)]
    if kind == "recap":
        return [g.recap(words, rule=rule)]
    if kind == "show":
        kinds_ = sd.data.get("kinds", [])
        if not isinstance(kinds_, list) or not all(isinstance(k, str) for k in kinds_):
            raise LessonError(lf.path, sd.at("kinds"), "kinds: is a list of event kinds, e.g. [turf-war, diff]")
        return [g.show(words, kinds=tuple(kinds_), rule=rule)]
    if kind == "wait":
        if "until" not in sd.data:
            raise LessonError(lf.path, sd.line, "a wait step needs until: (when it ends)")
        return [g.wait(words, until=_named(lf, sd, "until", vocab.UNTILS, "end"), text=_text(lf, sd, "text"),
                       rule=rule)]
    if kind == "choose":
        if ("label" in sd.data) == ("goal" in sd.data):
            raise LessonError(lf.path, sd.at("goal"), "a choose step names one choice (label:) or a goal (goal:), "
                                                       "not both or neither")
        if "why" not in sd.data:
            raise LessonError(lf.path, sd.line, "a choose step needs why: (said when the learner picks another)")
        goal = _named(lf, sd, "goal", vocab.GOALS, "goal") if "goal" in sd.data else None
        return [g.choose(words, label=sd.data.get("label"), goal=goal, why=_text(lf, sd, "why"), rule=rule,
                         text=_text(lf, sd, "text"))]
    return [g.ask(_question(lf, sd, vocab.QUESTIONS), text=_text(lf, sd, "text"), rule=rule)]


def steps_of(lf: LessonFile) -> tuple[list[g.Step], object]:
    """The file's steps (each knowing its line as `.line`) and its game's vocabulary."""
    for key in lf.header:
        if key not in HEADER:
            raise LessonError(lf.path, lf.header_lines[key], f"the guide block has no {key!r} (it takes: "
                                                             f"{', '.join(sorted(HEADER))} and steps)")
    if "game" not in lf.header:
        raise LessonError(lf.path, lf.block[0], "the guide block needs game: (xeko, xenofera or seekers)")
    try:
        vocab = of_game(lf.header["game"])
    except KeyError:
        raise LessonError(lf.path, lf.header_lines["game"], f"no game {lf.header['game']!r}") from None
    out = []
    for sd in lf.steps:
        for step in _step(lf, sd, vocab):
            step.line, step.answer = sd.line, sd.data.get("answer")
            out.append(step)
    if not out or out[-1].kind != g.RECAP:
        raise LessonError(lf.path, lf.steps[-1].line if lf.steps else lf.block[0], "a lesson's last step is a recap")
    return out, vocab


def guide_of(lf: LessonFile) -> g.Guide:
    """The board's guide a lesson file describes."""
    steps, vocab = steps_of(lf)
    lesson = lf.header.get("lesson") or f"{lf.name}.ipynb"
    return vocab.GUIDE(lesson, steps, seat=int(lf.header.get("seat", 0)))


def load_guide(name: str | Path, seat: int | None = None) -> g.Guide:
    """The guide of a lesson, read from its file (a lesson name such as "xeko/04-turf-war", or a .md path)."""
    made = guide_of(read(find(str(name))))
    if seat is not None:
        made.seat = seat
    return made
