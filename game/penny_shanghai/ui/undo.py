"""Undo at the table: a person may take back their own last play while it revealed nothing new,
that is until the next player has acted (a draw shows a card, a computer's move follows what it
saw, a hand's end deals new cards). Pure Python (no page): the board asks, the engine replays."""

from __future__ import annotations

from dataclasses import dataclass

from .. import melds as M
from ..record import Record
from . import match

# Why Undo is off, as phrase keys of words.py.
NOTHING = "ps.undo.nothing"  # no move yet
FORCED = "ps.undo.forced"  # the last move was a draw or a pass: not a decision, and a draw shows a card
HAND_OVER = "ps.undo.hand_over"  # the play ended the hand: the next hand is dealt
NOT_A_PERSON = "ps.undo.not_a_person"  # the last play was the computer's
SEEN = "ps.undo.seen"  # the next person has uncovered their cards since


@dataclass(frozen=True)
class UndoStatus:
    """Whether the last move may be taken back, whose it was, and the phrase key saying why not."""

    allowed: bool
    seat: int | None = None
    reason: str | None = None


def undo_status(record: Record, next_seen: bool = False) -> UndoStatus:
    """May the last move be taken back? Only a person's play, while the hand it was made in goes on
    and the player after them has not acted (nor, at a shared device, looked at their cards)."""
    moves = record.moves
    state = record.state
    if not moves:
        return UndoStatus(False, None, NOTHING)
    last = moves[-1]
    if not last.startswith("table"):
        return UndoStatus(False, None, FORCED)
    if state.over or not state.table:  # a play that empties the table ended the hand: a new deal
        return UndoStatus(False, None, HAND_OVER)
    seat = state.right_of(state.turn)
    if record.players[seat].get("type") != "human":
        return UndoStatus(False, seat, NOT_A_PERSON)
    if next_seen:
        return UndoStatus(False, seat, SEEN)
    return UndoStatus(True, seat, None)


def undone(record: Record) -> tuple[Record, list[list[int]]]:
    """The game with its last play taken back, and that play's table (to lay out again for the
    person to change); ValueError when undo_status does not allow it."""
    status = undo_status(record)
    if not status.allowed:
        raise ValueError(f"the last move cannot be taken back ({status.reason})")
    back = match.position_before(record, len(record.moves) - 1)
    back.x = dict(record.x)
    return back, M.parse_table(record.moves[-1].split(" ")[1:])
