"""The Python side shared by every board: sync a seat's view, take choices by id and version, run bots,
hand over between seats, map card selections onto choices (docs/board-protocol.md is the contract)."""
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
from .visibility import viewer as seat_shown
from .board_history import BoardHistory
from .board_log import BoardLog
from .board_messages import BoardMessages
from .board_seats import BoardSeats
from .board_tasks import BoardTasks
from .selection import Pick, Selections
from .static import StaticFallback  # issue 16 hook: the static board beside the live one

PRESENTING = os.environ.get("XLEARN_PRESENT") == "1"  # set by `xlearn present`: boards draw large


def pace_setting() -> int | None:
    """Milliseconds between shown events and bot moves from XLEARN_PACE_MS (tests set it fast), else None."""
    raw = os.environ.get("XLEARN_PACE_MS", "").strip()
    return max(0, int(raw)) if raw.isdigit() else None


MAX_BOT_CHOICES = 500  # play_bots stops after this many choices (a game of bots alone ends well before)
ONLOOKER = -2  # a seat in no event's audience: it reads every event's public text only (the hot-seat cover)


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


# its parts: front-end messages, hot-seat and selections, the log, tasks and hints, undo/redo, the static copy
class BoardWidget(BoardMessages, BoardSeats, BoardLog, BoardTasks, BoardHistory, StaticFallback,
                  anywidget.AnyWidget):
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
        """The seat whose view is drawn (None: the teacher's); xlearn/ui/visibility.py decides."""
        return seat_shown(self)

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
            view, log, selections = self.cover_view(), self.log_json(ONLOOKER), []
            self._selections = Selections({})
        else:
            view = m.view(self.viewer())
            view["choices"], self._selections = self._choices(view)
            view["table"] = self.table_facts(view)
            log, selections = self.log_json(), self._selections_json(view)
        self.board = {"version": self.version, "view": view, "log": log, "present": PRESENTING,
                      "pace": pace_setting(), "bot_mode": self.bot_mode(),
                      "phases": list(self.phases), "seat": self.seat, "teacher": self._teacher,
                      "allow_teacher": self.allow_teacher, "hints": self.hints_on(), "hotseat": self.hotseat,
                      "handover": None if handover is None else {
                          "seat": handover, "name": self.seat_name(handover, view),
                          "text": f"{self.seat_name(handover, view)}, your turn: take the screen"},
                      "bots": sorted(self.bots), "bot_to_act": m.to_act in self.bots,
                      "bot_name": self.seat_name(m.to_act, view) if m.to_act in self.bots else None,
                      "selections": selections, "wait": "" if self._offered else self.wait_text(),
                      "choices_made": len(m.choices)}
        self.update_static()  # the static copy beside the live board follows it

    def bot_mode(self) -> str:
        """How the bots move now: "auto" (on their own, pausable), "ask" (when the learner presses Play turn,
        as a lesson's wait step says) or "hold" (not now: the lesson's step is for reading or answering)."""
        return self.guide.bot_mode() if self.guide is not None else "auto"

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
        with self.hold_sync():  # the lesson's step and the new position reach the front end together
            if self.guide is not None:  # lesson guide: it may move on before the board shows the position
                self.guide.after(action, events)
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

    # ----- a lesson's task ------------------------------------------------------------------------

    # ----- the coach's hint (owned by the coach: xlearn.coach.board_hint) ------------------------------
    hints = traitlets.Bool(True).tag(sync=True)   # False (Board(..., hints=False), or a guide's hints) turns it off

    @traitlets.observe("hints")
    def _hints_changed(self, _change) -> None:
        if getattr(self, "_offered", None) is not None and self.board:
            self.refresh()

    # ----- why not --------------------------------------------------------------------------------

    # ----- messages from the front end --------------------------------------------------------------

    def __repr__(self) -> str:
        m = self.match
        state = "over" if m.over else f"seat {m.to_act} to act"
        return (f"<{type(self).__name__} seat={self.seat} opponents={self.opponents}: {m.game}, "
                f"{len(m.choices)} choices, {state}>")
