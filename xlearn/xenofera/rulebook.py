"""Xenofera rule ids -> the rulebook section heading that states the rule, one sentence in our words, and the
ruling that settles it where the rulebook is unclear: read from rulebook.toml beside this module."""
from pathlib import Path

from ..engine.rulebook_file import load_rulebook

RULEBOOK = load_rulebook(Path(__file__).with_name("rulebook.toml"))
