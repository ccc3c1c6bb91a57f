"""What each Penny Shanghai level sees on the table (ai/sight.py), and that it still plays when it
misses a play the rules say it has."""

from __future__ import annotations

import random

from game.penny_shanghai import melds as M
from game.penny_shanghai import solver
from game.penny_shanghai.ai import sight
from game.penny_shanghai.ai.levels import LEVELS, choose
from game.penny_shanghai.randomplay import new_game, random_move
from game.penny_shanghai.state import Options
from game.rummy import cards as C
from penny_helpers import game


def counts(text: str) -> solver.Counts:
    return solver.counts(C.parse(c) for c in text.split())


def table(text: str) -> list[list[int]]:
    return [C.split_meld(word) for word in text.split()]


def test_cousin_adds_to_groups_as_they_lie_and_puts_down_the_groups_of_her_hand():
    played, melds = sight.plain(table("5S-6S-7S 9H-9D-9C"), counts("4S 8S 9S 2D 3D 4D KC"))
    assert played == counts("4S 8S 9S 2D 3D 4D")
    assert sorted(C.join_meld(m) for m in melds) == ["2D-3D-4D", "4S-5S-6S-7S-8S-9S", "9H-9D-9C"]


def test_cousin_borrows_one_card_from_a_long_group_for_a_pair_of_her_hand():
    played, melds = sight.plain(table("JS-JH-JD-JC"), counts("QS KS 4H"))
    assert played == counts("QS KS")
    assert sorted(C.join_meld(m) for m in melds) == ["JH-JD-JC", "JS-QS-KS"]


def test_only_aunt_sees_two_groups_rebuilt_and_cousin_still_plays_what_the_solver_finds():
    """The 8 of diamonds plays only by taking the 8s off the ends of two runs: cousin does not see
    it, aunt does when she may touch two groups (not one), and both levels make that play."""
    old = table("5S-6S-7S-8S 5H-6H-7H-8H")
    assert sight.plain(old, counts("8D KC")) is None
    assert sight.small(old, counts("8D KC"), touched=1) == []
    [(played, melds)] = sight.small(old, counts("8D KC"), touched=2)
    assert played == counts("8D")
    assert M.play_fault([c for m in old for c in m], melds, [C.parse("8D"), C.parse("KC")]) is None
    state = game(3, 2, {0: ["5S", "6S", "7S", "8S", "AC"], 1: ["6H", "7H", "8H", "8D", "KD"], 2: ["5H"]},
                 stock=["2C", "3D", "TC", "QD", "JH"])
    state.apply_action("table 5S-6S-7S-8S")
    state.apply_action("table 5S-6S-7S-8S 6H-7H-8H")
    state.apply_action("table 5S-6S-7S-8S 5H-6H-7H-8H")
    while state.turn == 0:  # the ace of clubs and the five drawn cards never play: a penny
        state.apply_action(state.step())
    assert sorted(state.hands[1]) == [C.parse("8D"), C.parse("KD")] and state.step() == "play"
    assert sight.plain(state.table, solver.counts(state.hands[1])) is None
    for level in LEVELS:
        move = choose(state.clone(), level, 1)
        assert state.why_not(move) is None
        assert C.parse("8D") in [c for m in M.parse_table(move.split(" ")[1:]) for c in m]


def test_the_plays_each_level_sees_are_legal_and_grow_with_its_sight():
    """On positions of random games (one and two decks), every play seen in plain sight or by a
    small change writes a legal table; aunt never sees fewer cards than cousin, nor more than the
    solver's most."""
    rng = random.Random(6)
    checked = 0
    for decks, n in ((1, 4), (2, 6)):
        for _ in range(3):
            state = new_game(rng, n, Options(decks=decks, hands=1))
            while not state.is_terminal():
                if state.step() == "play":
                    hand = state.hands[state.turn]
                    held = solver.counts(hand)
                    most = sum(solver.best_play(solver.counts(state.table_cards()), held))
                    cousin = sight.plain(state.table, held)
                    aunt = sight.small(state.table, held)
                    for played, melds in ([cousin] if cousin else []) + aunt:
                        assert M.play_fault(state.table_cards(), melds, hand) is None
                        assert sum(played) <= most
                    assert max((sum(p) for p, _m in aunt), default=0) >= (sum(cousin[0]) if cousin else 0)
                    checked += 1
                state.apply_action(random_move(state, rng))
    assert checked > 50


def test_a_fumble_is_the_smallest_play_and_none_without_one():
    old = table("5S-6S-7S-8S")
    smallest = sight.fumble([c for m in old for c in m], [C.parse(c) for c in ("4S", "3S", "2S")])
    while True:
        try:
            next(smallest)
        except StopIteration as done:
            assert done.value == counts("4S")
            break
    nothing = sight.fumble([c for m in old for c in m], [C.parse("KD")])
    try:
        while True:
            next(nothing)
    except StopIteration as done:
        assert done.value is None
