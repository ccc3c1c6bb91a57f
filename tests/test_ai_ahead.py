"""Shanghaien's board solves the Captain's round ahead while it waits (ui.ai_bridge.Ahead): the
decision that follows reads the finished table within the board's cap."""

import asyncio
import gc
from concurrent.futures import ThreadPoolExecutor
import random

from game.shanghaien import actions as A
from game.shanghaien.ai import solver
from game.shanghaien.ai.levels import Searcher, choose
from game.shanghaien.randomplay import shuffled_deck
from game.shanghaien.state import ROLLED, ROLLING, State
from game.shanghaien.ui import ai_bridge


def first_decision(seed: int) -> tuple[State, State]:
    """A game's first roll still to come (START) and the first decision after it (ROLLED)."""
    rng = random.Random(seed)
    state = State(shuffled_deck(rng), rng.randrange(2))
    before = state.clone()
    state.apply_action(A.ROLL)
    assert state.phase == ROLLING
    state.apply_action(A.dice(2, 5))
    assert state.phase == ROLLED
    return before, state


def test_a_round_solved_ahead_is_read_within_the_cap():
    before, state = first_decision(3)
    solver.forget()
    capped = Searcher(state, "captain", 1, time_ms=40)
    capped.best()
    assert capped.cut_short()  # a whole round does not solve in 40 ms: the search chose
    solver.forget()
    ahead = ai_bridge.Ahead(before, "captain")
    slices = 0
    while not ahead.finished:
        ahead.step(50.0)
        slices += 1
    assert slices > 1  # the work came in slices
    capped = Searcher(state, "captain", 1, time_ms=40)
    move = capped.best()
    assert not capped.cut_short()
    assert move == choose(state, "captain", 1)  # the move of the uncapped solve
    solver.forget()


def test_thinking_ahead_stops_when_told_and_skips_levels_that_do_not_solve():
    before, _ = first_decision(4)
    solver.forget()
    ahead = ai_bridge.Ahead(before, "captain")
    calls = []

    def still() -> bool:
        calls.append(1)
        return len(calls) < 3

    with ThreadPoolExecutor(1) as pool:  # a loop of its own: a browser test before it may leave one running here
        pool.submit(asyncio.run, ai_bridge.think_ahead(ahead, still)).result()
    assert len(calls) == 3 and not ahead.finished
    assert ai_bridge.Ahead(before, "bosun").finished  # the Bosun never solves: nothing to do
    solver.forget()


def test_the_collector_is_held_off_while_the_computer_decides_and_back_after():
    _, state = first_decision(5)
    solver.forget()
    seen: list[bool] = []

    async def watch_while_choosing() -> int:
        task = asyncio.ensure_future(ai_bridge.choose(state, "captain", 1))
        while not task.done():
            seen.append(gc.isenabled())  # between the decision's slices
            await asyncio.sleep(0)
        return task.result()

    assert gc.isenabled()
    with ThreadPoolExecutor(1) as pool:
        move = pool.submit(asyncio.run, watch_while_choosing()).result()
    assert move in state.legal_actions()
    assert False in seen and gc.isenabled()
    solver.forget()


def test_a_failed_decision_gives_the_collector_back():
    with ThreadPoolExecutor(1) as pool:
        future = pool.submit(asyncio.run, ai_bridge.choose(State(shuffled_deck(random.Random(1)), 0), "nobody", 1))
        try:
            future.result()
        except ValueError:
            pass
        else:
            raise AssertionError("an unknown level must be refused")
    assert gc.isenabled()
