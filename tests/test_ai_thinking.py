"""The rummies' computer players think in slices for the page (ai.levels.thinking): the move at the
end of the slices is the move the one-call choose() makes."""

from __future__ import annotations

import random
from collections.abc import Generator

import pytest

from game.penny_shanghai import randomplay as penny_play
from game.penny_shanghai.ai import levels as penny_levels
from game.shanghai_rummy import randomplay as rummy_play
from game.shanghai_rummy.ai import levels as rummy_levels


def finish(thought: Generator[None, None, str]) -> tuple[str, int]:
    """Resume a thinking generator to its end: its move and how many slices it took."""
    slices = 0
    while True:
        try:
            next(thought)
        except StopIteration as done:
            return done.value, slices
        slices += 1


@pytest.mark.parametrize("level", rummy_levels.STYLES)
def test_shanghai_rummy_thinking_ends_on_the_move_choose_makes(level: str) -> None:
    rng = random.Random(5)
    state = rummy_play.new_game(rng, 4)
    for _ in range(9):
        moves = state.legal_actions()
        state.apply_action(moves[rng.randrange(len(moves))])
    move, slices = finish(rummy_levels.thinking(state.clone(), level, seed=11))
    assert slices >= 1
    assert move == rummy_levels.choose(state.clone(), level, random.Random(11))
    assert state.why_not(move) is None


@pytest.mark.parametrize("level", penny_levels.LEVELS + penny_levels.BASELINES)
def test_penny_shanghai_thinking_ends_on_the_move_choose_makes(level: str) -> None:
    rng = random.Random(7)
    state = penny_play.new_game(rng, 3)
    for _ in range(6):
        state.apply_action(penny_play.random_move(state, rng))
    move, slices = finish(penny_levels.thinking(state.clone(), level, seed=3))
    assert slices >= 1
    assert move == penny_levels.choose(state.clone(), level, 3)
    assert state.why_not(move) is None


def test_shanghai_rummy_expert_thinks_in_several_slices_before_a_throw() -> None:
    """A throw before going down weighs several candidate discards: the generator hands control
    back between them (more than once), and still ends on choose()'s move."""
    rng = random.Random(8)
    state = rummy_play.new_game(rng, 4)
    while not (state.step == "play" and not state.down[state.turn] and len(state.moves) > 12
               and state.legal_actions()[0].startswith("discard")):
        moves = state.legal_actions()
        state.apply_action(next((m for m in moves if m == "draw"), moves[-1]))
    move, slices = finish(rummy_levels.thinking(state.clone(), "shark", seed=4))
    assert move.startswith("discard")
    assert slices > 2
    assert move == rummy_levels.choose(state.clone(), "shark", random.Random(4))


def test_penny_shanghai_grandma_thinks_in_many_slices_on_a_real_choice() -> None:
    """A decision between several plays of the most cards (no going out) is spread over many
    resumptions, at least one per rollout, and still ends on the move choose() makes."""
    from game.penny_shanghai.plays import candidate_plays

    rng = random.Random(21)
    state = penny_play.new_game(rng, 4)
    while True:
        if state.step() == "play":
            plays = candidate_plays(state.table_cards(), state.hands[state.turn])
            most = max(sum(p) for p in plays)
            if most < len(state.hands[state.turn]) and sum(sum(p) == most for p in plays) >= 2:
                break
        state.apply_action(penny_play.random_move(state, rng))
    move, slices = finish(penny_levels.thinking(state.clone(), "grandma", seed=5))
    profile = penny_levels.PROFILES["grandma"]
    assert slices > 2 * profile.worlds
    assert move == penny_levels.choose(state.clone(), "grandma", 5)
    assert state.why_not(move) is None


@pytest.mark.parametrize("level", penny_levels.LEVELS)
def test_penny_shanghai_thinking_makes_few_exact_searches_per_slice(level: str, monkeypatch) -> None:
    """Through one-hand games at 4 and 6 seats, no resumption of a level's thinking runs more than
    six of the exact solver's searches for a play (aunt's check of the next rival in her six
    sampled worlds is the most; writing the chosen table is one piece of its own), and every
    decision ends on choose()'s move."""
    from game.penny_shanghai import solver

    calls = [0]
    for name in ("best_play", "splits", "has_play"):
        real = getattr(solver, name)

        def counted(*args, real=real, **kwargs):
            calls[0] += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(solver, name, counted)
    most = 0
    for seats in (4, 6):
        rng = random.Random(seats)
        state = penny_play.new_game(rng, seats, penny_play.Options(decks=seats // 4, hands=1))
        decision = 0
        while not state.is_terminal():
            if state.step() != "play":
                state.apply_action(state.step())
                continue
            decision += 1
            thought = penny_levels.thinking(state.clone(), level, decision)
            while True:
                calls[0] = 0
                try:
                    next(thought)
                except StopIteration as done:
                    move = done.value
                    break
                finally:
                    most = max(most, calls[0])
            assert move == penny_levels.choose(state.clone(), level, decision)
            state.apply_action(move)
    assert 1 <= most <= 6

