"""What else lies in storage: entries of a newer version, unknown keys, unreadable settings or
statistics, as notices; and what the player can do with a bad entry: export it raw or discard it.
"""

from __future__ import annotations

from . import meta, settings, stats
from .keys import (APP, CURRENT, LEGACY_KEYS, CURRENT_KEY, FOREIGN, FUTURE, SETTINGS_KEY, STATS_KEY, classify_key,
                   game_id_of, is_game_id)
from .storage import Storage, all_keys, read_text
from .values import DAMAGED, Notice
from .values import FOREIGN as FOREIGN_NOTICE
from .values import FUTURE as FUTURE_NOTICE


def scan(storage: Storage) -> list[Notice]:
    """Notices for every key of ours that is not a game (list_games reports the games)."""
    notices: list[Notice] = []
    for key in all_keys(storage):
        kind = classify_key(key)
        if kind == FUTURE:
            notices.append(Notice(key, FUTURE_NOTICE, "An entry was written by a newer version of Shanghaien. "
                                                      "It is kept as it is."))
        elif kind == FOREIGN:
            notices.append(Notice(key, FOREIGN_NOTICE, f"An entry this version of Shanghaien does not know "
                                                       f"({key}). It is kept as it is: you can export it as "
                                                       "text or discard it."))
        elif kind == SETTINGS_KEY:
            notices.extend(n for n in [settings.check(storage)] if n)
        elif kind == STATS_KEY:
            notices.extend(n for n in [stats.check(storage)] if n)
        elif kind == CURRENT_KEY and not is_game_id(read_text(storage, CURRENT)):
            notices.append(Notice(key, DAMAGED, "The mark of the game to resume cannot be read; "
                                                "no game is resumed. It is kept: you can discard it."))
    return notices


def export_raw(storage: Storage, key: str) -> str | None:
    """The text stored under a key exactly as it is (for a notice's "export"), or None."""
    return read_text(storage, key)


def discard_entry(storage: Storage, key: str) -> None:
    """Delete one of our entries on the player's word (a notice's "discard"); other pages' keys are refused."""
    if not key.startswith(APP) and key not in LEGACY_KEYS:
        raise ValueError(f"not a Shanghaien key: {key!r}")
    storage.removeItem(key)
    game_id = game_id_of(key)
    if game_id is not None:
        meta.drop_row(storage, game_id)
