"""The grouping search is exact: a hand built around melds meeting the contract is always found able
to meet it, what it proposes is legal, and on small hands it agrees with a brute-force search."""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from itertools import product

from game.rummy import cards as C
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


def test_a_hand_holding_the_contract_is_always_found_able_to_meet_it():
    rng = random.Random(21)
    tried = 0
    while tried < 300:
        hand_no = rng.randrange(1, 11)
        melds = [_meld(rng, kind, size) for kind, size in M.CONTRACTS[hand_no]]
        hand = [c for cards in melds for c in cards] + [rng.randrange(52) for _ in range(rng.randrange(0, 5))]
        if max(Counter(hand).values()) > 2:  # two decks
            continue
        tried += 1
        assert can_meet(hand, hand_no), (hand_no, hand)
        for found in (best_grouping(hand, hand_no), some_grouping(hand, hand_no)):
            assert found is not None
            melds = [M.read_meld(cards) for cards in found]
            assert all(not isinstance(m, str) for m in melds), found
            assert M.contract_fault(melds, hand_no) is None  # type: ignore[arg-type]
            assert not Counter(c for cards in found for c in cards) - Counter(hand)


@lru_cache(maxsize=None)
def _as_meld(cards: tuple[int, ...]) -> M.Meld | None:
    """The meld these cards make in some order, by trying every order that could work (set: any;
    run: each first place and each place of each ace), each judged by melds.read_meld."""
    naturals = [c for c in cards if c % 13 != 1]
    wilds = [c for c in cards if c % 13 == 1]
    tries = [naturals + wilds]
    if naturals and len({c // 13 for c in naturals}) == 1:
        size = len(cards)
        aces = [c for c in naturals if c % 13 == 0]
        others = [c for c in naturals if c % 13 != 0]
        for start in range(1, 16 - size):
            for high in range(1 << len(aces)):
                row: list[int | None] = [None] * size
                ok = True
                for k, c in enumerate(others + aces):
                    place = (14 if high >> (k - len(others)) & 1 else 1) if c % 13 == 0 else c % 13 + 1
                    i = place - start
                    if not 0 <= i < size or row[i] is not None:
                        ok = False
                        break
                    row[i] = c
                if ok:
                    spare = iter(wilds)
                    tries.append([c if c is not None else next(spare) for c in row])
    for order in tries:
        meld = M.read_meld(order)
        if not isinstance(meld, str):
            return meld
    return None


def _brute_force(hand: list[int], hand_no: int) -> int | None:
    """The most points any grouping meeting the contract puts down, found by trying every part of
    the hand (as a multiset) as a meld and every choice of melds together within the hand; None
    when there is none."""
    have = Counter(hand)
    kinds = sorted(have)
    wilds = [c for c in kinds if c % 13 == 1]
    groups = [[c for c in kinds if c % 13 != 1 and c % 13 == r] for r in range(13) if r != 1]
    groups += [[c for c in kinds if c % 13 != 1 and c // 13 == s] for s in range(4)]
    found: dict[int, tuple[str, int, int]] = {}
    for group in groups:
        pool = group + wilds
        for take in product(*(range(have[c] + 1) for c in pool)):
            size, wild = sum(take), sum(take[len(group):])
            if size < 3 or 2 * wild >= size:  # too small, or too wild for any meld
                continue
            cards = [c for c, n in zip(pool, take) for _ in range(n)]
            key = sum(cards.count(c) << 4 * k for k, c in enumerate(kinds))  # a count per hex digit
            if key in found:
                continue
            meld = _as_meld(tuple(cards))
            if meld is not None:
                found[key] = (meld.kind, len(cards), sum(M.POINTS[c] for c in cards))
    reqs = list(M.CONTRACTS[hand_no])
    options = [[(key, pts) for key, (kind, n, pts) in found.items() if kind == want and n >= size]
               for want, size in reqs]
    # a digit of used + bias has its bit 3 set exactly when more of that card is used than held
    bias = sum((7 - have[c]) << 4 * k for k, c in enumerate(kinds))
    over = sum(8 << 4 * k for k in range(len(kinds)))
    best = -1

    def go(i: int, used: int, down: int, low: int) -> None:
        nonlocal best
        if i == len(reqs):
            best = max(best, down)
            return
        same = i > 0 and reqs[i] == reqs[i - 1]
        for k, (key, pts) in enumerate(options[i]):
            if same and k < low:
                continue
            if not (used + key + bias) & over:
                go(i + 1, used + key, down + pts, k)

    go(0, 0, 0, 0)
    return None if best < 0 else best


def _dense_hand(rng: random.Random, hand_no: int) -> list[int]:
    """A small hand drawn from a few suits and ranks of one or two decks, wilds included, so that
    contracts are often, not always, met."""
    decks = rng.choice((1, 2))
    suits = rng.sample(range(4), rng.choice((1, 2, 2, 3)))
    low = rng.randrange(0, 13)
    ranks = [r % 13 for r in range(low, low + rng.randrange(3, 7)) if r % 13 != 1]
    pool = [s * 13 + r for s in suits for r in ranks] * decks
    wilds = rng.sample([s * 13 + 1 for s in range(4)] * decks, rng.randrange(0, 4))
    need = sum(size for _, size in M.CONTRACTS[hand_no])
    return wilds + rng.sample(pool, min(len(pool), need + rng.randrange(0, 4) - len(wilds)))


def test_the_search_agrees_with_a_brute_force_search_on_small_hands():
    """can_meet, best_grouping and some_grouping against every partition of 2,000 hands:
    the same verdict, the best grouping leaving exactly the fewest points possible."""
    rng = random.Random(7)
    met = missed = 0
    for n in range(2000):
        hand_no = 1 + n % 10
        hand = _dense_hand(rng, hand_no)
        most = _brute_force(hand, hand_no)
        assert can_meet(hand, hand_no) == (most is not None), (hand_no, C.join_meld(hand))
        for grouping in (best_grouping(hand, hand_no), some_grouping(hand, hand_no)):
            if most is None:
                assert grouping is None
                continue
            melds = [M.read_meld(cards) for cards in grouping]
            assert all(not isinstance(m, str) for m in melds), grouping
            assert M.contract_fault(melds, hand_no) is None  # type: ignore[arg-type]
            assert not Counter(c for cards in grouping for c in cards) - Counter(hand)
        if most is None:
            missed += 1
            continue
        met += 1
        best = best_grouping(hand, hand_no)
        assert sum(M.POINTS[c] for cards in best for c in cards) == most, (hand_no, C.join_meld(hand), best)
    assert met > 200 and missed > 200, (met, missed)  # both verdicts well tried


def test_two_runs_of_one_suit_sharing_a_duplicate_card_are_found():
    """Hand 7 (three runs of 4): the spade runs 7-8-(9)-10 and 5-6-(7)-8 use both decks' 8 of spades."""
    hand = C.split_meld("7S-8S-2D-TS-3C-4C-5C-6C-5S-6S-2H-8S-9H-JH")
    assert can_meet(hand, 7)
    best = best_grouping(hand, 7)
    assert best is not None and all(not isinstance(M.read_meld(m), str) for m in best)
    assert sorted(c for m in best for c in m) == sorted(C.split_meld("7S-8S-2D-TS-3C-4C-5C-6C-5S-6S-2H-8S"))
