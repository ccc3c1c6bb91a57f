"""Distribution of the tavern after Shanghai, and the final scoring by nation.

Every die on a card shows that card's number, so a position's dice are fully described
by how many each player put there; `counts` is a flat list, counts[p * 6 + i] for
player p and position i (0..5, positions 1..6 left to right as player 0 sees them).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from .cards import NATIONS

# Why a card went where it went.
SHARKS = "sharks"  # sent to the sharks: removed whatever the dice
EMPTY = "empty"  # no dice: removed
ONLY = "only"  # only one player's dice
MORE = "more"  # more dice
NEIGHBOURS = "neighbours"  # equal dice, higher neighbour sum
TIE = "tie"  # equal dice and equal neighbour sums: removed


def die_number(position: int, direction: int) -> int:
    """The die value of position 0..5 for direction 1 (up) or 2 (down); 0 if unset."""
    if direction == 1:
        return position + 1
    if direction == 2:
        return 6 - position
    return 0


def position_of(value: int, direction: int) -> int:
    """The position 0..5 whose die number is `value` for a set direction."""
    return value - 1 if direction == 1 else 6 - value


class Award(NamedTuple):
    """Who takes one tavern card (-1: removed), why, and the numbers behind it."""

    taker: int
    reason: str
    dice: tuple[int, int]
    neighbour_sums: tuple[int, int]


def neighbour_sum(counts: Sequence[int], player: int, position: int, direction: int) -> int:
    """The sum of a player's dice on the cards beside `position`."""
    base = player * 6
    total = 0
    if position > 0:
        total += counts[base + position - 1] * die_number(position - 1, direction)
    if position < 5:
        total += counts[base + position + 1] * die_number(position + 1, direction)
    return total


def distribute(counts: Sequence[int], direction: int, sharked: int) -> tuple[Award, ...]:
    """Award each of the six positions by the rules; `sharked` is a bit mask of positions."""
    awards = []
    for i in range(6):
        n0, n1 = counts[i], counts[6 + i]
        s0 = neighbour_sum(counts, 0, i, direction) if n0 == n1 and n0 else 0
        s1 = neighbour_sum(counts, 1, i, direction) if n0 == n1 and n0 else 0
        if sharked >> i & 1:
            award = Award(-1, SHARKS, (n0, n1), (s0, s1))
        elif n0 + n1 == 0:
            award = Award(-1, EMPTY, (0, 0), (0, 0))
        elif n0 == 0 or n1 == 0:
            award = Award(0 if n1 == 0 else 1, ONLY, (n0, n1), (0, 0))
        elif n0 != n1:
            award = Award(0 if n0 > n1 else 1, MORE, (n0, n1), (0, 0))
        elif s0 != s1:
            award = Award(0 if s0 > s1 else 1, NEIGHBOURS, (n0, n1), (s0, s1))
        else:
            award = Award(-1, TIE, (n0, n1), (s0, s1))
        awards.append(award)
    return tuple(awards)


class NationScore(NamedTuple):
    """The final comparison of one nation: both strengths and who scores what."""

    nation: str
    strengths: tuple[int, int]
    points: tuple[int, int]


def score_nation(nation: str, s0: int, s1: int) -> NationScore:
    """Compare two crews of one nation: the stronger scores the weaker's strength."""
    if s0 and s1:
        if s0 > s1:
            return NationScore(nation, (s0, s1), (s1, 0))
        if s1 > s0:
            return NationScore(nation, (s0, s1), (0, s0))
        return NationScore(nation, (s0, s1), (0, 0))
    return NationScore(nation, (s0, s1), (s0, s1))


def final_scores(strengths: Sequence[Sequence[int]], tricks_held: Sequence[int]) -> tuple[int, int]:
    """Both totals from crew strengths by nation (index as NATIONS) and unused trick counts."""
    t0, t1 = tricks_held[0], tricks_held[1]
    for n, nation in enumerate(NATIONS):
        p0, p1 = score_nation(nation, strengths[0][n], strengths[1][n]).points
        t0 += p0
        t1 += p1
    return t0, t1
