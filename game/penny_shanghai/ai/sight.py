"""What a level sees on the table: the plays a player of that skill would spot, each with its table.

- plain sight (cousin): the groups the hand holds go down as new groups, then hand cards join the
  table's groups as they lie (a set of their rank, either end of a run of their suit), and again
  until nothing more goes; failing that, a pair of the hand made a group with one card borrowed
  from the end of a long run or out of a big set (the first trick a family player learns). The
  table is never taken apart.
- small changes (aunt): plain sight, and also one or two of the table's groups taken apart and
  rebuilt with hand cards (the exact solver on just those groups), the rest of the hand then added
  in plain sight.
- the full solver (grandma) sees every play; that is `plays.candidate_steps`.

Every play returned is legal: its table keeps every old card, adds only hand cards, and each of
its groups is a valid set or run. A level that sees no play while the rules say it has one must
still play; `fumble` gives the smallest play the solver finds, as a beginner would lay one card
somewhere after a long look.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from .. import melds as M
from .. import solver
from ..plays import Counts, candidate_steps, minus, plus
from .quick import hand_melds

Seen = tuple[Counts, list[list[int]]]  # the cards a play adds, and the table it writes


def _position(card: int) -> int:
    """The card's place in a run, 1 (ace low) to 13 (king); an ace high is 14."""
    return card % 13 + 1


def _run_span(meld: Sequence[int]) -> tuple[int, int]:
    """A written run's low and high positions (an ace written last is high)."""
    low = _position(meld[0])
    return low, low + len(meld) - 1


def _fit(table: list[list[int]], card: int) -> int | None:
    """The index of a group `card` joins as it lies (added to it), or None when it joins none."""
    r, s = card % 13, card // 13
    for i, meld in enumerate(table):
        if M.is_set(meld):
            if meld[0] % 13 == r:
                meld.append(card)
                return i
            continue
        if meld[0] // 13 != s:
            continue
        low, high = _run_span(meld)
        for pos in ((1, 14) if r == 0 else (r + 1,)):
            if pos == low - 1 and not (pos == 1 and high == 14):
                meld.insert(0, card)
                return i
            if pos == high + 1 and not (pos == 14 and low == 1):
                meld.append(card)
                return i
    return None


def _hand_groups(hand: list[int]) -> list[list[int]]:
    """The sets and runs the hand holds as they are, taken out of `hand` (a list of 52 counters)."""
    sets, runs = hand_melds(hand)
    return sets + [[s * 13 + (p - 1) % 13 for p in range(low, high + 1)] for s, low, high in runs]


def _take(table: list[list[int]], card: int) -> bool:
    """Take `card` out of a set of four or more, or off the end of a run of four or more."""
    for meld in table:
        if len(meld) >= 4 and card in meld and (M.is_set(meld) or card in (meld[0], meld[-1])):
            meld.remove(card)
            return True
    return False


def _borrow(table: list[list[int]], hand: list[int]) -> bool:
    """One pair of the hand made a set or run with a card borrowed from the table; whether one was."""
    for r in range(13):
        have = [s * 13 + r for s in range(4) for _ in range(hand[s * 13 + r])][:2]
        if len(have) == 2:
            for s in range(4):
                if _take(table, s * 13 + r):
                    table.append([s * 13 + r] + have)
                    for c in have:
                        hand[c] -= 1
                    return True
    for s in range(4):
        base = s * 13
        for pos in range(1, 13):  # hand pairs at (pos, pos + 1) or (pos, pos + 2), ace low at 1, high at 14
            for gap in (1, 2):
                if pos + gap > 14 or (pos == 1 and pos + gap == 14):
                    continue
                a, b = base + (pos - 1) % 13, base + (pos + gap - 1) % 13
                if not (hand[a] and hand[b]) or a == b:
                    continue
                wanted = [pos + 1] if gap == 2 else [pos - 1, pos + 2]
                for q in wanted:
                    if 1 <= q <= 14 and not (q == 14 and pos == 1) and not (q == 1 and pos + gap == 14):
                        c = base + (q - 1) % 13
                        if _take(table, c):
                            hand[a] -= 1
                            hand[b] -= 1
                            table.append(M.arrange([a, b, c]))
                            return True
    return False


def plain(table: Sequence[Sequence[int]], held: Counts) -> Seen | None:
    """Cousin's play: the hand's own groups, then cards joining groups as they lie, repeated, then
    a pair with a borrowed card; None when she sees nothing to put down."""
    melds = [list(m) for m in table]
    hand = list(held)
    while True:
        groups = _hand_groups(hand)
        melds.extend(groups)
        fitted = False
        for c in range(52):
            while hand[c] and _fit(melds, c) is not None:
                hand[c] -= 1
                fitted = True
        if not groups and not fitted and not _borrow(melds, hand):
            break
    added = minus(held, tuple(hand))
    if not any(added):
        return None
    return added, [M.arrange(m) for m in melds]


def _near(meld: Sequence[int], held: Counts) -> bool:
    """Whether a hand card shares a rank with the group, or its suit within two places of one."""
    for c in meld:
        r, s = c % 13, c // 13
        if any(held[q * 13 + r] for q in range(4)):
            return True
        if any(held[s * 13 + (r + d) % 13] for d in (-2, -1, 1, 2)):
            return True
    return False


def small_steps(table: Sequence[Sequence[int]], held: Counts, touched: int = 2) -> Generator[None, None, list[Seen]]:
    """Aunt's plays, in slices (one yield per rebuilt choice of groups): plain sight, and each way
    of rebuilding at most `touched` of the table's groups with hand cards (the most cards that
    rebuild allows), the rest added in plain sight. Distinct plays only, the plain one first."""
    out: list[Seen] = []
    seen: set[Counts] = set()

    def add(play: Seen | None) -> None:
        if play is not None and play[0] not in seen:
            seen.add(play[0])
            out.append(play)

    add(plain(table, held))
    near = [i for i, meld in enumerate(table) if _near(meld, held)]
    choices: list[tuple[int, ...]] = [(i,) for i in near]
    if touched >= 2:
        choices += [(i, j) for i in near for j in near if i < j]
    for chosen in choices:
        yield
        cards = solver.counts(c for i in chosen for c in table[i])
        put = solver.best_play(cards, held)
        if put is None:
            continue
        rebuilt = solver.arrange(plus(cards, put))
        if rebuilt is None:
            continue
        rest = [list(m) for i, m in enumerate(table) if i not in chosen] + rebuilt
        more = plain(rest, minus(held, put))
        add((put, rest) if more is None else (plus(put, more[0]), more[1]))
    return out


def small(table: Sequence[Sequence[int]], held: Counts, touched: int = 2) -> list[Seen]:
    """small_steps() run to its end."""
    steps = small_steps(table, held, touched)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def fumble(table_cards: Sequence[int], hand: Sequence[int]) -> Generator[None, None, Counts | None]:
    """The smallest play the solver finds (ties to the fewest points, then card order): what a
    level puts down when it has a play it does not see; None when there is no play at all."""
    plays = yield from candidate_steps(table_cards, hand)
    if not plays:
        return None
    return min(plays, key=lambda p: (sum(p), sum(solver.points(c) * p[c] for c in range(52))))
