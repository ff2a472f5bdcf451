"""The rule ids: every section is an exact heading of the rulebook; every ruling cited is written down."""
import re
from pathlib import Path

from xlearn.engine.chance import Chance
from xlearn.seekers import RULES, new_match

ROOT = Path(__file__).resolve().parents[2]
BOOK = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "seekers-of-fortune-rulebook.txt"


def _headings():
    if BOOK.exists():
        return {line.strip() for line in BOOK.read_text().splitlines() if line.strip()}
    return None


def test_sections_are_rulebook_headings():
    heads = _headings()
    for ref in RULES.rulebook:
        assert ref.summary
        if heads is not None:
            assert ref.section in heads, ref.section


def test_undo_rule_exists():
    assert RULES.rulebook["undo"].ruling == "S-14"


def test_rulings_cited_are_written_down():
    doc = (ROOT / "docs/rulings/seekers.md").read_text()
    written = set(re.findall(r"^### (S-\d+) ", doc, re.M))
    cited = {ref.ruling for ref in RULES.rulebook if ref.ruling}
    assert cited <= written
    assert all(ref.rulings_doc == "docs/rulings/seekers.md" for ref in RULES.rulebook)


def test_every_event_cites_a_rule_and_labels_are_unique():
    for mode in ("beginner", "full"):
        m = new_match(3, 2, mode=mode)
        pick = Chance(5)
        for _ in range(300):
            if m.over:
                break
            labels = [a.label for a in m.legal()]
            assert len(labels) == len(set(labels))
            m.play(m.legal()[pick.below(len(labels))])
        for e in m.events:
            assert e.rule.game == "X: Seekers of Fortune" and e.text
