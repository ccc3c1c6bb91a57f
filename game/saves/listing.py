"""Listing the saved games from the index, checking each row against its entry and rebuilding
rows (by replaying the record) that are missing, stale or damaged; with the notices to show.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import meta
from .entries import default_name, parse_entry, replay
from .scan import scan
from .shelf import Shelf, pick
from .storage import Storage, all_keys, read_text
from .values import REPAIRED, Notice, Unreadable


@dataclass(frozen=True)
class Listing:
    """The saved games, last played first, and the notices about anything that could not be used."""

    games: tuple[meta.GameInfo, ...]
    notices: tuple[Notice, ...]

    @property
    def in_progress(self) -> tuple[meta.GameInfo, ...]:
        """The games not over yet."""
        return tuple(g for g in self.games if not g.finished)

    @property
    def finished(self) -> tuple[meta.GameInfo, ...]:
        """The games played to the end."""
        return tuple(g for g in self.games if g.finished)


def _stale(info: meta.GameInfo | None, entry) -> bool:
    return info is None or info.rev != entry.rev or info.updated != entry.updated or (
        bool(entry.name) and info.name != entry.name)


def list_games(storage: Storage, shelf: Shelf | None = None) -> Listing:
    """Every saved game of one game with its metadata, plus notices; repairs the index as a side effect."""
    shelf = pick(shelf)
    rows = meta.read_index(storage, shelf)
    notices: list[Notice] = []
    if rows is None:
        notices.append(Notice(shelf.keys.index, REPAIRED, "The list of saved games was damaged; "
                                                          "it has been rebuilt from the games themselves."))
    known = rows or {}
    fresh: dict[str, dict] = {}
    games: list[meta.GameInfo] = []
    for key in all_keys(storage):
        game_id = shelf.keys.game_id_of(key)
        raw = read_text(storage, key) if game_id else None
        if game_id is None or raw is None:
            continue
        entry = parse_entry(key, raw, shelf)
        if isinstance(entry, Notice):
            notices.append(entry)
            continue
        info = meta.info_of_row(game_id, known.get(game_id), shelf.game)
        if _stale(info, entry):
            try:
                game = replay(game_id, entry, shelf)
            except Unreadable as err:
                notices.append(err.notice)
                continue
            info = meta.info_of(game_id, game.state, game.players, name=entry.name or default_name(game.players),
                                moves=len(entry.data["moves"]), rev=entry.rev, created=entry.created,
                                updated=entry.updated, shelf=shelf)
        fresh[game_id] = meta.row_of(info)
        games.append(info)
    if fresh != rows:
        meta.write_index(storage, fresh, shelf)
    notices.extend(scan(storage, shelf))
    games.sort(key=lambda g: (-g.updated, g.id))
    return Listing(tuple(games), tuple(notices))


def rebuild_index(storage: Storage, shelf: Shelf | None = None) -> Listing:
    """Throw the index away and rebuild it from the records (a repair the UI may offer)."""
    storage.removeItem(pick(shelf).keys.index)
    return list_games(storage, shelf)
