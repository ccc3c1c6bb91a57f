"""Penny Shanghai's rules of the table in one place: what a set and a run are, how a written table
is read, and why a play is refused, in the player's words.

- A set is three or more cards of one rank, in any suits (two decks: the same card may repeat).
- A run is three or more cards of one suit that follow each other, written low to high. An ace
  is low (A-2-3) or high (Q-K-A), never both in one run: K-A-2 is no run.
- A written meld whose cards all share a rank is a set, whatever their order; any other is a run.
- A play writes the whole new table: every meld valid, every card that was on the table still on
  it, and at least one new card, all from the hand of the player to move.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ..rummy import cards as C

RANK_SHORT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def describe(cards: Sequence[int]) -> str:
    """Cards in words, neighbours of one suit together: `7-8-9 of hearts and the 9 of clubs`."""
    groups: list[tuple[int, list[int]]] = []
    for c in cards:
        if groups and groups[-1][0] == C.suit(c):
            groups[-1][1].append(c)
        else:
            groups.append((C.suit(c), [c]))
    parts = []
    for s, group in groups:
        if len(group) == 1:
            parts.append(C.name(group[0]))
        else:
            parts.append("-".join(RANK_SHORT[c % 13] for c in group) + f" of {C.SUIT_WORDS[s]}")
    return " and ".join(parts)


def is_set(cards: Sequence[int]) -> bool:
    """Three or more cards of one rank."""
    return len(cards) >= 3 and len({C.rank(c) for c in cards}) == 1


def run_fault(cards: Sequence[int]) -> str | None:
    """Why these cards, as written, are not a run (None when they are one)."""
    if len({C.suit(c) for c in cards}) != 1:
        return f"{describe(cards)} is not a run: a run keeps to one suit"
    ranks = [C.rank(c) for c in cards]
    if ranks[-1] == 1 and len(ranks) > 1:
        ranks[-1] = 14  # an ace written last is the high ace
    if 1 in ranks[1:] or (ranks[0] == 1 and ranks[-1] == 14):
        return f"{describe(cards)} is not a run: an ace is low or high, and a run never turns the corner"
    if any(b != a + 1 for a, b in zip(ranks, ranks[1:])):
        return f"{describe(cards)} is not a run: its cards must follow each other, written low to high"
    return None


def meld_fault(cards: Sequence[int]) -> str | None:
    """Why a written meld is not a valid set or run (None when it is valid)."""
    if len(cards) < 3:
        return f"{describe(cards)} is too short: a set or a run needs three cards or more"
    if is_set(cards):
        return None
    return run_fault(cards)


def is_meld(cards: Sequence[int]) -> bool:
    """A valid set, or a run written low to high."""
    return meld_fault(cards) is None


def tidy(cards: Sequence[int]) -> list[int]:
    """A valid meld as the summary writes it: a set's cards by suit, a run as written (low to high)."""
    return sorted(cards, key=C.suit) if is_set(cards) else list(cards)


def arrange(cards: Sequence[int]) -> list[int]:
    """The cards of a group in the order a meld is written: a set by suit, a run low to high (an ace
    goes high when only that makes a run)."""
    if is_set(cards):
        return tidy(cards)
    low = sorted(cards, key=lambda c: (C.rank(c), C.suit(c)))
    if meld_fault(low) is None:
        return low
    aces = [c for c in low if C.rank(c) == 1]
    if aces:
        high = [c for c in low if C.rank(c) != 1] + aces
        if meld_fault(high) is None:
            return high
    return low


def group_fault(cards: Sequence[int]) -> str | None:
    """Why a group of cards (in any order) is not a meld, as one word: `short`, `mixed`, `corner` or
    `gap`; None when it is one (the board says each in the player's language)."""
    if meld_fault(arrange(cards)) is None:
        return None
    if len(cards) < 3:
        return "short"
    if len({C.suit(c) for c in cards}) > 1:
        return "mixed"
    # written round the corner (high cards, the ace, then low ones), K-A-2 is named as what it is
    wrapped = sorted(cards, key=lambda c: (C.rank(c) <= 7, C.rank(c) != 1, C.rank(c)))
    if any(C.rank(c) == 1 for c in cards) and "corner" in (meld_fault(wrapped) or ""):
        return "corner"
    return "gap"


def parse_table(words: Sequence[str]) -> list[list[int]]:
    """The melds of a written table (one word per meld); ValueError naming the first unreadable card."""
    melds = []
    for word in words:
        try:
            melds.append(C.split_meld(word))
        except ValueError as err:
            raise ValueError(f"{word!r}: {err}") from None
    return melds


def write_table(melds: Iterable[Sequence[int]]) -> str:
    """The `table` move that writes these melds."""
    return "table " + " ".join(C.join_meld(m) for m in melds)


def play_fault(old: Iterable[int], melds: Sequence[Sequence[int]], hand: Sequence[int]) -> str | None:
    """Why writing `melds` as the new table is refused, given the table's cards and the hand of the
    player to move (hidden cards, -1, stand for any card); None when the play is legal."""
    for meld in melds:
        fault = meld_fault(meld)
        if fault:
            return fault
    before = Counter(old)
    after = Counter(c for meld in melds for c in meld)
    gone = before - after
    if gone:
        card = min(gone)
        return f"{C.name(card)} left the table: a play may move cards on the table, never take them off"
    new = after - before
    if not new:
        return "a play must add at least one card from your hand"
    held = Counter(hand)
    hidden = held.pop(-1, 0)
    short = new - held
    if sum(short.values()) > hidden:
        card = min(c for c in short if c >= 0)
        have = held.get(card, 0)
        if have:
            return f"you hold {C.name(card)} only {'once' if have == 1 else f'{have} times'}"
        return f"you do not hold {C.name(card)}"
    return None
