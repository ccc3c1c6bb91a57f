"""The AI protocol: one (masked) record per line in, the move of the player to move out."""

from __future__ import annotations

import zlib

from ..record import RecordError, loads
from .levels import choose


def answer(line: str, level: str, seed: int = 0, time_ms: float | None = None) -> str:
    """The one-line answer to one record: a move, `over`, or `error: reason`."""
    try:
        state = loads(line, masked=True).state
    except RecordError as err:
        return f"error: {err}"
    if state.is_terminal():
        return "over"
    # the same seed and record give the same move; the record's text varies the samples
    return choose(state, level, seed * 1_000_003 + zlib.crc32(line.strip().encode("utf-8")))
