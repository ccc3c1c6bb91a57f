"""The arena's yardsticks: `random` (any play) and `greedy` (the most cards now, then the most points)."""

from __future__ import annotations

import random

from .. import solver
from ..plays import Counts
from ..randomplay import random_move
from ..state import State


def random_choice(state: State, rng: random.Random) -> str:
    """A random legal move (forced moves as they are)."""
    return random_move(state, rng)


def greedy_play(state: State) -> Counts | None:
    """The play adding the most cards, ties going to the most points."""
    return greedy_counts(solver.counts(state.table_cards()), solver.counts(state.hands[state.turn]))


def greedy_counts(table: Counts, hand: Counts) -> Counts | None:
    """greedy_play() from the counts of the table and the hand; None when there is no play."""
    most = solver.best_play(table, hand)
    if most is None:
        return None
    by_points = solver.best_play(table, hand, by_points=True)
    return by_points if by_points is not None and sum(by_points) == sum(most) else most
