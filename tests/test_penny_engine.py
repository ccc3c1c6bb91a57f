"""Penny Shanghai's rules, one hand-worked case each: the table, the draws, the pennies, the hands."""

from __future__ import annotations

import pytest

from game.penny_shanghai import melds as M
from game.penny_shanghai import solver
from game.penny_shanghai.replay import summary
from game.penny_shanghai.state import IllegalMove
from game.rummy import cards as C
from penny_helpers import game


def cards(text: str) -> list[int]:
    return [C.parse(c) for c in text.split()]


def meld(text: str) -> list[int]:
    return C.split_meld(text)


@pytest.mark.parametrize("text", ["AS-2S-3S", "QS-KS-AS", "JD-QD-KD-AD", "7S-7H-7D", "7H-7S-7C-7D", "9C-TC-JC"])
def test_valid_melds(text):
    assert M.meld_fault(meld(text)) is None


@pytest.mark.parametrize("text, words", [
    ("KS-AS-2S", "never turns the corner"),
    ("AS-KS-QS", "low to high"),
    ("7H-8H-9H-9C", "7-8-9 of hearts and the 9 of clubs is not a run"),
    ("7H-8H", "too short"),
    ("AS-2S-3S-4S-5S-6S-7S-8S-9S-TS-JS-QS-KS-AS", "never turns the corner"),
])
def test_refused_melds_say_why(text, words):
    assert words in M.meld_fault(meld(text))


def test_a_set_may_hold_the_same_card_twice_with_two_decks():
    state = game(5, 0, {1: ["7S", "7S", "7H", "2D", "9C"]})
    state.apply_action("table 7S-7H-7S")
    assert summary(state)["table"] == ["7S-7S-7H"]


def test_a_jack_taken_from_a_set_of_four_makes_a_run_with_two_hand_cards():
    state = game(2, 0, {1: ["JS", "JH", "JD", "JC", "2D"], 0: ["QS", "KS", "4H", "9C", "6D"]})
    state.apply_action("table JS-JH-JD-JC")
    table, hand = solver.counts(state.table_cards()), solver.counts(state.hands[0])
    assert solver.has_play(table, hand, state.table)
    assert not solver.splits(solver.counts(state.table_cards() + cards("QS")))
    assert not solver.splits(solver.counts(state.table_cards() + cards("KS")))
    assert solver.most_cards(table, hand) == 2
    assert state.why_not("draw") == "you have a play: you cannot draw"
    assert "too short" in state.why_not("table JS-JH-JD-JC QS-KS")
    assert state.why_not("table JH-JD-JC").startswith("the jack of spades left the table")
    state.apply_action("table JH-JD-JC JS-QS-KS")
    assert codes_of(state.hands[0]) == ["4H", "6D", "9C"]


def codes_of(hand):
    return C.sorted_codes(hand)


def test_cards_not_held_and_empty_plays_are_refused():
    state = game(2, 0, {1: ["5S", "6S", "7S", "KD", "2C"]})
    assert state.why_not("table 5S-6S-7S-8S") == "you do not hold the 8 of spades"
    assert state.why_not("table 5S-6S-7S 5S-6S-7S") == "you hold the 5 of spades only once"
    state.apply_action("table 5S-6S-7S")
    assert state.why_not("table 5S-6S-7S") == "a play must add at least one card from your hand"


def test_a_draw_turns_into_a_play_on_the_third_card():
    state = game(2, 1, {0: ["2S", "5H", "9D", "JC", "KS"], 1: ["3S", "8H", "TD", "QC", "6C"]}, ["4C", "7D", "8D"])
    assert state.step() == "draw"
    assert state.why_not("pass") == "you may still draw: you cannot pass yet"
    state.apply_action("draw")
    state.apply_action("draw")
    assert (state.step(), state.drawn) == ("draw", 2)
    state.apply_action("draw")
    assert state.step() == "play" and state.why_not("draw") == "you have a play: you cannot draw"
    state.apply_action("table 7D-8D-9D")
    assert (state.current_player(), state.drawn, summary(state)["table"]) == (1, 0, ["7D-8D-9D"])


def test_five_draws_then_a_penny_into_the_pot():
    stuck = ["4C", "7D", "2H", "TC", "6S"]
    state = game(2, 1, {0: ["2S", "5H", "9D", "JC", "KS"], 1: ["3S", "8H", "TD", "QC", "6C"]}, stuck)
    for _ in range(5):
        assert state.step() == "draw"
        state.apply_action("draw")
    assert state.step() == "pass" and state.why_not("draw").startswith("you have drawn five cards")
    pot, pennies = state.pot, state.pennies[0]
    state.apply_action("pass")
    assert (state.pot, state.pennies[0], state.current_player(), state.drawn) == (pot + 1, pennies - 1, 1, 0)


def test_going_out_takes_the_pot_and_what_each_can_pay():
    state = game(3, 2, {0: ["5S", "6S", "7S", "8S", "9S"], 1: ["2H", "9D", "JC", "KD", "4C"],
                        2: ["3H", "QD", "TC", "6D", "AC"]}, pennies=3)
    assert state.pennies == [2, 2, 2] and state.pot == 3
    state.pennies[1] = 1  # seat 1 can pay one penny of the five it owes
    state.apply_action("table 5S-6S-7S-8S-9S")
    s = summary(state)
    assert (s["won"], s["pennies"], s["pot"]) == ([0], [2 + 3 + 1 + 2, 0, 0], 0)
    assert (s["over"], s["in_game"], s["winners"], s["to_move"], s["step"]) == (
        True, [True, False, False], [0], None, "over")


def test_a_player_who_cannot_ante_leaves_the_game():
    state = game(3, 2, {0: ["5S", "6S", "7S", "8S", "9S"]}, hands=3)
    state.pennies[1] = 0  # seat 1 gave its last penny before the hand ended
    state.apply_action("table 5S-6S-7S-8S-9S")
    s = summary(state)
    assert s["in_game"] == [True, False, True] and s["hand"] == 2
    assert s["pennies"] == [11 + 3 + 5 - 1, 0, 11 - 5 - 1] and s["pot"] == 2
    assert s["hands"][1] == [] and all(len(s["hands"][p]) == 5 for p in (0, 2))
    assert state.current_player() in (0, 2)


def test_winner_first_dealing_lets_the_winner_move_first():
    state = game(4, 0, {1: ["5S", "6S", "7S", "8S", "9S"]}, hands=2, next_dealer="winner-first")
    assert state.current_player() == 1
    state.apply_action("table 5S-6S-7S-8S-9S")
    assert state.hand_no == 2 and state.dealer == 0 and state.current_player() == 1
    other = game(4, 0, {1: ["5S", "6S", "7S", "8S", "9S"]}, hands=2)
    other.apply_action("table 5S-6S-7S-8S-9S")
    assert other.dealer == 1 and other.current_player() == 2
