"""Rule references: every event and every refusal cites a rulebook section (or a project ruling)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]  # the checkout, where docs/rulings/*.md live
SHIPPED = Path(__file__).resolve().parents[1] / "_rulings"  # the same files inside an installed wheel


@lru_cache(maxsize=None)
def rulings(doc: str) -> dict[str, str]:
    """Ruling id -> its title and first sentence, read from a rulings document ({} where it is not shipped)."""
    for path in (ROOT / doc, SHIPPED / doc):
        try:
            text = path.read_text(encoding="utf-8")
            break
        except OSError:
            continue
    else:
        return {}
    out = {}
    for rid, title, body in re.findall(r"^### ([A-Z]+-\d+) ([^\n]*)\n(.*?)(?=^#|\Z)", text, re.M | re.S):
        body = re.sub(r"^\*Section[^*]*\*\s*", "", body.strip())
        body = re.sub(r"\s+", " ", body)
        first = re.match(r"(.+?[.!?])(\s|$)", body)
        out[rid] = f"{title.strip()}: {first.group(1) if first else body}".strip()
    return out


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A pointer into a rulebook: the game, the section heading, our rule id, and a ruling if one applies."""

    game: str
    section: str
    rule_id: str
    summary: str = ""
    ruling: str | None = None
    rulings_doc: str = "RULINGS.md"

    def cite(self) -> str:
        """The citation a learner reads: the rulebook's section heading, and the ruling's id where one applies
        (its text is the citation's tooltip, `ruling_text`); never a file path."""
        text = f"{self.game} rulebook, \u201c{self.section}\u201d"
        if self.ruling:
            text += f" \u00b7 ruling {self.ruling}"
        return text

    def ruling_text(self) -> str:
        """The ruling's title and first sentence (or "" when there is no ruling or its document is not shipped)."""
        return rulings(self.rulings_doc).get(self.ruling, "") if self.ruling else ""

    def to_json(self) -> dict:
        return {"game": self.game, "section": self.section, "rule_id": self.rule_id,
                "summary": self.summary, "ruling": self.ruling, "ruling_text": self.ruling_text(),
                "cite": self.cite()}


class Rulebook:
    """One game's rule ids, each mapped to a section heading and one sentence in our own words."""

    def __init__(self, game: str, entries: dict[str, tuple[str, str] | tuple[str, str, str]],
                 rulings_doc: str = "RULINGS.md"):
        self.game = game
        self.rulings_doc = rulings_doc
        self._refs: dict[str, RuleRef] = {}
        for rule_id, entry in entries.items():
            section, summary, *ruling = entry
            self._refs[rule_id] = RuleRef(game, section, rule_id, summary,
                                            ruling[0] if ruling else None, rulings_doc)

    def add(self, rule_id: str, section: str, summary: str, ruling: str | None = None) -> RuleRef:
        """Register one more rule id (used for card-guide entries)."""
        ref = RuleRef(self.game, section, rule_id, summary, ruling, self.rulings_doc)
        self._refs[rule_id] = ref
        return ref

    def __getitem__(self, rule_id: str) -> RuleRef:
        return self._refs[rule_id]

    def __iter__(self):
        return iter(self._refs.values())

    def sections(self) -> set[str]:
        return {r.section for r in self._refs.values()}
