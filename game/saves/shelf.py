"""One game's shelf in storage: its keys and its codec, found through the registry.

Every function of the saves layer that touches a game's records takes a `Shelf`. Callers written
before the site held several games (Shanghaien's board) leave it out and get Shanghaien's.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from game import registry

from .codec import Codec, RecordFault
from .keys import FIRST_GAME, GameKeys, keys_for


@dataclass(frozen=True)
class Shelf:
    """Where one game's saves live and how its records are read and written.

    Listing saved games needs only the record's `format`, the game's `title` and the newest
    `version` read, all from the game's descriptor; the codec, and with it the game's engine, is
    imported the first time a record is read or written (so the chooser stays light).
    """

    keys: GameKeys
    format: str  # the records' `format`
    title: str  # the game's name, for messages about its saved games
    version: int  # the newest record version this build reads
    load: Callable[[], Codec]

    @property
    def game(self) -> str:
        """The game's registry id."""
        return self.keys.game

    @functools.cached_property
    def codec(self) -> Codec:
        """The game's codec (its api imported on first use)."""
        return self.load()


@functools.cache
def shelf_for(game_id: str) -> Shelf:
    """The shelf of the registered game with this id (KeyError naming the known ids otherwise)."""
    game = registry.by_id(game_id)
    return Shelf(keys_for(game_id), game.format, game.name("en"), game.record_version, lambda: _codec_of(game))


def _codec_of(game: registry.GameDescriptor) -> Codec:
    """The game's codec; RecordFault when its code is not on the page (in the browser each game's
    package is fetched when the game is first opened: scripts/game_zips.py)."""
    try:
        return game.rules().codec()
    except ModuleNotFoundError as err:
        if not (err.name or "").startswith("game."):
            raise
        name = game.name("en")
        raise RecordFault(0, f"a record of {name}, which this page has not loaded yet: open {name} from the "
                             "list of games, then try again") from None


def shelf_of_format(record_format: object) -> Shelf | None:
    """The shelf of the game whose records carry this `format`, or None."""
    game = registry.by_format(record_format)
    return shelf_for(game.id) if game is not None else None


def pick(shelf: Shelf | None) -> Shelf:
    """The shelf given, or the first game's."""
    return shelf if shelf is not None else shelf_for(FIRST_GAME)
