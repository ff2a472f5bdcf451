"""The Python side shared by every board: sync a seat's view, take choices by id and version, run bots,
hand over between seats, map card selections onto choices (docs/board-protocol.md is the contract)."""
from __future__ import annotations

import os
import re
import time
import weakref

import anywidget
import traitlets

from ..engine.actions import Action, Refusal
from ..engine.bots import RandomBot
from ..engine.errors import IllegalAction, UndoRefused
from ..engine.match import Match
from ..engine.search import COACH_SIMULATIONS
from .selection import Pick, Selections, valid_cards
from .static import StaticFallback  # issue 16 hook: the static board beside the live one

PRESENTING = os.environ.get("XLEARN_PRESENT") == "1"  # set by `xlearn present`: boards draw large
HINTS = 3  # how many of the coach's suggestions the Hint button shows
LOG_BATCHES = 8  # how many recent steps (each the events of one choice) the board's log shows
LOG_BOT_RUN = 40  # ... reaching further back, up to this many, so a bot's whole turn is never cut short
MAX_BOT_CHOICES = 500  # play_bots stops after this many choices (a game of bots alone ends well before)
ONLOOKER = -2  # a seat in no event's audience: it reads every event's public text only (the hot-seat cover)
HINT_GAP = 1.0  # seconds: a Hint asked for again this soon after the last one is ignored
# What a step that cannot be undone showed, in each game's own words (the engine's message says "shed").
HIDDEN_WORDS = {"xeko": "a draw, a shed or a reveal, or a card played face up from a hand",
                "xenofera": "a draw, a discard or a reveal, or a card played face up from a hand",
                "seekers": "a draw or a reveal, or a card played face up from a hand"}


def check_seat(seat, players: int) -> int:
    """A seat number of this match (0 to players - 1); anything else is refused with a clear error."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError(f"seat must be a seat number from 0 to {players - 1} (this match has {players} "
                         f"players), not {seat!r}")
    return seat


def make_bots(opponents, seat: int, players: int) -> dict:
    """Bots by seat from `opponents`: "random", None (nobody), or a dict {seat: bot} of objects with choose()."""
    if opponents is None:
        return {}
    if isinstance(opponents, str) and opponents == "random":
        return {s: RandomBot(1000 + s) for s in range(players) if s != seat}
    if isinstance(opponents, dict):
        for s, bot in opponents.items():
            check_seat(s, players)
            if not callable(getattr(bot, "choose", None)):
                raise ValueError(f"opponents[{s}] is not a bot: a bot has a choose(match) method returning one of "
                                 f"match.legal() (xlearn.make_bot('random') makes one), not {type(bot).__name__}")
        return dict(opponents)
    raise ValueError(f"opponents must be 'random', None or a dict of seat -> bot, not {opponents!r:.80}")


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


class BoardWidget(StaticFallback, anywidget.AnyWidget):  # StaticFallback: issue 16 hook
    """One match seen from one seat; the front end sends back the id of an offered choice."""

    board = traitlets.Dict().tag(sync=True)    # version, view, log, phases, seats played by bots
    notice = traitlets.Dict().tag(sync=True)   # the latest refusal or explanation, with its rule
    task = traitlets.Dict().tag(sync=True)     # a lesson's question, answered on the board, and its feedback
    hint = traitlets.Dict().tag(sync=True)     # the coach's best few choices for the seat to act, and why
    selection = traitlets.Dict().tag(sync=True)  # Python's answer to the cards selected so far (see select)
    # ----- lesson guide (xlearn/lessons/guide.py; docs/board-protocol.md "Lessons on the board") -----
    lesson = traitlets.Dict().tag(sync=True)   # the guide's current step, drawn atop the side column
    guide = None                               # an xlearn.lessons.Guide: refuse() before play, after() after
    rules_met = traitlets.Dict().tag(sync=True)  # headings met this game, and unmet ones with their lessons

    phases: tuple[str, ...] = ()

    def __init__(self, match: Match, seat: int = 0, opponents="random", *, teacher: bool = False,
                 allow_teacher: bool = True, hotseat: bool | None = None,
                 hint_simulations: int = COACH_SIMULATIONS, **kw):
        if not isinstance(match, Match):
            raise ValueError(f"a board shows a Match (from new_match or load_match), not {type(match).__name__}")
        players = len(match.view(None).get("players", [])) or 2
        check_seat(seat, players)
        bots = make_bots(opponents, seat, players)
        if teacher and not allow_teacher:
            raise ValueError("teacher=True asks for the teacher view, which allow_teacher=False locks off")
        super().__init__(**kw)
        self.hint_simulations = int(hint_simulations)
        self._hint_seq = 0
        self._hint_at = float("-inf")
        self._hint_busy = False
        self.match, self.seat, self.players = match, seat, players
        self.opponents = "random" if isinstance(opponents, str) else ("none" if opponents is None else "custom")
        self.bots = bots
        self.allow_teacher = bool(allow_teacher)
        self._teacher = bool(teacher)
        humans_elsewhere = any(s != seat and s not in bots for s in range(players))
        self.hotseat = humans_elsewhere if hotseat is None else bool(hotseat)
        self.version = 0
        self._offered: list[Action] = []
        self._selections = Selections({})
        self._as_of: Match | None = None
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
        if on and not self.allow_teacher:
            raise ValueError("the teacher view is locked off on this board (allow_teacher=False)")
        self._teacher = bool(on)
        self.refresh()

    def viewer(self) -> int | None:
        return None if self._teacher else self.seat

    @property
    def as_of(self) -> Match:
        """The match as of the view being built: the match itself, or (for `before`) the match one step back."""
        return self._as_of or self.match

    def offers(self) -> bool:
        """Whether the board offers the choices of the seat to act (bots' seats never)."""
        who = self.match.to_act
        return who is not None and who not in self.bots and (who == self.seat or self._teacher)

    def handover_to(self) -> int | None:
        """The human seat the screen must be handed to before it acts (hot-seat play), else None."""
        who = self.match.to_act
        if not self.hotseat or self._teacher or who is None or who in self.bots or who == self.seat:
            return None
        return who

    # ----- hooks a game's board fills in (docs/board-protocol.md) -----------------------------------
    def choice_json(self, i: int, action: Action, view: dict) -> dict:
        """One offered choice as the front end gets it (boards add game details)."""
        return dict(action.to_json(), id=i)

    def place_of(self, action: Action, view: dict) -> str:
        """Where an offered choice is drawn: "button" (the choices panel) or "table" (on what it acts on)."""
        return "button"

    def selection_of(self, action: Action) -> Pick | None:
        """The selection group and cards of a compound choice made by selecting cards, else None."""
        return None

    def group_info(self, group: str, view: dict) -> dict:
        """The words of a selection group: its prompt, its Confirm button's text, the rule it applies."""
        return {"prompt": "Choose the cards for this choice", "confirm": "Confirm", "rule": None}

    def why_selection(self, group: str, cards: list) -> Refusal | str | None:
        """Why no offered choice of the group can use these cards together (games name the rule)."""
        info = self.group_info(group, self.board.get("view", {}))
        return Refusal(info.get("rule") or self.turn_rule(),
                       "No choice offered now uses these cards together; unselect one to try another way.")

    def why_incomplete(self, group: str, cards: list) -> Refusal | str:
        """Why Confirm cannot play these cards yet (they may still grow into a choice)."""
        return "These cards do not yet make a whole choice: select the rest, then confirm."

    def canonical_cards(self, group: str, cards: list) -> list:
        """The selection as the group's choices name it (a game may treat copies of one card as the same)."""
        return cards

    def preview_of(self, action: Action):
        """The worked sum a complete selection would give (a Calculation), shown before Confirm; None if none."""
        return None

    def table_facts(self, view: dict) -> dict:
        """Facts the game's table needs but must not work out itself (read `self.as_of`, not `self.match`)."""
        return {}

    # ----- what the front end is sent -----------------------------------------------------------
    def _choices(self, view: dict) -> tuple[list[dict], Selections]:
        picks: dict[int, Pick] = {}
        out = []
        for i, action in enumerate(self._offered):
            c = self.choice_json(i, action, view)
            pick = self.selection_of(action)
            if pick is not None:
                picks[i] = pick
                c.update(place="select", group=pick.group)
            else:
                c.setdefault("place", self.place_of(action, view))
            out.append(c)
        return out, Selections(picks)

    def _selections_json(self, view: dict) -> list[dict]:
        out = []
        for group in self._selections.groups():
            info = self.group_info(group, view)
            rule = info.get("rule")
            out.append({"group": group, "prompt": info.get("prompt", ""), "confirm": info.get("confirm", "Confirm"),
                        "rule": rule.to_json() if hasattr(rule, "to_json") else rule,
                        "ordered": self._selections.ordered(group), "cards": self._selections.cards(group),
                        "empty_ok": self._selections.empty_ok(group)})
        return out

    def cover_view(self) -> dict:
        """The view behind a hot-seat hand-over: names and where the game stands, no card of anyone."""
        m = self.match
        full = m.view(None)
        players = [{"seat": p.get("seat", i), "name": p.get("name", f"Player {i + 1}")}
                   for i, p in enumerate(full.get("players", []))]
        return {"game": m.game, "seat": None, "phase": m.phase, "to_act": m.to_act, "over": m.over,
                "turn": full.get("turn"), "players": players, "choices": [], "result": None, "cover": True,
                "table": {}}

    def before_view(self) -> dict | None:
        """The view as it was before the newest step (the table holds it while that step's events are
        revealed one at a time), with no choices; None before the first choice."""
        m = self.match
        if not m.choices:
            return None
        prior = m.copy()
        prior.undo(teacher=True)  # a copy, stepped back for drawing only: nothing hidden is shown to the seat
        view = prior.view(self.viewer())
        view["choices"] = []
        self._as_of = prior
        try:
            view["table"] = self.table_facts(view)
        finally:
            self._as_of = None
        return view

    def wait_text(self) -> str:
        """What the choices panel says when this board offers nothing now."""
        m = self.match
        if m.over:
            return "The game is over."
        who = m.to_act
        if who in self.bots:
            return ""
        if who != self.seat and not self._teacher:
            how = "a lesson plays their moves, or switch to the teacher view" if self.allow_teacher \
                else "a lesson plays their moves"
            return f"{self.seat_name(who)} is to choose: {how}."
        return "Nothing to choose on this board now."

    def refresh(self) -> None:
        """Send the current position as a new version (call after changing the match from code)."""
        m = self.match
        self._seen = self._signature()
        self.version += 1
        self._align_who()
        handover = self.handover_to()
        self._offered = m.legal() if self.offers() else []
        if handover is not None:  # the cover: what every player may see, nobody's cards
            view, log, before, selections = self.cover_view(), self.log_json(ONLOOKER), None, []
            self._selections = Selections({})
        else:
            view = m.view(self.viewer())
            view["choices"], self._selections = self._choices(view)
            view["table"] = self.table_facts(view)
            log, before, selections = self.log_json(), self.before_view(), self._selections_json(view)
        self.board = {"version": self.version, "view": view, "log": log, "before": before, "present": PRESENTING,
                      "phases": list(self.phases), "seat": self.seat, "teacher": self._teacher,
                      "allow_teacher": self.allow_teacher, "hints": self.hints_on(), "hotseat": self.hotseat,
                      "handover": None if handover is None else {
                          "seat": handover, "name": self.seat_name(handover, view),
                          "text": f"{self.seat_name(handover, view)}, your turn: take the screen"},
                      "bots": sorted(self.bots), "bot_to_act": m.to_act in self.bots,
                      "bot_name": self.seat_name(m.to_act, view) if m.to_act in self.bots else None,
                      "selections": selections, "wait": "" if self._offered else self.wait_text(),
                      "choices_made": len(m.choices)}

    def _align_who(self) -> None:
        """Keep one entry per choice made (None: made by notebook code on the match itself)."""
        n = len(self.match.choices)
        self._who += [None] * (n - len(self._who))
        del self._who[n:]

    def _signature(self) -> tuple:
        return len(self.match.choices), self.match.fingerprint()

    def sync(self) -> bool:
        """Refresh if notebook code changed the match behind the board's back; True if it had (then what the
        board's Undo took back can no longer be redone on top of it)."""
        if self._signature() == self._seen:
            return False
        self._redo_stack.clear()
        self.refresh()
        return True

    def log_json(self, seat: int | None | str = "viewer") -> list[dict]:
        """The recent steps: the choice that started each (with who made it) and the events it produced, as
        `seat` may read them (the board's viewer by default; ONLOOKER reads only what every player may)."""
        m = self.match
        seat = self.viewer() if seat == "viewer" else seat
        start = max(0, len(m.log) - LOG_BATCHES)
        while 1 < start <= len(self._who) and self._who[start - 2] in self.bots and len(m.log) - start < LOG_BOT_RUN:
            start -= 1  # the step before the window is a bot's: show its whole run of choices
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
        refusal = self.guide.refuse(action) if self.guide is not None else None  # lesson guide
        if refusal is not None:
            self.refuse(refusal)
            return None
        events = self.match.play(action)
        self._who.append(who)
        self._redo_stack.clear()
        self.refresh()
        if self.guide is not None:  # lesson guide
            self.guide.after(action, events)
        return events

    def step(self):
        """Let the bot whose seat must act make one choice; returns its events (None if no bot is to act)."""
        who = self.match.to_act
        if who not in self.bots:
            name = "nobody" if who is None else self.seat_name(who)
            self.say("refused", f"No opponent is to move: it is {name}'s choice now.", None)
            return None
        return self._play(self.bots[who].choose(self.match))

    def play_bots(self, limit: int = MAX_BOT_CHOICES) -> list:
        """Let bots play until a human seat is to act (or the game ends); returns all their events."""
        events = []
        for _ in range(limit):
            if self.match.to_act not in self.bots:
                break
            events += self._play(self.bots[self.match.to_act].choose(self.match))
        return events

    def seat_name(self, seat: int | None, view: dict | None = None) -> str:
        """A seat's player name as the board shows it."""
        if seat is None:
            return "nobody"
        players = (view or self.board.get("view") or {}).get("players") or []
        if not players:
            players = self.match.view(None).get("players") or []
        return players[seat]["name"] if 0 <= seat < len(players) else f"Player {seat + 1}"

    # ----- hot-seat, selections ----------------------------------------------------------------------
    def take_seat(self, seat, version) -> bool:
        """Hand the board to the seat it is waiting for (hot-seat): that seat's view and choices follow."""
        wanted = self.handover_to()
        if version != self.version or isinstance(version, bool) or wanted is None or seat != wanted \
                or isinstance(seat, bool):
            self.say("refused", "The board is not waiting for that player to take the screen; nothing changed.",
                     self.turn_rule())
            return False
        self.seat = wanted
        self.refresh()
        return True

    def select(self, group, cards, version) -> dict:
        """Answer the cards selected so far for a group: can they still lead to a choice, and which one."""
        self._seq += 1
        answer = {"seq": self._seq, "group": group, "cards": cards if valid_cards(cards) else [],
                  "version": self.version, "ok": False, "complete": False, "reason": None, "rule": None,
                  "preview": None, "id": None}
        if version != self.version or isinstance(version, bool):
            answer["reason"] = "The board has changed since these cards were selected; select them again."
        elif group not in self._selections:
            answer["reason"] = "Nothing offered now is chosen by selecting those cards."
        elif not valid_cards(cards):
            answer["reason"] = "That selection cannot be read; select the cards again."
        else:
            found = self._selections.answer(group, self.canonical_cards(group, list(cards)))
            answer["ok"] = found.ok
            if found.complete:
                preview = self.preview_of(self._offered[found.choice])
                answer.update(complete=True, id=found.choice, preview=preview.to_json() if preview else None)
            elif not found.ok:
                why = self.why_selection(group, list(cards))
                if isinstance(why, Refusal):
                    answer.update(reason=why.reason, rule=why.rule.to_json() if why.rule else None)
                else:
                    answer["reason"] = why or "No choice offered now uses these cards together."
        self.selection = answer
        return answer

    def confirm(self, group, cards, version) -> bool:
        """Play the offered choice the selected cards make exactly, or refuse (with the reason) and change nothing."""
        answer = self.select(group, cards, version)
        if answer["complete"]:
            self._play(self._offered[answer["id"]])
            return True
        reason, rule = answer["reason"], answer["rule"]
        if reason is None:
            why = self.why_incomplete(group, list(cards))
            reason, rule = (why.reason, why.rule.to_json()) if isinstance(why, Refusal) else (why, None)
        self._seq += 1
        self.notice = {"seq": self._seq, "kind": "refused", "text": reason, "version": self.version,
                       "rule": rule if rule is not None else (self.turn_rule().to_json() if self.turn_rule() else None)}
        return False

    # ----- a lesson's task ------------------------------------------------------------------------
    def ask(self, task) -> None:
        """Show a lesson task (xlearn.tasks) on the board: the learner types an answer and the engine checks it."""
        self._task = task
        self._task_seq = getattr(self, "_task_seq", 0) + 1
        self.task = {"seq": self._task_seq, "question": task.question, "hint": task.answer_hint,
                     "feedback": None}

    def answer(self, text: str):
        """Check a typed answer to the task on the board (a hint if wrong, the worked answer once right);
        returns the Feedback (also shown on the board), or None if the answer could not be read."""
        task = getattr(self, "_task", None)
        if task is None:
            self.say("refused", "There is no task on this board to answer.", None)
            return None
        feedback = task.respond(str(text))
        shown = feedback.to_json() if feedback is not None else {
            "correct": False, "message": task.unreadable, "cite": None, "worked": None, "shown": False,
            "unreadable": True}
        self.task = {**self.task, "answered": str(text), "feedback": shown}
        return feedback

    def show_answer(self):
        """Show me: the task's worked answer (the task then counts as done)."""
        task = getattr(self, "_task", None)
        if task is None:
            self.say("refused", "There is no task on this board to show.", None)
            return None
        feedback = task.show()
        self.task = {**self.task, "feedback": feedback.to_json()}
        return feedback

    # ----- the coach's hint (owned by the coach: xlearn.coach.board_hint) ------------------------------
    hints = traitlets.Bool(True).tag(sync=True)   # False (Board(..., hints=False), or a guide's hints) turns it off

    def hints_on(self) -> bool:
        """Whether the coach may be asked here: a board or its lesson's guide can turn it off."""
        return bool(self.hints) and getattr(getattr(self, "guide", None), "hints", True) is not False

    @traitlets.observe("hints")
    def _hints_changed(self, _change) -> None:
        if getattr(self, "_offered", None) is not None and self.board:
            self.refresh()

    def give_hint(self):
        """Ask the coach for the best few choices of the seat to act: "thinking" at once, a first answer from a
        small search, then the full search's answer from a background thread (xlearn.coach.board_hint); the
        search never reads cards that seat cannot see. A lesson may turn hints off."""
        if not self.hints_on():
            self.say("refused", "The coach is off in this lesson: this choice is yours to work out.", None)
            return None
        if not self.offers():
            self.say("refused", "There is no choice of yours to give a hint for now.", self.turn_rule())
            return None
        from ..coach import board_hint
        self._hint_seq += 1
        return board_hint(self, self._hint_seq, n=HINTS)

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
        except UndoRefused as exc:
            words = HIDDEN_WORDS.get(self.match.game)
            text = exc.reason if words is None else re.sub(r"\(a draw,[^()]*\)", f"({words})", exc.reason)
            self.say("refused", text, exc.rule)
            return False
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
                self._teacher_msg(msg.get("on"))
            elif kind == "answer":
                self.show_answer() if msg.get("show") else self.answer(msg.get("text", ""))
            elif kind == "hint":
                self._hint_msg()
            elif kind == "select":
                self.select(msg.get("group"), msg.get("cards"), msg.get("version"))
            elif kind == "confirm":
                self.confirm(msg.get("group"), msg.get("cards"), msg.get("version"))
            elif kind == "take-seat":
                self.take_seat(msg.get("seat"), msg.get("version"))
        except IllegalAction as exc:
            self.refuse(exc)

    def _teacher_msg(self, on) -> None:
        """The front end's teacher-view switch: refused, with a notice, on a board that locks it off."""
        if on and not self.allow_teacher:
            self.say("refused", "The teacher view is locked off on this board, so hidden cards stay hidden.",
                     self.rule("undo"))
            return
        self.teacher = bool(on)

    def _hint_msg(self) -> None:
        """A Hint asked for by the front end; ignored while one is worked out or within HINT_GAP of the last."""
        now = time.monotonic()
        if self._hint_busy or now - self._hint_at < HINT_GAP:
            return
        self._hint_busy = True
        try:
            answered = self.give_hint() is not None
        finally:
            self._hint_busy = False
        if answered:  # a refused Hint (coach off, not your choice) costs nothing, so it does not count
            self._hint_at = time.monotonic()

    def __repr__(self) -> str:
        m = self.match
        state = "over" if m.over else f"seat {m.to_act} to act"
        return (f"<{type(self).__name__} seat={self.seat} opponents={self.opponents}: {m.game} seed={m.seed}, "
                f"{len(m.choices)} choices, {state}>")
