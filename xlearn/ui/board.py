"""The Python side shared by every board: sync a seat's view, take choices by id and version, run bots."""
from __future__ import annotations

import os
import weakref

import anywidget
import traitlets

from ..engine.actions import Action, Refusal
from ..engine.bots import RandomBot
from ..engine.errors import IllegalAction
from ..engine.match import Match
from ..engine.search import COACH_SIMULATIONS
from .static import StaticFallback  # issue 16 hook: the static board beside the live one

PRESENTING = os.environ.get("XLEARN_PRESENT") == "1"  # set by `xlearn present`: boards draw large
HINTS = 3  # how many of the coach's suggestions the Hint button shows
LOG_BATCHES = 8  # how many recent steps (each the events of one choice) the board's log shows


def make_bots(opponents, seat: int, players: int) -> dict:
    """Bots by seat from `opponents`: "random", None (nobody), or a dict {seat: bot}."""
    if opponents is None:
        return {}
    if opponents == "random":
        return {s: RandomBot(1000 + s) for s in range(players) if s != seat}
    if isinstance(opponents, dict):
        return dict(opponents)
    raise ValueError(f"opponents must be 'random', None or a dict of seat -> bot, not {opponents!r}")


def follow_cells(board: "BoardWidget") -> None:
    """After each notebook cell, bring the board up to date if the cell played on its match directly."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return
    shell = get_ipython()
    if shell is None:
        return
    ref = weakref.ref(board)

    def after_cell(*_args) -> None:
        live = ref()
        if live is None:
            shell.events.unregister("post_run_cell", after_cell)
        else:
            live.sync()

    shell.events.register("post_run_cell", after_cell)


def reason(tip) -> str:
    """The coach's sentence for a suggestion without the choice's label in front (the board shows it above)."""
    why = tip.why.removeprefix(f"{tip.label}: ")
    return why[:1].upper() + why[1:]


class BoardWidget(StaticFallback, anywidget.AnyWidget):  # StaticFallback: issue 16 hook
    """One match seen from one seat; the front end sends back the id of an offered choice."""

    board = traitlets.Dict().tag(sync=True)    # version, view, log, phases, seats played by bots
    notice = traitlets.Dict().tag(sync=True)   # the latest refusal or explanation, with its rule
    task = traitlets.Dict().tag(sync=True)     # a lesson's question, answered on the board, and its feedback
    hint = traitlets.Dict().tag(sync=True)     # the coach's best few choices for the seat to act, and why

    phases: tuple[str, ...] = ()

    def __init__(self, match: Match, seat: int = 0, opponents="random", *, teacher: bool = False,
                 hint_simulations: int = COACH_SIMULATIONS, **kw):
        super().__init__(**kw)
        self.hint_simulations = int(hint_simulations)
        self._hint_seq = 0
        self.match, self.seat = match, seat
        self.opponents = "random" if opponents == "random" else ("none" if opponents is None else "custom")
        players = len(match.view(None).get("players", [])) or 2
        self.bots = make_bots(opponents, seat, players)
        self._teacher = bool(teacher)
        self.version = 0
        self._offered: list[Action] = []
        self._who: list[int | None] = [None] * len(match.choices)
        self._redo_stack: list[tuple[str, int | None]] = []
        self._seq = 0
        self._seen: tuple = ()
        self.on_msg(self._on_msg)
        self.refresh()
        follow_cells(self)

    # ----- what the front end is sent -----------------------------------------------------------
    @property
    def teacher(self) -> bool:
        """True shows the teacher's view of everything, and undo may cross revealed cards."""
        return self._teacher

    @teacher.setter
    def teacher(self, on: bool) -> None:
        self._teacher = bool(on)
        self.refresh()

    def viewer(self) -> int | None:
        return None if self._teacher else self.seat

    def offers(self) -> bool:
        """Whether the board offers the choices of the seat to act (bots' seats never)."""
        who = self.match.to_act
        return who is not None and who not in self.bots and (who == self.seat or self._teacher)

    def choice_json(self, i: int, action: Action, view: dict) -> dict:
        """One offered choice as the front end gets it (boards add game details)."""
        return dict(action.to_json(), id=i)

    def refresh(self) -> None:
        """Send the current position as a new version (call after changing the match from code)."""
        m = self.match
        self._seen = self._signature()
        self.version += 1
        self._offered = m.legal() if self.offers() else []
        view = m.view(self.viewer())
        view["choices"] = [self.choice_json(i, a, view) for i, a in enumerate(self._offered)]
        self._align_who()
        self.board = {"version": self.version, "view": view, "log": self.log_json(), "present": PRESENTING,
                      "phases": list(self.phases), "seat": self.seat, "teacher": self._teacher,
                      "bots": sorted(self.bots), "bot_to_act": m.to_act in self.bots,
                      "choices_made": len(m.choices)}

    def _align_who(self) -> None:
        """Keep one entry per choice made (None: made by notebook code on the match itself)."""
        n = len(self.match.choices)
        self._who += [None] * (n - len(self._who))
        del self._who[n:]

    def _signature(self) -> tuple:
        return len(self.match.choices), self.match.fingerprint()

    def sync(self) -> bool:
        """Refresh if notebook code changed the match behind the board's back; True if it had."""
        if self._signature() == self._seen:
            return False
        self.refresh()
        return True

    def log_json(self) -> list[dict]:
        """The recent steps: the choice that started each (with who made it) and the events it produced."""
        m, seat = self.match, self.viewer()
        start = max(0, len(m.log) - LOG_BATCHES)
        out = []
        for k in range(start, len(m.log)):
            label = m.choices[k - 1] if k else None
            who = self._who[k - 1] if k and k - 1 < len(self._who) else None
            secret = label is not None and who != seat and self.secret_choice(m.log[k], seat)
            if secret:  # e.g. which Battle cards another player laid face down: its label would tell
                label = m.log[k][0].public_text or "(a choice you may not see)"
            out.append({"n": k, "choice": label, "by": who, "bot": who in self.bots, "secret": secret,
                        "events": [self.event_json(e, seat) for e in m.log[k]]})
        return out

    @staticmethod
    def event_json(event, seat: int | None) -> dict:
        """An event as seat may read it: an event kept from seat shows its public text and no sums either
        (a Defender's battle total would tell the Attacker which cards lie face down)."""
        out = event.to_json(seat)
        if seat is not None and event.audience is not None and seat not in event.audience:
            out["calcs"] = []
        return out

    @staticmethod
    def secret_choice(events, seat: int | None) -> bool:
        """Whether a choice is hidden from seat: its first event (what the choice itself did) is kept from it."""
        first = events[0] if events else None
        return seat is not None and first is not None and first.audience is not None and seat not in first.audience

    def say(self, kind: str, text: str, rule=None) -> None:
        """Show a refusal or an explanation under the board (nothing else changes)."""
        self._seq += 1
        self.notice = {"seq": self._seq, "kind": kind, "text": text, "version": self.version,
                       "rule": rule.to_json() if rule is not None else None}

    def rule(self, *rule_ids: str):
        """The first of these rule ids the game's rulebook has (games name their turn rule differently)."""
        for rule_id in rule_ids:
            try:
                return self.match.rules.rulebook[rule_id]
            except KeyError:
                continue
        return None

    def turn_rule(self):
        return self.rule("turn-sequence", "turn")

    def refuse(self, refusal: Refusal | IllegalAction) -> None:
        self.say("refused", refusal.reason, refusal.rule)

    # ----- taking choices -------------------------------------------------------------------------
    def choose(self, choice_id, version) -> bool:
        """Play offered choice `choice_id` if it was offered in `version`, the current view; else refuse."""
        if version != self.version or isinstance(version, bool):
            self.say("refused", "That choice was offered on an older board; the board has changed since, "
                     "so nothing was played. Choose again.", self.turn_rule())
            return False
        if isinstance(choice_id, bool) or not isinstance(choice_id, int) or not 0 <= choice_id < len(self._offered):
            self.say("refused", f"Choice {choice_id!r} is not one of the choices offered now, so nothing was "
                     "played.", self.turn_rule())
            return False
        self._play(self._offered[choice_id])
        return True

    def play(self, action: Action | str):
        """Play a choice (an Action or its label) from notebook code, as a click would; returns its events."""
        try:
            return self._play(action)
        except IllegalAction as exc:
            self.refuse(exc)
            raise

    def _play(self, action: Action | str):
        self._align_who()
        who = self.match.to_act
        events = self.match.play(action)
        self._who.append(who)
        self._redo_stack.clear()
        self.refresh()
        return events

    def step(self):
        """Let the bot whose seat must act make one choice; returns its events (None if no bot is to act)."""
        who = self.match.to_act
        if who not in self.bots:
            name = "nobody" if who is None else self.seat_name(who)
            self.say("refused", f"No opponent is to move: it is {name}'s choice now.", None)
            return None
        return self._play(self.bots[who].choose(self.match))

    def seat_name(self, seat: int) -> str:
        players = self.board.get("view", {}).get("players") or []
        return players[seat]["name"] if seat < len(players) else f"seat {seat}"

    # ----- a lesson's task ------------------------------------------------------------------------
    def ask(self, task) -> None:
        """Show a lesson task (xlearn.tasks) on the board: the learner types an answer and the engine checks it."""
        self._task = task
        self._task_seq = getattr(self, "_task_seq", 0) + 1
        self.task = {"seq": self._task_seq, "question": task.question, "hint": task.answer_hint,
                     "feedback": None}

    def answer(self, text: str):
        """Check a typed answer to the task on the board; returns the Feedback (also shown on the board)."""
        task = getattr(self, "_task", None)
        if task is None:
            self.say("refused", "There is no task on this board to answer.", None)
            return None
        try:
            feedback = task.check(task.parse(str(text)))
        except (TypeError, ValueError) as exc:
            self.task = {**self.task, "answered": str(text), "feedback": {
                "correct": False, "message": f"That answer could not be read ({exc}); give {task.answer_hint}.",
                "cite": None}}
            return None
        self.task = {**self.task, "answered": str(text), "feedback": {
            "correct": feedback.correct, "message": feedback.message,
            "cite": feedback.rule.cite() if feedback.rule else None}}
        return feedback

    # ----- the coach's hint -----------------------------------------------------------------------
    def give_hint(self):
        """Ask the coach (xlearn.coach.suggest) for the best few choices of the seat to act, shown on the
        board with how often each won in search and why; the search never reads cards that seat cannot see."""
        if not self.offers():
            self.say("refused", "There is no choice of yours to give a hint for now.", self.turn_rule())
            return None
        from ..coach import suggest
        m = self.match
        tips = suggest(m, n=HINTS, simulations=self.hint_simulations, seed=len(m.choices))
        ids = {a.label: i for i, a in enumerate(self._offered)}
        self._hint_seq += 1
        self.hint = {"seq": self._hint_seq, "version": self.version, "seat": m.to_act,
                     "items": [{"label": t.label, "id": ids.get(t.label), "win_rate": round(t.win_rate, 3),
                                "simulations": t.simulations, "why": reason(t)} for t in tips]}
        return tips

    # ----- undo, redo -----------------------------------------------------------------------------
    def _steps_back(self) -> int:
        """How many choices to take back to reach the learner's own last choice (bots' replies with it)."""
        k = 0
        for who in reversed(self._who):
            k += 1
            if who not in self.bots:
                break
        return max(k, 1)

    def undo(self) -> bool:
        """Take back the learner's last choice and the bots' replies; the engine may refuse (shown)."""
        k = self._steps_back()
        trial = self.match.copy()
        try:
            for _ in range(k):
                trial.undo(teacher=self._teacher, seat=self.seat)
        except IllegalAction as exc:
            self.refuse(exc)
            return False
        for _ in range(k):
            label = self.match.choices[-1]
            self.match.undo(teacher=self._teacher, seat=self.seat)
            self._redo_stack.append((label, self._who.pop() if self._who else None))
        self.refresh()
        self.say("info", f"Took back {k} choice{'s' if k > 1 else ''}.", self.rule("undo"))
        return True

    def redo(self) -> bool:
        """Play again what undo took back, up to the learner's next decision."""
        if not self._redo_stack:
            self.say("refused", "There is nothing to redo.", self.rule("undo"))
            return False
        while self._redo_stack:
            label, who = self._redo_stack.pop()
            self.match.play(label)  # the board keeps its own redo list: it redoes a learner's and bots' steps
            self._who.append(who)
            if self.match.to_act not in self.bots:
                break
        self.refresh()
        return True

    # ----- why not --------------------------------------------------------------------------------
    def explain(self, msg: dict) -> Refusal | str | None:
        """Why a greyed-out choice or an unlit spot is not allowed (boards say what was picked)."""
        label = msg.get("label")
        if not isinstance(label, str):
            return "Nothing was picked to explain."
        return self.match.why_not(label)

    def not_your_turn(self) -> Refusal | None:
        """A refusal when the learner picks something while another seat must choose."""
        m = self.match
        if m.over:
            return m.why_not("(any choice)")
        if m.to_act != self.seat and not self._teacher:
            return Refusal(self.turn_rule(), f"It is {self.seat_name(m.to_act)}'s choice now "
                           f"({m.phase}); wait for their move.")
        return None

    def _why(self, msg: dict) -> None:
        found = self.explain(msg)
        if found is None:
            self.say("why", "That choice is allowed now.", None)
        elif isinstance(found, str):
            self.say("why", found, None)
        else:
            self.say("why", found.reason, found.rule)

    # ----- messages from the front end --------------------------------------------------------------
    def _on_msg(self, _widget, msg, _buffers) -> None:
        if not isinstance(msg, dict):
            return
        kind = msg.get("type")
        self.sync()  # a choice offered before code changed the match is now stale, and refused as such
        try:
            if kind == "choose":
                self.choose(msg.get("id"), msg.get("version"))
            elif kind == "why":
                self._why(msg)
            elif kind == "bot":
                if msg.get("version") == self.version:
                    self.step()
                else:
                    self.say("refused", "The board changed before the opponent's move was asked for; "
                             "nothing was played.", None)
            elif kind == "undo":
                self.undo()
            elif kind == "redo":
                self.redo()
            elif kind == "teacher":
                self.teacher = bool(msg.get("on"))
            elif kind == "answer":
                self.answer(msg.get("text", ""))
            elif kind == "hint":
                self.give_hint()
        except IllegalAction as exc:
            self.refuse(exc)

    def __repr__(self) -> str:
        m = self.match
        state = "over" if m.over else f"seat {m.to_act} to act"
        return (f"<{type(self).__name__} seat={self.seat} opponents={self.opponents}: {m.game} seed={m.seed}, "
                f"{len(m.choices)} choices, {state}>")
