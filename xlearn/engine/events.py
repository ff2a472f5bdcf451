"""Events and Calculations: what a step did, the rule it applied, and any number worked out."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from .rules import RuleRef

EVERYONE = frozenset({-1})   # a reveal every seat (and any onlooker) sees


def refs_data(seat: int | None, data: dict) -> dict:
    """An event's data with the keys every event carries, in the vocabulary choices use.

    `cards`: the card instance ids the event is about, in the order its text names them (a list);
    `seats`: the seats it concerns, its `seat` first, then the others in the order the text names them;
    `spots` (Xeko): the field spots `[x, y]` it names, in order. Every other key stays as given."""
    cards = data.get("cards")
    seats = data.get("seats")
    out = {"cards": [int(c) for c in cards] if cards else [],
           "seats": list(seats) if seats is not None else ([seat] if seat is not None else [])}
    if "spots" in data:
        out["spots"] = [list(xy) for xy in data["spots"]]
    return {**data, **out}


@dataclass(frozen=True, slots=True)
class Term:
    """One labelled term of a worked sum (a negative value is subtracted)."""

    label: str
    value: int


@dataclass(frozen=True, slots=True)
class Calculation:
    """A worked sum: labelled terms and their total, e.g. Energy 8 + Double-link bonus 5 = 13."""

    title: str
    terms: tuple[Term, ...]
    total: int

    @classmethod
    def of(cls, title: str, terms: Iterable[tuple[str, int]]) -> "Calculation":
        ts = tuple(Term(label, int(value)) for label, value in terms)
        return cls(title, ts, sum(t.value for t in ts))

    def __str__(self) -> str:
        if not self.terms:
            return f"{self.title}: 0"
        out = f"{self.terms[0].label} {self.terms[0].value}"
        for t in self.terms[1:]:
            out += f" {'-' if t.value < 0 else '+'} {t.label} {abs(t.value)}"
        return f"{self.title}: {out} = {self.total}"

    def to_json(self) -> dict:
        return {"title": self.title, "terms": [{"label": t.label, "value": t.value} for t in self.terms],
                "total": self.total, "text": str(self)}


@dataclass(frozen=True, slots=True)
class Event:
    """What one step did, in our words, with the rule it applied.

    `audience` lists the seats that may read `text` (None: everyone); the others read `public_text`.
    An event with an audience shows someone a hidden card, so undo does not cross it.
    `data` always holds `cards` (the card ids the text names, in order) and `seats` (see refs_data), so a
    check reads what an event refers to without parsing its words; a seat left out of the audience gets {}.
    """

    kind: str
    text: str
    rule: RuleRef
    seat: int | None = None
    calc: Calculation | None = None
    calcs: tuple[Calculation, ...] = ()
    audience: frozenset[int] | None = None
    public_text: str | None = None
    data: dict = field(default_factory=dict)

    @property
    def shown_to(self) -> frozenset[int]:
        """The seats this event shows a hidden card: its audience, EVERYONE for a public reveal, or none."""
        if self.audience is not None:
            return self.audience
        return EVERYONE if self.data.get("reveals", False) else frozenset()

    @property
    def reveals(self) -> bool:
        """True when this event shows some seat a card that was hidden from it."""
        return self.audience is not None or self.data.get("reveals", False)

    def text_for(self, seat: int | None) -> str:
        """The sentence a seat may read (None is the teacher, who reads everything)."""
        if self.audience is None or seat is None or seat in self.audience:
            return self.text
        return self.public_text or ""

    def all_calcs(self) -> tuple[Calculation, ...]:
        return ((self.calc,) if self.calc else ()) + self.calcs

    def to_json(self, seat: int | None = None) -> dict:
        hidden = not (self.audience is None or seat is None or seat in self.audience)
        return {"kind": self.kind, "text": self.text_for(seat), "seat": self.seat,
                "rule": self.rule.to_json(),
                "calcs": [] if hidden else [c.to_json() for c in self.all_calcs()],
                "data": {} if hidden else {k: v for k, v in self.data.items() if k != "reveals"}}

    def __str__(self) -> str:
        lines = [f"{self.text}  [{self.rule.cite()}]"]
        lines += [f"    {c}" for c in self.all_calcs()]
        return "\n".join(lines)
