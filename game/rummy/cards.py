"""Cards of a standard 52-card deck as small integers, their two-letter codes and written melds.

A card is `suit * 13 + rank - 1`: rank 1 (ace) to 13 (king), suit 0 to 3 in the order
spades, hearts, diamonds, clubs. Codes are rank then suit (`TS`, `2H`); a meld is written as its
codes joined by `-` (`7H-7S-2C`). Both rummies read and write cards only through this module.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

RANKS = "A23456789TJQK"
SUITS = "SHDC"
RANK_WORDS = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")
HIDDEN = "??"

_CODE_TO_CARD = {r + s: si * 13 + ri for si, s in enumerate(SUITS) for ri, r in enumerate(RANKS)}
CODES = tuple(sorted(_CODE_TO_CARD, key=_CODE_TO_CARD.__getitem__))


def rank(card: int) -> int:
    """The card's rank: 1 (ace) to 13 (king)."""
    return card % 13 + 1


def suit(card: int) -> int:
    """The card's suit: 0 spades, 1 hearts, 2 diamonds, 3 clubs."""
    return card // 13


def make(rank_: int, suit_: int) -> int:
    """The card of rank 1..13 (14 is the high ace) and suit 0..3."""
    return suit_ * 13 + (rank_ - 1) % 13


def code(card: int) -> str:
    """The two-letter code of a card (`TS`)."""
    return CODES[card]


def is_code(text: str) -> bool:
    """Whether `text` is a card code, exactly as written (`7H`, not `7h`)."""
    return text in _CODE_TO_CARD


def parse(text: str) -> int:
    """The card a code names; ValueError naming the text when it is not a card."""
    try:
        return _CODE_TO_CARD[text]
    except (KeyError, TypeError):
        raise ValueError(f"{text!r} is not a card (rank A 2-9 T J Q K, then suit S H D C)") from None


def name(card: int) -> str:
    """The card in words: `the 8 of spades`."""
    return f"the {RANK_WORDS[card % 13]} of {SUIT_WORDS[card // 13]}"


def sort_key(card: int) -> int:
    """Order by suit (S H D C), then rank (A 2 ... K): the card's own number."""
    return card


def sorted_codes(cards: Iterable[int]) -> list[str]:
    """The codes of `cards` sorted by suit then rank, as replay summaries print hands."""
    return [CODES[c] for c in sorted(cards)]


def deck(decks: int = 1) -> list[int]:
    """`decks` standard decks in a fixed order (spades ace first)."""
    return [c for _ in range(decks) for c in range(52)]


def pack_fault(pack: Sequence[object], decks: int) -> str | None:
    """Why `pack` is not a permutation of `decks` standard decks, or None when it is."""
    if len(pack) != 52 * decks:
        return f"holds {len(pack)} cards, not {52 * decks} ({decks} deck{'s' if decks != 1 else ''})"
    counts: Counter[str] = Counter()
    for item in pack:
        if not isinstance(item, str) or item not in _CODE_TO_CARD:
            return f"{item!r} is not a card"
        counts[item] += 1
    for text in CODES:
        if counts[text] != decks:
            return f"holds {text} {counts[text]} times, not {decks}"
    return None


def split_meld(text: str) -> list[int]:
    """The cards of a written meld (`7H-7S-2C`); ValueError naming the fault."""
    if not isinstance(text, str) or not text:
        raise ValueError("an empty meld")
    parts = text.split("-")
    return [parse(part) for part in parts]


def join_meld(cards: Iterable[int]) -> str:
    """A meld written as its codes joined by `-`, in the order given."""
    return "-".join(CODES[c] for c in cards)
