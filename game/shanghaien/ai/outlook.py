"""The outlook: how good a position is for player 0, from what a player can see.

The cards still to come are known as a set (everything not yet laid out), not in order.
Each is modelled as going to either player with chance TAKE, or removed otherwise, and
nations are scored by the rulebook's rule (the stronger crew scores the weaker crew's
strength, a lone crew scores itself). That gives each nation's expected score difference
and its spread; their sum, with the trick cards, is the expected final margin.
"""

from __future__ import annotations

import math
from typing import Sequence

from ..cards import CARD_BY_CODE, NATION_INDEX, NATIONS
from ..state import ROUNDS, State

TAKE = 0.3  # chance that a card still to come ends in a given player's crew
# What an unused trick card held at the end of each round (1-7) is worth in points: 1 at the
# end, plus the option to play it, which grows as the game nears its end (a wild sailor or a
# second die in the last round often turns a nation). Fitted over 4,242 games of the Mate's
# self-play: the final margin less the card model's mean, regressed on the held-trick
# difference, gave 1.5 1.7 1.9 2.0 2.2 2.9 3.1 (standard errors 0.09-0.16); a flat 1.4 had
# undervalued a trick card kept into the last round by half.
TRICK_HELD = (1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0)
# How far the final margin strays from the outlook's mean, in points, by the round just ended
# (rounds 1-7): measured over 400 games of the Bosun's self-play, where the mean itself was
# on target (slope 0.9-1.1) but the card model's own spread was not (12 where 7.4 was seen,
# and no better than a constant within a round).
SPREAD = (7.4, 7.2, 6.9, 6.8, 6.6, 6.1, 5.4)
# The exact leaf at the end of round 7 (`Outlook(..., exact_last=True)`): the six cards still to come
# are the last round's tavern, so the final margin's distribution is worked out exactly, nation by
# nation, each card going to either player with chance LAST_TAKE; a held trick card counts
# LAST_TRICK points (its point at the end and the option to play it in the last round) and the
# chance to win is smoothed over LAST_SMOOTH points for what the card model cannot see. Fitted over
# 592 ends of round 7 in 670 games of the Mate's self-play (study.py): log-loss 0.4385 against the
# normal approximation's 0.4463.
LAST_TAKE = 0.33
LAST_TRICK = 2.5
LAST_SMOOTH = 2.5

_nation_cache: dict[tuple, tuple[float, float]] = {}
_dist_cache: dict[tuple, dict[int, float]] = {}


def nation_diff(s0: int, s1: int) -> int:
    """Player 0's points minus player 1's in one nation with crew strengths s0 and s1."""
    if s0 and s1:
        if s0 > s1:
            return s1
        return -s0 if s1 > s0 else 0
    return s0 - s1


def _crews(s0: int, s1: int, to_come: tuple[int, ...], take: float) -> dict[tuple[int, int], float]:
    """The two crews' final strengths as {(s0, s1): chance}, each value still to come going to
    either player with chance `take` and to nobody otherwise."""
    dist = {(s0, s1): 1.0}
    lost = 1.0 - 2 * take
    for v in to_come:
        nxt: dict[tuple[int, int], float] = {}
        for (a, b), p in dist.items():
            for k, q in (((a + v, b), p * take), ((a, b + v), p * take), ((a, b), p * lost)):
                nxt[k] = nxt.get(k, 0.0) + q
        dist = nxt
    return dist


def nation_outlook(s0: int, s1: int, to_come: tuple[int, ...]) -> tuple[float, float]:
    """Mean and variance of the nation's final score difference, given the values still to come."""
    key = (s0, s1, to_come)
    hit = _nation_cache.get(key)
    if hit is not None:
        return hit
    dist = _crews(s0, s1, to_come, TAKE)
    mean = sq = 0.0
    for (a, b), p in dist.items():
        d = nation_diff(a, b)
        mean += p * d
        sq += p * d * d
    hit = (mean, max(0.0, sq - mean * mean))
    _nation_cache[key] = hit
    return hit


def nation_dist(s0: int, s1: int, to_come: tuple[int, ...], take: float) -> dict[int, float]:
    """The nation's final score difference (player 0's less player 1's) as {difference: chance},
    each value still to come going to either player with chance `take`."""
    key = (s0, s1, to_come, take)
    hit = _dist_cache.get(key)
    if hit is not None:
        return hit
    dist = _crews(s0, s1, to_come, take)
    out: dict[int, float] = {}
    for (a, b), p in dist.items():
        d = nation_diff(a, b)
        out[d] = out.get(d, 0.0) + p
    _dist_cache[key] = out
    return out


def convolve(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    """The distribution of the sum of two independent integer variables."""
    if len(b) == 1:
        (y, q), = b.items()
        return {x + y: p * q for x, p in a.items()}
    out: dict[int, float] = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0.0) + p * q
    return out


class Outlook:
    """The evaluation for one round: what is still to come after the current tavern."""

    __slots__ = ("to_come", "tricks_to_come", "last_round", "_memo", "_spread", "trick", "exact_last",
                 "_dists", "_tricks_dist")

    def __init__(self, state: State, trick_held: tuple[float, ...] = TRICK_HELD, exact_last: bool = False):
        """Read the cards still to come after the current round off `state` (as a set); with
        `exact_last`, a round 7 ends with the exact chance to win (`exact_win`)."""
        rest = state.deck[6 * (state.round + 1):]
        by_nation: list[list[int]] = [[] for _ in NATIONS]
        tricks = 0
        for code in rest:
            card = CARD_BY_CODE[code]
            if card.nation is None:
                tricks += 1
            else:
                by_nation[NATION_INDEX[card.nation]].append(card.value)
        self.to_come = [tuple(sorted(v)) for v in by_nation]
        self.tricks_to_come = tricks
        self.last_round = state.round >= ROUNDS - 1
        self.trick = 1.0 if self.last_round else trick_held[state.round]
        self._memo: dict[tuple, float] = {}
        self._spread = SPREAD[min(state.round, len(SPREAD) - 1)] * math.sqrt(2.0)
        self.exact_last = exact_last and state.round == ROUNDS - 2
        self._dists: dict[tuple[int, ...], dict[int, float]] = {}
        tricks = {0: 1.0}
        for _ in range(self.tricks_to_come if self.exact_last else 0):  # a point to whoever takes it
            tricks = convolve(tricks, {1: LAST_TAKE, -1: LAST_TAKE, 0: 1.0 - 2 * LAST_TAKE})
        self._tricks_dist = tricks

    def value(self, crews: Sequence[tuple[int, ...]], held: tuple[int, int]) -> float:
        """Player 0's expected final margin in tens of points (linear: measured to play better
        than a win chance from the normal approximation, whose spreads the card model gets wrong)."""
        key = (tuple(crews), held)
        value = self._memo.get(key)
        if value is None:
            if len(self._memo) > 50_000:  # a round's search meets far fewer; a long-lived outlook stays small
                self._memo.clear()
            value = self._memo[key] = self.mean_var(crews, held)[0] / 10.0
        return value

    def win_value(self, crews: Sequence[tuple[int, ...]], held: tuple[int, int], edge: float = 0.0) -> float:
        """Player 0's chance to win as 2p - 1, plus a hundredth of the expected margin (the scale of
        `state_value` at the end), when the round ends with these crews; `edge` adds points to the
        mean (what starting the next round is worth)."""
        if self.exact_last:
            return self.exact_win(crews, held, edge)
        mean = self.value(crews, held) * 10.0 + edge
        return math.erf(mean / self._spread) + mean / 100.0

    def exact_win(self, crews: Sequence[tuple[int, ...]], held: tuple[int, int], edge: float = 0.0) -> float:
        """`win_value` from the exact distribution of the final margin when only the last round's
        six cards are still to come (the nations' distributions convolved, no normal)."""
        strengths = tuple(sum(c) for c in crews)
        dist = self._dists.get(strengths)
        if dist is None:
            if len(self._dists) > 20_000:
                self._dists.clear()
            dist = self._tricks_dist
            for n in range(8):
                dist = convolve(dist, nation_dist(strengths[n], strengths[8 + n], self.to_come[n], LAST_TAKE))
            self._dists[strengths] = dist
        shift = (held[0] - held[1]) * LAST_TRICK + edge
        scale = LAST_SMOOTH * math.sqrt(2.0)
        chance = mean = 0.0
        erf = math.erf
        for d, p in dist.items():
            x = d + shift
            chance += p * erf(x / scale)
            mean += p * x
        return chance + mean / 100.0

    def mean_var(self, crews: Sequence[tuple[int, ...]], held: tuple[int, int]) -> tuple[float, float]:
        """Mean and variance of player 0's final margin."""
        mean = (held[0] - held[1]) * self.trick
        var = self.tricks_to_come * 2 * TAKE
        to_come = self.to_come
        for n in range(8):
            m, v = nation_outlook(sum(crews[n]), sum(crews[8 + n]), to_come[n])
            mean += m
            var += v
        if self.last_round:
            var = 0.0
        return mean, var

    def state_value(self, state: State) -> float:
        """`value` of a state at a round boundary; once the game is over, the result (+1, 0, -1)
        plus a hundredth of the margin so that a sure result still prefers the bigger win."""
        if state.is_terminal():
            s0, s1 = state.scores()
            return state.returns()[0] + (s0 - s1) / 100.0
        return self.value(state.crews, (sum(state.hands[0]), sum(state.hands[1])))


# The die number of each position for direction 0 (unset), 1 (up) and 2 (down).
_NUMBERS = ((0,) * 6, (1, 2, 3, 4, 5, 6), (6, 5, 4, 3, 2, 1))


def takers(counts: Sequence[int], direction: int, sharked: int) -> list[int]:
    """Who takes each tavern position (0, 1, or -1 for removed): the engine's `distribute`, fast."""
    return [_taker(counts, _NUMBERS[direction], sharked, i) for i in range(6)]


def _taker(counts: Sequence[int], num: Sequence[int], sharked: int, i: int) -> int:
    n0, n1 = counts[i], counts[6 + i]
    if n0 != n1:
        if sharked >> i & 1:
            return -1
        return 0 if n0 > n1 else 1
    if n0 == 0 or sharked >> i & 1:
        return -1
    s0 = s1 = 0
    if i > 0:
        s0 = counts[i - 1] * num[i - 1]
        s1 = counts[5 + i] * num[i - 1]
    if i < 5:
        s0 += counts[i + 1] * num[i + 1]
        s1 += counts[7 + i] * num[i + 1]
    return -1 if s0 == s1 else (0 if s0 > s1 else 1)


class CardWorth:
    """What each tavern card of this round is worth to each player, in outlook units for player 0.

    worth[p][i] is the change of the outlook if player p (rather than nobody) takes card i,
    the rest of the tavern aside; trick cards count as a held trick.
    """

    __slots__ = ("worth", "outlook", "base")

    def __init__(self, state: State, outlook: Outlook):
        """Price the six cards of `state`'s tavern for both players."""
        self.outlook = outlook
        crews = list(state.crews)
        held = (sum(state.hands[0]), sum(state.hands[1]))
        base = outlook.value(crews, held)
        self.base = base
        worth: list[list[float]] = [[0.0] * 6, [0.0] * 6]
        for i, code in enumerate(state.tavern()):
            card = CARD_BY_CODE[code]
            for p in (0, 1):
                if card.nation is None:
                    h = (held[0] + 1, held[1]) if p == 0 else (held[0], held[1] + 1)
                    worth[p][i] = outlook.value(crews, h) - base
                else:
                    j = p * 8 + NATION_INDEX[card.nation]
                    saved = crews[j]
                    crews[j] = saved + (card.value,)
                    worth[p][i] = outlook.value(crews, held) - base
                    crews[j] = saved
        self.worth = worth

    def tavern_value(self, counts: Sequence[int], direction: int, sharked: int) -> float:
        """The additive value for player 0 of the tavern if it were distributed now."""
        w0, w1 = self.worth
        num = _NUMBERS[direction]
        total = 0.0
        for i in range(6):
            n0, n1 = counts[i], counts[6 + i]
            if n0 == n1 and n0 == 0:
                continue
            t = _taker(counts, num, sharked, i)
            if t == 0:
                total += w0[i]
            elif t == 1:
                total += w1[i]
        return total
