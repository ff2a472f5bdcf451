"""The learner's record: one SQLite file (lessons finished, rules met, attempts, ratings, schedules)."""
from __future__ import annotations

import json
import os
import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path

ENV = "XLEARN_PROGRESS"  # a test, a class or a shared machine may point the record elsewhere
BUSY_MS = 10_000         # how long a writer waits for another notebook's write to finish

SCHEMA = """
CREATE TABLE IF NOT EXISTS lessons (path TEXT PRIMARY KEY, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS rules_met (game TEXT NOT NULL, rule_id TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (game, rule_id));
CREATE TABLE IF NOT EXISTS attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL,
    drill TEXT NOT NULL, theme TEXT NOT NULL, answer TEXT NOT NULL, correct INTEGER NOT NULL,
    hints INTEGER NOT NULL DEFAULT 0, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS ratings (who TEXT NOT NULL, game TEXT NOT NULL, key TEXT NOT NULL,
    rating REAL NOT NULL, rd REAL NOT NULL, vol REAL NOT NULL, PRIMARY KEY (who, game, key));
CREATE TABLE IF NOT EXISTS schedule (game TEXT NOT NULL, theme TEXT NOT NULL, card TEXT NOT NULL,
    due REAL NOT NULL, PRIMARY KEY (game, theme));
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


class RecordError(RuntimeError):
    """The record file cannot be used (it was set aside, or its folder cannot be written)."""


def record_path() -> Path:
    """$XLEARN_PROGRESS (a .json there names the old file: the record sits beside it), else ~/.xlearn/progress.sqlite."""
    given = os.environ.get(ENV)
    path = Path(given) if given else Path.home() / ".xlearn" / "progress.sqlite"
    return path.with_suffix(".sqlite") if path.suffix == ".json" else path


def old_json_path(path: Path) -> Path:
    """The progress.json that lesson progress was kept in before the record: the one $XLEARN_PROGRESS names, or beside it."""
    given = os.environ.get(ENV)
    return Path(given) if given and Path(given).suffix == ".json" else path.with_name("progress.json")


def _set_aside(path: Path, why: str) -> Path:
    """Move a damaged record out of the way (never deleted) and say where it went."""
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    path.rename(aside)
    import warnings
    warnings.warn(f"Your practice record {path} could not be read ({why}); it was kept as {aside} and a new, "
                  "empty record was started. Nothing in the old file was deleted.", stacklevel=3)
    return aside


def connect(path: Path | None = None) -> sqlite3.Connection:
    """Open (creating if needed) the record in WAL mode; a corrupt file is set aside with a warning, not replaced silently."""
    path = Path(path) if path is not None else record_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for attempt in (1, 2):
        con = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None)
        try:
            con.execute(f"PRAGMA busy_timeout={BUSY_MS}")
            con.execute("PRAGMA journal_mode=WAL")
            con.execute("PRAGMA synchronous=FULL")
            ok = con.execute("PRAGMA quick_check").fetchone()[0]
            if ok != "ok":
                raise sqlite3.DatabaseError(ok)
            con.executescript(SCHEMA)
        except sqlite3.DatabaseError as exc:
            con.close()
            if attempt == 2 or isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
                raise RecordError(f"The practice record {path} cannot be opened: {exc}") from exc
            _set_aside(path, str(exc))
            for side in ("-wal", "-shm"):
                Path(f"{path}{side}").unlink(missing_ok=True)
            continue
        _migrate_json(con, path)
        return con
    raise AssertionError("unreachable")


@contextmanager
def transaction(con: sqlite3.Connection):
    """One write transaction (BEGIN IMMEDIATE, so two notebooks queue rather than fail); committed or rolled back whole."""
    con.execute("BEGIN IMMEDIATE")
    try:
        yield con
    except BaseException:
        con.execute("ROLLBACK")
        raise
    con.execute("COMMIT")


def _migrate_json(con: sqlite3.Connection, path: Path) -> None:
    """Read the old progress.json beside the record once (its finished lessons move in; the file is left as it was)."""
    old = old_json_path(path)
    if con.execute("SELECT 1 FROM meta WHERE key='migrated-json'").fetchone() or not old.exists():
        return
    try:
        data = json.loads(old.read_text(encoding="utf-8"))
        done = [p for p in data.get("finished", []) if isinstance(p, str)] if isinstance(data, dict) else []
    except (OSError, ValueError):
        done = []
    with transaction(con):
        con.executemany("INSERT OR IGNORE INTO lessons VALUES (?, ?)", [(p, time.time()) for p in done])
        con.execute("INSERT OR REPLACE INTO meta VALUES ('migrated-json', ?)", (str(old),))


class Record:
    """A learner's record, opened on its file; every write is one transaction."""

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else record_path()
        self.con = connect(self.path)

    def close(self) -> None:
        self.con.close()

    # lessons and rules met
    def finished(self) -> set[str]:
        return {row[0] for row in self.con.execute("SELECT path FROM lessons")}

    def mark_finished(self, path: str) -> None:
        with transaction(self.con):
            self.con.execute("INSERT OR IGNORE INTO lessons VALUES (?, ?)", (path, time.time()))

    def meet_rules(self, game: str, rule_ids) -> None:
        with transaction(self.con):
            self.con.executemany("INSERT OR IGNORE INTO rules_met VALUES (?, ?, ?)",
                                 [(game, r, time.time()) for r in rule_ids])

    def rules_met(self, game: str) -> set[str]:
        return {r[0] for r in self.con.execute("SELECT rule_id FROM rules_met WHERE game=?", (game,))}

    def meta(self, key: str) -> str | None:
        row = self.con.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with transaction(self.con):
            self.con.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    # attempts, ratings, schedules
    def attempts(self, game: str | None = None) -> list[dict]:
        sql = "SELECT id, game, drill, theme, answer, correct, hints, at FROM attempts"
        rows = self.con.execute(sql + (" WHERE game=?" if game else "") + " ORDER BY id", (game,) if game else ())
        keys = ("id", "game", "drill", "theme", "answer", "correct", "hints", "at")
        return [dict(zip(keys, row)) for row in rows]

    def rating(self, who: str, game: str, key: str) -> tuple[float, float, float] | None:
        row = self.con.execute("SELECT rating, rd, vol FROM ratings WHERE who=? AND game=? AND key=?",
                               (who, game, key)).fetchone()
        return tuple(row) if row else None

    def ratings(self, who: str, game: str) -> dict[str, tuple[float, float, float]]:
        rows = self.con.execute("SELECT key, rating, rd, vol FROM ratings WHERE who=? AND game=?", (who, game))
        return {k: (r, d, v) for k, r, d, v in rows}

    def schedule(self, game: str) -> dict[str, tuple[str, float]]:
        return {t: (c, d) for t, c, d in self.con.execute("SELECT theme, card, due FROM schedule WHERE game=?",
                                                          (game,))}

    def save_attempt(self, *, game: str, drill: str, theme: str, answer: str, correct: bool, hints: int,
                     learner: tuple, drill_rating: tuple, card: str, due: float) -> None:
        """One attempt with everything it changes (learner's theme rating, drill's rating, the theme's schedule), all or nothing."""
        with transaction(self.con):
            self.con.execute("INSERT INTO attempts (game, drill, theme, answer, correct, hints, at) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?)", (game, drill, theme, answer, int(correct), hints,
                                                              time.time()))
            self.con.execute("INSERT OR REPLACE INTO ratings VALUES ('learner', ?, ?, ?, ?, ?)",
                             (game, theme, *learner))
            self.con.execute("INSERT OR REPLACE INTO ratings VALUES ('drill', ?, ?, ?, ?, ?)",
                             (game, drill, *drill_rating))
            self.con.execute("INSERT OR REPLACE INTO schedule VALUES (?, ?, ?, ?)", (game, theme, card, due))
