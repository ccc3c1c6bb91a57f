"""A fast, inexact model of the table for rollouts: plays found without the solver.

The written table is kept as sets (by rank) and runs (by suit, as low and high positions, the ace
low at 1 and high at 14). A player's quick play adds hand cards one by one where they fit as the
table stands: a card joining a set of its rank or going on either end of a run of its suit; then
the hand's own sets and runs; then a pair of the hand completed by a card taken off the end of a
run of four or more, or out of a set of four or more. Repeated until nothing more goes. It never
finds a play the rules refuse, but it misses the deeper rearrangements the exact solver finds, so
it serves only to play positions out quickly in sampled worlds, never to judge legality.
"""

from __future__ import annotations

from collections.abc import Sequence


class QuickTable:
    """Sets and runs as the quick play sees them; copy() is cheap."""

    __slots__ = ("sets", "runs")

    def __init__(self, melds: Sequence[Sequence[int]] = ()):
        """The table of these written melds (each valid)."""
        self.sets: dict[int, list[int]] = {}
        self.runs: list[list[list[int]]] = [[], [], [], []]
        for meld in melds:
            if len({c % 13 for c in meld}) == 1:
                self.sets.setdefault(meld[0] % 13, []).extend(meld)
            else:
                s = meld[0] // 13
                low = meld[0] % 13 + 1
                high = low + len(meld) - 1
                self.runs[s].append([low, high])

    def copy(self) -> QuickTable:
        """An independent copy."""
        other = QuickTable.__new__(QuickTable)
        other.sets = {r: list(cards) for r, cards in self.sets.items()}
        other.runs = [[list(run) for run in suit] for suit in self.runs]
        return other

    def _fit(self, c: int) -> bool:
        """Put card c on the table where it goes as it stands; whether it went."""
        r, s = c % 13, c // 13
        group = self.sets.get(r)
        if group is not None:
            group.append(c)
            return True
        for run in self.runs[s]:
            for pos in ((1, 14) if r == 0 else (r + 1,)):
                if pos == run[0] - 1 and not (pos == 1 and run[1] == 14):
                    run[0] = pos
                    return True
                if pos == run[1] + 1 and not (pos == 14 and run[0] == 1):
                    run[1] = pos
                    return True
        return False

    def _take(self, c: int) -> bool:
        """Take card c off the end of a run of four or more, or out of a set of four or more."""
        r, s = c % 13, c // 13
        group = self.sets.get(r)
        if group is not None and len(group) >= 4 and c in group:
            group.remove(c)
            return True
        for run in self.runs[s]:
            if run[1] - run[0] >= 3:
                for pos in ((1, 14) if r == 0 else (r + 1,)):
                    if pos == run[0]:
                        run[0] += 1
                        return True
                    if pos == run[1]:
                        run[1] -= 1
                        return True
        return False

    def play(self, hand: list[int]) -> int:
        """Make the quick play of `hand` (52 counters, changed in place); the cards it put down."""
        put = 0
        while True:
            before = put
            for c in range(52):
                while hand[c] and self._fit(c):
                    hand[c] -= 1
                    put += 1
            put += self._hand_melds(hand)
            if put == before:
                put += self._steal(hand)
            if put == before:
                return put

    def _hand_melds(self, hand: list[int]) -> int:
        sets, runs = hand_melds(hand)
        for have in sets:
            self.sets.setdefault(have[0] % 13, []).extend(have)
        for suit, low, high in runs:
            self.runs[suit].append([low, high])
        return sum(map(len, sets)) + sum(high - low + 1 for _, low, high in runs)

    def _steal(self, hand: list[int]) -> int:
        """One pair of the hand made a meld with a card taken from the table; the cards put down."""
        for r in range(13):
            have = [s * 13 + r for s in range(4) if hand[s * 13 + r]]
            if len(have) >= 2 and r not in self.sets:
                for s in range(4):
                    c = s * 13 + r
                    if c not in have[:2] and self._take(c):
                        for h in have[:2]:
                            hand[h] -= 1
                        self.sets[r] = [c] + have[:2]
                        return 2
        for s in range(4):
            base = s * 13
            for p in range(1, 13):
                a, b = base + (p - 1) % 13, base + p % 13
                if hand[a] and hand[b]:
                    for q in (p - 1, p + 2):
                        if 1 <= q <= 14:
                            c = base + (q - 1) % 13
                            if self._take(c):
                                hand[a] -= 1
                                hand[b] -= 1
                                self.runs[s].append([min(p, q), max(p + 1, q)])
                                return 2
        return 0



def hand_melds(hand: list[int]) -> tuple[list[list[int]], list[tuple[int, int, int]]]:
    """The sets and runs a hand holds as they lie, taken out of `hand` (52 counters, one per card):
    each set as its cards, each run as (suit, low, high) in places 1..14 (14: the ace above the king)."""
    sets = []
    for r in range(13):
        have = [s * 13 + r for s in range(4) for _ in range(hand[s * 13 + r])]
        if len(have) >= 3:
            sets.append(have)
            for c in have:
                hand[c] -= 1
    runs = []
    for s in range(4):
        base = s * 13
        pos = 1
        while pos <= 12:
            if all(hand[base + (p - 1) % 13] for p in (pos, pos + 1, pos + 2)):
                high = pos + 2
                while high < 14 and hand[base + high % 13] and not (pos == 1 and high == 13):
                    high += 1
                for p in range(pos, high + 1):
                    hand[base + (p - 1) % 13] -= 1
                runs.append((s, pos, high))
                pos = high + 1
            else:
                pos += 1
    return sets, runs
