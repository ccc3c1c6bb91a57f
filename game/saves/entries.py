"""Saved games, one record per key: autosave with a revision counter, load, rename, delete, current.

An entry is a plain game record of its game; the layer's bookkeeping sits in the record's `x`
object under `"save"`: `rev` (bumped by every save that changes the game), `name`, `created`,
`updated` (milliseconds) and `pending` when the game's codec has a step to redo on reload
(Shanghaien's dice in the air). An entry this version cannot read is never overwritten: the
write is refused and the entry kept for export. Every function takes the game's `Shelf`
(shelf.py); left out, Shanghaien's.
"""

from __future__ import annotations

import base64
import json
import os
from dataclasses import dataclass
from typing import Any

from . import meta
from .codec import RecordFault
from .keys import is_game_id
from .shelf import Shelf, pick
from .storage import Storage, now_ms, read_text, to_json, write
from .values import (BLOCKED, DAMAGED, FUTURE, KEPT_IN_MEMORY, MISSING, SAVED, STALE, UNCHANGED, Game,
                     Notice, NotFound, SaveResult, Unreadable)

BOOK = "save"  # the layer's key inside a record's `x`; the UI must not use it
MAX_NAME = 80  # characters kept of a game's name


@dataclass(frozen=True)
class Entry:
    """A stored entry parsed but not replayed: the record as JSON data and the bookkeeping."""

    data: dict
    rev: int = 0
    name: str = ""
    created: int = 0
    updated: int = 0
    pending: str | None = None


def new_game_id() -> str:
    """A fresh random game id (12 URL-safe characters)."""
    # secrets.token_urlsafe(9), without importing secrets: in Pyodide it pulls in hmac and
    # OpenSSL's hashes, about 8 ms of every page's start.
    return base64.urlsafe_b64encode(os.urandom(9)).decode("ascii")


def cap_name(name: str) -> str:
    """A game name as stored: as given, cut to MAX_NAME characters."""
    if not isinstance(name, str):
        raise TypeError("a game name is a string")
    return name[:MAX_NAME]


def default_name(players: list[dict] | None) -> str:
    """The name a new game gets when the UI gives none: "A vs B" (vs C ...)."""
    names = [p.get("name") for p in players or () if isinstance(p, dict)]
    if names and all(isinstance(n, str) for n in names):
        return cap_name(" vs ".join(names))
    return "Game"


def _int(value: Any, default: int = 0) -> int:
    ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
    return value if ok else default


def _damaged(key: str, why: str) -> Notice:
    return Notice(key, DAMAGED, f"A saved game cannot be read ({why}). "
                                "It is kept as it is: you can export it as text or discard it.")


def parse_entry(key: str, raw: str, shelf: Shelf | None = None) -> Entry | Notice:
    """The entry stored as `raw` under `key`, or a notice saying why it cannot be used."""
    shelf = pick(shelf)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return _damaged(key, "not valid JSON")
    if not isinstance(data, dict) or data.get("format") != shelf.format:
        return _damaged(key, f"not a {shelf.title} game record")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > shelf.version:
        return Notice(key, FUTURE, f"A saved game was written by a newer version of {shelf.title} "
                                   f"(record version {version}). It is kept as it is.")
    x = data.get("x")
    book = x.get(BOOK) if isinstance(x, dict) else None
    if not isinstance(book, dict):
        return Entry(data)
    name, pending = book.get("name"), book.get("pending")
    return Entry(data, _int(book.get("rev")), name if isinstance(name, str) else "",
                 _int(book.get("created")), _int(book.get("updated")), pending if isinstance(pending, str) else None)


def read_entry(storage: Storage, game_id: str, shelf: Shelf | None = None) -> Entry | Notice | None:
    """The entry of a game: None if not saved, a notice if it cannot be used."""
    shelf = pick(shelf)
    key = shelf.keys.game_key(game_id)
    raw = read_text(storage, key)
    return None if raw is None else parse_entry(key, raw, shelf)


def replay(game_id: str, entry: Entry, shelf: Shelf | None = None) -> Game:
    """Replay an entry to its exact position; raises Unreadable if the record does not replay."""
    shelf = pick(shelf)
    try:
        loaded = shelf.codec.read(entry.data)
    except RecordFault as err:
        raise Unreadable(_damaged(shelf.keys.game_key(game_id), f"{err}")) from None
    if entry.pending:
        shelf.codec.resume(loaded.state, entry.pending)
    x = {k: v for k, v in loaded.x.items() if k != BOOK}
    return Game(game_id, loaded.state, loaded.players, x, entry.name, entry.rev, entry.created, entry.updated,
                shelf.game)


def load_game(storage: Storage, game_id: str, shelf: Shelf | None = None) -> Game:
    """The saved game `game_id` at its exact position; raises NotFound or Unreadable."""
    entry = read_entry(storage, game_id, shelf)
    if entry is None:
        raise NotFound("This game is no longer saved.")
    if isinstance(entry, Notice):
        raise Unreadable(entry)
    return replay(game_id, entry, shelf)


def _content(data: dict) -> dict:
    """A record without the layer's bookkeeping, for comparing what two saves hold."""
    out = dict(data)
    x = out.pop("x", None)
    if isinstance(x, dict):
        x = {k: v for k, v in x.items() if k != BOOK}
    if x:
        out["x"] = x
    return out


def autosave(storage: Storage, game_id: str, state: Any, players: list[dict] | None = None,
             x: dict | None = None, *, base_rev: int = 0, name: str | None = None,
             now: int | None = None, shelf: Shelf | None = None) -> SaveResult:
    """Save a game's position unless another tab saved a newer revision; the result carries the new rev.

    `base_rev` is the revision this tab last loaded or saved (0 for a new game).
    """
    shelf = pick(shelf)
    key = shelf.keys.game_key(game_id)
    now = now_ms() if now is None else now
    clean = {k: v for k, v in (x or {}).items() if k != BOOK}
    record = shelf.codec.write(state, players, clean)
    pending = shelf.codec.pending(state)
    stored = read_entry(storage, game_id, shelf)
    if isinstance(stored, Notice):
        return SaveResult(BLOCKED, f"{stored.message} This game was not saved over it: {KEPT_IN_MEMORY}.",
                          base_rev)
    if stored is not None:
        if _content(stored.data) == record and stored.pending == pending:
            return SaveResult(UNCHANGED, "", stored.rev)
        if stored.rev > base_rev:
            return SaveResult(STALE, f"Another tab has played on in this game (revision {stored.rev}, "
                                     f"this tab has {base_rev}). Reload the game to continue from there.",
                              base_rev)
    rev = max(base_rev, stored.rev if stored else 0) + 1
    created = stored.created if stored and stored.created else now
    title = stored.name if stored else cap_name(name) if name is not None else default_name(players)
    book: dict[str, Any] = {"rev": rev, "name": title, "created": created, "updated": now}
    if pending:
        book["pending"] = pending
    record["x"] = {**clean, BOOK: book}
    failure = write(storage, key, to_json(record))
    if failure:
        return SaveResult(failure.status, failure.message, base_rev)
    meta.put_row(storage, meta.info_of(game_id, state, players, name=title, moves=len(record["moves"]),
                                       rev=rev, created=created, updated=now, shelf=shelf), shelf)
    return SaveResult(SAVED, "", rev)


def rename_game(storage: Storage, game_id: str, name: str, shelf: Shelf | None = None) -> SaveResult:
    """Give a saved game a new name (stored as given, cut to MAX_NAME); the revision stays."""
    shelf = pick(shelf)
    name = cap_name(name)
    entry = read_entry(storage, game_id, shelf)
    if entry is None:
        return SaveResult(MISSING, "This game is no longer saved.")
    if isinstance(entry, Notice):
        return SaveResult(BLOCKED, entry.message)
    data = dict(entry.data)
    x = dict(data["x"]) if isinstance(data.get("x"), dict) else {}
    book = dict(x[BOOK]) if isinstance(x.get(BOOK), dict) else {}
    book["name"] = name
    x[BOOK] = book
    data["x"] = x
    failure = write(storage, shelf.keys.game_key(game_id), to_json(data), lost="the name was not changed")
    if failure:
        return SaveResult(failure.status, failure.message, entry.rev)
    meta.rename_row(storage, game_id, name, shelf)
    return SaveResult(SAVED, "", entry.rev)


def delete_game(storage: Storage, game_id: str, shelf: Shelf | None = None) -> None:
    """Delete a saved game (whatever its entry holds), its index row, and the current mark if it is the one."""
    keys = pick(shelf).keys
    storage.removeItem(keys.game_key(game_id))
    meta.drop_row(storage, game_id, shelf)
    if read_text(storage, keys.current) == game_id:
        storage.removeItem(keys.current)


def get_current(storage: Storage, shelf: Shelf | None = None) -> str | None:
    """The id of the game to resume on reload, or None (also when that game is no longer saved)."""
    keys = pick(shelf).keys
    value = read_text(storage, keys.current)
    if not is_game_id(value) or read_text(storage, keys.game_key(value)) is None:
        return None
    return value


def set_current(storage: Storage, game_id: str | None, shelf: Shelf | None = None) -> SaveResult:
    """Mark the game to resume on reload (None: no game)."""
    keys = pick(shelf).keys
    if game_id is None:
        storage.removeItem(keys.current)
        return SaveResult(SAVED)
    keys.game_key(game_id)  # checks the id
    return write(storage, keys.current, game_id) or SaveResult(SAVED)
