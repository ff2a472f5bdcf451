"""Rule references: every event and every refusal cites a rulebook section (or a project ruling)."""
from __future__ import annotations

from dataclasses import dataclass


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
        """The citation a learner reads: rulebook section, and the project ruling where there is one."""
        text = f"{self.game} rulebook, \u201c{self.section}\u201d"
        if self.ruling:
            text += f"; ruling {self.ruling} in {self.rulings_doc}"
        return text

    def to_json(self) -> dict:
        return {"game": self.game, "section": self.section, "rule_id": self.rule_id,
                "summary": self.summary, "ruling": self.ruling, "cite": self.cite()}


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
