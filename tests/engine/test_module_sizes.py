"""Small modules with one job: no module in xlearn/ over 400 lines, no function over 50 (issue 19's limits)."""
from __future__ import annotations

import ast
from pathlib import Path

import xlearn

PACKAGE = Path(xlearn.__file__).parent
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 50


def too_long(path: Path, root: Path = PACKAGE.parent) -> list[str]:
    """The module itself and each function in it that is over its limit, as 'where: N lines'."""
    text = path.read_text(encoding="utf-8")
    where = path.relative_to(root)
    found = []
    lines = len(text.splitlines())
    if lines > MAX_MODULE_LINES:
        found.append(f"{where}: {lines} lines")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            size = node.end_lineno - node.lineno + 1
            if size > MAX_FUNCTION_LINES:
                found.append(f"{where}:{node.lineno} {node.name}: {size} lines")
    return found


def test_no_module_or_function_in_xlearn_is_over_its_limit():
    """A maintainer reads one job per module and one step per function."""
    found = [item for path in sorted(PACKAGE.rglob("*.py")) for item in too_long(path)]
    assert not found, "over the limits:\n" + "\n".join(found)


def test_the_size_check_sees_a_long_function(tmp_path):
    """The check itself flags a function of 51 lines and a module of 401."""
    long = tmp_path / "long.py"
    long.write_text("def f():\n" + "    x = 1\n" * 50 + "\n" * 350)
    assert too_long(long, tmp_path) == ["long.py: 401 lines", "long.py:1 f: 51 lines"]
