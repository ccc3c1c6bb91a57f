"""The computer's decisions for the board: from the seat's own view only, thought in slices of
about 20 ms with a yield to the page between them, so the page never freezes."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from ..ai import levels
from ..record import Record
from . import match

SLICE_MS = 20.0


async def decide(record: Record, seat: int, level: str, seed: int,
                 still_wanted: Callable[[], bool] = lambda: True) -> str | None:
    """The move `level` makes for `seat` (None when no longer wanted: a new game, a load)."""
    view = match.seat_view(record, seat)
    await asyncio.sleep(0)
    thought = levels.thinking(view, level, seed)
    while True:
        slice_end = time.perf_counter() + SLICE_MS / 1000
        try:
            while time.perf_counter() < slice_end:
                next(thought)
        except StopIteration as done:
            return done.value
        await asyncio.sleep(0)
        if not still_wanted():
            return None
