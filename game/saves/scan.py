"""What else lies in storage: entries of a newer version, unknown keys, unreadable settings or
statistics, as notices; and what the player can do with a bad entry: export it raw or discard it.
"""

from __future__ import annotations

from collections.abc import Callable

from . import meta, results, settings
from .keys import CURRENT_KEY, FIRST_GAME, FOREIGN, FUTURE, LEGACY_KEYS, SETTINGS_KEY, STATS_KEY, is_game_id
from .shelf import Shelf, pick
from .storage import Storage, all_keys, read_text
from .values import DAMAGED, Notice
from .values import FOREIGN as FOREIGN_NOTICE
from .values import FUTURE as FUTURE_NOTICE

# A game whose statistics have a shape of their own (Shanghaien's) registers their check here when
# its keeping module is imported; the others' are checked as game/saves/results.py keeps them.
STATS_CHECKS: dict[str, Callable[[Storage], Notice | None]] = {}


def scan(storage: Storage, shelf: Shelf | None = None) -> list[Notice]:
    """Notices for every key of one game's that is not a saved game (list_games reports those)."""
    shelf = pick(shelf)
    title = shelf.title
    notices: list[Notice] = []
    for key in all_keys(storage):
        kind = shelf.keys.classify(key)
        if kind == FUTURE:
            notices.append(Notice(key, FUTURE_NOTICE, f"An entry was written by a newer version of {title}. "
                                                      "It is kept as it is."))
        elif kind == FOREIGN:
            notices.append(Notice(key, FOREIGN_NOTICE, f"An entry this version of {title} does not know "
                                                       f"({key}). It is kept as it is: you can export it as "
                                                       "text or discard it."))
        elif kind == SETTINGS_KEY and shelf.game == FIRST_GAME:  # the other games' settings: not yet kept
            notices.extend(n for n in [settings.check(storage)] if n)
        elif kind == STATS_KEY:
            own = STATS_CHECKS.get(shelf.game)
            if own is not None:
                check = own(storage)
            else:  # the first game's own statistics are checked once its keeping is loaded
                check = None if shelf.game == FIRST_GAME else results.check_results(storage, shelf)
            notices.extend(n for n in [check] if n)
        elif kind == CURRENT_KEY and not is_game_id(read_text(storage, shelf.keys.current)):
            notices.append(Notice(key, DAMAGED, "The mark of the game to resume cannot be read; "
                                                "no game is resumed. It is kept: you can discard it."))
    return notices


def export_raw(storage: Storage, key: str) -> str | None:
    """The text stored under a key exactly as it is (for a notice's "export"), or None."""
    return read_text(storage, key)


def discard_entry(storage: Storage, key: str, shelf: Shelf | None = None) -> None:
    """Delete one of a game's entries on the player's word (a notice's "discard"); other pages' keys are refused."""
    shelf = pick(shelf)
    if not key.startswith(shelf.keys.app) and not (shelf.game == FIRST_GAME and key in LEGACY_KEYS):
        raise ValueError(f"not a {shelf.title} key: {key!r}")
    storage.removeItem(key)
    game_id = shelf.keys.game_id_of(key)
    if game_id is not None:
        meta.drop_row(storage, game_id, shelf)
