"""The exact solve in slices stays bounded: between two of its time checks it adds at most 64
positions, no part of its table grows past a few thousand (a dict grows by copying itself whole),
and a table dropped from the kept ones is freed a part at a time. Counted in positions, never in
time; the sliced tables hold the same values as one uninterrupted solve."""

from __future__ import annotations

import gc
import random
import sys
from pathlib import Path

import pytest

from game.shanghaien import actions as A
from game.shanghaien.ai import solver
from game.shanghaien.randomplay import shuffled_deck
from game.shanghaien.state import State
from game.shanghaien.ui import ai_bridge

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_ai_solver import late_position  # noqa: E402

PAUSE_AT_ONCE = float("-inf")  # a deadline already past: the solve pauses at its first time check


def table(s: solver.RoundSolver) -> dict[int, float]:
    """Every solved position of a table, whichever part holds it."""
    return {k: v for part in s._memo.values() for k, v in part.items()}


def solve_in_smallest_slices(s: solver.RoundSolver, state: State) -> list[int]:
    """Solve `state` with `s`, pausing at every time check; the new positions each slice added."""
    added = []
    while True:
        before = s.positions()
        s.deadline = PAUSE_AT_ONCE
        try:
            s.value(state)
            added.append(s.positions() - before)
            return added
        except solver.Pause:
            added.append(s.positions() - before)
        finally:
            s.deadline = None


@pytest.mark.parametrize("seed,placed,tricks", [(5, 1, ("", "")), (3, 2, ("*B", "*P"))])
def test_a_slice_adds_at_most_64_positions_and_the_table_is_the_one_of_one_go(seed, placed, tricks):
    state = late_position(seed, placed, tricks=tricks)
    solver.forget()
    whole = solver.RoundSolver(state)
    value = whole.value(state)
    sliced = solver.RoundSolver(state)
    added = solve_in_smallest_slices(sliced, state)
    assert len(added) > 100 and max(added) <= 64
    assert sliced.value(state) == value
    assert table(sliced) == table(whole)


def test_no_part_of_a_whole_rounds_table_grows_past_a_few_thousand_positions():
    rng = random.Random(6)
    state = State(shuffled_deck(rng), rng.randrange(2))
    solver.forget()
    s = solver.solver_for(state)
    s.value(state)
    parts = [len(part) for part in s._memo.values()]
    assert s.positions() == sum(parts) > 200_000
    assert max(parts) < 5_000
    solver.forget()


def test_a_dropped_table_is_freed_one_part_per_time_check_and_solved_again_alike():
    solver.forget()
    first = late_position(5, 1)
    old = solver.solver_for(first)
    value = old.value(first)
    parts = len(old._memo)
    assert parts > 100
    for seed in range(20, 20 + solver.KEPT):  # as many new rounds as are kept push the first one out
        solver.solver_for(late_position(seed, 4))
    assert old.positions() == 0 and len(solver._retired) == 1 and len(solver._retired[0]) == parts
    new = solver.solver_for(late_position(31, 1))
    s = late_position(31, 1)
    waiting = [len(solver._retired[0])]
    while solver._retired and solver._retired[0]:
        new.deadline = PAUSE_AT_ONCE
        try:
            new.value(s)
        except solver.Pause:
            pass
        finally:
            new.deadline = None
        waiting.append(len(solver._retired[0]) if solver._retired else 0)
    assert all(a - b == 1 for a, b in zip(waiting, waiting[1:]))  # one part per time check, no more
    assert old.value(first) == value  # a solver whose table was dropped solves it again, the same
    solver.forget()


def test_solving_ahead_first_leaves_the_pages_heap_out_of_collections():
    solver.forget()
    rng = random.Random(8)
    state = State(shuffled_deck(rng), rng.randrange(2))
    gc.unfreeze()
    ai_bridge._frozen = False
    try:
        ahead = ai_bridge.Ahead(state, "captain")
        ahead.step(1.0)  # the set-up slice
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
        ai_bridge._frozen = False
        solver.forget()



def test_a_move_off_the_table_is_solved_in_bounded_slices_too():
    # A wild sailor into another nation than the table's leads off it (the review weighs such a move
    # when a person played it): its own table is solved in slices as well, not in one go.
    state = late_position(5, 2, tricks=("*W", ""))
    state.crews[3], state.crews[5] = (2,), (3, 1)
    state.to_move = 0
    state.apply_action(A.ROLL)
    state.apply_action(A.dice(2, 5))
    solver.forget()
    s = solver.solver_for(state)
    elsewhere = next(a for a in state.legal_actions() if A.WILD <= a < A.ADJUST and (a - A.WILD) & 7 != s.wild_nation[0])
    added = []
    while True:
        before = sum(kept.positions() for kept in solver._last)
        s.deadline = PAUSE_AT_ONCE
        try:
            value = s.action_value(state, elsewhere)
            break
        except solver.Pause:
            added.append(sum(kept.positions() for kept in solver._last) - before)
        finally:
            s.deadline = None
    assert len(added) > 10 and max(added) <= 64
    assert all(kept.deadline is None for kept in solver._last)
    solver.forget()
    assert solver.solver_for(state).action_value(state, elsewhere) == value
    solver.forget()
