"""JSON Schemas for the files teachers write (decks, scenarios, saved matches), generated from the pydantic models.

The schemas check a file's shape as it is typed (an editor reads them); the loaders check the rest, such as the
Deck Setup limits and whether a named card exists, and their errors name the rule.
"""
from __future__ import annotations

import json
from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field, TypeAdapter, create_model

from .engine.match import SAVE_FORMAT, SAVE_VERSION
from .engine import games as registry
from .engine.saves import SaveFile

KINDS = ("deck", "scenario", "save")
DRAFT = "https://json-schema.org/draft/2020-12/schema"
# Only Xeko has deck files a player writes; Xenofera and Seekers are played with their whole card sets.
DECK_GAMES = ("xeko",)


def _setup_model(game: str) -> type[BaseModel]:
    """The pydantic model of a game's match options (what a save file's `setup` holds)."""
    return registry.part(game, "setup").Setup


def _scenario_model(game: str) -> type[BaseModel]:
    """The pydantic model of a game's scenario (a position to start from)."""
    return registry.part(game, "setup").Scenario


def _save_model(game: str) -> type[BaseModel]:
    """The saved-match model for one game: SaveFile with its `game` fixed and its `setup` that game's Setup."""
    return create_model(f"{game.title()}Save", __base__=SaveFile, __doc__=f"A saved {game} match.",
                        format=(Literal[SAVE_FORMAT], ...), version=(Literal[SAVE_VERSION], ...),
                        game=(Literal[game], ...), setup=(_setup_model(game), ...))


def _finish(schema: dict, title: str, description: str) -> dict:
    """A schema with its draft, title and description."""
    return {"$schema": DRAFT, **schema, "title": title, "description": description}


def schema(kind: str, game: str | None = None) -> dict:
    """The JSON Schema of a deck, scenario or save file (of one game, or of any game)."""
    if kind not in KINDS:
        raise ValueError(f"no schema for {kind!r}; choose one of {', '.join(KINDS)}")
    games = [game] if game else registry.names()
    if game is not None and game not in registry.registered():
        raise ValueError(f"unknown game {game!r}; choose one of {', '.join(registry.names())}")
    if kind == "deck":
        from .xeko.cards import DeckFile
        if game not in (None, *DECK_GAMES):
            raise ValueError(f"{game} has no deck files: it is played with its whole card set")
        return _finish(DeckFile.model_json_schema(), "xlearn Xeko deck file",
                       "A Xeko deck: a name, optionally its Hotspot, and its cards with copy counts (Deck Setup: "
                       "at most 40 cards and 3 copies of a card, which the loader checks).")
    if kind == "scenario":
        models = [_scenario_model(g) for g in games]
        title = f"xlearn {game} scenario" if game else "xlearn scenario (any game)"
        desc = "A position a lesson starts from (the `scenario` of new_match)."
    else:
        models = [_save_model(g) for g in games]
        title = f"xlearn {game} saved match" if game else "xlearn saved match (any game)"
        desc = "A saved match: format, version, game, setup, seed and the choices made (match.save())."
    if len(models) == 1:
        return _finish(models[0].model_json_schema(), title, desc)
    either = Union[tuple(models)]
    # a save says its game, so the game picks the setup's schema; a scenario does not, so it is any of them
    adapter = TypeAdapter(either if kind == "scenario" else Annotated[either, Field(discriminator="game")])
    body = adapter.json_schema()
    return _finish(body, title, desc)


def schema_text(kind: str, game: str | None = None) -> str:
    """The schema as the JSON text `xlearn schema` prints."""
    return json.dumps(schema(kind, game), indent=2, ensure_ascii=False)
