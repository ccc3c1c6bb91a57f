"""The computer's decisions for the board: the seat's own view of the game (never the full
state), thought through in slices of a few milliseconds so the page never freezes."""

from __future__ import annotations

import asyncio
import json
import time

from ..record import loads, record_dict
from ..ai.view import view_at_deal
from ..state import BUY, TAKE, State

SLICE_MS = 20.0


def seat_view(state: State, seat: int) -> State:
    """What `seat` knows of the game, as a masked State (unseen cards hidden), from the record."""
    from ..ai.view import mask_record

    raw = record_dict(state)
    return loads(json.dumps(mask_record(raw, seat)), masked=True).state


class Views:
    """Every seat's masked view of a game, kept up move by move beside it (as the arena's
    SeatViews, without playing the game itself): a stock card is shown to a seat as it takes it."""

    def __init__(self, state: State):
        """Views of a game at its deal (no moves played yet)."""
        self.views = [view_at_deal(state, p) for p in range(state.n)]


    def before(self, truth: State, move: str) -> None:
        """Call before `move` is played in `truth`: the seat taking a stock card gets to see it."""
        taker = truth.turn if (move == "draw" and truth.step == TAKE) else (
            truth.asked if (move == "buy" and truth.step == BUY) else None)
        if taker is not None:
            view = self.views[taker]
            view.pack[view.sp] = truth.pack[truth.sp]

    def after(self, move: str) -> None:
        """Call after `move` is played: every view plays it too."""
        for view in self.views:
            view._apply(move)

    def of(self, seat: int) -> State:
        """A copy of what `seat` knows now."""
        return self.views[seat].clone()


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
