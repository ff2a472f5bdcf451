"""The replay viewer: a saved game on its board as a timeline, stepped forward and back from any seat's view."""
from __future__ import annotations

from functools import lru_cache

from ..engine.errors import IllegalAction
from ..engine.match import Match
from ..engine.saves import load_match
from .visibility import check_watch, watchable
from .board import BoardWidget


def _loaded(saved) -> Match:
    """The whole game: a Match as it is, or a saved text (match.save()) validated and replayed."""
    if isinstance(saved, Match):
        return saved
    if isinstance(saved, (str, bytes)):
        return load_match(saved)
    raise ValueError(f"Replay takes a Match or the text match.save() wrote, not {type(saved).__name__}")


class ReplayMixin:
    """A board that offers no choices: it shows the game as of step `at` (0 is the set-up) of its saved choices."""

    def __init__(self, saved, seat: int | None = None, **kw):
        whole = _loaded(saved)
        self._script: list[str] = list(whole.choices)
        self._saved = whole.save()
        self._at = 0
        self.marks: list = []                      # a teacher's marks for a lesson (xlearn/lessons/from_replay.py)
        self.lesson_file = "lesson-from-replay.md"
        fresh = Match(whole.rules, whole.setup, whole.seed)
        players = len(fresh.view(None).get("players", [])) or 2
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players):
            raise ValueError(f"seat must be None (the teacher's view of every card) or a seat number from 0 to "
                             f"{players - 1}, not {seat!r}")
        self.locked_seat = seat  # the only view allowed when allow_teacher=False locks the teacher view off
        super().__init__(fresh, seat=0 if seat is None else seat, opponents=None, teacher=seat is None,
                         hotseat=False, **kw)

    @property
    def at(self) -> int:
        """How many of the saved choices are played on the board now."""
        return self._at

    @property
    def total(self) -> int:
        return len(self._script)

    def offers(self) -> bool:
        return False  # a replay is watched, not played

    def wait_text(self) -> str:
        return "A replay: step through the game with the timeline."

    def refresh(self) -> None:
        super().refresh()
        self.board = {**self.board, "replay": self.timeline_json()}

    def timeline_json(self) -> dict:
        """Where the timeline stands: the step shown, how many there are, the choice that made it and its maker."""
        k = self._at
        return {"at": k, "total": self.total, "choice": self._script[k - 1] if k else None,
                "by": self._who[k - 1] if k else None, "next": self._script[k] if k < self.total else None,
                "seats": [{"seat": p["seat"], "name": p["name"]} for p in self.match.view(None)["players"]
                          if p["seat"] in watchable(self)],
                "teacher_ok": None in watchable(self),
                "viewer": self.viewer(), "file": self.lesson_file if self.allow_teacher else None,
                "marks": [{"at": mk.at, "kind": mk.kind, "text": mk.text, "answer": mk.answer,
                           "move": self._script[mk.at]} for mk in self.marks] if self.allow_teacher else []}

    # ----- a lesson from this game (xlearn/lessons/from_replay.py): the teacher's, locked off with the teacher view
    def _teacher_only(self) -> None:
        if not self.allow_teacher:
            raise ValueError("The teacher view is locked off on this replay: marking moves and exporting a lesson "
                             "are the teacher's, so nothing changed.")

    def mark(self, kind: str, text: str = "", answer: str = "") -> None:
        """Mark the next move of the game shown: the learner makes it, an explanation, or a question."""
        from ..lessons.from_replay import Mark
        self._teacher_only()
        if self._at >= self.total:
            raise ValueError("the game has no move after this point to mark: step back first")
        mk = Mark(self._at, kind, str(text).strip(), str(answer).strip())
        mk.check(self.total)
        self.marks.append(mk)
        self.refresh()
        self.say("info", f"Marked move {self._at + 1} ({self._script[self._at]}): {kind}.", None)

    def unmark(self, index: int) -> None:
        """Remove the teacher's mark number `index` (0 is the first in the list)."""
        self._teacher_only()
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.marks):
            raise ValueError(f"there is no mark {index!r} to remove ({len(self.marks)} marks)")
        del self.marks[index]
        self.refresh()

    def export_lesson(self, path: str | None = None) -> str:
        """Write the lesson file the marks make (MyST Markdown with its guide block) and return its path."""
        from pathlib import Path
        from ..lessons.from_replay import lesson_source
        self._teacher_only()
        if not self.marks:
            raise ValueError("mark at least one move before exporting a lesson")
        target = Path(path or self.lesson_file)
        target.write_text(lesson_source(self._saved, self.marks, file_name=target.name), encoding="utf-8")
        self.refresh()
        self.say("info", f"Exported the lesson to {target} ({len(self.marks)} marks): make it a notebook with "
                         f"`xlearn lesson build {target.name}`.", None)
        return str(target)

    def seek(self, step: int) -> int:
        """Show the game as of `step` saved choices (clamped to the game's length); returns the step shown."""
        if isinstance(step, bool) or not isinstance(step, int):
            raise ValueError(f"a replay step is a whole number from 0 to {self.total}, not {step!r}")
        step = max(0, min(self.total, step))
        m = self.match
        while self._at > step:
            m.undo(teacher=True)
            self._who.pop()
            self._at -= 1
        while self._at < step:
            who = m.to_act
            m.play(self._script[self._at])
            self._who.append(who)
            self._at += 1
        self.refresh()
        return self._at

    def forward(self) -> int:
        return self.seek(self._at + 1)

    def back(self) -> int:
        return self.seek(self._at - 1)

    def watch_from(self, seat: int | None) -> None:
        """See the replay as one seat sees it (its hand, not the others'), or as the teacher (None: every card)."""
        seat = check_watch(self, seat)
        if seat is None:
            self._teacher = True
        else:
            self.seat, self._teacher = seat, False
        self.refresh()

    def on_message(self, m) -> None:
        """A checked message: the timeline, whose view, why; anything else is refused (nothing is played here)."""
        try:
            if m.type == "replay":
                self.seek(m.to)
            elif m.type == "replay-seat":
                self.watch_from(m.seat)
            elif m.type == "mark":
                self.mark(m.kind, m.text, m.answer)
            elif m.type == "unmark":
                self.unmark(m.index)
            elif m.type == "export":
                self.export_lesson()
            elif m.type == "why":
                self.say("why", "This is a replay: nothing is chosen here. Step with the timeline to see what "
                         "was chosen and why.", None)
            else:
                self.say("refused", "This is a replay of a saved game: step through it with the timeline; "
                         "nothing can be played on it.", None)
        except (ValueError, IllegalAction) as exc:
            self.say("refused", str(exc).split(" [")[0], getattr(exc, "rule", None))

    def __repr__(self) -> str:
        return f"<Replay of {self.match.game}: step {self._at} of {self.total}>"


@lru_cache(maxsize=None)
def replay_class(board_cls: type[BoardWidget]) -> type:
    """The replay viewer drawn with a game's own board (its table, its styles)."""
    return type(f"{board_cls.__name__}Replay", (ReplayMixin, board_cls), {"__doc__": ReplayMixin.__doc__})


def Replay(saved, seat: int | None = None, **kw):  # noqa: N802 - reads as a class
    """A saved game (match.save() text, or a Match) on its board as a timeline: `Replay(text, seat=None)`
    shows the teacher's view of every card; seat=N shows what that seat saw."""
    from . import board_class
    whole = _loaded(saved)
    return replay_class(board_class(whole.game))(whole, seat=seat, **kw)
