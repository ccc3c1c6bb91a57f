"""The melds and contracts of Shanghai rummy: what a set and a run are, the wild share, the ten
contracts, laying off and swapping, and the points a card costs. Every rule about melds lives here.

Cards are the ints of game/rummy/cards.py. Every deuce is wild. A run's places are numbered 1
(the low ace) to 14 (the high ace); a run remembers the place of its lowest card, so the wilds in
it keep standing for the cards they were put down for.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rummy import cards as C
from .refusals import Refusal

SET, RUN = "set", "run"
LOW, HIGH = "low", "high"

# hand -> its requirements: ("set", 3) is a set of at least 3, ("run", n) a run of at least n.
CONTRACTS: dict[int, tuple[tuple[str, int], ...]] = {
    1: ((SET, 3), (SET, 3)),
    2: ((RUN, 4), (SET, 3)),
    3: ((RUN, 4), (RUN, 4)),
    4: ((SET, 3), (SET, 3), (SET, 3)),
    5: ((RUN, 7), (SET, 3)),
    6: ((RUN, 4), (RUN, 4), (SET, 3)),
    7: ((RUN, 4), (RUN, 4), (RUN, 4)),
    8: ((RUN, 10), (SET, 3)),
    9: ((SET, 3), (SET, 3), (SET, 3), (RUN, 5)),
    10: ((RUN, 5), (RUN, 5), (RUN, 5)),
}
HANDS = 10


def is_wild(card: int) -> bool:
    """Every deuce is wild."""
    return card % 13 == 1


def points(card: int) -> int:
    """What a card left in hand costs: ace 15, deuce 20, ten to king 10, three to nine 5."""
    r = card % 13
    return 15 if r == 0 else 20 if r == 1 else 10 if r >= 9 else 5


POINTS = tuple(points(c) for c in range(52))


def card_at(suit: int, place: int) -> int:
    """The card a run of `suit` calls for at `place` (1 and 14 are both the ace)."""
    return suit * 13 + (place - 1) % 13


def places_of(card: int) -> tuple[int, ...]:
    """The places a natural card can fill in a run: an ace 1 or 14, another card its rank."""
    r = card % 13 + 1
    return (1, 14) if r == 1 else (r,)


def wild_limit(size: int) -> int:
    """The most wilds a meld of `size` cards may hold: fewer than half its cards."""
    return (size - 1) // 2


def contract_words(hand: int) -> str:
    """The contract of a hand in words: `a run of 4 and a set of 3`."""
    parts = [f"a {kind} of {size}" for kind, size in CONTRACTS[hand]]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


class Meld:
    """A meld on the table (or proposed): a set of one rank or a run of one suit from place `start`."""

    __slots__ = ("kind", "cards", "start", "suit", "rank", "wilds")

    def __init__(self, kind: str, cards: list[int], start: int = 0, suit: int = -1, rank: int = -1):
        self.kind, self.cards, self.start, self.suit, self.rank = kind, cards, start, suit, rank
        self.wilds = sum(1 for c in cards if c % 13 == 1)

    @property
    def end(self) -> int:
        """A run's highest place."""
        return self.start + len(self.cards) - 1

    def text(self) -> str:
        """The meld written as the record writes it."""
        return C.join_meld(self.cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Meld) and (self.kind, self.cards, self.start) == (other.kind, other.cards, other.start)

    def __repr__(self) -> str:
        return f"Meld({self.text()})"


def read_meld(cards: Sequence[int]) -> Meld | Refusal:
    """The meld these cards make in the order written, or why they make none."""
    if len(cards) < 3:
        return Refusal("meld_short")
    naturals = [c for c in cards if c % 13 != 1]
    if not naturals:
        return Refusal("meld_all_wild")
    wilds = len(cards) - len(naturals)
    if wilds > wild_limit(len(cards)):
        return Refusal("meld_wilds", wilds=wilds, size=len(cards))
    if all(c % 13 == naturals[0] % 13 for c in naturals):
        return Meld(SET, list(cards), rank=naturals[0] % 13 + 1)
    suit = naturals[0] // 13
    if any(c // 13 != suit for c in naturals):
        return Refusal("meld_mixed")
    first = next(i for i, c in enumerate(cards) if c % 13 != 1)
    for place in places_of(cards[first]):
        start = place - first
        if start < 1 or start + len(cards) - 1 > 14:
            continue
        if all(c % 13 == 1 or start + i in places_of(c) for i, c in enumerate(cards)):
            return Meld(RUN, list(cards), start, suit)
    return Refusal("run_order")


def contract_fault(melds: Sequence[Meld], hand: int) -> Refusal | None:
    """Why these melds do not meet hand `hand`'s contract exactly, or None when they do."""
    need = CONTRACTS[hand]
    sets_needed = sum(1 for kind, _ in need if kind == SET)
    runs_needed = sorted((size for kind, size in need if kind == RUN), reverse=True)
    if len(melds) != len(need):
        return Refusal("contract_count", hand=hand, need=len(need), have=len(melds))
    sets = [m for m in melds if m.kind == SET]
    runs = sorted((len(m.cards) for m in melds if m.kind == RUN), reverse=True)
    if len(sets) != sets_needed or len(runs) != len(runs_needed):
        return Refusal("contract_kinds", hand=hand, sets=len(sets), runs=len(runs))
    for have, size in zip(runs, runs_needed):
        if have < size:
            return Refusal("contract_short", hand=hand, size=have)
    return None


def lay_ends(meld: Meld, card: int) -> tuple[str, ...]:
    """Where `card` could join `meld` by the rank and sequence alone: ("",) for a set, else the run's ends."""
    wild = card % 13 == 1
    if meld.kind == SET:
        return ("",) if wild or card % 13 + 1 == meld.rank else ()
    ends = []
    if meld.start > 1 and (wild or card == card_at(meld.suit, meld.start - 1)):
        ends.append(LOW)
    if meld.end < 14 and (wild or card == card_at(meld.suit, meld.end + 1)):
        ends.append(HIGH)
    return tuple(ends)


def share_allows(meld: Meld, card: int) -> bool:
    """Whether `meld` keeps its wilds fewer than half once `card` joins it."""
    return 2 * (meld.wilds + (card % 13 == 1)) < len(meld.cards) + 1


def lay_fault(meld: Meld, card: int, end: str | None) -> Refusal | None:
    """Why `card` may not be laid on `meld` with this end word (None: no word), or None when it may."""
    ends = lay_ends(meld, card)
    if meld.kind == SET:
        if not ends:
            return Refusal("set_takes", rank=meld.rank)
        if end is not None:
            return Refusal("set_no_ends")
    else:
        if not ends:
            calls = [card_at(meld.suit, p) for p in (meld.start - 1, meld.end + 1) if 1 <= p <= 14]
            return Refusal("run_takes", size=len(meld.cards), cards=calls) if calls else Refusal("run_full")
        if len(ends) == 2 and end is None:
            return Refusal("both_ends")
        if len(ends) == 1 and end is not None:
            return Refusal("one_end", end=ends[0])
        if end is not None and end not in ends:
            return Refusal("wrong_end", end=end)
    if not share_allows(meld, card):
        return Refusal("lay_wilds")
    return None


def laid(meld: Meld, card: int, end: str | None) -> Meld:
    """The meld with `card` laid on it (legality already checked)."""
    if meld.kind == SET:
        return Meld(SET, meld.cards + [card], rank=meld.rank)
    side = end or lay_ends(meld, card)[0]
    if side == LOW:
        return Meld(RUN, [card] + meld.cards, meld.start - 1, meld.suit)
    return Meld(RUN, meld.cards + [card], meld.start, meld.suit)


def swap_index(meld: Meld, card: int) -> int | None:
    """Where the natural `card` would replace a wild of run `meld` (the lowest such), or None."""
    if meld.kind != RUN or card % 13 == 1 or card // 13 != meld.suit:
        return None
    for place in places_of(card):
        i = place - meld.start
        if 0 <= i < len(meld.cards) and meld.cards[i] % 13 == 1:
            return i
    return None


def swap_fault(meld: Meld, card: int) -> Refusal | None:
    """Why `card` cannot be swapped into `meld`, or None when it can."""
    if card % 13 == 1:
        return Refusal("swap_deuce")
    if meld.kind != RUN:
        return Refusal("swap_set")
    if swap_index(meld, card) is None:
        return Refusal("swap_none", card=card)
    return None


def swapped(meld: Meld, card: int) -> tuple[Meld, int]:
    """The run with `card` in place of the wild standing for it, and the freed wild."""
    i = swap_index(meld, card)
    assert i is not None
    cards = list(meld.cards)
    wild, cards[i] = cards[i], card
    return Meld(RUN, cards, meld.start, meld.suit), wild
