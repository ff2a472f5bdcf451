"""Read a number as a learner may type it: digits with a sign or spaces ("+5", " 35 "), or words ("thirty-five")."""
from __future__ import annotations

import re

UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if i > 1}
NEGATIVE = {"minus", "negative"}
DIGITS = re.compile(r"[+-]?\d+")


class NotANumber(ValueError):
    """What the learner typed is not a number we can read; the message says so in a plain sentence."""


def read_number(text: str) -> int:
    """The whole number in text: "35", "+5", "- 3", "thirty-five", "minus two", "a hundred and one"."""
    raw = str(text).strip().rstrip(".!").strip()
    squeezed = re.sub(r"(?<=[+-])\s+|(?<=\d)[\s,_](?=\d{3}\b)", "", raw)
    if DIGITS.fullmatch(squeezed):
        return int(squeezed)
    words = [w for w in re.split(r"[\s-]+", raw.lower()) if w and w != "and"]
    sign = 1
    if words and (words[0] in NEGATIVE or words[0] == "plus"):
        sign = -1 if words.pop(0) in NEGATIVE else 1
    if not words:
        raise NotANumber(f"“{raw}” is not a number: type it in digits (such as 35) or in words (thirty-five).")
    total, part = 0, 0
    for w in words:
        if w in UNITS:
            part += UNITS[w]
        elif w in TENS:
            part += TENS[w]
        elif w == "hundred":
            part = max(part, 1) * 100
        elif w == "thousand":
            total, part = total + max(part, 1) * 1000, 0
        elif w in ("a", "one") and part == 0:
            part = 1
        else:
            raise NotANumber(f"“{raw}” is not a number I can read: type it in digits (such as 35) or in words "
                             "(thirty-five).")
    return sign * (total + part)
