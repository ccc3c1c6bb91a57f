"""The games of the site: one small descriptor per game, and the registry that finds them.

The shell, the saves layer, the statistics, the replay viewer, the command line and the tests reach
a game only through its descriptor. A descriptor is pure data and cheap to import; the game's
engine, AI and board are imported only when `rules()` (or the board) is first asked for, so the
site's start-up pays only for the game that is opened.

A game's package holds `descriptor.py` (its `DESCRIPTOR`) and `api.py`, the module `rules()`
returns, with the functions of `GameRules` below.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Protocol


class GameRules(Protocol):
    """What a game's `api` module gives the shell and the command line."""

    RecordError: type[Exception]  # str(err) reads "move N: reason"

    def load(self, data: bytes | str) -> Any:
        """Read a record strictly (a UTF-8 BOM is fine); raises RecordError."""

    def dump(self, game: Any) -> str:
        """The record of a loaded game as JSON text; load(dump(g)) gives g again."""

    def summary(self, game: Any) -> dict:
        """The replay summary the game's record format defines."""

    def random_record(self, seed: int, seats: int) -> str:
        """A complete game at `seats` seats, every move uniformly random among the legal ones (seeded)."""

    def ai_answer(self, line: str, level: str, seed: int = 0, time_ms: float | None = None) -> str:
        """The AI protocol's one-line answer to one (masked) record."""

    def codec(self) -> Any:
        """How the saves layer reads, writes and lists this game's records (game/saves/codec.py)."""

    def bench(self, seconds: float) -> dict[str, Any]:
        """The engine's speed numbers, measured for about `seconds` each."""

    def arena(self, a: str, b: str, games: int, seed: int, seats: int, jobs: int, time_ms: float | None,
              options: dict[str, Any], progress: Callable[[int], None] | None) -> str:
        """Play `games` tables of `seats` (level a in one seat, b in the others, the seat rotating);
        `options` holds rule options by their record keys; returns the printed report."""


@dataclass(frozen=True)
class Option:
    """One rule option of a game: its record key, default and allowed values."""

    key: str
    default: Any  # a value, or a callable of the number of players giving one
    choices: tuple[Any, ...] = ()
    help: str = ""

    def default_for(self, players: int) -> Any:
        """The default value at a table of `players`."""
        return self.default(players) if callable(self.default) else self.default


@dataclass(frozen=True)
class GameDescriptor:
    """What the shell needs to know of one game."""

    id: str  # the address and storage id: "shanghai-rummy"
    format: str  # the record's "format"
    package: str  # "game.shanghai_rummy"
    names: Mapping[str, str]  # the game's name in en, de, it, fr
    blurbs: Mapping[str, str]  # one line on what it is, in en, de, it, fr
    players: tuple[int, int]  # fewest and most seats
    levels: tuple[str, ...]  # the computer's levels a player chooses from, weakest first (names: its catalogue)
    default_level: str
    baselines: tuple[str, ...] = ("random", "greedy")  # levels for arenas and tests only
    options: tuple[Option, ...] = ()
    hidden_hands: bool = True  # each seat sees only its own hand
    board: str = ""  # the module of its board in the browser ("" while it has none)
    stylesheets: tuple[str, ...] = ()  # style sheets its board needs beyond index.html's, paths under the site's root
    picture: str = ""  # its picture on the chooser, a path under the site's root
    api: str = "api"  # the module under `package` with the GameRules functions ("": the package itself)
    record_version: int = 1  # the newest record `version` this build reads (its codec says the same)
    extra: Mapping[str, Any] = field(default_factory=dict)

    def rules(self) -> GameRules:
        """The game's api module (imported on first use)."""
        module: ModuleType = importlib.import_module(f"{self.package}.{self.api}" if self.api else self.package)
        return module  # type: ignore[return-value]

    def all_levels(self) -> tuple[str, ...]:
        """Every level the AI protocol and the arena accept, players' levels first."""
        return self.levels + tuple(b for b in self.baselines if b not in self.levels)

    def name(self, lang: str = "en") -> str:
        """The game's name in `lang` (English when that language has none)."""
        return self.names.get(lang) or self.names["en"]


_GAMES: dict[str, GameDescriptor] = {}


def register(descriptor: GameDescriptor) -> GameDescriptor:
    """Add a game to the registry (its id and format must be new); returns it."""
    for other in _GAMES.values():
        if other.id == descriptor.id or other.format == descriptor.format:
            raise ValueError(f"a game with id {descriptor.id!r} or format {descriptor.format!r} is registered")
    _GAMES[descriptor.id] = descriptor
    return descriptor


def unregister(game_id: str) -> None:
    """Remove a game from the registry (for tests that register one of their own)."""
    _GAMES.pop(game_id, None)


def games() -> tuple[GameDescriptor, ...]:
    """Every registered game, in the order the chooser shows them."""
    _load_builtin()
    return tuple(_GAMES.values())


def by_id(game_id: str) -> GameDescriptor:
    """The game with this id; KeyError naming the known ids otherwise."""
    _load_builtin()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"no game {game_id!r} (known: {', '.join(_GAMES)})") from None


def by_format(record_format: object) -> GameDescriptor | None:
    """The game whose records carry this `format`, or None."""
    _load_builtin()
    for game in _GAMES.values():
        if game.format == record_format:
            return game
    return None


# The site's games, in the chooser's order: one line per game.
_BUILTIN = (
    "game.shanghaien.descriptor",
    "game.shanghai_rummy.descriptor",
    "game.penny_shanghai.descriptor",
)
_loaded = False


def _load_builtin() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in _BUILTIN:
        descriptor = importlib.import_module(name).DESCRIPTOR
        if descriptor.id not in _GAMES:
            register(descriptor)
