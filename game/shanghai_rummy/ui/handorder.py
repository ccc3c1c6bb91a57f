"""The player's own order of their hand, without the page: a card dragged from one place to
another, and that order kept as the hand changes (new cards join at the right, cards played
leave it)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence


def moved(shown: Sequence[int], src: int, dst: int) -> list[int]:
    """The hand as shown with the card at `src` put at position `dst` (clamped to the hand)."""
    out = list(shown)
    if not 0 <= src < len(out):
        return out
    card = out.pop(src)
    out.insert(max(0, min(dst, len(out))), card)
    return out


def in_order(cards: Sequence[int], order: Sequence[int], rest: Sequence[int]) -> list[int]:
    """`cards` in the player's `order` (as many of each as the hand holds), then the cards the order
    does not know yet, in the sequence of `rest` (the hand sorted the usual way)."""
    left = Counter(cards)
    out = []
    for c in order:
        if left[c]:
            left[c] -= 1
            out.append(c)
    for c in rest:
        if left[c]:
            left[c] -= 1
            out.append(c)
    return out
