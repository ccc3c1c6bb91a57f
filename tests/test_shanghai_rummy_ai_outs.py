"""The Shanghai rummy lookahead's outs count: the one-pass count of the cards that bring a hand
closer gives the answers of `missing` card by card; the Style numbers for more candidate throws
and for the two-draw count change the throw where they should."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rummy import cards as C
from game.shanghai_rummy.ai import outs as O
from game.shanghai_rummy.ai.evaluate import closer_cards, missing
from game.shanghai_rummy.ai.levels import STYLES, choose


def plain_outs(hand: list[int], hand_no: int, live: Counter[int]) -> tuple[int, int]:
    """The outs count card by card, as the lookahead first counted it."""
    base = missing(hand, hand_no)
    count = 0
    for card, copies in live.items():
        if copies > 0 and card % 13 != 1 and missing(hand + [card], hand_no) < base:
            count += copies
    return base, count


def structured_hand(rng: random.Random, size: int) -> list[int]:
    """A hand from two decks leaning to pairs and suit neighbours, as hands in play do."""
    hand = [rng.randrange(52)]
    while len(hand) < size:
        base = rng.choice(hand)
        pick = rng.random()
        if pick < 0.3:
            card = (base // 13) * 13 + (base % 13 + rng.choice((-2, -1, 1, 2))) % 13
        elif pick < 0.55:
            card = rng.randrange(4) * 13 + base % 13
        else:
            card = rng.randrange(52)
        if hand.count(card) < 2:
            hand.append(card)
    return hand


@pytest.mark.parametrize("hand_no", range(1, 11))
def test_the_one_pass_count_finds_exactly_the_cards_missing_finds_one_by_one(hand_no: int):
    rng = random.Random(hand_no)
    for _ in range(40):
        hand = structured_hand(rng, rng.randrange(3, 19))
        base, cards = closer_cards(hand, hand_no)
        assert base == missing(hand, hand_no)
        expected = tuple(c for c in range(52) if c % 13 != 1 and missing(hand + [c], hand_no) < base)
        assert cards == expected, [C.CODES[c] for c in hand]


def test_outs_count_the_unseen_copies_of_the_closer_cards_only():
    rng = random.Random(3)
    for hand_no in (2, 5, 9, 10):
        for _ in range(10):
            hand = structured_hand(rng, 11)
            live = Counter({c: rng.randrange(-1, 3) for c in range(52)})
            assert O.outs(hand, hand_no, live) == plain_outs(hand, hand_no, live)
            assert O.outs(hand, hand_no, live) == plain_outs(hand, hand_no, live)  # remembered, same answer


def test_a_hand_that_meets_its_contract_has_no_outs():
    hand = [C.parse(code) for code in "5H 5D 5C 9S 9D 9C KH".split()]
    assert closer_cards(hand, 1) == (0, ())
    assert O.outs(hand, 1, Counter({c: 2 for c in range(52)})) == (0, 0)


def test_a_contract_of_sets_counts_every_suit_of_a_rank_alike():
    hand = [C.parse(code) for code in "5H 5D 7C 9S JD KH 3C 4D".split()]
    _, cards = closer_cards(hand, 4)
    fives = [c for c in range(52) if c % 13 == C.parse("5H") % 13]
    assert set(fives) <= set(cards)
    for rank in range(13):
        assert len({c in cards for c in range(rank, 52, 13)}) == 1  # all four suits or none


def test_the_shark_weighs_six_throws_and_the_hustler_four():
    assert STYLES["shark"].candidates == 6
    assert STYLES["hustler"].candidates == 4


def test_the_eighth_candidate_can_be_the_throw(monkeypatch):
    """Hand 2 (a run of four and a set of three): the king of spades is the least useful card by
    the one-move score, but throwing the eight of clubs, seventh in that order, keeps as close a
    hand with more unseen cards to help it; the shark's six candidates never see that throw, a
    Style with eight does."""
    from dataclasses import replace

    from game.shanghai_rummy.ai import levels
    from game.shanghai_rummy.ai.policy import discard_scores
    from test_shanghai_rummy_expert import position

    state = position(2, "8D 9D 9D 8C 9C JD 3S KS KH 3H 4S 4H", [], [False] * 4)
    ranked = [C.CODES[card] for _, card in discard_scores(state, 0, STYLES["shark"])]
    assert ranked.index("8C") in (6, 7) and ranked[0] == "KS"
    assert choose(state.clone(), "shark", random.Random(1)) == "discard KS"
    monkeypatch.setitem(levels.STYLES, "shark", replace(STYLES["shark"], candidates=8))
    assert choose(state.clone(), "shark", random.Random(1)) == "discard 8C"


def slices(gen) -> tuple[int, object]:
    """(resumptions, its value) of a generator run to its end."""
    count = 0
    while True:
        try:
            next(gen)
            count += 1
        except StopIteration as done:
            return count, done.value


def drain(gen):
    """Run a generator to its end; its value."""
    return slices(gen)[1]


def test_two_draws_count_the_pairs_that_bring_a_hand_two_cards_closer():
    rng = random.Random(11)
    for hand_no in (1, 3, 6, 9):
        for _ in range(4):
            hand = structured_hand(rng, 11)
            live = Counter({c: rng.randrange(0, 3) for c in range(52)})
            expected = 0
            base = missing(hand, hand_no)
            for first in range(52):
                if first % 13 == 1 or live[first] <= 0 or missing(hand + [first], hand_no) >= base:
                    continue
                one = missing(hand + [first], hand_no)
                for second in range(52):
                    left = live[second] - (second == first)
                    if second % 13 != 1 and left > 0 and missing(hand + [first, second], hand_no) < one:
                        expected += live[first] * left
            assert drain(O.two_draws(hand, hand_no, live)) == expected


def test_the_two_draw_count_can_change_the_throw_two_cards_short(monkeypatch):
    """Hand 6 (two runs of four and a set): throwing the spare nine of spades or a five of clubs
    leaves the hand two short with about as many one-draw outs; the five leaves more ways to be
    done in two draws, and the shark that counts them throws it."""
    from dataclasses import replace

    from game.shanghai_rummy.ai import levels
    from test_shanghai_rummy_expert import position

    state = position(6, "2S 2S 6S 7S 8S 9S 9S 7H JH 5C 5C 7C", [], [False] * 4)

    def drained() -> tuple[int, str]:
        """(slices yielded, the move) of the shark's thinking in `state`."""
        return slices(levels.thinking(state.clone(), "shark", seed=2))

    slices_plain, _ = drained()
    monkeypatch.setitem(levels.STYLES, "shark", replace(STYLES["shark"], two_draw=2))
    slices_two, move = drained()
    assert move == choose(state.clone(), "shark", random.Random(2)) == "discard 5C"
    assert slices_two > slices_plain + 4


def test_reaching_a_number_of_outs_answers_as_the_full_count_does():
    rng = random.Random(5)
    for hand_no in (1, 2, 5, 7, 10):
        for _ in range(8):
            hand = structured_hand(rng, rng.randrange(8, 16))
            live = Counter({c: rng.randrange(-1, 3) for c in range(52)})
            n = plain_outs(hand, hand_no, live)[1]
            for target in (0, 1, n - 1, n, n + 1, 1.3 * n + 1, 200):
                assert O.reaches(hand, hand_no, live, target) == (n >= target), (hand_no, n, target)
