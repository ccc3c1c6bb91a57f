"""The one place the board asks the computer for a move or a hint, in slices that never block.

The AI package is imported on first use, so it adds nothing to the page's start-up.
"""

from __future__ import annotations

import asyncio

from game.shanghaien import actions as A
from game.shanghaien.state import State

SLICE_MS = 25.0  # thinking per slice; the page handles input and paints between slices
HINT_LEVEL = "captain"  # the Expert


async def _search(state: State, level: str, seed: int) -> int:
    """Run one searcher to its end, yielding to the page between slices."""
    from game.shanghaien.ai import Searcher

    search = Searcher(state.clone(), level, seed)
    await asyncio.sleep(0)
    while not search.done():
        search.step(SLICE_MS)
        await asyncio.sleep(0)
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
