"""The player's own order of the hand: a dragged card lands where it was dropped, and the order
survives the hand changing (cards played leave it, new cards join at the right)."""

from __future__ import annotations

from game.rummy import cards as C
from game.shanghai_rummy.ui.handorder import in_order, moved
from game.shanghai_rummy.ui.seatview import sort_hand


def cards(text: str) -> list[int]:
    return [C.parse(c) for c in text.split()]


def test_a_dragged_card_lands_where_it_is_dropped():
    hand = cards("3H 5H 7S KD 2C")
    assert moved(hand, 0, 3) == cards("5H 7S KD 3H 2C")
    assert moved(hand, 4, 0) == cards("2C 3H 5H 7S KD")
    assert moved(hand, 1, 99) == cards("3H 7S KD 2C 5H")  # past the end: to the right end
    assert moved(hand, 9, 0) == hand  # nothing to move


def test_the_order_keeps_through_plays_and_draws():
    order = cards("KD 3H 7S 7S 5H")
    now = cards("5H 7S 3H 9C KD")  # one 7 played, the 9 of clubs drawn
    assert in_order(now, order, sort_hand(now, "suit")) == cards("KD 3H 7S 5H 9C")
    twice = cards("7S 7S 3H")
    assert in_order(twice, cards("7S 3H"), sort_hand(twice, "suit")) == cards("7S 3H 7S")
    assert sorted(in_order(now, [], sort_hand(now, "rank"))) == sorted(now)
