"""The one place the board asks the computer for a move or a hint, in slices that never block.

The AI package is imported on first use, so it adds nothing to the page's start-up; the import,
the search's set-up and every slice of thinking each run in their own task.
"""

from __future__ import annotations

import asyncio

from game.shanghaien import actions as A
from game.shanghaien.state import State

# Thinking per slice: short enough that a slice, its last iteration and a garbage collection
# stay well under the 50 ms a browser counts as a long task, long enough that yielding costs little.
SLICE_MS = 20.0
# A wall-clock cap on one decision, yields included: the levels count their work in simulated
# moves (so a seed fixes the move), which keeps the Captain near 0.4 s on this machine; the cap
# only bites on a much slower or busier device, where a quicker, slightly weaker move beats a stall.
THINK_CAP_MS = 1300.0
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
