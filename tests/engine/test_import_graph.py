"""The package's import graph has no circle: a module's imports show what it really depends on.

Every ``import`` and ``from ... import`` in every module of ``xlearn/`` counts, wherever it is written
(at the top, inside a function, or under ``TYPE_CHECKING``), so a lazy import cannot hide a circle.
"""
from __future__ import annotations

import ast
from pathlib import Path

import xlearn

PACKAGE = Path(xlearn.__file__).parent


def module_name(path: Path) -> str:
    """The dotted name of a module file inside ``xlearn/``."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path, known: set[str]) -> set[str]:
    """The ``xlearn`` modules one file imports, resolving relative imports and ``from pkg import module``."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            # ``from pkg import module`` depends on the module; ``from module import name`` on the module
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names
            ]
        else:
            continue
        found.update(target for target in targets if target in known)
    found.discard(name)
    return found


def import_graph() -> dict[str, set[str]]:
    """Every module of ``xlearn`` and the ``xlearn`` modules it imports."""
    files = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    return {name: imported_modules(path, set(files)) for name, path in files.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for after in sorted(graph[node]):
            if after not in index:
                visit(after)
                low[node] = min(low[node], low[after])
            elif after in on_stack:
                low[node] = min(low[node], index[after])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(groups)


def test_circles_finds_a_circle_of_three():
    """The checker itself sees a circle when there is one, and none in a chain."""
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_no_module_in_xlearn_imports_itself_round_a_circle():
    """No circle of imports inside ``xlearn/``, lazy imports included."""
    found = circles(import_graph())
    assert not found, "import circles:\n" + "\n".join(" -> ".join(group) for group in found)


def test_every_module_in_xlearn_imports():
    """Each module loads on its own: no import names a module or name that is not there."""
    import importlib

    for name in sorted(import_graph()):
        importlib.import_module(name)
