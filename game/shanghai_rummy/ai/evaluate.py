"""How far a hand is from its contract: the fewest cards it still lacks (wilds filling what the wild
share allows), and how much each spare card is worth keeping."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from .. import melds as M
from ..helpers import RUN_BITS
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


@lru_cache(maxsize=None)
def _suit_windows(mask: int, size: int) -> tuple[tuple[int, int], ...]:
    """(places held, first place) of the windows of `size` places in one suit holding any card,
    the fullest first (the lowest first among equals), at most _TOP of them."""
    window = (1 << size) - 1
    out = []
    for a in range(1, 16 - size):
        k = (mask >> a & window).bit_count()
        if k:
            out.append((k, a))
    out.sort(key=lambda t: -t[0])
    return tuple(out[:_TOP])


def _run_windows(counts: list[int], masks: list[int], size: int) -> list[tuple[int, list[int]]]:
    cand = [(-k, s, a) for s in range(4) if masks[s] for k, a in _suit_windows(masks[s], size)]
    cand.sort()
    out = []
    for _, s, a in cand[:_TOP]:
        base = s * 13
        used = [base + (p - 1) % 13 for p in range(a, a + size) if counts[base + (p - 1) % 13]]
        if a == 1 and size == 14 and counts[base] < 2 and used.count(base) > 1:
            used.remove(base)
        out.append((len(used), used))
    return out


_MEMO: dict[tuple, int] = {}
_REQS = {h: sorted(M.CONTRACTS[h], key=lambda req: (req[0] != RUN, -req[1])) for h in M.CONTRACTS}
_SET_RANKS = (0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)


def missing(hand: Sequence[int], hand_no: int) -> int:
    """The fewest cards `hand` still lacks to meet hand `hand_no`'s contract."""
    key = (hand_no, *sorted(hand))
    found = _MEMO.get(key)
    if found is None:
        if len(_MEMO) > 50000:
            _MEMO.clear()
        found = _MEMO[key] = _missing(hand, hand_no)
    return found


def _missing(hand: Sequence[int], hand_no: int) -> int:
    counts, w = _counts(hand)
    return _search(counts, _masks(counts), w, hand_no)


def _masks(counts: list[int]) -> list[int]:
    """Per suit, the run places held (the search keeps them in step with counts)."""
    masks = [0, 0, 0, 0]
    for c in range(52):
        if counts[c]:
            masks[c // 13] |= RUN_BITS[c]
    return masks


def closer_test(hand: Sequence[int], hand_no: int) -> tuple[int, Callable[[int], bool]]:
    """(cards missing, a test of whether one more of a natural card would leave `hand` fewer
    short): the answers of `missing` of the hand with each card added, over one shared count."""
    counts, w = _counts(hand)
    masks = _masks(counts)
    base = _search(counts, masks, w, hand_no)
    sets_only = all(kind == SET for kind, _ in M.CONTRACTS[hand_no])
    by_rank: dict[int, bool] = {}  # a contract of sets only sees ranks, never suits

    def test(c: int) -> bool:
        r = c % 13
        if sets_only and r in by_rank:
            return by_rank[r]
        s = c // 13
        old_mask = masks[s]
        counts[c] += 1
        masks[s] |= RUN_BITS[c]
        closer = _search(counts, masks, w, hand_no) < base
        counts[c] -= 1
        masks[s] = old_mask
        by_rank[r] = closer
        return closer

    return base, test


def closer_cards(hand: Sequence[int], hand_no: int) -> tuple[int, tuple[int, ...]]:
    """(cards missing, the natural cards that one more of would leave `hand` fewer short)."""
    base, test = closer_test(hand, hand_no)
    if base == 0:
        return 0, ()
    return base, tuple(c for c in range(52) if c % 13 != 1 and test(c))


def _search(counts: list[int], masks: list[int], w: int, hand_no: int) -> int:
    """The fewest cards missing for the natural cards `counts` (run places `masks`) and `w` wilds;
    leaves counts and masks as it found them."""
    reqs = _REQS[hand_no]
    best = [99]

    def go(i: int, slots: int, cap: int) -> None:
        if slots - w >= best[0]:
            return
        if i == len(reqs):
            best[0] = slots - min(w, cap)
            return
        kind, size = reqs[i]
        if kind == SET:  # the sets come last: the largest groups of one rank are the best choice
            groups = []
            for r in _SET_RANKS:
                n = counts[r] + counts[13 + r] + counts[26 + r] + counts[39 + r]
                while n > 0:
                    groups.append(n if n < 3 else 3)
                    n -= 3
            groups.sort(reverse=True)
            k = len(reqs) - i
            chosen = groups[:k]
            need = 3 * k - sum(chosen)
            set_cap = k - sum(1 for g in chosen if g == 3)
            total = slots + need - min(w, cap + set_cap)
            if total < best[0]:
                best[0] = total
            return
        windows = _run_windows(counts, masks, size)
        for j, cards in windows:
            for c in cards:
                counts[c] -= 1
                if not counts[c]:
                    masks[c // 13] &= ~RUN_BITS[c]
            need = size - j
            go(i + 1, slots + need, cap + min(need, (size - 1) // 2))
            for c in cards:
                counts[c] += 1
                masks[c // 13] |= RUN_BITS[c]
            if best[0] == 0:
                return
        if not windows:
            go(i + 1, slots + size, cap + (size - 1) // 2)

    go(0, 0, 0)
    return best[0]


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
