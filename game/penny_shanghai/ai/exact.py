"""Exact rollouts: a hand played out with the solver, every player making the greedy play.

Where rollout.py's quick play misses about one play in six, here every player draws only when the
rules make them (the exact "has a play") and then plays the most cards, ties to the most points,
as the `greedy` yardstick does. It costs a solver call or two a turn, so it serves small numbers
of rollouts; the table is kept as counts, never written. The loop is rollout.play_out's.
"""

from __future__ import annotations

from .. import solver
from ..plays import Counts
from ..state import State
from .baselines import greedy_counts
from .rollout import play_out


def exact_outcome(world: State, play: Counts, max_turns: int = 200) -> tuple[float, int]:
    """What the player to move in `world` (a full position) gains or loses in pennies by the end of
    the hand after making `play`, everyone playing greedy afterwards with the exact solver; and the
    number of solver searches it took."""
    table = list(solver.counts(world.table_cards()))
    for c in range(52):
        table[c] += play[c]
    calls = 0

    def greedy(hand: list[int]) -> int:
        nonlocal calls
        calls += 1
        move = greedy_counts(tuple(table), tuple(hand))
        if move is None:
            return 0
        for c in range(52):
            if move[c]:
                hand[c] -= move[c]
                table[c] += move[c]
        return sum(move)

    return play_out(world, play, greedy, max_turns), calls
