"""The replay viewer's steps: every position of a game, move by move, with the log as it stood.

Pure Python (no page access), so CPython tests drive it. A step is one move of the game record
(a roll with its dice counts as one move, as the record writes it); step 0 is the table before
the first move. Nothing here changes the state it is given: positions are rebuilt from its
history on a fresh table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.shanghaien import actions as A
from game.shanghaien.state import ROUNDS, State
from game.shanghaien.ui.session import LogEntry, Player, session_from_state


@dataclass(frozen=True)
class Step:
    """One position of the replay and the move that led to it."""

    state: State  # the position after the move (a copy: never played on)
    action: int | None  # the engine action that finished the move; None for the start
    mover: int  # who made the move (0 or 1); -1 for the start
    round: int  # the round (1 to 8) the move was played in; 1 for the start
    text: str  # the log's sentence for the move; "" for the start
    log_length: int  # how many log entries stand after the move
    log_index: int  # the index of the move's own log entry; -1 for the start

    @property
    def shanghai(self) -> bool:
        """True if this move called Shanghai (the board shows that round's share-out)."""
        return self.action == A.SHANGHAI


def record_players(players: Any) -> list[dict] | None:
    """A record's player dicts from either those or the board's own Player objects."""
    if players and all(isinstance(p, Player) for p in players):
        return [p.to_json() for p in players]
    return players


class ReplayGame:
    """All positions of one game, for stepping through it."""

    def __init__(self, state: State, players: Any = None) -> None:
        """Rebuild every position of `state`'s game (finished or not) on a fresh table."""
        session = session_from_state(State(state.deck, state.start, state.options), record_players(players))
        self.players: list[Player] = session.players
        self.log: list[LogEntry] = session.log
        self.steps: list[Step] = [Step(session.state.clone(), None, -1, 1, "", len(session.log), -1)]
        for action in state.actions_played():
            mover, round_no = session.state.to_move, session.state.round + 1
            text = session.apply(action)
            if action == A.ROLL:
                continue  # the dice that follow complete this move, as in the record
            log_index = next(i for i in range(len(session.log) - 1, -1, -1) if session.log[i].kind in ("move", "result"))
            self.steps.append(Step(session.state.clone(), action, mover, round_no, text, len(session.log), log_index))

    @property
    def names(self) -> tuple[str, str]:
        """Both display names."""
        return self.players[0].name, self.players[1].name

    @property
    def moves(self) -> int:
        """How many moves the game holds (the last step's number)."""
        return len(self.steps) - 1

    @property
    def finished(self) -> bool:
        """True if the game reached its end."""
        return self.steps[-1].state.is_terminal()

    def rounds_reached(self) -> int:
        """The highest round the game has a move in (1 before the first move)."""
        return self.steps[-1].round

    def round_start(self, round_no: int) -> int | None:
        """The step of the first move of a round (None if the game never got there)."""
        if not 1 <= round_no <= ROUNDS:
            return None
        for index, step in enumerate(self.steps[1:], start=1):
            if step.round == round_no:
                return index
        return None

    def clamp(self, index: int) -> int:
        """A step number kept inside the game."""
        return max(0, min(self.moves, index))

    def log_at(self, index: int) -> list[LogEntry]:
        """The game log as it stood at a step."""
        return self.log[:self.steps[index].log_length]
