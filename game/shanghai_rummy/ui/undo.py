"""Undo of a person's own decisions that revealed nothing new, without the page.

What reveals something in this game: a draw from the stock (the drawer sees a new card), a buy
(the buyer gets a stock card, and everyone sees the discard change hands), a discard (the card is
face up for everyone and the turn passes on), any move of another player (they acted on what they
saw), and the end of a hand (the next one is dealt). Everything else a person does in their own
turn or buy window (take the discard, pass, go down, lay off, swap) shows the mover no new card,
so the last such move may be taken back, then the one before it, down to the last reveal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..state import BUY, State

# The move verbs that show something new; taking one back would un-see it.
REVEALING = {"draw": "sr.why.undo_drawn", "buy": "sr.why.undo_bought", "discard": "sr.why.undo_discarded"}


@dataclass(frozen=True)
class Step:
    """One move of the game as undo judges it: who made it, and whether it ended a hand."""

    mover: int
    move: str
    ended_hand: bool = False


def undo_fault(steps: list[Step], seat: int, now: int | None) -> str | None:
    """Why `seat` may not take back the game's last move (a phrase key), or None when it may;
    `now` is whose decision is next (another player about to act has seen the move)."""
    if not steps:
        return "sr.why.undo_nothing"
    last = steps[-1]
    if last.mover != seat:
        return "sr.why.undo_others"
    if now != seat:
        return "sr.why.undo_turn"
    if last.ended_hand:
        return "sr.why.undo_hand_over"
    return REVEALING.get(last.move.split(" ")[0])


class Steps:
    """The game's moves as Steps, kept up as they are played (a watcher for Chronicle.of and the
    board: `before(state, move)` then `after(move)`)."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self._state: State | None = None
        self._mover = 0
        self._hand = 0

    def before(self, state: State, move: str) -> None:
        """Note who is about to move, in which hand."""
        self._state, self._hand = state, state.h
        self._mover = state.asked if state.step == BUY else state.turn  # type: ignore[assignment]

    def after(self, move: str) -> None:
        """Record the move just played."""
        s = self._state
        assert s is not None
        self.steps.append(Step(self._mover, move, s.h != self._hand or s.over))


class Watchers:
    """Several watchers of a replay, told in turn."""

    def __init__(self, *watchers: Any) -> None:
        self.watchers = [w for w in watchers if w is not None]

    def before(self, state: State, move: str) -> None:
        """Tell each watcher a move is coming."""
        for w in self.watchers:
            w.before(state, move)

    def after(self, move: str) -> None:
        """Tell each watcher the move was played."""
        for w in self.watchers:
            w.after(move)


def without_last(state: State) -> State:
    """The position before `state`'s last move, replayed from the deal."""
    fresh = State(state.n, state.dealer0, state.packs, state.decks, state.buys)
    for move in state.moves[:-1]:
        fresh._apply(move)
    return fresh


def fault_now(steps: list[Step], seat: int, now: int | None, thinking: bool) -> str | None:
    """Why `seat` may not take back its last move at this moment (a phrase key), or None: as
    undo_fault, and never while the computer is thinking."""
    return undo_fault(steps, seat, now) or ("sr.why.undo_turn" if thinking else None)
