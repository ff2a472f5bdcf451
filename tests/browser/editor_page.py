"""Driving the position editor (issue 31) in a page as a teacher would: search a card by name, take it, click
where it goes, and read what the editor says."""
from __future__ import annotations

import re

from playwright.sync_api import expect


def editor_cells(*games: str) -> tuple[str, ...]:
    """One notebook cell per game opening its editor on `<game>-pos.json` in the served folder."""
    return tuple(f'from xlearn.ui import Board\nBoard.editor("{g}", "{g}-pos.json")' for g in games)


def changed(ed, press) -> None:
    """Press something in the editor and wait until it has drawn Python's answer."""
    version = ed.get_attribute("data-version")
    press()
    expect(ed).not_to_have_attribute("data-version", version)


def take(ed, name: str) -> None:
    """Type the card's name in the search box, then click the card among the results."""
    box = ed.get_by_role("searchbox", name="Search cards by name")
    changed(ed, lambda: box.fill(name))
    result = ed.get_by_role("button", name=re.compile(rf"^Take {re.escape(name)} \("))
    changed(ed, result.click)
    expect(ed.locator(".xl-ed-held")).to_contain_text(f"Holding {name}")


def place(ed, name: str, where: str) -> str:
    """Take a card and click Place on the zone named `where` ("Player 1: Hand") or a field spot ("(1, 0)");
    returns what the editor says about it."""
    take(ed, name)
    target = f"Place {name} at {where}" if where.startswith("(") else f"Place {name} in {where}"
    changed(ed, ed.get_by_role("button", name=target, exact=True).click)
    return ed.locator(".xl-ed-notice").first.inner_text()


def press(ed, name: str) -> str:
    """Click one of the editor's own buttons (Save, Play from here, Undo) and read what it says."""
    changed(ed, ed.get_by_role("button", name=re.compile(rf"^{re.escape(name)}")).click)
    return ed.locator(".xl-ed-notice").first.inner_text()
