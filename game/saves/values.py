"""The values the saves layer hands to the UI: notices, save results, loaded games, errors."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .keys import FIRST_GAME

# Notice kinds.
DAMAGED = "damaged"  # cannot be read: not JSON, not a record, or a record that does not replay
FUTURE = "future"  # written by a later version of the game
FOREIGN = "foreign"  # a key under our prefix that this version never writes
REPAIRED = "repaired"  # derived data (the games index) was damaged and has been rebuilt

# SaveResult statuses.
SAVED = "saved"
UNCHANGED = "unchanged"  # nothing to write (same content, already counted, ...): not a failure
FULL = "full"  # the browser's storage quota is used up
FAILED = "failed"  # the browser refused the write for another reason
STALE = "stale"  # another tab saved a newer revision of this game
BLOCKED = "blocked"  # the stored entry cannot be read, so it is kept rather than overwritten
MISSING = "missing"  # the entry to change is not saved (any more)

KEPT_IN_MEMORY = "your game is kept in memory, export it"


@dataclass(frozen=True)
class Notice:
    """Something in storage the UI should tell the player about; `key` can be exported raw or discarded."""

    key: str
    kind: str
    message: str


@dataclass(frozen=True)
class SaveResult:
    """What became of a write: `ok` or not, a message to show when not, and the game's revision."""

    status: str
    message: str = ""
    rev: int = 0

    @property
    def ok(self) -> bool:
        """True when storage holds what the caller asked for."""
        return self.status in (SAVED, UNCHANGED)


@dataclass(frozen=True)
class Game:
    """A saved game brought back: the position to play on, its header, and its saved revision.

    `x` holds the UI's own keys of the record's `x` object (the layer's bookkeeping removed).
    """

    id: str
    state: Any  # the game's own position
    players: list[dict] | None
    x: dict = field(default_factory=dict)
    name: str = ""
    rev: int = 0
    created: int = 0
    updated: int = 0
    game: str = FIRST_GAME  # the registry id of the game it is a game of


@dataclass(frozen=True)
class Imported:
    """A record read from a file or a link, not stored yet."""

    state: Any  # the game's own position
    players: list[dict] | None
    x: dict = field(default_factory=dict)
    game: str = FIRST_GAME  # the registry id of the game it is a game of


class SavesError(Exception):
    """A failure the player can be told about: str(error) is the message."""


class NotFound(SavesError):
    """The game asked for is not saved (any more)."""


class Unreadable(SavesError):
    """A stored entry cannot be used; `notice` says why, and the entry is kept."""

    def __init__(self, notice: Notice):
        super().__init__(notice.message)
        self.notice = notice


class ImportRefused(SavesError):
    """A file that is not a game this version can open; the message is `move N: reason`."""

    def __init__(self, move: int, reason: str):
        super().__init__(f"move {move}: {reason}")
        self.move = move
        self.reason = reason


class LinkRefused(SavesError):
    """A shared link that is malformed, too large, or holds a game that cannot be read; `reason`
    is the message as an engine Phrase, so the board can say it in the player's language."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class UndoRefused(SavesError):
    """Nothing may be taken back now; the message says why."""
