"""Moving what the board of earlier builds saved (`shanghaien:game.current.v1` and its settings
and new-game choices) into this layer, once, so that a player of an older build loses nothing.

An old key is removed only after its content is safely stored under the new keys; one that
cannot be read or stored is kept and reported as a notice (exportable, discardable).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.saves.entries import BOOK, set_current
from game.saves.keys import LEGACY_GAME, LEGACY_SETTINGS, LEGACY_SETUP, SETTINGS, SETUP
from game.saves.storage import Storage, read_json, read_text, to_json, write
from game.saves.transfer import store_new
from game.saves.values import DAMAGED, Imported, Notice, SaveResult

from .record import RecordError, read_record


@dataclass(frozen=True)
class Migration:
    """What a migration did: the id of the game it moved (None: none), and notices about what it kept."""

    game_id: str | None = None
    notices: tuple[Notice, ...] = ()
    failure: SaveResult | None = None  # set when storing the moved game failed (quota): it stays under the old key


def _kept(key: str, why: str) -> Notice:
    return Notice(key, DAMAGED, f"A game saved by an earlier version cannot be read ({why}). "
                                "It is kept as it is: you can export it as text or discard it.")


def _move_value(storage: Storage, old: str, new: str) -> None:
    """Copy a small JSON object to its new key unless the new key already holds one; then drop the old key."""
    raw, data, parsed = read_json(storage, old)
    if raw is None:
        return
    if parsed and isinstance(data, dict) and read_text(storage, new) is None:
        if write(storage, new, to_json(data)) is not None:
            return  # not stored: keep the old key for the next start
    storage.removeItem(old)  # an unreadable old settings object held nothing worth a notice


def migrate(storage: Storage) -> Migration:
    """Move the old build's game, settings and new-game choices into this layer (nothing to do: no-op)."""
    _move_value(storage, LEGACY_SETTINGS, SETTINGS)
    _move_value(storage, LEGACY_SETUP, SETUP)
    raw = read_text(storage, LEGACY_GAME)
    if raw is None:
        return Migration()
    raw_data, data, parsed = read_json(storage, LEGACY_GAME)
    if not parsed:
        return Migration(notices=(_kept(LEGACY_GAME, "not valid JSON"),))
    try:
        record = read_record(data)
    except RecordError as err:
        return Migration(notices=(_kept(LEGACY_GAME, str(err)),))
    x = {k: v for k, v in record.x.items() if k != BOOK} if isinstance(record.x, dict) else {}
    game, result = store_new(storage, Imported(record.state, record.players, x))
    if not result.ok:
        return Migration(failure=result)
    set_current(storage, game.id)
    storage.removeItem(LEGACY_GAME)
    return Migration(game_id=game.id)
