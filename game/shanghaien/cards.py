"""The card table: nations, sailors, Dirty Tricks cards and the extra cards, each fact once.

A card is a small int (its index in CARDS); codes such as "A3" or "*P" are the record's
spelling. Two cards share a code where the game has two alike (each nation's two 3s,
the Dirty Tricks of one kind): the engine only ever compares codes.
"""

from __future__ import annotations

from typing import NamedTuple

# Nations in the record's order, with the letter, English name and colour of the rulebook.
NATIONS: tuple[str, ...] = ("A", "F", "G", "C", "D", "T", "S", "I")
NATION_NAMES: dict[str, str] = {
    "A": "American", "F": "French", "G": "German", "C": "Chinese",
    "D": "Dutch", "T": "Turkish", "S": "Spanish", "I": "Italian",
}
NATION_COLOURS: dict[str, str] = {
    "A": "red", "F": "light blue", "G": "dark blue", "C": "yellow",
    "D": "orange", "T": "purple", "S": "green", "I": "grey",
}
NATION_INDEX: dict[str, int] = {n: i for i, n in enumerate(NATIONS)}
SAILOR_VALUES: tuple[int, ...] = (1, 2, 3, 3, 4)
WILD_VALUE = 2

# Dirty Tricks kinds by code: the second action each card carries, and how many the deck holds.
# The rulebook does not print the split; 3/3/2 is the project's documented assumption.
TRICK_ACTIONS: dict[str, str] = {"*P": "adjust", "*B": "both", "*R": "reroll"}
TRICK_COUNTS: dict[str, int] = {"*P": 3, "*B": 3, "*R": 2}
# Extra cards never in the deck: *W is wild only (option extra_wild), *X is sharks or exchange.
EXTRA_WILD = "*W"
EXTRA_SHARKS = "*X"
# Trick codes in character-code order; this order also numbers them inside the engine.
TRICK_CODES: tuple[str, ...] = ("*B", "*P", "*R", "*W", "*X")
TRICK_INDEX: dict[str, int] = {c: i for i, c in enumerate(TRICK_CODES)}
WILD_TRICKS: frozenset[str] = frozenset(("*B", "*P", "*R", "*W"))
TRICK_NAMES: dict[str, str] = {
    "*P": "Die +/-1", "*B": "Add both dice", "*R": "Roll again",
    "*W": "Extra wild card", "*X": "Sharks / Exchange",
}


class Card(NamedTuple):
    """One tavern card: a sailor (nation, value) or a Dirty Tricks card (nation None)."""

    code: str
    nation: str | None
    value: int


def _build_cards() -> tuple[Card, ...]:
    cards = [Card(n + str(v), n, v) for n in NATIONS for v in SAILOR_VALUES]
    for code, count in TRICK_COUNTS.items():
        cards.extend(Card(code, None, 0) for _ in range(count))
    return tuple(cards)


CARDS: tuple[Card, ...] = _build_cards()
DECK_SIZE = len(CARDS)  # 48
DECK_CODES: tuple[str, ...] = tuple(c.code for c in CARDS)
CARD_BY_CODE: dict[str, Card] = {c.code: c for c in CARDS}


def is_trick(code: str) -> bool:
    """True for a Dirty Tricks or extra card code (they all start with '*')."""
    return code.startswith("*")


def deck_multiset() -> dict[str, int]:
    """How many cards of each code a full deck holds."""
    counts: dict[str, int] = {}
    for code in DECK_CODES:
        counts[code] = counts.get(code, 0) + 1
    return counts
