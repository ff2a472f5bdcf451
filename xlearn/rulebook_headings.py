"""The section headings of the three rulebooks, read from their text (used to check the lesson map)."""
from __future__ import annotations

import re
from pathlib import Path

BOOKS = {"Xeko": "xeko-rulebook.txt", "Xenofera": "xenofera-rulebook.txt",
         "X: Seekers of Fortune": "seekers-of-fortune-rulebook.txt"}
# Parts of a book that are not rules sections: its title page, table of contents, glossary definitions
# (the Glossary heading itself counts) and credits.
SKIP = {"Xeko Official Rule Book 4th Edition", "Xenofera Rulebook", "X: Seekers of Fortune Rulebook",
        "Table of Contents"}
STOP = {"Game Credits"}
DEFINITIONS = {"Glossary": "Multiplayer Rules"}  # skip from the first heading up to (not including) the second


def headings(text: str) -> list[str]:
    """Lines standing alone between blank lines, short, not ending like a sentence: the book's headings."""
    lines = text.split("\n")
    out, skipping_until = [], None
    for i, line in enumerate(lines):
        s = line.strip()
        prev = lines[i - 1].strip() if i else ""
        nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if not s or len(s) > 60 or prev or nxt:
            continue
        if s[-1] in ".:?!,;" or s.startswith(("Q:", "A:", "For more on", "\u2022")) or re.match(r"^\d\)", s):
            continue
        if s in STOP:
            break
        if skipping_until is not None:
            if s != skipping_until:
                continue
            skipping_until = None
        if s in DEFINITIONS:
            skipping_until = DEFINITIONS[s]
        s = re.sub(r"\s*\(see .*\)$", "", s)  # "b. Play Boost cards (see ...)" is the heading "b. Play Boost cards"
        if len(s.split()) > 8:  # a stray sentence without its full stop, not a heading
            continue
        if s not in SKIP and s not in out:
            out.append(s)
    return out


def book_headings(rules_dir: Path) -> dict[str, list[str]]:
    """Every game's headings, from the rulebooks in `rules_dir`."""
    return {game: headings((rules_dir / name).read_text(encoding="utf-8")) for game, name in BOOKS.items()}
