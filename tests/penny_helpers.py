"""Positions for Penny Shanghai's tests: packs that deal chosen hands and stock."""

from __future__ import annotations

import random
from collections import Counter

from game.penny_shanghai.state import Options, State
from game.rummy import cards as C


def pack_dealing(n: int, dealer: int, hands: dict[int, list[str]], stock: list[str], decks: int = 1,
                 seed: int = 0) -> list[int]:
    """A pack whose deal gives seat p the codes hands[p] (others get what is left) and whose stock
    starts with `stock`."""
    rest = Counter(C.deck(decks))
    for codes in list(hands.values()) + [stock]:
        for code in codes:
            rest[C.parse(code)] -= 1
            assert rest[C.parse(code)] >= 0, code
    spare = [c for c in sorted(rest.elements())]
    random.Random(seed).shuffle(spare)
    order = [(dealer + 1 + k) % n for k in range(n)]
    own = {p: [C.parse(c) for c in hands.get(p, [])] for p in range(n)}
    dealt = []
    for k in range(5 * n):
        p = order[k % n]
        dealt.append(own[p].pop(0) if own[p] else spare.pop())
    return dealt + [C.parse(c) for c in stock] + spare


def game(n: int, dealer: int, deal: dict[int, list[str]], stock: list[str] = (), **options) -> State:
    """A new game whose first hand deals `deal` (seat -> codes) and `stock` on top of the stock."""
    opts = Options(**{"decks": 1 if n <= 4 else 2, **options})
    packs = [pack_dealing(n, dealer, deal, list(stock), opts.decks)]
    rng = random.Random(1)
    for _ in range(opts.hands - 1):
        pack = C.deck(opts.decks)
        rng.shuffle(pack)
        packs.append(pack)
    return State(n, dealer, packs, opts)


def codes(cards) -> list[str]:
    """The sorted codes of cards."""
    return C.sorted_codes(cards)
