"""Penny Shanghai's records as the saves layer keeps them (game/saves/codec.py's Codec).

A saved position is the game's `Record`: the State with the dealer, packs and moves it was read with.
"""

from __future__ import annotations

from game.saves.codec import Loaded, Progress, RecordCodec, RecordFault

from .descriptor import DESCRIPTOR
from .record import FORMAT, VERSION, Record, RecordError, parse, to_json


class PennyShanghaiCodec(RecordCodec):
    """Read, write and list Penny Shanghai's records; the most pennies win."""

    game = DESCRIPTOR.id
    format = FORMAT
    version = VERSION

    def read(self, data: dict) -> Loaded:
        """Replay a parsed record; raises RecordFault."""
        try:
            record = parse(data)
        except RecordError as err:
            raise RecordFault(err.move, err.reason) from None
        return Loaded(record, record.players, dict(record.x))

    def write(self, state: Record, players: list[dict] | None, x: dict) -> dict:
        """The record of a position."""
        seats = players if players is not None else state.players
        return to_json(seats, state.dealer, state.packs, state.state.options, state.moves, x)

    def progress(self, state: Record) -> Progress:
        """The hand in play, each player's pennies and the winners once over."""
        s = state.state
        return Progress(s.hand_no, tuple(s.pennies), s.over, tuple(s.winners()) if s.over else (),
                        s.options.to_json(), s.n)


CODEC = PennyShanghaiCodec()
