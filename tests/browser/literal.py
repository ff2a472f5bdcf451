"""The literal learner: after each instruction of a lesson's guide, look only for the control, card or spot the
instruction's own words name; fail if it is not visible and enabled within a few seconds; click nothing else."""
from __future__ import annotations

import re
import time

from playwright.sync_api import expect

LOOK_SECONDS = 5  # how long a learner looks for what the words name before they are stuck
# Controls a guide may name, as a learner reads them on the screen (the words, then where to find them).
CONTROLS = ("Next", "Play turn", "Step", "Task box", "Skip")


def named(words: str) -> list[str]:
    """The controls the instruction's words name, in the order they are named."""
    found = []
    for name in CONTROLS:
        m = re.search(rf"\b{re.escape(name)}\b", words)
        if m and not (name == "Step" and re.match(r"Step \d", words[m.start():])):  # "Step 4:" is a heading
            found.append((m.start(), name))
    return [name for _, name in sorted(found)]


def control(board, name: str):
    """Where a learner finds a named control: a button showing exactly those words (the Task box's answer field)."""
    if name == "Task box":
        return board.locator(".xl-task").get_by_role("textbox")
    if name == "Next":
        return board.locator(".xl-lesson").get_by_role("button", name=re.compile(r"^Next\b"))
    return board.locator("button", has_text=re.compile(rf"^\s*{re.escape(name)}\s*$"))


def stuck(board, words: str, what: str) -> AssertionError:
    return AssertionError(f"a literal learner is stuck: the instruction {words!r} names {what}, which is not "
                          f"visible and enabled on the board within {LOOK_SECONDS} s")


def find(board, words: str, name: str):
    """The named control once it is visible and enabled (the learner waits a few seconds), else fail."""
    target = control(board, name).first
    deadline = time.monotonic() + LOOK_SECONDS
    while time.monotonic() < deadline:
        try:
            if target.is_visible() and target.is_enabled() and target.get_attribute("aria-disabled") != "true":
                return target
        except Exception:  # noqa: BLE001 - the board redrew under the locator: look again
            pass
        time.sleep(0.05)
    raise stuck(board, words, repr(name))


def first_named(board, words: str, names: list[str]):
    """The first of several named controls (e.g. "Play turn (or Step)") that is on screen, else fail."""
    deadline = time.monotonic() + LOOK_SECONDS
    while time.monotonic() < deadline:
        for name in names:
            target = control(board, name).first
            try:
                if target.is_visible() and target.is_enabled() and target.get_attribute("aria-disabled") != "true":
                    return target
            except Exception:  # noqa: BLE001 - redrawn: look again
                pass
        time.sleep(0.05)
    raise stuck(board, words, " or ".join(repr(n) for n in names))


def check_choice_is_named(words: str, names: list[str]) -> None:
    """A choose step's click is one the words name: at least one of the ways the click's card or choice can be
    named (its name, a short name, its kind: "Species", "Keep") appears in the words."""
    plain = words.replace("“", "").replace("”", "").replace("’", "'").lower()
    if names:
        assert any(n.lower().replace("’", "'") in plain for n in names), \
            f"the instruction {words!r} names none of {names}, which the walk would click"


def instruction(board) -> tuple[str, str]:
    """The lesson panel's instruction (what to do now) and its step text."""
    panel = board.locator(".xl-lesson")
    todo = panel.locator(".xl-lesson-todo").inner_text()
    text = panel.locator(".xl-lesson-text")
    return todo, (text.inner_text() if text.count() else "")


def settle(board) -> None:
    """Wait while the bots move on their own and the newest events play (a learner watches; nothing is clicked)."""
    expect(board.locator(".xl-pacebar .xl-bot-pause")).to_have_count(0, timeout=60_000)
    expect(board).to_have_attribute("data-playing", "false", timeout=60_000)


def follow_wait(board, words: str, moved) -> int:
    """A wait step: press the control the words name for the rival's move (Play turn or Step) until the lesson
    moves on (`moved()`); returns the presses."""
    names = [n for n in named(words) if n in ("Play turn", "Step")]
    assert names, f"the wait instruction {words!r} names no control that lets the rival move"
    presses = 0
    while not moved():
        try:
            target = first_named(board, words, names)
        except AssertionError:
            if moved():
                break
            raise
        version = board.get_attribute("data-version")
        target.click()
        presses += 1
        assert presses < 40, f"the wait step {words!r} did not end after 40 presses"
        expect(board).not_to_have_attribute("data-version", version or "", timeout=60_000)
        settle(board)
    return presses
