"""The Shanghai rummy search over sampled worlds (measured, not yet any level's): the quick rollout player never makes an illegal move, the
sampled worlds agree with everything the seat sees, and the searched move is legal and seeded."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.shanghai_rummy import randomplay
from game.shanghai_rummy.ai.levels import SEARCHING, choose
from game.shanghai_rummy.ai.rollout import hand_score, play_out, quick_move
from game.shanghai_rummy.ai.search import candidates, sample_world
from game.shanghai_rummy.ai.view import SeatViews
from game.shanghai_rummy.state import HIDDEN, PLAY, State


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_the_quick_rollout_player_only_makes_legal_moves_through_a_whole_game(seats: int):
    state = randomplay.new_game(random.Random(seats), seats)
    hands_ended = 0
    while not state.over:
        move = quick_move(state)
        assert state.why_not(move) is None, (move, state.why_not(move))
        h = state.h
        state.apply_action(move)
        hands_ended += state.h != h or state.over
    assert hands_ended == 10


def views_mid_hand(seed: int, seats: int = 4, moves: int = 40) -> tuple[State, SeatViews]:
    """A game played `moves` moves by the quick player, with every seat's running view."""
    rng = random.Random(seed)
    truth = randomplay.new_game(rng, seats)
    table = SeatViews(truth)
    for _ in range(moves):
        table.apply(quick_move(truth))
    return truth, table


def _cards_of_the_hand(state: State) -> Counter[int]:
    cards: Counter[int] = Counter()
    for hand in state.hands:
        cards.update(hand)
    for meld in state.table:
        cards.update(meld.cards)
    cards.update(state.pile)
    cards.update(state.pack[state.sp:])
    return cards


@pytest.mark.parametrize("seed", range(6))
def test_a_sampled_world_keeps_what_the_seat_sees_and_holds_exactly_the_packs_cards(seed: int):
    truth, table = views_mid_hand(seed, moves=20 + 7 * seed)
    seat = truth.current_player()
    view = table.views[seat]
    worlds = [sample_world(view, seat, random.Random(k)) for k in range(3)]
    full = _cards_of_the_hand(truth)
    for world in worlds:
        assert world.hands[seat] == truth.hands[seat]
        assert world.pile == truth.pile and world.table == view.table
        assert world.sp == truth.sp
        for p in range(truth.n):
            assert HIDDEN not in world.hands[p] and len(world.hands[p]) == len(truth.hands[p])
            for shown, dealt in zip(view.hands[p], world.hands[p]):
                assert shown in (HIDDEN, dealt)  # a card the seat saw a rival take stays there
        assert _cards_of_the_hand(world) == full
    assert len({tuple(w.pack[w.sp:]) for w in worlds}) == 3  # the unseen cards really are dealt at random


def test_a_played_out_hand_is_scored_from_the_hands_result():
    truth, _ = views_mid_hand(3, moves=10)
    h = truth.h
    play_out(truth, random.Random(1), horizon=1000)
    assert truth.h == h + 1
    points = truth.hand_points[h - 1]
    for seat in range(truth.n):
        others = [points[p] for p in range(truth.n) if p != seat]
        assert hand_score(truth, seat, h) == pytest.approx(sum(others) / len(others) - points[seat])


def test_the_searching_player_weighs_real_throws_and_answers_legally_the_same_for_the_same_seed():
    searched = 0
    for seed in range(12):
        truth, table = views_mid_hand(100 + seed, moves=15 + 5 * seed)
        while truth.step != PLAY or truth.down[truth.turn]:
            table.apply(quick_move(truth))
        seat = truth.current_player()
        view = table.views[seat]
        move = choose(view.clone(), "searching", random.Random(seed))
        assert truth.why_not(move) is None
        assert choose(view.clone(), "searching", random.Random(seed)) == move
        if move.startswith("discard"):
            throws = candidates(view, seat, SEARCHING, move)
            searched += len(throws) > 1
            assert not throws or throws[0] == move
    assert searched >= 3
