"""The replay summary of the record format: where a game stands, as `python -m game replay` prints it."""

from __future__ import annotations

from ..rummy import cards as C
from .state import State


def summary(state: State) -> dict:
    """The spec's replay summary of a position."""
    return {
        "hand": state.h,
        "over": state.over,
        "totals": list(state.totals),
        "hand_points": [list(p) for p in state.hand_points],
        "out": list(state.out),
        "winners": state.winners(),
        "to_move": state.current_player(),
        "step": state.step,
        "hands": [C.sorted_codes(hand) for hand in state.hands],
        "down": list(state.down),
        "buys_left": list(state.buys_left),
        "table": [meld.text() for meld in state.table],
        "discard_top": C.CODES[state.pile[-1]] if state.pile else None,
        "discard_size": len(state.pile),
        "stock_size": state.stock_size(),
    }
