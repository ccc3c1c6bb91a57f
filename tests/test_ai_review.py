"""The game review (game.shanghaien.ai.review): each decision of a seat against the Captain's exact choice."""

from __future__ import annotations

import random

import pytest

from game.shanghaien import actions as A
from game.shanghaien.ai.levels import EXACT_MATE, choose
from game.shanghaien.ai.review import decisions, review
from game.shanghaien.ai.solver import solve_cost
from game.shanghaien.randomplay import shuffled_deck
from game.shanghaien.record import loads, moves_of
from game.shanghaien.state import ROLLING, ROUNDS, State


def short_game(seed: int, levels: tuple[str, str], rounds: int = 3) -> State:
    """The first `rounds` rounds of a game between two levels (dice from the seed)."""
    rng = random.Random(seed)
    state = State(shuffled_deck(rng), 0)
    while not state.is_terminal() and state.round < rounds:
        if state.phase == ROLLING:
            state.apply_action(A.dice(rng.randint(1, 6), rng.randint(1, 6)))
            continue
        state.apply_action(choose(state, levels[state.to_move], 1))
    return state


@pytest.fixture(scope="module")
def game() -> State:
    return short_game(5, ("random", "mate"))


def test_move_numbers_are_the_records(game):
    moves = moves_of(game)
    for number, before, action in decisions(game):
        text = A.action_text(action)
        assert moves[number - 1].startswith(text), (number, text)  # a roll decision is its 'roll A B'


def test_the_costliest_moments_come_first_and_each_is_the_seats_own(game):
    moves = moves_of(game)
    r = review(game, 0)
    assert r.moments and r.unjudged > 0  # the rounds' first moves are too big to solve: not judged
    costs = [m.cost for m in r.moments]
    assert costs == sorted(costs, reverse=True)
    assert costs[0] > 0.01  # random moves give something away
    for m in r.moments:
        assert moves[m.move - 1].startswith(A.action_text(m.played))
        assert 0.0 <= m.chance <= m.best_chance <= 1.0
        assert (m.cost == 0) == (m.played == m.best)
    assert len(r.costly(3)) <= 3 and all(m.cost >= 0.005 for m in r.costly(3))


def test_where_the_mate_solved_the_round_it_lost_nothing(game):
    positions = {number: before for number, before, _ in decisions(game)}
    r = review(game, 1)
    exact = [m for m in r.moments if solve_cost(positions[m.move]) <= EXACT_MATE]
    assert exact and all(m.cost == 0 and m.played == m.best for m in exact)
    assert "% of the time" in r.moments[0].phrase(positions[r.moments[0].move])


def test_a_seat_is_zero_or_one(game):
    with pytest.raises(ValueError, match="seat"):
        review(game, 2)


def test_the_review_command_prints_the_costly_moments(game, tmp_path, capsys):
    from game.shanghaien.ai.review import main
    from game.shanghaien.record import dumps

    path = tmp_path / "game.json"
    path.write_text(dumps(game), encoding="utf-8")
    assert main([str(path), "--seat", "0"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("move ") and "% of the time" in lines[0]
    assert "decisions judged" in lines[-1]
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    assert main([str(tmp_path / "bad.json")]) == 2
    assert capsys.readouterr().err.startswith("move 0: not valid JSON")


def test_a_review_done_in_small_slices_is_the_same_review(game):
    from game.shanghaien.ai import solver
    from game.shanghaien.ai.review import Reviewer

    whole = review(game, 0)
    solver.forget()  # the sliced run solves from nothing, so its slices really are cut short
    sliced = Reviewer(game, 0)
    steps = 0
    while not sliced.done():
        assert sliced.judged < sliced.total
        sliced.step(0.5)
        steps += 1
    assert steps > sliced.total  # some decisions took more than one slice
    assert sliced.judged == sliced.total
    assert sliced.result() == whole


def test_verdicts_grade_a_move_by_the_chance_it_gave_up(game):
    from game.shanghaien.ai.review import verdict

    assert [verdict(c) for c in (0.0, 0.009, 0.01, 0.039, 0.04, 0.099, 0.1, 0.5)] == [
        "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    r = review(game, 0)
    assert sum(r.count(g) for g in ("blunder", "mistake", "inaccuracy", "good")) == len(r.moments)
    assert all(m.verdict != "good" for m in r.costly(3))
