"""The replay summary of the spec's "Replay output": what `python -m game replay` prints."""

from __future__ import annotations

from .state import ROUNDS, State


def summary(state: State) -> dict:
    """The JSON-ready summary of a position: crews, unused tricks, and the result once over."""
    finished = state.is_terminal()
    out: dict = {
        "finished": finished,
        "round": ROUNDS if finished else state.round + 1,
        "to_move": None if finished else state.to_move,
        "crews": [{nation: sorted(values) for nation, values in state.iter_crews(p)} for p in (0, 1)],
        "tricks": [state.tricks_held(0), state.tricks_held(1)],
    }
    if finished:
        out["scores"] = list(state.scores())
        out["winner"] = state.winner()
    return out
