"""Undo at the Shanghai rummy table: a person takes back their own moves that showed them nothing
new (a take, a pass, going down, a lay-off, a swap), never a draw, a buy, a discard, the end of a
hand, or anything once another player has acted."""

from __future__ import annotations

import random

import pytest

from game.rummy import cards as C
from game.shanghai_rummy import helpers
from game.shanghai_rummy.randomplay import new_game
from game.shanghai_rummy.state import State
from game.shanghai_rummy.ui import words
from game.shanghai_rummy.ui.chronicle import Chronicle
from game.shanghai_rummy.ui.undo import REVEALING, Step, Steps, undo_fault, without_last


@pytest.mark.parametrize(("steps", "seat", "now", "fault"), [
    ([], 0, 0, "sr.why.undo_nothing"),
    ([Step(1, "discard 7H")], 0, 0, "sr.why.undo_others"),
    ([Step(0, "take")], 0, 0, None),
    ([Step(0, "take"), Step(0, "down 7H-7S-7C 8H-8S-8C")], 0, 0, None),
    ([Step(0, "lay 9H 1")], 0, 0, None),
    ([Step(0, "swap 5D 2")], 0, 0, None),
    ([Step(0, "pass")], 0, 0, None),
    ([Step(0, "pass")], 0, 2, "sr.why.undo_turn"),
    ([Step(0, "draw")], 0, 0, "sr.why.undo_drawn"),
    ([Step(0, "buy")], 0, 0, "sr.why.undo_bought"),
    ([Step(0, "discard 7H")], 0, 1, "sr.why.undo_turn"),
    ([Step(0, "discard 7H")], 0, 0, "sr.why.undo_discarded"),
    ([Step(0, "lay 9H 1", ended_hand=True)], 0, 0, "sr.why.undo_hand_over"),
])
def test_what_may_be_taken_back(steps, seat, now, fault):
    assert undo_fault(steps, seat, now) == fault


def test_every_reason_has_words_in_four_languages():
    keys = set(REVEALING.values()) | {f"sr.why.undo_{k}" for k in ("nothing", "others", "turn", "hand_over")}
    for lang in ("en", "de", "it", "fr"):
        assert keys <= set(words.CATALOGUES[lang])


@pytest.mark.parametrize("seed", range(3))
def test_an_allowed_undo_takes_back_a_move_that_drew_no_card_and_restores_the_position(seed):
    rng = random.Random(seed)
    state = new_game(rng, 3 + seed)
    steps = Steps()
    allowed = 0
    while not state.over:
        moves = state.legal_actions()
        good = [m for m in moves if m.startswith(("down", "lay", "swap"))]
        move = rng.choice(good) if good and rng.random() < 0.8 else rng.choice(moves)
        before = state.clone()
        steps.before(state, move)
        state._apply(move)
        steps.after(move)
        mover = steps.steps[-1].mover
        if undo_fault(steps.steps, mover, state.current_player()) is None:
            allowed += 1
            assert state.sp == before.sp and state.h == before.h  # no card came off the stock
            if allowed % 8:
                continue  # replaying from the deal each time is slow: check one allowed undo in eight
            back = without_last(state)
            assert back.moves == before.moves and back.hands == before.hands and back.table == before.table
            assert (back.pile, back.step, back.turn, back.asked) == (before.pile, before.step, before.turn, before.asked)
    assert allowed > 20


def test_the_steps_of_a_replay_name_each_mover_and_each_hands_end():
    rng = random.Random(7)
    state = new_game(rng, 4)
    movers = []
    while not state.over:
        movers.append(state.current_player())
        moves = state.legal_actions()
        state._apply(rng.choice(moves))
    steps = Steps()
    chron = Chronicle.of(state, steps)
    assert [s.mover for s in steps.steps] == movers
    assert [s.move for s in steps.steps] == state.moves
    assert sum(s.ended_hand for s in steps.steps) == len(chron.hands) == 10


def test_a_turn_is_taken_back_move_by_move_down_to_the_discard_before_it():
    rng = random.Random(5)
    for _ in range(200):
        state = new_game(rng, 4)
        p = state.turn
        if helpers.can_meet(state.hands[p] + [state.pile[-1]], state.h):
            break
    else:
        raise AssertionError("no deal lets the first player go down at once")
    steps = Steps()
    for move in ["take", "down " + " ".join(C.join_meld(m) for m in
                                            helpers.best_grouping(state.hands[p] + [state.pile[-1]], state.h))]:
        steps.before(state, move)
        state.apply_action(move)
        steps.after(move)
    assert undo_fault(steps.steps, p, state.current_player()) is None
    back = without_last(state)
    assert back.moves == ["take"] and not back.down[p]
    back = without_last(back)
    assert back.moves == [] and back.hands == State(4, state.dealer0, state.packs).hands
    assert undo_fault([], p, p) == "sr.why.undo_nothing"
