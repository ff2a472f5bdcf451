"""Words: a citation's tooltip (the ruling's title and first sentence, or the rule's one-line summary) reads as a
person would write it, with no code, field name or file path (issue 12, "Words")."""
from __future__ import annotations

import re

import pytest

from xlearn.seekers.rulebook import RULEBOOK as SEEKERS
from xlearn.xeko.rulebook import RULEBOOK as XEKO
from xlearn.xenofera.rulebook import RULEBOOK as XENOFERA

CODE = re.compile(r"`|\b[a-z]+_[a-z0-9_]+\b|\w\(|\w=\w|\.md\b|\.py\b|docs/|\[\d")


def tooltips(book):
    """Each rule id with the tooltip its citation shows (what the board's citeView puts in `title`)."""
    for ref in book:
        shown = ref.to_json()
        yield ref.rule_id, shown["ruling_text"] or shown["summary"]


@pytest.mark.parametrize("book", [XEKO, XENOFERA, SEEKERS], ids=["xeko", "xenofera", "seekers"])
def test_citation_tooltips_show_no_code_or_field_names(book):
    shown = dict(tooltips(book))
    assert shown, "the rulebook has no rules to cite"
    assert {rid: t for rid, t in shown.items() if CODE.search(t)} == {}
