"""Shanghaien through the registry's GameRules interface (game/registry.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .record import Record, RecordError, dumps, loads
from .replay import summary as _summary

__all__ = ["RecordError", "load", "dump", "summary", "random_record", "ai_answer", "bench", "arena", "codec"]


def load(data: bytes | str) -> Record:
    """Read a Shanghaien record strictly; raises RecordError ("move N: reason")."""
    return loads(data)


def dump(game: Record) -> str:
    """The record of a loaded game as JSON text."""
    return dumps(game.state, game.players, game.x)


def summary(game: Record) -> dict:
    """The replay summary of the game-record spec."""
    return _summary(game.state)


def random_record(seed: int, seats: int = 2) -> str:
    """A complete random game (random options, deck, dice and legal moves), as a record."""
    import random

    from .randomplay import play_random_game, random_options, shuffled_deck
    from .state import State

    if seats != 2:
        raise ValueError("Shanghaien is a game for two")
    rng = random.Random(seed)
    state = State(shuffled_deck(rng), rng.randrange(2), random_options(rng))
    return dumps(play_random_game(state, rng))


def ai_answer(line: str, level: str, seed: int = 0, time_ms: float | None = None) -> str:
    """The AI protocol's answer to one record line."""
    from .ai.protocol import answer

    return answer(line, level, seed, time_ms)


def bench(seconds: float) -> dict[str, Any]:
    """The engine's speed numbers."""
    from .bench import run

    return run(seconds)


def arena(a: str, b: str, games: int, seed: int, seats: int, jobs: int, time_ms: float | None,
          options: dict[str, Any], progress: Callable[[int], None] | None) -> str:
    """Seat-swapped pairs of `a` against `b` (two seats only); the printed report."""
    from .ai.arena import run
    from .state import Options

    if seats != 2:
        raise ValueError("Shanghaien is a game for two")
    opts = Options(options.get("next_start", "non-caller"), bool(options.get("extra_wild")), bool(options.get("sharks")))
    return run(a, b, games, seed, jobs, opts, time_ms, progress).text()


def codec() -> Any:
    """How the saves layer reads, writes and lists Shanghaien's records."""
    from .saving import CODEC

    return CODEC
