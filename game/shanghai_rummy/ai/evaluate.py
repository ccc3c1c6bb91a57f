"""How far a hand is from its contract: the fewest cards it still lacks (wilds filling what the wild
share allows), which of its cards that plan uses, and how much each spare card is worth keeping."""

from __future__ import annotations

from collections.abc import Sequence

from .. import melds as M
from ..melds import RUN, SET

_TOP = 3  # candidate melds kept per requirement


def _counts(hand: Sequence[int]) -> tuple[list[int], int]:
    counts = [0] * 52
    w = 0
    for c in hand:
        if c < 0:
            continue
        if c % 13 == 1:
            w += 1
        else:
            counts[c] += 1
    return counts, w


def _run_windows(counts: list[int], size: int) -> list[tuple[int, list[int]]]:
    cand = []
    for s in range(4):
        base = s * 13
        have = [0] + [1 if counts[base + (p - 1) % 13] else 0 for p in range(1, 15)]
        run = sum(have[1:size + 1])
        for a in range(1, 16 - size):
            if a > 1:
                run += have[a + size - 1] - have[a - 1]
            if run:
                cand.append((run, s, a))
    cand.sort(key=lambda t: -t[0])
    out = []
    for _, s, a in cand[:_TOP]:
        base = s * 13
        used = [base + (p - 1) % 13 for p in range(a, a + size) if counts[base + (p - 1) % 13]]
        if a == 1 and size == 14 and counts[base] < 2 and used.count(base) > 1:
            used.remove(base)
        out.append((len(used), used))
    return out


_MEMO: dict[tuple, tuple[int, list[int]]] = {}


def plan(hand: Sequence[int], hand_no: int) -> tuple[int, list[int]]:
    """(cards still missing for the contract, the naturals the closest plan uses)."""
    key = (hand_no, *sorted(hand))
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) > 50000:
            _MEMO.clear()
        found = _MEMO[key] = _plan(hand, hand_no)
    return found


def _plan(hand: Sequence[int], hand_no: int) -> tuple[int, list[int]]:
    counts, w = _counts(hand)
    reqs = sorted(M.CONTRACTS[hand_no], key=lambda req: (req[0] != RUN, -req[1]))
    best: list = [99, []]

    def go(i: int, slots: int, cap: int, used: list[int]) -> None:
        if slots - w >= best[0]:
            return
        if i == len(reqs):
            best[0], best[1] = slots - min(w, cap), list(used)
            return
        kind, size = reqs[i]
        if kind == SET:  # the sets come last: the largest groups of one rank are the best choice
            groups = []
            for r in range(13):
                if r == 1:
                    continue
                cards = [s * 13 + r for s in range(4) for _ in range(counts[s * 13 + r])]
                while cards:
                    groups.append(cards[:3])
                    cards = cards[3:]
            groups.sort(key=lambda g: -len(g))
            k = len(reqs) - i
            chosen = groups[:k] + [[]] * max(0, k - len(groups))
            need = sum(3 - len(g) for g in chosen)
            set_cap = sum(min(3 - len(g), 1) for g in chosen)
            total = slots + need - min(w, cap + set_cap)
            if total < best[0]:
                best[0], best[1] = total, used + [c for g in chosen for c in g]
            return
        windows = _run_windows(counts, size)
        for j, cards in windows:
            for c in cards:
                counts[c] -= 1
            need = size - j
            go(i + 1, slots + need, cap + min(need, (size - 1) // 2), used + cards)
            for c in cards:
                counts[c] += 1
            if best[0] == 0:
                return
        if not windows:
            go(i + 1, slots + size, cap + (size - 1) // 2, used)

    go(0, 0, 0, [])
    return best[0], best[1]


def missing(hand: Sequence[int], hand_no: int) -> int:
    """The fewest cards `hand` still lacks to meet hand `hand_no`'s contract."""
    return plan(hand, hand_no)[0]


def keep_value(card: int, hand: Sequence[int], hand_no: int) -> float:
    """How much a card that the closest plan leaves spare is worth keeping: its partners toward
    another set or run (for the kinds of meld the contract asks), less a little for its points."""
    if card % 13 == 1:
        return 100.0
    kinds = {kind for kind, _ in M.CONTRACTS[hand_no]}
    r, s = card % 13, card // 13
    value = 0.0
    skipped = False
    for other in hand:
        if other == card and not skipped:
            skipped = True
            continue
        if other < 0 or other % 13 == 1:
            continue
        if SET in kinds and other % 13 == r:
            value += 2.0
        if RUN in kinds and other // 13 == s:
            gap = abs(other % 13 - r)
            if r == 0 or other % 13 == 0:
                gap = min(gap, 13 - abs(other % 13 - r))
            if 1 <= gap <= 2:
                value += 1.5 if gap == 1 else 1.0
    return value - M.POINTS[card] / 10.0
