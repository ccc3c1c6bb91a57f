"""The exact round solver (game.shanghaien.ai.solver): it agrees with a plain expectimax over the
engine's own moves, it is deterministic, and it reads only what the player to move can see."""

from __future__ import annotations

import random

import pytest

from game.shanghaien import actions as A
from game.shanghaien.ai import Searcher, choose
from game.shanghaien.ai.baselines import unseen_reshuffled
from game.shanghaien.ai.levels import EXACT_CAPTAIN
from game.shanghaien.ai.outlook import Outlook
from game.shanghaien.ai.search import START_BONUS
from game.shanghaien.ai.outlook import takers
from game.shanghaien.ai.solver import RoundSolver, forget, owner_code, pack, solve, solve_cost, unpack
from game.shanghaien.cards import TRICK_INDEX
from game.shanghaien.legality import why_not
from game.shanghaien.randomplay import shuffled_deck
from game.shanghaien.state import ROLLING, ROUNDS, START, Options, State


def brute_force(state: State, root: State) -> float:
    """Player 0's expectimax value of the rest of the round, by the engine's moves and nothing else:
    every legal action, every dice outcome, and the round's end valued from the finished position."""
    if state.round != root.round or state.is_terminal():
        outlook = Outlook(root)
        if state.is_terminal():
            return outlook.state_value(state)
        held = (sum(state.hands[0]), sum(state.hands[1]))
        edge = 10.0 * START_BONUS * (1 if state.starter == 0 else -1)
        return outlook.win_value(list(state.crews), held, edge)
    if state.phase == ROLLING:
        total = 0.0
        for outcome, prob in state.chance_outcomes():
            child = state.clone()
            child.apply_action(outcome)
            total += prob * brute_force(child, root)
        return total
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        values.append(brute_force(child, root))
    return max(values) if state.to_move == 0 else min(values)


def late_position(seed: int, placed: int, last_round: bool = False, tricks: tuple[str, str] = ("", "")) -> State:
    """A position late in a round: `placed` dice each on the tavern, the direction set, the first
    player to move; each player holds crews in one nation only and the trick card named (if any)."""
    rng = random.Random(seed)
    state = State(shuffled_deck(rng), 0, Options())
    if last_round:
        state.round = ROUNDS - 1
    state.crews = [()] * 16
    state.crews[rng.randrange(8)] = (rng.randint(1, 4), rng.randint(1, 4))
    state.crews[8 + rng.randrange(8)] = (rng.randint(1, 4),)
    for p, code in enumerate(tricks):
        if code:
            state.hands[p][TRICK_INDEX[code]] = 1
    state.direction = rng.choice((1, 2))
    for _ in range(placed):
        for p in (0, 1):
            state.counts[p * 6 + rng.randrange(6)] += 1
            state.supply[p] -= 1
    state.to_move = rng.randrange(2)
    state.phase = START
    return state


CASES = [(seed, 4, last, tricks) for seed, last, tricks in (
    (1, False, ("", "")), (2, True, ("", "")), (3, False, ("*B", "")), (4, True, ("", "*P")),
    (5, False, ("*R", "")), (6, True, ("*B", "*P")))]


@pytest.mark.parametrize("seed,placed,last,tricks", CASES)
def test_the_solution_agrees_with_a_plain_expectimax(seed, placed, last, tricks):
    state = late_position(seed, placed, last, tricks)
    solver = RoundSolver(state)
    assert solver.value(state) == pytest.approx(brute_force(state, state), abs=1e-9)
    # and so does the value of each move, rolled dice and tricks included
    state.apply_action(A.ROLL)
    state.apply_action(A.dice(2, 5))
    sign = 1 if state.to_move == 0 else -1
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        want = sign * brute_force(child, state)
        assert solver.action_value(state, action) == pytest.approx(want, abs=1e-9), A.action_text(action)


def test_a_trick_played_this_round_is_read_off_the_position():
    state = late_position(7, 4, False, ("*P", "*P"))
    state.apply_action(A.ROLL)
    state.apply_action(A.dice(1, 6))
    solver = RoundSolver(state)
    sign = 1 if state.to_move == 0 else -1
    adjust = next(a for a in state.legal_actions() if A.ADJUST <= a < A.BOTH)
    child = state.clone()
    child.apply_action(adjust)  # the trick is spent: the position after it is still on the table
    assert solver.value(child) == pytest.approx(brute_force(child, state), abs=1e-9)
    assert sign * solver.value(child) == pytest.approx(solver.action_value(state, adjust))


def test_the_solution_is_deterministic_and_reused_within_the_round():
    state = late_position(8, 3, False, ("*B", ""))
    state.apply_action(A.ROLL)
    state.apply_action(A.dice(3, 3))
    first = solve(state)
    fresh = RoundSolver(state)
    assert first == solve(state)
    assert first[1] == {a: fresh.action_value(state, a) for a in first[1]}
    assert why_not(state, first[0]) is None


def test_counts_pack_into_one_int_and_back():
    rng = random.Random(9)
    for _ in range(200):
        counts = [rng.randint(0, 6) for _ in range(12)]
        assert unpack(pack(counts)) == counts


def test_the_solution_does_not_read_the_order_of_the_draw_pile():
    state = late_position(10, 2)
    hidden = unseen_reshuffled(state, random.Random(4))
    assert hidden.deck != state.deck
    assert solve(state) == solve(hidden)


def test_the_captain_solves_whole_rounds_and_keeps_searching_big_ones():
    late = late_position(11, 3)
    searcher = Searcher(late, "captain", 1)
    assert searcher.solver is not None
    assert searcher.best() == solve(late)[0]
    # a round's first decision, the direction still open and no trick card held: solved whole
    start = State(shuffled_deck(random.Random(12)), 0)
    start.apply_action(A.ROLL)
    start.apply_action(A.dice(2, 5))
    assert not start.direction and not any(map(sum, start.hands))
    assert solve_cost(start) <= EXACT_CAPTAIN and Searcher(start, "captain", 1).solver is not None
    # the same with both players holding a card that allows every trick: searched
    for p in (0, 1):
        start.hands[p][TRICK_INDEX["*B"]] = start.hands[p][TRICK_INDEX["*P"]] = start.hands[p][TRICK_INDEX["*R"]] = 1
    assert solve_cost(start) > EXACT_CAPTAIN and Searcher(start, "captain", 1).solver is None
    # and the Mate solves only late in a round
    assert Searcher(late_position(11, 1), "mate", 1).solver is None


def test_a_capped_solve_that_cannot_finish_lets_the_search_choose():
    # A round's first decision (a whole-round solve) under a wall-clock cap far too short for it:
    # the move still comes in time, from the search, and is legal; the solve is said to be cut.
    forget()
    start = State(shuffled_deck(random.Random(12)), 0)
    start.apply_action(A.ROLL)
    start.apply_action(A.dice(2, 5))
    capped = Searcher(start, "captain", 1, time_ms=20.0)
    assert capped.solver is not None
    steps = 0
    while not capped.done():
        capped.step(5.0)
        steps += 1
    assert capped.cut_short() and capped.solver is None and steps >= 2
    assert why_not(start, capped.best()) is None


def test_in_the_last_round_a_sure_win_is_called_at_once():
    # The last round with player 0 far ahead in the crews and both tied in the tavern: Shanghai now
    # makes the win certain, rolling on only risks it.
    state = late_position(13, 2, last_round=True)
    state.crews = [()] * 16
    state.crews[0] = (4, 4, 4)
    state.crews[8 + 1] = (1,)
    state.counts = [1, 0, 0, 0, 0, 1,  0, 0, 1, 1, 0, 0]
    state.to_move = 0
    best, values = solve(state)
    assert best == A.SHANGHAI and values[A.SHANGHAI] > values[A.ROLL]
    assert choose(state, "captain", 3) == A.SHANGHAI


def test_a_solve_in_slices_gives_the_same_move_as_one_go():
    state = late_position(14, 2)
    forget()
    whole = solve(state)
    forget()
    search = Searcher(state, "captain", 2)
    assert search.solver is not None
    slices = 0
    while not search.done():
        search.step(budget_ms=0.5)
        slices += 1
    assert slices > 1
    assert search.best() == whole[0] and search.values == whole[1]


def test_a_card_sent_to_the_sharks_and_the_alternating_start_are_solved_as_the_engine_plays_them():
    state = late_position(15, 4)
    state.options = Options(next_start="alternate")
    state.sharked = 1 << 2
    state.apply_action(A.ROLL)
    state.apply_action(A.dice(3, 6))
    assert RoundSolver(state).value(state) == pytest.approx(brute_force(state, state), abs=1e-9)
    # the sharks card weighed at the root: the die placed next sends its card away
    state = late_position(16, 4)
    state.hands[state.to_move][TRICK_INDEX["*X"]] = 1
    state.apply_action(A.ROLL)
    state.apply_action(A.dice(1, 4))
    solver = RoundSolver(state)
    sign = 1 if state.to_move == 0 else -1
    for action in (A.SHARKS, A.exchange(next(v for v in range(1, 7)
                                             if state.counts[state.to_move * 6 + (v - 1 if state.direction == 1 else 6 - v)]))):
        child = state.clone()
        child.apply_action(action)
        assert solver.action_value(state, action) == pytest.approx(sign * brute_force(child, state), abs=1e-9)


def reference(solver: RoundSolver, state: State) -> float:
    """Player 0's value of the round from `state` (to move, before a roll) by a plain memoised
    expectimax over count patterns: every roll of the 21 one by one, every trick as the engine
    allows it, the solver's own leaf at each Shanghai (the leaf is checked against the engine
    above, late in a round, where the engine's own expectimax is affordable)."""
    memo: dict[tuple, float] = {}
    pos = (lambda v, d: v - 1 if d == 1 else 6 - v)
    kinds = solver.kinds

    def put(c, p, v, d):
        c = list(c)
        c[p * 6 + pos(v, d)] += 1
        return tuple(c)

    def start(c, p, ts, d):
        key = (c, p, ts, d)
        if key in memo:
            return memo[key]
        placed = sum(c[p * 6:p * 6 + 6])
        best = max if p == 0 else min
        leaf = solver.leaf(pack(c), p, ts[0], ts[1], d, 0) if placed >= 2 else None
        if placed > 4:
            value = leaf
        else:
            roll = 0.0
            for (a, b), prob in ((A.dice_of(o), q) for o, q in A.DICE_OUTCOMES):
                dirs = (d,) if d else (1, 2)
                roll += prob * best(rolled(c, p, ts, e, a, b, True) for e in dirs)
            value = roll if leaf is None else best(roll, leaf)
        memo[key] = value
        return value

    def rolled(c, p, ts, d, a, b, tricks):
        best = max if p == 0 else min
        options = [start(put(c, p, v, d), 1 - p, ts, d) for v in (a, b)]
        if tricks and ts[p] == 0:
            wild, adjust, both, reroll = kinds[p]
            spent = tuple(1 if q == p else ts[q] for q in (0, 1))
            if wild:
                wild_ts = tuple(2 if q == p else ts[q] for q in (0, 1))
                options += [start(put(c, p, v, d), 1 - p, wild_ts, d) for v in (a, b)]
            if adjust:
                for x, y in ((a, b), (b, a)):
                    for nx in (x - 1, x + 1):
                        if 1 <= nx <= 6:
                            options += [start(put(c, p, v, d), 1 - p, spent, d) for v in (nx, y)]
            if both:
                options.append(start(put(put(c, p, a, d), p, b, d), 1 - p, spent, d))
            if reroll:
                key = (c, p, spent, d, "reroll")
                if key not in memo:
                    memo[key] = sum(q * rolled(c, p, spent, d, *A.dice_of(o), False) for o, q in A.DICE_OUTCOMES)
                options.append(memo[key])
        return best(options)

    return start(tuple(state.counts), state.to_move, (0, 0), state.direction)


EARLY = [(21, 1, ("", "")), (22, 2, ("*R", "*P")), (23, 2, ("*B", "")), (24, 2, ("*W", "*B"))]


@pytest.mark.parametrize("seed,placed,tricks", EARLY)
def test_earlier_in_a_round_the_solution_agrees_with_a_plain_expectimax_over_patterns(seed, placed, tricks):
    state = late_position(seed, placed, seed % 2 == 0, tricks)
    solver = RoundSolver(state)
    assert solver.value(state) == pytest.approx(reference(RoundSolver(state), state), abs=1e-9)


def test_a_roll_that_also_sets_the_direction_agrees_with_a_plain_expectimax_over_patterns():
    # the opener picks the direction on seeing the dice (a whole round from its first roll is
    # the same code, too slow for the plain expectimax here)
    state = late_position(25, 3, False, ("*P", "*R"))
    state.direction = 0
    solver = RoundSolver(state)
    assert solver.value(state) == pytest.approx(reference(RoundSolver(state), state), abs=1e-9)


def test_the_takers_read_off_packed_counts_are_the_engines():
    rng = random.Random(26)
    for _ in range(3000):
        counts = [rng.choice((0, 0, 1, 1, 2, 3)) for _ in range(12)]
        direction, sharked = rng.choice((1, 2)), rng.choice((0, 0, 1 << rng.randrange(6)))
        code = owner_code(pack(counts), direction, sharked)
        assert [((code >> (2 * i)) & 3) - 1 for i in range(6)] == takers(counts, direction, sharked)
