"""Finding a game's determinize hook `(state, seat, chance) -> new state` for bots that must not peek."""
# Looked up as match.rules.determinize, else a hook registered here by game name, else `determinize`
# in the game's own `hidden` module.
from __future__ import annotations

from typing import Any, Callable

from .chance import Chance
from . import games

Determinize = Callable[[Any, int, Chance], Any]
HOOKS: dict[str, Determinize] = {}


def register(game: str, hook: Determinize) -> None:
    """Register the determinize hook of a game (used when its rules object has none)."""
    HOOKS[game] = hook


def find_determinize(match) -> Determinize:
    """The determinize hook for this match's game; LookupError if the game has none yet."""
    hook = getattr(match.rules, "determinize", None)
    if hook is not None:
        return hook
    game = match.game
    if game not in HOOKS and game in games.registered():
        module = games.part(game, "hidden")
        if module is not None and hasattr(module, "determinize"):
            HOOKS[game] = module.determinize
    if game not in HOOKS:
        raise LookupError(f"{game} has no determinize hook, so a search bot cannot play it without "
                          f"peeking; write determinize(state, seat, chance) in {games.registered().get(game, game)}.hidden")
    return HOOKS[game]
