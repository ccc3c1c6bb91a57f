"""The AI protocol: one record per line in, one move per line out. The record is masked for the
player to move before anything is decided, so a hidden card can never sway the answer."""

from __future__ import annotations

import json
import random

from ..record import RecordError, loads
from .levels import choose
from .view import mask_record


def answer(line: str, level: str, seed: int = 0, time_ms: float | None = None) -> str:
    """The one-line answer to one record: a move, `over`, or `error: reason`."""
    try:
        state = loads(line, masked=True).state
    except RecordError as err:
        return f"error: {err}"
    if state.is_terminal():
        return "over"
    seat = state.current_player()
    raw = json.loads(line.lstrip("\ufeff"))
    view = loads(json.dumps(mask_record(raw, seat)), masked=True).state
    rng = random.Random(f"{seed}|{len(raw['moves'])}|{level}")
    return choose(view, level, rng, time_ms)
