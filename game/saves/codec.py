"""What the saves layer needs of a game to keep its records: the `Codec` each game's api gives.

The layer stores, lists, exports, imports and shares records of any game of the registry without
knowing its rules: a game hands over a codec that reads a record into a position, writes a
position back as a record, and says what the games list shows of it (who plays, how far it got,
the scores). Positions are opaque here; only the game's own code looks inside them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


class RecordFault(Exception):
    """A record its game cannot honour: `move N: reason` (N is 0 for a fault in the keys)."""

    def __init__(self, move: int, reason: str):
        super().__init__(f"move {move}: {reason}")
        self.move = move
        self.reason = reason


@dataclass(frozen=True)
class Loaded:
    """A record read by its game: the position, the header's players and the record's `x`."""

    state: Any
    players: list[dict] | None
    x: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Progress:
    """What the games list shows of a position, in terms every game shares."""

    stage: int  # the round or hand in play (its last once the game is over)
    scores: tuple[int, ...]  # per seat: the final scores once over, else as they stand
    finished: bool
    winners: tuple[int, ...]  # the seats that won (several share a win); () before the end
    options: dict[str, Any]  # the rule options by their record keys
    seats: int
    low_wins: bool = False  # the lowest score is the best (Shanghai rummy's points)


class Codec(Protocol):
    """A game's records as the saves layer sees them."""

    game: str  # the registry id; the storage keys are named after it
    format: str  # the records' `format`
    version: int  # the newest record version this build reads (as the game's descriptor says)

    def read(self, data: dict) -> Loaded:
        """Replay a record (parsed JSON) to its position; raises RecordFault."""

    def write(self, state: Any, players: list[dict] | None, x: dict) -> dict:
        """The record (JSON-ready) of a position."""

    def progress(self, state: Any) -> Progress:
        """How far the position has got, for the games list."""

    def pending(self, state: Any) -> str | None:
        """A step the record cannot hold but a reload must restore (Shanghaien's dice in the air), or None."""

    def resume(self, state: Any, pending: str) -> None:
        """Redo a pending step on a position just read."""

    def default_names(self, seats: int) -> tuple[str, ...]:
        """The seats' names when a record names nobody."""


class RecordCodec:
    """The parts of a Codec most games share: no step a record cannot hold, seats named by number."""

    def pending(self, state: Any) -> str | None:
        """Nothing: a record holds every step."""
        return None

    def resume(self, state: Any, pending: str) -> None:
        """Nothing to redo."""

    def default_names(self, seats: int) -> tuple[str, ...]:
        """Player 1, Player 2, ..."""
        return tuple(f"Player {i + 1}" for i in range(seats))


def seats_of(players: list[dict] | None, defaults: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...],
                                                                          tuple[str, ...]]:
    """Each seat's name, type ("human"/"ai") and level from a record's players (`defaults` name the unnamed)."""
    names, types, levels = [], [], []
    for i, default in enumerate(defaults):
        p = players[i] if players and i < len(players) and isinstance(players[i], dict) else {}
        name, kind, level = p.get("name"), p.get("type"), p.get("level")
        names.append(name if isinstance(name, str) else default)
        types.append(kind if kind in ("human", "ai") else "human")
        levels.append(level if isinstance(level, str) else "")
    return tuple(names), tuple(types), tuple(levels)
