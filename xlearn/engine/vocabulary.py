"""The documented vocabulary of a game: every kind of choice and event, what it means, and what it refers to.

Each game lists its kinds in its `vocabulary` module: CHOICES maps an Action kind to a `Kind` (a sentence and
the roles of its args, in order), EVENTS maps an event kind to a `Kind` (a sentence and its data keys).
From these the engine gives every offered choice its structured data (`refs`) and writes the game's
reference page (`reference_page`); `kinds_in_source` finds every kind the code can produce, so a test can
check that the page lists them all.

Arg roles, space-separated, one per arg: `card` (a card instance; None or -1 for none), `cards` (a tuple of
card instances), `seat`, `x` and `y` (a spot of the field), or any other word, which names a plain value
(a flag, a Lead type, a number, a mode). A role ending in `*` takes every remaining arg.
"""
from __future__ import annotations

import ast
import importlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

CARD_ROLES = ("card", "cards")


@dataclass(frozen=True)
class Kind:
    """One kind of choice or event: what it means in one sentence, and its arg roles or data keys."""

    what: str
    args: str = ""


class _NoVocabulary:
    """What a rules object from no game package (a test's stand-in) documents: nothing."""

    CHOICES: dict = {}
    EVENTS: dict = {}


@lru_cache(maxsize=None)
def _vocabulary(cls: type):
    for klass in cls.__mro__:
        try:
            return importlib.import_module(klass.__module__.rsplit(".", 1)[0] + ".vocabulary")
        except ModuleNotFoundError:
            continue
    return _NoVocabulary


def vocabulary_of(rules):
    """The `vocabulary` module of the game package a rules object (or the class it extends) comes from."""
    return _vocabulary(type(rules))


def _roles(spec: str, n: int) -> list[str]:
    """One role per arg: the spec's words, the last one repeated when it ends in '*'."""
    words = spec.split()
    if words and words[-1].endswith("*"):
        last = words[-1][:-1]
        words = words[:-1]
        words += [last] * max(0, n - len(words))
    return words[:n] + ["value"] * max(0, n - len(words))


def _plain(value):
    """A JSON-ready copy of an arg value (tuples become lists)."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def refs(kind: Kind | None, args: tuple, visible: Callable[[int], bool] = lambda i: True) -> dict:
    """The cards, seats, spot and named values an Action's args refer to, by the roles its kind declares.

    A card the viewer may not see is counted in `hidden_cards`, never named (its instance number would tell
    which card it is)."""
    out: dict = {"cards": [], "seats": [], "values": {}}
    hidden = 0
    if kind is None:
        return out
    x = y = None
    for role, value in zip(_roles(kind.args, len(args)), args):
        if role in CARD_ROLES:
            for i in (value if role == "cards" else (value,)):
                if isinstance(i, int) and not isinstance(i, bool) and i >= 0:
                    if visible(i):
                        out["cards"].append(i)
                    else:
                        hidden += 1
        elif role == "seat":
            if value is not None:
                out["seats"].append(value)
        elif role == "x":
            x = value
        elif role == "y":
            y = value
        elif role != "-":
            if role in out["values"]:
                out["values"][role] = _plain(out["values"][role]) if isinstance(out["values"][role], list) \
                    else [out["values"][role]]
                out["values"][role].append(_plain(value))
            else:
                out["values"][role] = _plain(value)
    if x is not None and y is not None:
        out["at"] = [x, y]
    if hidden:
        out["hidden_cards"] = hidden
    return out


# ----- finding every kind in the source ---------------------------------------------------------
def kinds_in_source(package: Path) -> tuple[set[str], set[str]]:
    """(choice kinds, event kinds) written as literals in a game package: Action("kind", ...),
    note(out, "kind", ...) and Event("kind", ...)."""
    choices, events = set(), set()
    for path in sorted(package.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else \
                node.func.attr if isinstance(node.func, ast.Attribute) else ""
            lit = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if name == "Action" and node.args and isinstance(node.args[0], ast.Constant):
                choices.add(node.args[0].value)
            elif name == "note" and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
                events.add(node.args[1].value)
            elif name == "Event" and node.args and isinstance(node.args[0], ast.Constant) and lit:
                events.add(node.args[0].value)
    return choices, events


# ----- the reference page -------------------------------------------------------------------------
def reference_page(title: str, intro: str, choices: dict[str, Kind], events: dict[str, Kind]) -> str:
    """The Markdown reference page of one game's choice and event vocabulary."""
    lines = [f"# {title}: the choices and events a match produces", "",
             "*Generated from the code by `python -m tools.reference_pages`; a test fails when it is out of "
             "date.*", "", intro, "",
             "## Choices (`match.legal()`, `view()[\"choices\"]`)", "",
             "Every choice is an `Action(kind, label, args, spot)`. Its label is what a learner reads; "
             "`view()[\"choices\"]` and `match.choice_json(action, seat)` carry `kind`, `label`, `spot` and "
             "the structured data its args refer to: `cards` (card instance ids, as the view names them), `seats`, `at` (a spot) and "
             "`values` (the other args by role). A card the viewer cannot see is only counted, in "
             "`hidden_cards`.", "",
             "| kind | what choosing it does | args, in order |", "|---|---|---|"]
    for k in sorted(choices):
        lines.append(f"| `{k}` | {choices[k].what} | {_args_cell(choices[k].args)} |")
    lines += ["", "## Events (`match.play()` returns them; `match.log`, `Event.to_json(seat)`)", "",
              "Every event has a `kind`, a `text` in our words (a seat the event's audience leaves out reads "
              "`public_text`), the `rule` it applies (section heading, rule id, ruling), the `seat` it is about, "
              "`calcs` (worked sums) and `data`. Battle and Turf War results carry `data[\"sides\"]`: each side's "
              "seat, total and the index of its Calculation in `calcs`.", "",
              "**What an event refers to, as data** (the same form in every game, the vocabulary of choices): "
              "every event's `data` has `cards`, the card instance ids it is about in the order its text names "
              "them (the `id`s of `view()` cards), and `seats`, the seats it concerns: its `seat` first, then "
              "every other seat its text names. Xeko events that name spots also carry `spots`, a list of "
              "`[x, y]` in the order the text names them; Seekers events that name Leads carry `leads`, their "
              "types (a Lead is named by its type, as choices name it, never by id). A seat the event's audience "
              "leaves out gets `data` `{}`, and no event names the id of a card hidden from a seat that receives "
              "it. A check reads these, not the words: `[e for e in match.last_events if card_id in "
              "e.data[\"cards\"]]`. The table lists `cards`, `spots` and `leads` for the kinds that fill them "
              "(`seats` is always there); `card` (where listed) is the card's name, kept for older checks.", "",
              "| kind | what it reports | data keys (`calc`, `calcs`: the worked sums it carries) |",
              "|---|---|---|"]
    for k in sorted(events):
        lines.append(f"| `{k}` | {events[k].what} | {_args_cell(events[k].args)} |")
    return "\n".join(lines) + "\n"


def _args_cell(spec: str) -> str:
    return ", ".join(f"`{w}`" for w in spec.split()) if spec else "—"
