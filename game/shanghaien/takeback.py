"""Undo against the AI: how many of the human's last decisions may be taken back, and the record
truncated to that point.

The human may take back only their own latest decisions that revealed nothing new. Walking back
from the last move, the first of these stops it: a dice roll (never taken back: the dice are
known), a `shanghai` (a round's distribution, which also lays out the next tavern), or a move of
the AI. The AI only ever moves after new information (its own roll, or a distribution), so an AI
move is never undone either.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from game.saves.meta import human_seat
from game.saves.values import UndoRefused

from . import actions as A
from .record import RecordError, apply_move, read_record

OFF = "undo is switched off"
NOT_AGAINST_AI = "undo is only for games against the AI"
ROLLED = "the dice have been rolled since, and a roll is never taken back"
DISTRIBUTED = "the cards have been shared out since, and a distribution is never taken back"
AI_MOVED = "the AI has moved since"
AT_START = "the game is at its start"


@dataclass(frozen=True)
class UndoStatus:
    """How many moves the human may take back now (0: none), and what stops going further."""

    steps: int
    reason: str


def _movers(record: dict) -> list[int]:
    """The player to move before each move of a record; raises RecordError if it does not replay."""
    state = read_record({**record, "moves": []}).state
    movers = []
    for i, move in enumerate(record["moves"], start=1):
        movers.append(state.to_move)
        try:
            apply_move(state, move)
        except ValueError as err:
            raise RecordError(i, str(err)) from None
    return movers


def undo_status(record: dict, human: int | None = None, enabled: bool = True) -> UndoStatus:
    """How far the human (default: the record's only human against an AI) may take back in `record`."""
    if not enabled:
        return UndoStatus(0, OFF)
    if human is None:
        human = human_seat(record.get("players"))
        if human is None:
            return UndoStatus(0, NOT_AGAINST_AI)
    moves = record.get("moves")
    movers = _movers(record)
    steps = 0
    for move, mover in zip(reversed(moves), reversed(movers)):
        kind, actions = A.parse_move(move)
        if kind == "roll":
            return UndoStatus(steps, ROLLED)
        if actions == (A.SHANGHAI,):
            return UndoStatus(steps, DISTRIBUTED)
        if mover != human:
            return UndoStatus(steps, AI_MOVED)
        steps += 1
    return UndoStatus(steps, AT_START)


def undo(record: dict, human: int | None = None, steps: int | None = None, enabled: bool = True) -> dict:
    """A copy of `record` with the human's last `steps` moves taken back (None: as far as allowed).

    Raises UndoRefused (its message says why) when nothing may be taken back.
    """
    status = undo_status(record, human, enabled)
    if status.steps == 0:
        raise UndoRefused(status.reason)
    take = status.steps if steps is None else max(1, min(steps, status.steps))
    out = copy.deepcopy(record)
    out["moves"] = out["moves"][:len(out["moves"]) - take]
    return out
