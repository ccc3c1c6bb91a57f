"""The table solver against a brute-force search on thousands of small random positions."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import penny_oracle as O
from game.penny_shanghai import melds as M
from game.penny_shanghai import solver
from game.rummy import cards as C


def splits_by_brute_force(cards: list[int]) -> bool:
    return O._cover(solver.counts(cards), (0,) * 52, True) if cards else True


def most_by_brute_force(table: list[int], hand: list[int]) -> int:
    """The most hand cards any sub-multiset of the hand adds (every sub-multiset tried)."""
    best = 0
    items = list(Counter(hand).items())
    for combo in itertools.product(*[range(k + 1) for _, k in items]):
        size = sum(combo)
        if size > best and splits_by_brute_force(table + [c for (c, _), k in zip(items, combo) for _ in range(k)]):
            best = size
    return best


def small_position(rng: random.Random) -> tuple[list[int], list[int]]:
    """A crowded corner of the deck: a few ranks and suits, one to three decks, a table that splits."""
    decks = rng.choice((1, 2, 2, 3))
    ranks = rng.sample(range(13), rng.randrange(3, 7))
    if rng.random() < 0.3:
        ranks = sorted(set(ranks) | {0, 11, 12})  # the aces with the queens and kings: both ace ends
    suits = rng.sample(range(4), rng.randrange(1, 5))
    pool = [s * 13 + r for s in suits for r in ranks] * decks
    rng.shuffle(pool)
    table = pool[:rng.randrange(0, 12)]
    if not splits_by_brute_force(table):
        table = []
    hand = pool[len(table):len(table) + rng.randrange(1, 6)]
    return table, hand


def test_the_solver_agrees_with_brute_force_on_small_positions():
    rng = random.Random(20261126)
    plays = 0
    for _ in range(2000):
        table, hand = small_position(rng)
        t, h = solver.counts(table), solver.counts(hand)
        most = most_by_brute_force(table, hand)
        assert solver.most_cards(t, h) == most, (C.sorted_codes(table), C.sorted_codes(hand))
        assert solver.has_play(t, h) == (most > 0) == O.has_play([C.code(c) for c in table], [C.code(c) for c in hand])
        best = solver.best_play(t, h)
        assert (best is None) == (most == 0)
        if best is not None:
            plays += 1
            added = [c for c in range(52) for _ in range(best[c])]
            assert sum(best) == most and not Counter(added) - Counter(hand)
            melds = solver.arrange(solver.counts(table + added))
            assert melds is not None and all(M.is_meld(m) for m in melds)
            assert Counter(c for m in melds for c in m) == Counter(table + added)
    assert plays > 150  # the positions are not all dead ends


def test_the_most_points_play_weighs_points():
    table = [C.parse(c) for c in "5S 6S 7S".split()]
    hand = [C.parse(c) for c in "4S 8S 9S TS".split()]
    t, h = solver.counts(table), solver.counts(hand)
    assert sum(solver.best_play(t, h)) == 4 and solver.most_cards(t, h) == 4
    only_low = [C.parse(c) for c in "KH KD 2S".split()]
    by_points = solver.best_play(solver.counts([C.parse(c) for c in "KS KC 3S 4S 5S".split()]), solver.counts(only_low),
                                 by_points=True)
    assert sum(by_points) == 3


def test_ace_high_and_low_and_no_corner():
    t = solver.counts([C.parse(c) for c in "QS KS AS".split()])
    assert solver.splits(t)
    assert solver.splits(solver.counts([C.parse(c) for c in "AS 2S 3S QS KS AS".split()]))
    assert not solver.splits(solver.counts([C.parse(c) for c in "KS AS 2S".split()]))
    assert solver.has_play(t, solver.counts([C.parse("JS")]))
    assert not solver.has_play(solver.counts([C.parse(c) for c in "AS 2S 3S".split()]), solver.counts([C.parse("KS")]))
