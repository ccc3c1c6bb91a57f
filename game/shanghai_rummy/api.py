"""Shanghai rummy through the registry's GameRules interface (game/registry.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .record import Record, RecordError, dumps, loads, options_of
from .replay import summary as _summary

__all__ = ["RecordError", "load", "dump", "summary", "random_record", "ai_answer", "bench", "arena", "codec"]


def load(data: bytes | str) -> Record:
    """Read a Shanghai rummy record strictly; raises RecordError ("move N: reason")."""
    return loads(data)


def dump(game: Record) -> str:
    """The record of a loaded game as JSON text."""
    return dumps(game.state, game.players, game.options, game.x, game.pack_codes)


def summary(game: Record) -> dict:
    """The replay summary of the record spec."""
    return _summary(game.state)


def random_record(seed: int, seats: int = 4) -> str:
    """A complete game at `seats` seats with uniformly random legal moves (seeded), as a record."""
    import random

    from .randomplay import new_game, play_random

    if not 3 <= seats <= 8:
        raise ValueError("Shanghai rummy is a game for 3 to 8")
    rng = random.Random(seed)
    state = play_random(new_game(rng, seats), rng)
    return dumps(state, options=options_of(state))


def ai_answer(line: str, level: str, seed: int = 0, time_ms: float | None = None) -> str:
    """The AI protocol's answer to one (masked) record line."""
    from .ai.protocol import answer

    return answer(line, level, seed, time_ms)


def bench(seconds: float) -> dict[str, Any]:
    """The engine's speed numbers."""
    from .bench import run

    return run(seconds)


def arena(a: str, b: str, games: int, seed: int, seats: int, jobs: int, time_ms: float | None,
          options: dict[str, Any], progress: Callable[[int], None] | None) -> str:
    """Level `a` in one seat against `b` in the others, the seat rotating; the printed report."""
    from .ai.arena import run

    return run(a, b, games, seed, seats, jobs, time_ms, options, progress)


def codec() -> Any:
    """How the saves layer reads, writes and lists this game's records."""
    from .saving import CODEC

    return CODEC
