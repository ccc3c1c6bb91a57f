"""Shanghai rummy's records as the saves layer keeps them (game/saves/codec.py's Codec).

A saved position is the game's `Record`: the State with the header it was read with.
"""

from __future__ import annotations

import json
import re

from game.saves.codec import Loaded, Progress, RecordCodec, RecordFault

from .descriptor import DESCRIPTOR
from .record import FORMAT, VERSION, Record, RecordError, loads, options_of, record_dict

_FAULT = re.compile(r"move (\d+): (.*)", re.S)


class ShanghaiRummyCodec(RecordCodec):
    """Read, write and list Shanghai rummy's records; the lowest total wins."""

    game = DESCRIPTOR.id
    format = FORMAT
    version = VERSION

    def read(self, data: dict) -> Loaded:
        """Replay a parsed record; raises RecordFault."""
        try:
            record = loads(json.dumps(data))
        except RecordError as err:
            found = _FAULT.fullmatch(str(err))
            raise RecordFault(int(found.group(1)), found.group(2)) if found else RecordFault(0, str(err)) from None
        return Loaded(record, record.players, dict(record.x or {}))

    def write(self, state: Record, players: list[dict] | None, x: dict) -> dict:
        """The record of a position, its options written out."""
        return record_dict(state.state, players, options_of(state.state), x or None, state.pack_codes or None)

    def progress(self, state: Record) -> Progress:
        """The hand in play, the totals so far and the winners once over."""
        s = state.state
        return Progress(s.h, tuple(s.totals), s.over, tuple(s.winners()) if s.over else (), options_of(s), s.n,
                        low_wins=True)


CODEC = ShanghaiRummyCodec()
