"""The computer's decisions for the board: the seat's own view of the game (never the full
state), thought through in slices of a few milliseconds so the page never freezes."""

from __future__ import annotations

import asyncio
import json
import time

from ..record import loads, record_dict
from ..state import State

SLICE_MS = 20.0


def seat_view(state: State, seat: int) -> State:
    """What `seat` knows of the game, as a masked State (unseen cards hidden), from the record."""
    from ..ai.view import mask_record

    raw = record_dict(state)
    return loads(json.dumps(mask_record(raw, seat)), masked=True).state


def think_steps(view: State, level: str, seed: int):  # noqa: ANN201 (a generator of the levels)
    """The level's thinking generator over a seat's view."""
    from ..ai.levels import thinking

    return thinking(view, level, seed)


async def decide(state: State, view: State, level: str, seed: int) -> tuple[str, list[float]]:
    """The computer's move for `seat`, and the milliseconds of each slice of thinking; a move the
    engine would refuse is replaced by the first legal one."""
    slices: list[float] = []
    await asyncio.sleep(0)
    start = time.perf_counter()
    steps = think_steps(view, level, seed)
    slices.append((time.perf_counter() - start) * 1000)
    move = None
    while move is None:
        await asyncio.sleep(0)
        start = time.perf_counter()
        try:
            while (time.perf_counter() - start) * 1000 < SLICE_MS:
                next(steps)
        except StopIteration as done:
            move = done.value
        slices.append((time.perf_counter() - start) * 1000)
    if state.why_not(move):
        move = state.legal_actions()[0]
    return move, slices
