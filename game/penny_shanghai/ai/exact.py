"""Exact rollouts: a hand played out with the solver, every player making the greedy play.

Where rollout.py's quick play misses about one play in six, here every player draws only when the
rules make them (the exact "has a play") and then plays the most cards, ties to the most points,
as the `greedy` yardstick does. It costs a solver call or two a turn, so it serves small numbers
of rollouts; the table is kept as counts, never written.
"""

from __future__ import annotations

from .. import solver
from ..plays import Counts
from ..state import DRAW_LIMIT, State
from .baselines import greedy_counts
from .rollout import going_out


def exact_outcome(world: State, play: Counts, max_turns: int = 200) -> tuple[float, int]:
    """What the player to move in `world` (a full position) gains or loses in pennies by the end of
    the hand after making `play`, everyone playing greedy afterwards with the exact solver; and the
    number of solver searches it took."""
    me = world.turn
    calls = 0
    pennies = list(world.pennies)
    start = pennies[me]
    hands = {p: list(solver.counts(world.hands[p])) for p in world.seated}
    table = list(solver.counts(world.table_cards()))
    for c in range(52):
        hands[me][c] -= play[c]
        table[c] += play[c]
    if not any(hands[me]):
        return float(going_out(me, hands, pennies, world.pot)[me] - start), calls
    stock = list(world.stock)
    pot = world.pot
    seated = len(world.seated)
    lap = 0
    p = world.left_of(me)
    for _ in range(max_turns):
        hand = hands[p]
        drawn = 0
        move = greedy_counts(tuple(table), tuple(hand))
        calls += 1
        while move is None and drawn < DRAW_LIMIT and stock:
            hand[stock.pop()] += 1
            drawn += 1
            move = greedy_counts(tuple(table), tuple(hand))
            calls += 1
        if move is not None:
            for c in range(52):
                if move[c]:
                    hand[c] -= move[c]
                    table[c] += move[c]
            lap = 0
            if not any(hand):
                return float(going_out(p, hands, pennies, pot)[me] - start), calls
        else:
            if pennies[p]:
                pennies[p] -= 1
                pot += 1
            lap = 0 if stock else lap + 1
            if lap == seated:
                return float(pennies[me] - start), calls  # the pot stays for the next hand
        p = world.left_of(p)
    return float(pennies[me] - start - sum(hands[me])), calls

