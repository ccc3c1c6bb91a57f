"""Shanghaien's records as the saves layer keeps them (game/saves/codec.py's Codec)."""

from __future__ import annotations

from typing import Any

from game.saves.codec import Loaded, Progress, RecordFault

from . import actions as A
from .descriptor import DESCRIPTOR
from .record import FORMAT, VERSION, RecordError, read_record, to_record
from .replay import summary
from .state import ROLLING, START, State

PENDING_ROLL = "roll"  # the dice were in the air when the game was saved


class ShanghaienCodec:
    """Read, write and list Shanghaien's records; a roll in the air survives a reload."""

    game = DESCRIPTOR.id
    format = FORMAT
    version = VERSION

    def read(self, data: dict) -> Loaded:
        """Replay a parsed record; raises RecordFault."""
        try:
            record = read_record(data)
        except RecordError as err:
            raise RecordFault(err.move, err.reason) from None
        return Loaded(record.state, record.players, dict(record.x))

    def write(self, state: State, players: list[dict] | None, x: dict) -> dict:
        """The record of a position."""
        return to_record(state, players, x)

    def progress(self, state: State) -> Progress:
        """The round, the scores (as they would end now while unfinished) and the winner."""
        s = summary(state)
        winner = s.get("winner")
        return Progress(s["round"], tuple(state.scores()), s["finished"], () if winner is None else (winner,),
                        state.options.to_json(), 2)

    def pending(self, state: State) -> str | None:
        """"roll" while the dice are in the air (a record holds only where they landed)."""
        rolling = state.phase == ROLLING and state.history is not None and state.history[1] == A.ROLL
        return PENDING_ROLL if rolling else None

    def resume(self, state: State, pending: str) -> None:
        """Throw the dice again into the air."""
        if pending == PENDING_ROLL and state.phase == START and A.ROLL in state.legal_actions():
            state.apply_action(A.ROLL)

    def default_names(self, seats: int) -> tuple[str, ...]:
        """Red and Blue, as the engine's view calls the two players."""
        return ("Red", "Blue")[:seats]


CODEC = ShanghaienCodec()
