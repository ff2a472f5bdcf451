"""The rule ids cite real headings of the Xenofera rulebook, and every ruling cited is written down."""
import re
from pathlib import Path

from xlearn.xenofera.rulebook import RULEBOOK

ROOT = Path(__file__).resolve().parents[2]
BOOK = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "xenofera-rulebook.txt"


def test_sections_are_exact_heading_lines():
    if not BOOK.exists():  # the shared specification is outside the package
        import pytest
        pytest.skip("rulebook text not available")
    lines = {line.strip() for line in BOOK.read_text(encoding="utf-8").splitlines()}
    for ref in RULEBOOK:
        assert ref.section in lines, ref


def test_undo_rule_and_rulings_doc():
    assert RULEBOOK["undo"].ruling == "N-16"
    doc = (ROOT / "docs/rulings/xenofera.md").read_text(encoding="utf-8")
    written = set(re.findall(r"^### (N-\d+) ", doc, flags=re.M))
    cited = {ref.ruling for ref in RULEBOOK if ref.ruling}
    code = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "xlearn/xenofera").glob("*.py"))
    cited |= set(re.findall(r"ruling (N-\d+)", code))
    assert cited <= written
    for ref in RULEBOOK:
        assert ref.rulings_doc == "docs/rulings/xenofera.md"


def test_phase_names_are_rulebook_headings():
    from xlearn.engine.chance import Chance
    from xlearn.xenofera import new_match
    lines = {line.strip() for line in BOOK.read_text(encoding="utf-8").splitlines()} if BOOK.exists() else None
    seen = set()
    for seed in range(3):
        m = new_match(3, seed, explain=False)
        pick = Chance(seed)
        while True:
            seen.add(m.phase)
            if m.over:
                break
            legal = m.legal()
            m.play(legal[pick.below(len(legal))])
    assert {"2. Huntsman Deck", "Battles", "Scoring and Winning", "D. Draw Phase", "C. Capture Phase",
            "B. Build Phase", "A. Action Phase"} <= seen
    if lines is not None:
        assert seen <= lines
