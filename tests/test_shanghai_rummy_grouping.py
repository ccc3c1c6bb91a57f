"""The grouping search cuts branches that cannot be completed: a hand built around melds meeting
the contract must always be found able to meet it, and what it proposes must be legal."""

from __future__ import annotations

import random
from collections import Counter

from game.shanghai_rummy import melds as M
from game.shanghai_rummy.helpers import best_grouping, can_meet, some_grouping


def _meld(rng: random.Random, kind: str, size: int) -> list[int]:
    """A random meld of the kind and size the contract asks, with as many wilds as the share allows."""
    while True:
        if kind == M.SET:
            rank = rng.choice([r for r in range(13) if r != 1])
            cards = [rng.randrange(4) * 13 + rank for _ in range(size)]
        else:
            suit, start = rng.randrange(4), rng.randrange(1, 16 - size)
            cards = [M.card_at(suit, p) for p in range(start, start + size)]
        for i in rng.sample(range(size), rng.randrange(0, M.wild_limit(size) + 1)):
            cards[i] = rng.randrange(4) * 13 + 1
        if not isinstance(M.read_meld(cards), str):
            return cards


def _inside_a_run(melds: list[list[int]], hand: list[int]) -> bool:
    """Whether a natural card of the hand outside a run lies between that run's ends: the search's
    documented shortcut (a run takes every such card) may then miss the grouping."""
    for cards in melds:
        meld = M.read_meld(cards)
        if isinstance(meld, str) or meld.kind != M.RUN:
            continue
        rest = Counter(hand) - Counter(cards)
        for c in rest:
            if c % 13 != 1 and c // 13 == meld.suit and any(meld.start <= p <= meld.end for p in M.places_of(c)):
                return True
    return False


def test_a_hand_holding_the_contract_is_always_found_able_to_meet_it():
    rng = random.Random(21)
    tried = 0
    while tried < 300:
        hand_no = rng.randrange(1, 11)
        melds = [_meld(rng, kind, size) for kind, size in M.CONTRACTS[hand_no]]
        hand = [c for cards in melds for c in cards] + [rng.randrange(52) for _ in range(rng.randrange(0, 5))]
        if max(Counter(hand).values()) > 2 or _inside_a_run(melds, hand):  # two decks
            continue
        tried += 1
        assert can_meet(hand, hand_no), (hand_no, hand)
        for found in (best_grouping(hand, hand_no), some_grouping(hand, hand_no)):
            assert found is not None
            melds = [M.read_meld(cards) for cards in found]
            assert all(not isinstance(m, str) for m in melds), found
            assert M.contract_fault(melds, hand_no) is None  # type: ignore[arg-type]
            assert not Counter(c for cards in found for c in cards) - Counter(hand)
