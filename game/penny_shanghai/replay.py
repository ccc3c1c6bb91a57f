"""The replay summary of a position, exactly as the record format defines it."""

from __future__ import annotations

from ..rummy import cards as C
from . import melds as M
from .state import State


def summary(state: State) -> dict:
    """The summary `python -m game replay` prints for the position a record reaches."""
    return {
        "hand": state.hand_no,
        "over": state.over,
        "pennies": list(state.pennies),
        "pot": state.pot,
        "in_game": list(state.in_game),
        "won": list(state.won),
        "to_move": state.current_player(),
        "step": state.step(),
        "drawn": 0 if state.over else state.drawn,
        "hands": [C.sorted_codes(h) for h in state.hands],
        "table": [C.join_meld(M.tidy(m)) for m in state.table],
        "stock_size": len(state.stock),
        "winners": state.winners(),
    }
