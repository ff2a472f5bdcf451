"""Every message the position editor's front end may send, as one strict schema (like the board's in
message_schema.py): anything else is refused with a notice before a handler reads it, and changes nothing."""
from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from .message_schema import AGAIN, BadMessage

Name = Annotated[str, Field(max_length=120)]
Path = Annotated[str, Field(max_length=120)]
Index = Annotated[int, Field(ge=0, le=10_000)]
Value = Annotated[Union[bool, Annotated[int, Field(ge=0, le=100_000)], Name,
                        Annotated[list[Annotated[str, Field(max_length=40)]], Field(max_length=60)]],
                  Field(union_mode="left_to_right")]


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Search(_Msg):
    type: Literal["search"]
    text: Annotated[str, Field(max_length=200)] = ""


class Hold(_Msg):
    type: Literal["hold"]
    name: Name


class Drop(_Msg):
    type: Literal["drop"]


class Place(_Msg):
    type: Literal["place"]
    path: Path
    at: Annotated[list[Annotated[int, Field(ge=-1000, le=1000)]], Field(min_length=2, max_length=2)] | None = None


class Remove(_Msg):
    type: Literal["remove"]
    path: Path
    index: Index


class Set(_Msg):
    type: Literal["set"]
    key: Annotated[str, Field(max_length=40)]
    value: Value | None = None
    seat: Annotated[int, Field(ge=0, le=10)] | None = None


class Players(_Msg):
    type: Literal["players"]
    value: Annotated[int, Field(ge=1, le=10)]


class Owner(_Msg):
    type: Literal["owner"]
    value: Name


class Undo(_Msg):
    type: Literal["undo"]


class Save(_Msg):
    type: Literal["save"]


class Play(_Msg):
    type: Literal["play"]


EditorMessage = Annotated[Union[Search, Hold, Drop, Place, Remove, Set, Players, Owner, Undo, Save, Play],
                          Field(discriminator="type")]
KINDS = ("search", "hold", "drop", "place", "remove", "set", "players", "owner", "undo", "save", "play")
_ADAPTER: TypeAdapter = TypeAdapter(EditorMessage)


def read_editor_message(msg: Any) -> dict:
    """The message as a checked dict (only its own fields, each of its type), or BadMessage saying what is wrong."""
    if not isinstance(msg, dict):
        raise BadMessage(f"The editor sent a message that could not be read, {AGAIN}", "not an object")
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in KINDS:
        raise BadMessage(f"The editor sent a message of a kind it does not know, {AGAIN}", f"type {str(kind)[:40]!r}")
    try:
        return _ADAPTER.validate_python(msg).model_dump()
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:]) or "type"
        raise BadMessage(f"The editor sent a {kind} message that could not be read, {AGAIN}",
                         f"field {where[:60]!r}: {first['msg'][:80]}") from None
