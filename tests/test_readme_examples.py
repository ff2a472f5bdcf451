"""The README's Python examples run as written, in order, in one namespace (as a reader pastes them)."""
import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def python_blocks() -> list[str]:
    """Every ```python block of the README, in order."""
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def run_blocks(blocks: list[str]) -> dict:
    """Execute the blocks one after another in one namespace, naming the block that fails."""
    namespace: dict = {}
    for number, block in enumerate(blocks, 1):
        try:
            exec(compile(block, f"README python block {number}", "exec"), namespace)
        except Exception as exc:  # noqa: BLE001 - the failing block is named
            pytest.fail(f"README python block {number} raised {type(exc).__name__}: {exc}\n{block}")
    return namespace


def test_readme_has_python_examples():
    assert len(python_blocks()) >= 4


def test_playing_from_python_example_runs_and_reloads_the_save():
    namespace = run_blocks([b for b in python_blocks() if "xlearn.lab" not in b])
    again = namespace["again"]
    assert again.legal() == namespace["match"].legal()


@pytest.mark.slow
def test_strategy_lab_example_runs(monkeypatch):
    import matplotlib
    matplotlib.use("Agg")
    namespace = run_blocks(python_blocks())
    assert len(namespace["result"].frame()) == 5
