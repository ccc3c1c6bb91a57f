"""A finished game told turn by turn for the replay viewer: every position with all hands open, what
the move that led to it did, and where each hand starts. Pure Python (no page)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from .. import melds as M
from ..record import Record
from . import match
from .match import Event
from .view import Screen, screen


@dataclass(frozen=True)
class Turn:
    """One position of the replay: the game as it stood (a Record the table's view model reads), the
    moves made so far, the hand in play, and what the last move did."""

    record: Record
    moves: int
    hand: int
    events: tuple[Event, ...]
    hand_end: bool = False  # the table as the hand ended, before the next deal


def _as_played(before: Record, move: str) -> Record:
    """The position of a hand-ending play with its table laid out (the engine deals the next hand at
    once, so this position exists only to be shown)."""
    state = before.state.clone()
    seat = state.turn
    if move.startswith("table"):
        melds = M.parse_table(move.split(" ")[1:])
        added = Counter(c for m in melds for c in m) - Counter(state.table_cards())
        hand = Counter(state.hands[seat]) - added
        state.hands[seat] = sorted(hand.elements())
        state.table = [tuple(m) for m in melds]
    return Record(state, before.players, before.dealer, before.packs, list(before.moves) + [move], dict(before.x))


def turns(record: Record) -> list[Turn]:
    """Every position of the game from the first deal to the last move (a hand's end shown twice: as
    the last play left the table, then the next deal)."""
    work = match.position_before(record, 0)
    out = [Turn(_snapshot(work), 0, work.state.hand_no, (Event("deal", work.state.dealer, {"hand": 1}),))]
    for k, move in enumerate(record.moves, 1):
        hand = work.state.hand_no
        before = _snapshot(work)
        events = match.apply(work, move)
        if match.ended_a_hand(events):
            ending = [e for e in events if e.kind != "deal"]
            out.append(Turn(_as_played(before, move), k, hand, tuple(ending), True))
            if not work.state.over:
                out.append(Turn(_snapshot(work), k, work.state.hand_no, tuple(e for e in events if e.kind == "deal")))
        else:
            out.append(Turn(_snapshot(work), k, hand, tuple(events)))
    return out


def _snapshot(record: Record) -> Record:
    """A copy of the position the replay keeps while the game plays on."""
    return Record(record.state.clone(), record.players, record.dealer, record.packs, list(record.moves),
                  dict(record.x))


def table_of(turn: Turn) -> Screen:
    """The table a turn shows, no hand private: at a hand's end nobody is to play any more."""
    seen = screen(turn.record, None, None)
    if not turn.hand_end:
        return seen
    return replace(seen, seats=tuple(replace(s, to_play=False) for s in seen.seats))


def hand_starts(steps: list[Turn]) -> list[int]:
    """The index of the first turn of each hand."""
    return [i for i, turn in enumerate(steps) if i == 0 or turn.hand != steps[i - 1].hand]


def moved(at: int, where: str, count: int, starts: list[int]) -> int:
    """The turn the viewer goes to from `at` (of `count`): first, prev, next, last, or prev-hand
    (the start of this hand, or of the one before when already there) and next-hand."""
    last = count - 1
    if where == "first":
        return 0
    if where == "last":
        return last
    if where == "prev":
        return max(0, at - 1)
    if where == "next":
        return min(last, at + 1)
    if where == "prev-hand":
        start = max(i for i in starts if i <= at)
        return start if start < at else max([i for i in starts if i < at] or [0])
    if where == "next-hand":
        return next((i for i in starts if i > at), last)
    raise ValueError(f"no such step in the replay: {where!r}")
