"""What one seat knows: the cards it has not seen, and positions sampled to fill them in."""

from __future__ import annotations

import random
from collections import Counter

from ..state import HIDDEN, State


def unseen(state: State, seat: int) -> list[int]:
    """The cards `seat` has not seen this hand (in the others' hands or the stock), in card order."""
    pool = Counter({c: state.options.decks for c in range(52)})
    pool.subtract(c for c in state.hands[seat] if c != HIDDEN)
    pool.subtract(state.table_cards())
    return sorted(pool.elements())


def sample(state: State, seat: int, rng: random.Random) -> State:
    """A copy where every card `seat` has not seen is dealt at random from what it has not seen."""
    pool = unseen(state, seat)
    rng.shuffle(pool)
    copy = state.clone()
    for p in range(state.n):
        if p != seat:
            copy.hands[p] = [pool.pop() for _ in copy.hands[p]]
    copy.stock = [pool.pop() for _ in copy.stock]
    copy._step = None
    return copy
