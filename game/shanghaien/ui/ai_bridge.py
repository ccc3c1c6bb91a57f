"""The one place the board asks the computer for a move or a hint, in slices that never block.

The AI package is imported on first use, so it adds nothing to the page's start-up; the import,
the search's set-up and every slice of thinking each run in their own task.
"""

from __future__ import annotations

import asyncio
import time
from typing import Callable

from game.shanghaien import actions as A
from game.shanghaien.state import State

# Thinking per slice: short enough that a slice, its last iteration and a garbage collection
# stay well under the 50 ms a browser counts as a long task, long enough that yielding costs little.
SLICE_MS = 20.0
# A wall-clock cap on one decision, yields included. The Captain's first decision of a round solves
# the whole round (about 1 s of CPython, more in Pyodide); the board does that work ahead, while it
# lingers at its pace and while the person thinks (`Ahead`), so the cap bites only when there was no
# time ahead (a fast pace, a quick person): then the solve stops at the level's share of the cap, the
# search picks the move in the time left, and the part of the table solved is kept for the next one.
THINK_CAP_MS = 450.0
HINT_LEVEL = "captain"  # the Expert

last_cut_short = False  # did the last decision hit THINK_CAP_MS (read by e2e/bench_ai.py)


async def _search(state: State, level: str, seed: int) -> int:
    """Run one searcher to its end, yielding to the page between slices."""
    global last_cut_short
    from game.shanghaien.ai import levels

    await asyncio.sleep(0)
    search = levels.Searcher(state.clone(), level, seed, THINK_CAP_MS)
    await asyncio.sleep(0)
    while not search.done():
        search.step(SLICE_MS)
        await asyncio.sleep(0)
    last_cut_short = search.cut_short()
    return search.best()


class Ahead:
    """The exact solve of the round a level will need next, worked on in slices while the board waits
    (nothing to do for a level that does not solve, or a round too big for it)."""

    def __init__(self, state: State, level: str):
        """Prepare to solve the rest of `state`'s round as `level` would (the state is copied)."""
        from game.shanghaien.ai import levels, solver

        self.state = state.clone()
        self.solver = None
        lv = levels.level_of(level)
        if lv.kind == "search" and lv.exact and not state.is_terminal() and solver.solve_cost(state) <= lv.exact:
            self.solver = levels.level_solver(self.state, lv)  # the table the level's decision will read
        self.finished = self.solver is None

    def step(self, budget_ms: float = SLICE_MS) -> None:
        """Solve for about `budget_ms` more; `finished` once every position of the round ahead is solved."""
        if self.finished:
            return
        from game.shanghaien.ai.solver import Pause

        solver = self.solver
        solver.deadline = time.perf_counter() + budget_ms / 1000.0
        try:
            solver.value(self.state)
            self.finished = True
        except Pause:
            pass  # the finished part is kept: the next slice carries on
        finally:
            solver.deadline = None


async def think_ahead(ahead: Ahead, still: Callable[[], bool]) -> None:
    """Work on `ahead` slice by slice, yielding to the page between slices, while `still()` holds."""
    await asyncio.sleep(0)
    while not ahead.finished and still():
        ahead.step(SLICE_MS)
        await asyncio.sleep(0)


async def choose(state: State, level: str, seed: int) -> int:
    """The computer's move for the player to move at `level`."""
    action = await _search(state, level, seed)
    legal = state.legal_actions()
    return action if action in legal else legal[0]


async def hint(state: State, seed: int, names: tuple[str, str]) -> tuple[int, str]:
    """The Expert's suggestion for the player to move, and why, in a short phrase."""
    action = await _search(state, HINT_LEVEL, seed)
    try:
        from game.shanghaien.ai.hint import reason
    except ImportError:
        return action, A.action_text(action)
    return action, reason(state, action, names)
