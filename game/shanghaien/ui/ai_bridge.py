"""The one place the board asks the computer for a move or a hint, in slices that never block.

The AI package is imported on first use, so it adds nothing to the page's start-up; the import,
the search's set-up and every slice of thinking each run in their own task.
"""

from __future__ import annotations

import asyncio
import gc
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


_held = 0  # decisions under way with the garbage collector held off (see _search)
_frozen = False


def _freeze() -> None:
    """Leave out of every later collection what the page holds by its first decision (its modules,
    the board): a full pass over that heap is what made Pyodide's collections long."""
    global _frozen
    _frozen = True
    gc.freeze()  # no collection first: that would be the long pass itself


async def _search(state: State, level: str, seed: int) -> int:
    """Run one searcher to its end, yielding to the page between slices.

    The collector is held off while the decision lasts (at most THINK_CAP_MS): a search cut short
    grows a tree of thousands of tracked nodes, and Pyodide's collections over it took 40-70 ms
    inside a 20 ms slice. The tree holds no cycles, so dropping it frees it at once. At the first
    decision what the page holds is frozen out of later collections (`_freeze`).
    """
    global last_cut_short, _held
    from game.shanghaien.ai import levels

    await asyncio.sleep(0)
    held = gc.isenabled() or _held > 0
    if held:
        if not _frozen:
            _freeze()
        _held += 1
        gc.disable()
    try:
        search = levels.Searcher(state.clone(), level, seed, THINK_CAP_MS)
        await asyncio.sleep(0)
        while not search.done():
            search.step(SLICE_MS)
            await asyncio.sleep(0)
        last_cut_short = search.cut_short()
        action = search.best()
        del search  # the tree goes before the collector comes back
    finally:
        if held:
            _held -= 1
            if not _held:
                gc.enable()
    return action


class Ahead:
    """The exact solve of the round a level will need next, worked on in slices while the board waits
    (nothing to do for a level that does not solve, or a round too big for it)."""

    def __init__(self, state: State, level: str):
        """Prepare to solve the rest of `state`'s round as `level` would (the state is copied)."""
        from game.shanghaien.ai import levels, solver

        self.state = state.clone()
        self.solver = None
        self.level = levels.level_of(level)
        lv = self.level
        self.finished = not (lv.kind == "search" and lv.exact and not state.is_terminal()
                             and solver.solve_cost(state) <= lv.exact)

    def step(self, budget_ms: float = SLICE_MS) -> None:
        """Solve for about `budget_ms` more; `finished` once every position of the round ahead is solved."""
        if self.finished:
            return
        from game.shanghaien.ai import levels
        from game.shanghaien.ai.solver import Pause

        solver = self.solver
        if solver is None:  # the table is found or set up in a slice of its own, not with the caller's work
            if not _frozen:  # solving ahead may come before the first decision: the page's heap goes first
                _freeze()
            self.solver = levels.level_solver(self.state, self.level)  # the table the level's decision will read
            return
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
