"""A lesson in one text file (MyST Markdown, jupytext `md:myst`): its words and code cells, and its guide's steps as
data in a fenced ```{guide} block of YAML. The notebook is the file without that block; the board's guide is
built from the block (xlearn/lessons/lesson_data.py). A mistake is reported with the file and the line.

    ```{guide}
    game: xeko
    steps:
    - explain: A new Species must touch at least one card ...
      rule: link-rule
    - choose: Play Fossa next to the Ant Tanager.
      label: Play Fossa at (2, 0)
      why: Fossa at (2, 0) starts the Turf War this lesson is about.
    ```
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

import xlearn

FENCE = re.compile(r"^```\{guide\}\s*$")
CELL = re.compile(r"^```\{code-cell\}")
PACKAGE = Path(xlearn.__file__).resolve().parent
CHECKOUT = PACKAGE.parent / "lessons"          # the sources in a checkout
SHIPPED = PACKAGE / "_lessons"                 # the same files inside the wheel
OVERRIDES: dict[str, Path] = {}                # a lesson name read from another file (the check runs a copy)


class LessonError(ValueError):
    """A mistake in a lesson file, at a line of it."""

    def __init__(self, file: Path | str, line: int, message: str):
        self.file, self.line, self.message = str(file), line, message
        super().__init__(f"{file}:{line}: {message}")


@dataclass
class StepData:
    """One step as written: its mapping, the line it starts on and the line of each key."""

    data: dict
    line: int
    lines: dict[str, int] = field(default_factory=dict)

    def at(self, key: str) -> int:
        return self.lines.get(key, self.line)


@dataclass
class LessonFile:
    """A lesson file read: its text, its guide block's header (game, seat...) and steps, with their lines."""

    path: Path
    text: str
    header: dict
    header_lines: dict[str, int]
    steps: list[StepData]
    block: tuple[int, int] | None          # the guide block's first and last line (1-based), if it has one

    @property
    def name(self) -> str:
        """The lesson's name: its game folder and file stem, e.g. xeko/04-turf-war."""
        return f"{self.path.resolve().parent.name}/{self.path.stem}"

    def notebook_text(self) -> str:
        """The MyST text of the notebook: the file without its guide block (and the cell break before it)."""
        lines = self.text.splitlines(keepends=True)
        if self.block is None:
            return self.text
        first, last = self.block
        before = lines[:first - 1]
        while before and before[-1].strip() in ("", "+++"):
            before.pop()
        after = lines[last:]
        while after and after[0].strip() == "":
            after.pop(0)
        return "".join(before) + ("\n" + "".join(after) if after else "\n")

    def code_cells(self) -> list[str]:
        """The code cells' sources, in order (read without jupytext, so the wheel needs no more than PyYAML)."""
        out, current = [], None
        for line in self.notebook_text().splitlines():
            if current is None and CELL.match(line):
                current = []
            elif current is not None and line.startswith("```"):
                out.append("\n".join(current))
                current = None
            elif current is not None:
                current.append(line)
        return out


def _guide_block(path: Path, lines: list[str]) -> tuple[int, int] | None:
    starts = [k for k, line in enumerate(lines) if FENCE.match(line)]
    if not starts:
        return None
    if len(starts) > 1:
        raise LessonError(path, starts[1] + 1, "a lesson has one ```{guide} block; this is a second one")
    end = next((k for k in range(starts[0] + 1, len(lines)) if lines[k].rstrip() == "```"), None)
    if end is None:
        raise LessonError(path, starts[0] + 1, "the ```{guide} block is never closed with ```")
    return starts[0] + 1, end + 1


def _yaml(path: Path, text: str, offset: int):
    """The block's YAML as a node tree and as data (a syntax error is reported at its line)."""
    loader = yaml.SafeLoader(text)
    try:
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else {}
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        raise LessonError(path, offset + (mark.line if mark else 0), f"the guide block is not valid YAML: {e.problem}")
    finally:
        loader.dispose()
    return node, data


def read(path: Path | str) -> LessonFile:
    """Read a lesson file; LessonError for a guide block that is not there as the format wants."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    block = _guide_block(path, lines)
    if block is None:
        return LessonFile(path, text, {}, {}, [], None)
    first, last = block
    offset = first + 1                                     # the line of the block's first YAML line
    node, data = _yaml(path, "\n".join(lines[first:last - 1]), offset)
    if not isinstance(data, dict) or not isinstance(node, yaml.MappingNode):
        raise LessonError(path, first, "the guide block holds a mapping: game, then steps (a list)")
    keys = {k.value: (k, v) for k, v in node.value}
    header_lines = {name: offset + k.start_mark.line for name, (k, _v) in keys.items()}
    if "steps" not in keys or not isinstance(keys["steps"][1], yaml.SequenceNode):
        raise LessonError(path, header_lines.get("steps", first), "the guide block needs `steps:`, a list of steps")
    steps = []
    for item, value in zip(keys["steps"][1].value, data["steps"]):
        line = offset + item.start_mark.line
        if not isinstance(value, dict):
            raise LessonError(path, line, "a step is a mapping such as `explain: ...` with its `rule: ...`")
        steps.append(StepData(value, line, {k.value: offset + k.start_mark.line for k, _v in item.value}))
    header = {k: v for k, v in data.items() if k != "steps"}
    return LessonFile(path, text, header, header_lines, steps, block)


class _Dumper(yaml.SafeDumper):
    """YAML as a teacher would write it: long words folded, no quotes to escape; short lists and one-key maps inline."""


_Dumper.add_representer(str, lambda d, v: d.represent_scalar(
    "tag:yaml.org,2002:str", v, style=">" if len(v) > 70 and "\n" not in v else None))
_Dumper.add_representer(list, lambda d, v: d.represent_sequence(
    "tag:yaml.org,2002:seq", v, flow_style=all(isinstance(x, (str, int)) and len(str(x)) < 40 for x in v)))
_Dumper.add_representer(dict, lambda d, v: d.represent_mapping(
    "tag:yaml.org,2002:map", v.items(), flow_style=len(v) == 1 and not set(v) & STEP_WORDS
    and not isinstance(next(iter(v.values())), (dict, list))))
STEP_WORDS = {"explain", "choose", "show", "ask", "wait", "recap", "phase"}


def guide_yaml(data: dict) -> str:
    """A guide block written out from its data (game, seat..., steps)."""
    return "```{guide}\n" + yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=112) + "```\n"


def find(name: str) -> Path:
    """The lesson file a name picks: a path to a .md file, or a lesson name (xeko/04-turf-war) looked up beside the
    running notebook, in the checkout's lessons/ folder, else in the copy the wheel ships."""
    name = str(name)
    if name.removesuffix(".md") in OVERRIDES:
        return OVERRIDES[name.removesuffix(".md")]
    direct = Path(name)
    if direct.suffix == ".md" and direct.exists():
        return direct
    beside = Path(f"{direct.name.removesuffix('.md')}.md")     # a notebook built beside its lesson file
    if beside.exists():
        return beside
    for root in (CHECKOUT, SHIPPED):
        found = root / f"{name.removesuffix('.md')}.md"
        if found.exists():
            return found
    raise FileNotFoundError(f"no lesson file {name!r} (looked in {CHECKOUT} and {SHIPPED})")
