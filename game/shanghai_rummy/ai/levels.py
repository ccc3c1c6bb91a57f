"""The computer's levels and the two baselines, weakest first, and the one call that picks a move."""

from __future__ import annotations

import random
from collections.abc import Generator

from ..state import State
from .policy import Style, decide

STYLES: dict[str, Style] = {
    "greedy": Style(),
    "kibitzer": Style(noise=0.35, buys=False),
    "regular": Style(),
    "hustler": Style(samples=1, candidates=4),  # the lookahead's outs count, buying as the regular does
    "shark": Style(block=True, dump=True, samples=1, candidates=6, buy_any=True, buy_room=18, feed=4.0,
                   hold_wants=3.0, dump_weight=0.3, lay_keep=3.0, near_keep=0.5),
}


def _steps(view: State, level: str, rng: random.Random, time_ms: float | None) -> Generator[None, None, str]:
    """The decision as a generator: each resumption a bounded piece of work, the move its value."""
    if level == "random":
        moves = view.legal_actions()
        return moves[rng.randrange(len(moves))]
    style = STYLES[level]
    if style.samples:
        from .outs import lookahead

        move = yield from lookahead(view, style, rng, time_ms)
    else:
        move = decide(view, style, rng)
    return move


def choose(view: State, level: str, rng: random.Random, time_ms: float | None = None) -> str:
    """The move `level` makes in the seat's view `view` (the player to move is the seat)."""
    steps = _steps(view, level, rng, time_ms)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def thinking(view: State, level: str, seed: int = 0, time_ms: float | None = None) -> Generator[None, None, str]:
    """choose() in slices for a page that must not freeze: resume it until StopIteration, whose
    value is the move; each resumption does a bounded piece of the work."""
    yield
    return (yield from _steps(view, level, random.Random(seed), time_ms))
