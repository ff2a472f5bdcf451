"""A lesson's script that runs on its board: explain, ask for a choice, show what it did, ask a question, recap.

The board calls `guide.refuse(action)` before every play and `guide.after(action, events)` after it
(docs/board-protocol.md, "Lessons on the board"); the guide fills the board's `lesson` trait, which the
frame draws at the top of the side column (widgets/shared/lesson.js). The learner's choices are all made
on the board; the guide only refuses a choice that is not the one the lesson asks for, and says why.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Callable

from ..engine.actions import Action, Refusal
from ..engine.events import Event
from ..engine.rules import RuleRef
from . import progress
from .catalog import BY_PATH, next_lesson
from .rules_met import track_rules
from ..ui.message_schema import BadMessage, read_message

EXPLAIN, CHOOSE, SHOW, ASK, WAIT, RECAP = "explain", "choose", "show", "ask", "wait", "recap"
NEEDS_NEXT = (EXPLAIN, SHOW)


@dataclass
class Step:
    """One step of a lesson's script (made with explain, choose, show, ask, wait or recap below)."""

    kind: str
    text: str = ""
    todo: str = ""
    rule: str | None = None                       # a rule id of the game's rulebook: its heading is cited
    label: str | None = None                      # choose: the one choice the lesson asks for
    goal: Callable[[Action, object], bool] | None = None   # choose: or any choice meeting this goal
    why: str = ""                                 # choose: why the lesson wants that choice (said on a stray one)
    kinds: tuple[str, ...] = ()                   # show: which events of the learner's choice to show
    task: Callable[["Guide"], object] | None = None   # ask: makes the task from the position reached
    until: Callable[["Guide"], bool] | None = None    # wait: the step ends once this holds


def explain(text: str, rule: str | None = None) -> Step:
    """Explain a rule in our words (the heading cited); the learner presses Next."""
    return Step(EXPLAIN, text=text, rule=rule, todo="Read this, then press Next.")


def choose(todo: str, *, label: str | None = None, goal=None, why: str, rule: str | None = None,
           text: str = "") -> Step:
    """Ask for one choice on the board: a named one (its label) or any meeting a goal(action, match)."""
    if (label is None) == (goal is None):
        raise ValueError("a choose step names one choice (label) or a goal, not both or neither")
    return Step(CHOOSE, text=text, todo=todo, rule=rule, label=label, goal=goal, why=why)


def show(text: str, kinds: tuple[str, ...] = (), rule: str | None = None) -> Step:
    """Show what the learner's last choice did: its events of these kinds, with their worked sums."""
    return Step(SHOW, text=text, kinds=kinds, rule=rule, todo="Read what happened, then press Next.")


def ask(task: Callable[["Guide"], object], text: str = "", rule: str | None = None) -> Step:
    """Ask a question answered on the board; task(guide) makes it from the position the learner reached."""
    return Step(ASK, text=text, task=task, rule=rule, todo="Answer the question in the Task box below.")


def wait(todo: str, until: Callable[["Guide"], bool], text: str = "", rule: str | None = None) -> Step:
    """Wait for something the learner lets happen on the board (a rival's scripted move)."""
    return Step(WAIT, text=text, todo=todo, until=until, rule=rule)


def recap(text: str, rule: str | None = None) -> Step:
    """The lesson's last step: what was learnt; the board is then free to play on."""
    return Step(RECAP, text=text, rule=rule, todo="The lesson is done: play on freely, or go to the next lesson.")


class ScriptBot:
    """An opponent that plays the lesson's scripted choices in order, then the first legal choice."""

    def __init__(self, *labels: str):
        self.labels = list(labels)

    def choose(self, match) -> Action:
        """The next scripted choice if it is legal now, else the first legal choice (a pass comes last)."""
        legal = match.legal()
        for label in self.labels:
            found = next((a for a in legal if a.label == label), None)
            if found is not None:
                return found
        passes = [a for a in legal if a.label.lower().startswith(("pass", "play no"))]
        return passes[0] if passes else legal[0]


@dataclass
class Guide:
    """A lesson's script on one board: which step the learner is at, and what the board may do now."""

    lesson: str                      # the lesson's path in the catalogue, e.g. "xeko/04-turf-war.ipynb"
    steps: list[Step]
    seat: int = 0
    board: object = None
    current: int = 0
    marks: dict[int, int] = field(default_factory=dict)   # choose step -> choices made before its choice
    start: int = 0                   # choices made before the lesson began
    task: object = None
    _seq: int = 0

    # ----- attaching ---------------------------------------------------------------------------------
    def attach(self, board):
        """Run this script on board (sets board.guide) and return the board, to show it in a cell."""
        self.board = board
        self.start = len(board.match.choices)
        board.guide = self
        board.observe(self._board_changed, names="board")
        board.on_msg(self._on_msg)
        track_rules(board, self.lesson)
        self._enter()
        return board

    @property
    def match(self):
        return self.board.match

    def rulebook_ref(self, rule_id: str | None) -> RuleRef | None:
        """The RuleRef a step cites (None if it cites none or the id is unknown)."""
        if rule_id is None:
            return None
        try:
            return self.match.rules.rulebook[rule_id]
        except KeyError:
            return None

    # ----- what happened since the learner's last choice ------------------------------------------------
    def last_mark(self) -> int:
        """How many choices had been made before the learner's latest scripted choice (or the lesson began)."""
        done = [m for s, m in self.marks.items() if s < self.current]
        return max(done) if done else self.start

    def heard(self, *kinds: str) -> list[Event]:
        """The events since the learner's latest scripted choice, or since the lesson began (of these kinds)."""
        mark = self.last_mark()
        events = [e for step in self.match.log[mark + 1:] for e in step]
        return [e for e in events if not kinds or e.kind in kinds]

    def played(self) -> bool:
        """Whether the learner has made the lesson's first asked-for choice."""
        return bool(self.marks)

    # ----- the board's hooks -------------------------------------------------------------------------
    def refuse(self, action: Action | str) -> Refusal | None:
        """Refuse a choice the lesson does not ask for now, saying why; None lets it be played."""
        if self.current >= len(self.steps) or self.step.kind == RECAP:
            return None
        step = self.step
        label = action if isinstance(action, str) else action.label
        rule = self.rulebook_ref(step.rule) or self.board.turn_rule()
        if self.match.to_act != self.seat:
            if step.kind in (WAIT, CHOOSE):
                return None
            return Refusal(rule, "The lesson holds the other players for now: "
                           + ("answer the question first." if step.kind == ASK else "read this step and press Next."))
        if step.kind == CHOOSE:
            if step.label is not None and label == step.label:
                return None
            if step.goal is not None:
                found = action if isinstance(action, Action) else next(
                    (a for a in self.match.legal() if a.label == label), None)
                if found is not None and step.goal(found, self.match):
                    return None
            return Refusal(rule, f"{label.removeprefix('Play ')} is allowed by the rules, but this lesson asks for "
                           f"another choice now: {step.why}")
        if step.kind == ASK:
            return Refusal(rule, "Answer the question in the Task box first; then the lesson goes on.")
        if step.kind == WAIT:
            return Refusal(rule, f"Not yet: {step.todo}")
        return Refusal(rule, "Read this step and press Next first; then the lesson asks for your choice.")

    def after(self, action: Action | str, events) -> None:
        """Hear a play: the learner's asked-for choice moves the script on; a wait step may end."""
        if self.current >= len(self.steps):
            return
        step = self.step
        before = len(self.match.choices) - 1
        if step.kind != ASK:
            self._drop_task()  # a question already answered is over once the board moves on
        if step.kind == CHOOSE and self._actor(before) == self.seat:
            self.marks[self.current] = before
            self._advance()
        elif step.kind == WAIT and step.until(self):
            self._advance()
        else:
            self.publish()

    def _actor(self, index: int) -> int | None:
        """Who made choice number index (the board remembers; None if notebook code made it)."""
        who = getattr(self.board, "_who", [])
        return who[index] if 0 <= index < len(who) else None

    def _board_changed(self, _change) -> None:
        """After undo: go back to the step whose choice was taken back."""
        n = len(self.match.choices)
        undone = sorted(s for s, m in self.marks.items() if m >= n)
        if undone:
            back = undone[0]
            for s in undone:
                del self.marks[s]
            self.current = back
            self.task = None
            self.board.task = {}
            self._enter()

    def _on_msg(self, _widget, msg, _buffers) -> None:
        """The lesson panel's buttons: Next (after reading), Show me (the worked answer)."""
        try:
            checked = read_message(msg)
        except BadMessage:
            return  # the board itself shows the refusal
        if checked.type != "lesson":
            return
        if checked.do == "next":
            self.next()
        elif checked.do == "show" and self.task is not None:
            self.board.show_answer()

    # ----- moving through the script -------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[min(self.current, len(self.steps) - 1)]

    def next(self) -> bool:
        """Press Next: leave an explain or show step (other steps end on the board)."""
        if self.current < len(self.steps) and self.step.kind in NEEDS_NEXT:
            self._advance()
            return True
        return False

    def _advance(self) -> None:
        self.current += 1
        self._enter()

    def _enter(self) -> None:
        """Start the current step: ask its question, or skip a wait that is already over."""
        while self.current < len(self.steps):
            step = self.step
            if step.kind == WAIT and step.until(self):
                self.current += 1
                continue
            if step.kind == ASK:
                self.task = step.task(self)
                self.task.listeners.append(self._answered)
                self.board.ask(self.task)
            if step.kind == RECAP:
                progress.mark_finished(self.lesson)
                self._focus_practice()
                if self.current == 0 or self.steps[self.current - 1].kind != ASK:
                    self._drop_task()  # (an answer just given keeps its feedback until the board moves on)
            break
        self.publish()

    def _drop_task(self) -> None:
        """Close the Task box of a question already answered (an open question stays)."""
        if self.task is not None and self.step.kind != ASK:
            self.task = None
            self.board.task = {}

    def bot_mode(self) -> str:
        """How the lesson lets the bots move now (the board's bot_mode): on their own while the learner is asked
        for a choice and after the recap, when the learner presses Play turn in a wait step, else not at all."""
        if self.current >= len(self.steps) or self.step.kind in (RECAP, CHOOSE):
            return "auto"
        return "ask" if self.step.kind == WAIT else "hold"

    def _answered(self, task) -> None:
        """The question was answered right (or shown): the script goes on."""
        if task is self.task and self.step.kind == ASK:
            self._advance()

    def finished(self) -> bool:
        return self.current >= len(self.steps) - 1 and self.step.kind == RECAP

    # ----- what the lesson panel shows -------------------------------------------------------------------
    def links(self) -> list[dict]:
        """Where to go from the lesson's end: the next lesson and the index (relative to this lesson)."""
        here = PurePosixPath(self.lesson)
        nxt = next_lesson(self.lesson) if self.lesson in BY_PATH else None
        out = []
        if nxt is not None:
            out.append({"label": f"Next lesson: {nxt.title}", "href": PurePosixPath(nxt.path).name})
        if self._practice_rules():
            out.append({"label": "Practise this lesson's rules",
                        "href": "../" * (len(here.parts) - 1) + f"practice/{self.board.match.game}.ipynb"})
        out.append({"label": "Back to the index", "href": "../" * (len(here.parts) - 1) + "index.ipynb"})
        return out

    def _practice_rules(self) -> list[str]:
        """The rule ids this lesson's game applied that the practice bank has drills for."""
        from xlearn.practice.focus import lesson_rules
        return lesson_rules(self.board.match)

    def _focus_practice(self) -> None:
        """Tell the Practice notebook to start with this lesson's rules."""
        from xlearn.practice.focus import set_focus
        set_focus(self.board.match.game, self.lesson, self._practice_rules())

    def items(self, step: Step) -> list[dict]:
        """A show step's events, each with its sentence, its citation and its worked sums."""
        if step.kind != SHOW:
            return []
        viewer = None if getattr(self.board, "teacher", False) else self.seat
        shown = [self.board.event_json(e, viewer) for e in self.heard(*step.kinds)]
        return [{"text": e["text"], "cite": e["rule"]["cite"], "calcs": e["calcs"]} for e in shown if e["text"]]

    def to_json(self) -> dict:
        """The `lesson` trait: the step's words, what to do now, progress, and the links at the end."""
        step = self.step
        ref = self.rulebook_ref(step.rule)
        self._seq += 1
        title = BY_PATH[self.lesson].title if self.lesson in BY_PATH else ""
        return {"seq": self._seq, "title": title, "step": min(self.current, len(self.steps) - 1) + 1,
                "steps": len(self.steps), "kind": step.kind, "text": step.text, "todo": step.todo,
                "heading": ref.section if ref else None, "cite": ref.cite() if ref else None,
                "summary": ref.summary if ref else None, "next": step.kind in NEEDS_NEXT,
                "items": self.items(step), "done": step.kind == RECAP,
                "links": self.links() if step.kind == RECAP else []}

    def publish(self) -> None:
        """Send the lesson panel to the board."""
        if self.board is not None:
            self.board.lesson = self.to_json()
            shown = getattr(self.board, "board", None) or {}
            if shown and shown.get("bot_mode") != self.bot_mode():
                self.board.refresh()  # the bot bar follows the step (Play turn appears in a wait step)

    # ----- for tests and for the cells after the board -------------------------------------------------
    def where(self) -> str:
        """One sentence: which step the learner is at (for a cell that needs the learner's move)."""
        step = self.step
        return f"Step {min(self.current, len(self.steps) - 1) + 1} of {len(self.steps)}: {step.todo}"

    def __repr__(self) -> str:
        return f"<lesson guide {self.lesson}: {self.where()}>"
