"""The position editor: `Board.editor(game)` sets up any position by clicking, then plays from it or saves it."""
from __future__ import annotations

import json
from pathlib import Path

import anywidget
import ipywidgets
import traitlets

from ..engine.errors import DataError
from ..engine.validate import parse_json
from . import assets
from .editor_cards import find, search
from .editor_messages import read_editor_message
from .editor_position import Position
from .editor_view import editor_json, seat_name
from .editor_zones import editor_for
from .message_schema import BadMessage
from .projector import teacher_allowed


class EditorWidget(anywidget.AnyWidget):
    """The editor's drawing: it sends what was clicked; the Position (and the engine) decide what happens."""

    _esm = assets.esm("shared/editor.js")
    _css = assets.css("shared/board.css", "shared/editor.css")
    state = traitlets.Dict().tag(sync=True)

    def __repr__(self) -> str:
        return f"<EditorWidget {self.state.get('game')}>"


class Editor(ipywidgets.VBox):
    """A position being set up for one game: the editor, and below it the board of the match played from it."""

    def __init__(self, game: str, file: str | Path | None = None, players: int | None = None, seed: int = 7):
        ed = editor_for(game)
        self.file = Path(file) if file else Path(f"{game}-position.json")
        scenario = load_scenario(self.file) if file and self.file.exists() else None
        self.position = Position(ed, scenario, players)
        self.seed = seed
        self.board = None
        self.ui: dict = {"owner": 0, "held": None, "query": "", "results": [], "notice": None,
                         "file": str(self.file)}
        self.widget = EditorWidget()
        self.widget.on_msg(self._on_msg)
        self._search("")
        super().__init__(children=[self.widget])
        self.refresh()

    def refresh(self) -> None:
        """Send the position as it is now (a new version each time, so a test can wait for the redraw)."""
        self.ui["version"] = self.ui.get("version", 0) + 1
        self.widget.state = editor_json(self.position, self.ui)

    def say(self, kind: str, text: str, path: str | None = None) -> None:
        """Show a notice (placed, refused, saved) where the learner looks, beside the zone it concerns."""
        self.ui["notice"] = {"kind": kind, "text": text, "path": path}

    # ----- what a click does ----------------------------------------------------------------------------
    def _on_msg(self, _widget, msg, _buffers) -> None:
        """A message from the front end, checked against the editor's schema first (editor_messages.py)."""
        self.ui["notice"] = None
        try:
            checked = read_editor_message(msg)
            getattr(self, f"_msg_{checked['type'].replace('-', '_')}")(checked)
        except BadMessage as bad:
            self.say("refused", bad.text)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            self.say("refused", str(exc))
        self.refresh()

    def _search(self, text: str) -> None:
        self.ui["query"] = str(text)[:60]
        self.ui["results"] = [{"name": c.name, "kind": c.kind} for c in search(self.position.editor, text)]

    def _msg_search(self, msg) -> None:
        self._search(msg.get("text", ""))

    def _msg_hold(self, msg) -> None:
        card = find(self.position.editor, msg.get("name"))
        if card is None:
            raise ValueError(f"no card called {msg.get('name')!r} in the {self.position.editor.title} set")
        self.ui["held"] = {"name": card.name, "kind": card.kind, "value": card.value}

    def _msg_drop(self, _msg) -> None:
        self.ui["held"] = None

    def _msg_place(self, msg) -> None:
        self.place(msg["path"], at=msg.get("at"))

    def _msg_remove(self, msg) -> None:
        path, index = msg["path"], int(msg["index"])
        name = self.position.name_of((self.position.get(path) or [])[index])
        self.position.remove(path, index)
        self.say("removed", f"Took {name} out.", path)

    def _msg_set(self, msg) -> None:
        self.set(msg["key"], msg.get("value"), msg.get("seat"))

    def _msg_players(self, msg) -> None:
        self.position.set_players(int(msg["value"]))
        self.ui["owner"] = min(self.ui["owner"], self.position.players - 1)

    def _msg_owner(self, msg) -> None:
        self.ui["owner"] = [seat_name(s) for s in range(self.position.players)].index(msg["value"])

    def _msg_undo(self, _msg) -> None:
        self.say("undone", "Undone." if self.position.undo() else "Nothing to undo.")

    def _msg_save(self, _msg) -> None:
        self.save()

    def _msg_play(self, _msg) -> None:
        self.play()

    # ----- the same from Python ---------------------------------------------------------------------------
    def place(self, path: str, name: str | None = None, at=None) -> bool:
        """Put the card held (or the card `name`) into a zone; False (and the reason shown) if refused."""
        if name is not None:
            self._msg_hold({"name": name})
        held = self.ui["held"]
        if not held:
            raise ValueError("choose a card first: search for it by name, then click it")
        zone = self.position.zone(path)
        label = next(z["label"] for z in self._zones() if z["path"] == path) if zone.entry != "field" else "the field"
        extra = {"owner": self.ui["owner"], "at": at} if zone.entry == "field" else {}
        if zone.entry == "field" and not at:
            raise ValueError("a card in the field needs a spot: click an empty spot of the field")
        reasons = self.position.place(path, held["value"], **extra)
        where = f"{label} at ({at[0]}, {at[1]})" if zone.entry == "field" else label
        if reasons:
            self.say("refused", f"{held['name']} cannot go to {where}: " + "; ".join(reasons), path)
            return False
        self.say("placed", f"Placed {held['name']} in {where}.", path)
        self.ui["held"] = None
        return True

    def _zones(self) -> list[dict]:
        state = editor_json(self.position, self.ui)
        return state["shared"] + [z for s in state["seats"] for z in s["zones"]]

    def set(self, key: str, value, seat: int | None = None) -> None:
        """Set whose turn, the step, the turn number, the coins or a seat's flag, as its control offers it."""
        setting = next((s for s in self.position.editor.settings if s.key == key), None)
        if setting is None:
            raise ValueError(f"no setting {key!r} in the {self.position.editor.title} editor")
        if setting.kind == "seat":
            value = [seat_name(s) for s in range(self.position.players)].index(value) if isinstance(value, str) else int(value)
        elif setting.kind == "number":
            value = int(value)
        elif setting.kind == "flag":
            value = bool(value)
        elif setting.kind == "sequence":
            value = [v for v in (value or []) if v in setting.options]
        self.position.set(key, value, None if seat is None else int(seat))

    def save(self) -> bool:
        """Write the scenario file (refused, with the count of problems, while the engine finds any)."""
        if self.position.found:
            self.say("refused", f"Not saved: the position has {len(self.position.found)} problem(s), each shown "
                     "where it is; fix them (or Undo), then save.")
            return False
        self.file.write_text(json.dumps(self.position.to_scenario(), indent=2) + "\n")
        self.say("saved", f"Saved to {self.file}. Start a match from it with "
                 f"new_match(scenario=json.loads(open('{self.file.name}').read())).")
        return True

    def play(self):
        """Start a match from the position and show its board below the editor (every seat played here)."""
        if self.position.found:
            self.say("refused", f"Cannot play yet: the position has {len(self.position.found)} problem(s), each "
                     "shown where it is.")
            return None
        from ..engine import games
        match = self.position.match(self.seed)
        seat = match.to_act if match.to_act is not None else 0
        teacher = teacher_allowed(True)   # on a learner's copy of the class hub: hot-seat, each seat's own view
        board_cls = games.part(match.game, "board").BOARD   # the game's own board (as xlearn.ui.Board finds it)
        self.board = board_cls(match, seat=seat, opponents=None, hotseat=not teacher, teacher=teacher)
        self.children = (self.widget, self.board)
        self.ui["playing"] = True
        how = "teacher view, every seat's choices offered" if teacher else "hot-seat, each seat's own view in turn"
        self.say("playing", f"Playing from here: the board below starts at this position ({how}). The editor "
                 "keeps the position; Play from here again starts afresh.")
        return self.board

    def __repr__(self) -> str:
        return f"<Editor {self.position.editor.game}: {self.position.players} players, {len(self.position.found)} problems>"


def load_scenario(path: Path) -> dict:
    """A scenario file's JSON (checked by the editor's Position as soon as it opens)."""
    raw = parse_json(Path(path).read_bytes(), str(path))
    if not isinstance(raw, dict):
        raise DataError("a scenario file holds one JSON object", file=str(path))
    return raw


def editor(game: str, file: str | Path | None = None, players: int | None = None, seed: int = 7) -> Editor:
    """The position editor for a game (`file`: the scenario to open and to save to)."""
    return Editor(game, file, players, seed)
