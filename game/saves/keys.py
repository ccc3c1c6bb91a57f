"""Every localStorage key the saves layer reads or writes, in one place, and what a key is.

Each game of the site keeps its keys under its own id (game/registry.py): `<id>.v1.` holds its
saved games (`<id>.v1.game.<game id>`), the index of them, its statistics, settings, the game to
resume and the last new-game choices; `keys_for(id)` names them. A later format gets `<id>.v2.`
and this code leaves it alone. Shanghaien's keys (`shanghaien.v1.`) are the same as before the
site held other games, so nothing it saved moves; its settings also hold the site's language.
Keys outside a game's prefix belong to another game, to other pages of the same origin, or to
the page's snapshot loader (assets/snapshot/pyodide.mjs, which keeps its switch and its note of
the saved snapshot under `shanghaien:snapshot`); a game's saves never touch them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

VERSION = 1
_GAME = re.compile(r"[a-z][a-z0-9-]{0,39}")


@dataclass(frozen=True)
class GameKeys:
    """The storage keys of one game of the site."""

    game: str  # the game's id in the registry

    def __post_init__(self) -> None:
        if not _GAME.fullmatch(self.game):
            raise ValueError(f"not a game's id for storage keys: {self.game!r}")

    @property
    def app(self) -> str:
        """Every key of this game starts with this."""
        return f"{self.game}."

    @property
    def prefix(self) -> str:
        """Every key of this version of this game starts with this."""
        return f"{self.game}.v{VERSION}."

    @property
    def game_prefix(self) -> str:
        """A saved game's key is this and the game's id."""
        return self.prefix + "game."

    @property
    def index(self) -> str:
        """The metadata of every saved game, derived from the records."""
        return self.prefix + "index"

    @property
    def settings(self) -> str:
        """The player's settings for this game."""
        return self.prefix + "settings"

    @property
    def stats(self) -> str:
        """The statistics of finished games."""
        return self.prefix + "stats"

    @property
    def current(self) -> str:
        """The id of the game to resume on reload."""
        return self.prefix + "current"

    @property
    def setup(self) -> str:
        """The last new-game choices, so "New game" starts from them."""
        return self.prefix + "setup"


    def game_key(self, game_id: str) -> str:
        """The key of one saved game; raises ValueError for a malformed id."""
        if not is_game_id(game_id):
            raise ValueError(f"not a game id: {game_id!r}")
        return self.game_prefix + game_id

    def game_id_of(self, key: object) -> str | None:
        """The game id a key stores, or None if it is not a game key of this game and version."""
        if isinstance(key, str) and key.startswith(self.game_prefix):
            game_id = key[len(self.game_prefix):]
            if is_game_id(game_id):
                return game_id
        return None

    def classify(self, key: str) -> str:
        """What a key is: GAME, INDEX_KEY, SETTINGS_KEY, STATS_KEY, CURRENT_KEY, SETUP_KEY, FUTURE, FOREIGN or OTHER."""
        if not key.startswith(self.app):
            return OTHER
        fixed = {self.index: INDEX_KEY, self.settings: SETTINGS_KEY, self.stats: STATS_KEY,
                 self.current: CURRENT_KEY, self.setup: SETUP_KEY}
        if key in fixed:
            return fixed[key]
        if self.game_id_of(key) is not None:
            return GAME
        match = _VERSIONED.match(key, len(self.app))
        if match and int(match.group(1)) > VERSION:
            return FUTURE
        return FOREIGN

    def concerns_game(self, event_key: object, game_id: str) -> bool:
        """True if a `storage` event with this key may have changed the saved game `game_id`.

        The browser sends key null when another tab cleared the whole storage: that concerns it too.
        """
        if not isinstance(event_key, str):
            return True
        return event_key == self.game_prefix + game_id

    def concerns_list(self, event_key: object) -> bool:
        """True if a `storage` event with this key may change this game's list of saved games or statistics."""
        return not isinstance(event_key, str) or event_key.startswith(self.prefix)


def keys_for(game: str) -> GameKeys:
    """The storage keys of the game with this registry id."""
    return GameKeys(game)


# What a key is (GameKeys.classify).
GAME = "game"  # one saved game: a record under game_prefix + id
INDEX_KEY = "index"  # the metadata of all games, derived from the records
SETTINGS_KEY = "settings"
STATS_KEY = "stats"
CURRENT_KEY = "current"  # the id of the game to resume on reload
SETUP_KEY = "setup"
FUTURE = "future"  # written by a later version of the game: kept untouched
FOREIGN = "foreign"  # under our prefix, but not a key this version writes
OTHER = "other"  # another page of the same origin: none of our business

_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
_VERSIONED = re.compile(r"v(\d{1,9})\.")


def is_game_id(game_id: object) -> bool:
    """True for a well-formed game id: 1 to 64 of A-Z a-z 0-9 _ -."""
    return isinstance(game_id, str) and _ID.fullmatch(game_id) is not None


# Shanghaien's keys, under the names its callers have used since before the site held other games.
FIRST_GAME = "shanghaien"  # the site's first game: callers that name no game mean it
SHANGHAIEN = keys_for(FIRST_GAME)
APP = SHANGHAIEN.app
PREFIX = SHANGHAIEN.prefix
GAME_PREFIX = SHANGHAIEN.game_prefix
INDEX = SHANGHAIEN.index
SETTINGS = SHANGHAIEN.settings  # the site's language lives here too (scripts/first_words.py reads it)
STATS = SHANGHAIEN.stats
CURRENT = SHANGHAIEN.current
SETUP = SHANGHAIEN.setup
game_key = SHANGHAIEN.game_key
game_id_of = SHANGHAIEN.game_id_of
classify_key = SHANGHAIEN.classify
concerns_game = SHANGHAIEN.concerns_game
concerns_list = SHANGHAIEN.concerns_list

# What the board of earlier builds wrote (before this layer), read once by legacy.py and moved here.
LEGACY_GAME = "shanghaien:game.current.v1"
LEGACY_SETTINGS = "shanghaien:settings.v1"
LEGACY_SETUP = "shanghaien:setup.last.v1"
LEGACY_KEYS = (LEGACY_GAME, LEGACY_SETTINGS, LEGACY_SETUP)
