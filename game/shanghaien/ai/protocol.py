"""The AI protocol of the game-record spec: one record per line in, one move per line out."""

from __future__ import annotations

from .. import actions as A
from ..record import RecordError, loads
from ..state import ROLLING
from .levels import Searcher


def answer(line: str, level: str, seed: int = 0, time_ms: float | None = None) -> str:
    """The one-line answer to one record: a move, `roll`, `chance`, `over` or `error: reason`."""
    try:
        state = loads(line).state
    except RecordError as err:
        return f"error: {err}"
    if state.is_terminal():
        return "over"
    if state.phase == ROLLING:
        return "chance"
    return A.action_text(Searcher(state, level, seed, time_ms).best())

