"""Xeko Cards and Trophic Tokens: can a player's Species in the field show a card's tokens?"""
from __future__ import annotations


def match_tokens(required: tuple[int, ...], species: list[tuple[str, tuple[int, ...]]]):
    """Assign each required token to a different Species that shows that level (ruling X-4).

    Returns a list of (level, species name) pairs, or None when the tokens cannot all be shown.
    """
    need = sorted(required, reverse=True)
    used = [False] * len(species)
    chosen: list[tuple[int, str]] = []

    def place(i: int) -> bool:
        """Try to show the tokens from the i-th on, backtracking (each Species shows one token)."""
        if i == len(need):
            return True
        for j, (name, levels) in enumerate(species):
            if not used[j] and need[i] in levels:
                used[j] = True
                chosen.append((need[i], name))
                if place(i + 1):
                    return True
                used[j] = False
                chosen.pop()
        return False

    return chosen if place(0) else None


def tokens_text(tokens: tuple[int, ...]) -> str:
    """Trophic Tokens in words, as the learner reads them."""
    return ", ".join(f"{t}-dot" if t else "plant (0)" for t in tokens)
