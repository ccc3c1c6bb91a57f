"""What the Shanghai rummy expert (shark) does that the one-move greedy player does not, each in a
position built by hand and seen as the seat sees it (the other hands hidden)."""

from __future__ import annotations

import random

import pytest

from game.rummy import cards as C
from game.shanghai_rummy import melds as M
from game.shanghai_rummy.ai.levels import choose
from game.shanghai_rummy.state import BUY, HIDDEN, PLAY, State


def position(hand_no: int, mine: str, table: list[str], down: list[bool], others: int = 5,
             step: str = PLAY) -> State:
    """Seat 0 to move holding `mine`, the melds `table` on the table, the others' cards hidden."""
    state = State(4, 3, [C.deck(2)] * 10, 2, masked=True)
    state.h = hand_no
    state.hands = [[C.parse(code) for code in mine.split()]] + [[HIDDEN] * others for _ in range(3)]
    state.table = [M.read_meld(C.split_meld(text)) for text in table]  # type: ignore[misc]
    state.down = list(down)
    state.turn, state.step = 0, step
    state.pile = [C.parse("4H")]
    if step == BUY:
        state.turn, state.asked, state.discarder = 2, 0, 1
    return state


def moves(state: State) -> tuple[str, str]:
    """(greedy's move, shark's move), both checked legal."""
    greedy = choose(state.clone(), "greedy", random.Random(1))
    shark = choose(state.clone(), "shark", random.Random(1))
    assert state.why_not(greedy) is None and state.why_not(shark) is None
    return greedy, shark


SETS_HAND = "5H 5D 7C 7S 9S 9D QH QD KH 6D 3C"
KINGS_AND_FOURS = ["KS-KC-KD", "4S-4C-4D"]


def test_the_expert_does_not_throw_the_next_player_a_card_they_can_lay_off():
    state = position(1, SETS_HAND, KINGS_AND_FOURS, [False, True, False, False])
    greedy, shark = moves(state)
    assert greedy == "discard KH"  # the loose king is the greedy player's worst card
    assert shark.startswith("discard") and shark != "discard KH"


def test_the_expert_keeps_a_loose_card_it_could_lay_off_once_down():
    state = position(1, SETS_HAND, KINGS_AND_FOURS, [False, False, True, False])
    greedy, shark = moves(state)
    assert greedy == "discard KH"
    assert shark.startswith("discard") and shark != "discard KH"


def test_the_expert_once_down_keeps_the_card_one_gap_beyond_a_run():
    # the ten of hearts fits the run once someone lays the nine; the jack of clubs fits nothing
    state = position(2, "TH JC", ["5H-6H-7H-8H", "9C-9S-9D"], [True, True, False, False])
    greedy, shark = moves(state)
    assert greedy == "discard TH"  # equal points: the greedy player throws either
    assert shark == "discard JC"


def test_the_expert_buys_with_a_bigger_hand_than_the_greedy_player():
    # fourteen cards, and the seven of hearts brings the run of seven closer
    state = position(5, "3H 4H 5H 6H 9S 9D KC KD QS JS 8C 3D TD 5C", [], [False] * 4, step=BUY)
    state.pile = [C.parse("7H")]
    greedy, shark = moves(state)
    assert (greedy, shark) == ("pass", "buy")


TWO_PAIRS = "5H 5D 7C 7S 9S JD KH 3C 4D 8S QC"  # two sets of three: two cards short either way


@pytest.fixture
def buying_by_outs(monkeypatch):
    """The shark with buying by outs switched on (Style.buy_outs; the shark as made leaves it off)."""
    from dataclasses import replace

    from game.shanghai_rummy.ai import levels

    monkeypatch.setitem(levels.STYLES, "shark", replace(levels.STYLES["shark"], buy_outs=1.3))


def test_buying_by_outs_buys_a_third_pair_while_a_buy_is_to_spare(buying_by_outs):
    # the nine of diamonds leaves the hand two cards short, but three pairs wait on many more cards
    state = position(1, TWO_PAIRS, [], [False] * 4, step=BUY)
    state.pile = [C.parse("9D")]
    greedy, shark = moves(state)
    assert (greedy, shark) == ("pass", "buy")
    state.buys_left[0] = 1
    assert moves(state) == ("pass", "pass")


def test_the_shark_as_made_does_not_buy_by_outs():
    state = position(1, TWO_PAIRS, [], [False] * 4, step=BUY)
    state.pile = [C.parse("9D")]
    assert moves(state) == ("pass", "pass")


def test_buying_by_outs_does_not_buy_a_card_that_adds_no_outs(buying_by_outs):
    state = position(1, TWO_PAIRS, [], [False] * 4, step=BUY)
    state.pile = [C.parse("6C")]  # next to nothing useful for sets
    assert moves(state) == ("pass", "pass")


def test_taking_by_outs_weighs_the_hand_after_its_best_throw():
    from game.shanghai_rummy.ai.outs import worth_outs
    from game.shanghai_rummy.ai.policy import Style
    from game.shanghai_rummy.state import TAKE

    state = position(1, TWO_PAIRS, [], [False] * 4, step=TAKE)
    state.pile = [C.parse("9D")]
    assert worth_outs(state, 0, Style(take_outs=1.3))
    assert not worth_outs(state, 0, Style(take_outs=3.0))
    state.pile = [C.parse("6C")]
    assert not worth_outs(state, 0, Style(take_outs=1.0))


SEVENTEEN = "4S 4D 6C 7S 8D 9H TC JS QD KH 3C 5S 6H 7D 8C 9S TD"  # two sets of three: two short


def test_a_late_buy_room_buys_past_eighteen_cards_only_once_a_rival_is_down(monkeypatch):
    """Style.late_room (off in the shark as made): the four of hearts makes a set of the fours, but
    a seventeenth card bought with its penalty card passes the shark's 18; once a rival is down the
    hand may end soon and the style with a room of 22 buys it."""
    from dataclasses import replace

    from game.shanghai_rummy.ai import levels

    rival_down = position(1, SEVENTEEN, ["KS-KC-KD", "QS-QC-QH"], [False, True, False, False], step=BUY)
    nobody_down = position(1, SEVENTEEN, [], [False] * 4, step=BUY)
    assert moves(rival_down)[1] == moves(nobody_down)[1] == "pass"
    monkeypatch.setitem(levels.STYLES, "shark", replace(levels.STYLES["shark"], late_room=22))
    assert moves(rival_down)[1] == "buy"
    assert moves(nobody_down)[1] == "pass"
