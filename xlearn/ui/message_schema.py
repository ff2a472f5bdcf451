"""Every message the front end may send a board, as one strict schema: anything else is refused before a handler reads it."""
from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from .selection import MAX_SELECTION

MAX_TEXT = 2_000     # characters of a typed answer, a label or a group name the front end may send
CardId = Annotated[Union[int, Annotated[str, Field(max_length=80)]], Field(union_mode="left_to_right")]
Version = Annotated[int, Field(ge=0)]


class _Msg(BaseModel):
    """A front-end message: only its own fields, each of its own type (no "3" for 3, no true for 1)."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)
    version: Version | None = None   # the board version the message was sent from (required where it matters)


class Choose(_Msg):
    type: Literal["choose"]
    id: int
    version: Version


class Why(_Msg):
    type: Literal["why"]
    label: Annotated[str, Field(max_length=MAX_TEXT)] | None = None
    card: CardId | None = None
    spot: Annotated[list[int], Field(min_length=2, max_length=2)] | None = None
    feat: Annotated[str, Field(max_length=200)] | None = None


class Bot(_Msg):
    type: Literal["bot"]
    version: Version


class Undo(_Msg):
    type: Literal["undo"]


class Redo(_Msg):
    type: Literal["redo"]


class Hint(_Msg):
    type: Literal["hint"]


class Teacher(_Msg):
    type: Literal["teacher"]
    on: bool


class Answer(_Msg):
    type: Literal["answer"]
    text: Annotated[str, Field(max_length=MAX_TEXT)] = ""
    show: bool = False


class Select(_Msg):
    type: Literal["select"]
    group: Annotated[str, Field(max_length=200)]
    cards: Annotated[list[CardId], Field(max_length=MAX_SELECTION)]
    version: Version


class Confirm(Select):
    type: Literal["confirm"]  # type: ignore[assignment]


class TakeSeat(_Msg):
    type: Literal["take-seat"]
    seat: int
    version: Version


class Heroic(_Msg):
    type: Literal["heroic"]
    feat: Annotated[str, Field(max_length=200)]
    version: Version


class ReplayTo(_Msg):
    type: Literal["replay"]
    to: int


class ReplaySeat(_Msg):
    type: Literal["replay-seat"]
    seat: int | None


class Lesson(_Msg):
    type: Literal["lesson"]
    do: Literal["next", "show"]


Message = Annotated[Union[Choose, Why, Bot, Undo, Redo, Hint, Teacher, Answer, Select, Confirm, TakeSeat, Heroic,
                          ReplayTo, ReplaySeat, Lesson], Field(discriminator="type")]
KINDS = ("choose", "why", "bot", "undo", "redo", "hint", "teacher", "answer", "select", "confirm", "take-seat",
         "heroic", "replay", "replay-seat", "lesson")
_ADAPTER: TypeAdapter = TypeAdapter(Message)


WORDS = {"choose": "a choice", "why": "a question", "bot": "an opponent's move", "undo": "an Undo", "redo": "a Redo",
         "hint": "a Hint", "teacher": "the teacher-view switch", "answer": "an answer", "select": "a card selection",
         "confirm": "a Confirm", "take-seat": "a hand-over", "heroic": "a Heroic Feat", "replay": "a timeline step",
         "replay-seat": "a change of view", "lesson": "a lesson button"}
AGAIN = "so nothing was played. Click again; if it happens again, run the board's cell again."


class BadMessage(ValueError):
    """A front-end message that is not one the board reads: `.text` for the board's notice (plain words),
    `.detail` for a developer (the field and what is wrong)."""

    def __init__(self, text: str, detail: str = ""):
        self.text, self.detail = text, detail
        super().__init__(f"{text} ({detail})" if detail else text)


def read_message(msg: Any) -> _Msg:
    """The message as its model, or BadMessage naming, in its detail, the field that is wrong (bounded)."""
    if not isinstance(msg, dict):
        raise BadMessage(f"The board sent a message that could not be read, {AGAIN}", "not an object")
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in KINDS:
        raise BadMessage(f"The board sent a message of a kind this board does not know, {AGAIN}",
                         f"type {str(kind)[:40]!r}")
    try:
        return _ADAPTER.validate_python(msg)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:]) or "type"
        raise BadMessage(f"The board sent {WORDS[kind]} that could not be read, {AGAIN}",
                         f"field {where[:60]!r}: {first['msg'][:80]}") from None
