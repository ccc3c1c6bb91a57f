"""What a player wants to know about a hand: can it meet the contract now and with which melds
(the grouping leaving the fewest points in hand), how cards a player picks are written as a meld,
which cards can be laid off where, and which wilds on the table a card could be swapped for.

The grouping search puts the contract's runs first and its sets after them, so a set only ever
chooses how many cards of a rank it takes; each meld is first chosen at its smallest (its naturals
from one end to the other, wilds in the gaps and up to the contract's length) and the wilds left
over are then added wherever the wild share allows, which is where they count the same anywhere.
A run may leave out cards the hand holds between its ends (a wild standing in their place), so the
search is exact: tests/test_shanghai_rummy_grouping.py checks it against every partition of small
hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from . import melds as M
from .melds import RUN, SET

# a chosen meld: (kind, naturals in place order, wilds inside (gaps), wilds to pad, first place, room to grow)


# the places a natural card holds in its suit's bit mask of run places (an ace is place 1 and 14)
RUN_BITS = tuple((1 << (c % 13 + 1)) | ((1 << 14) if c % 13 == 0 else 0) for c in range(52))
_SET_RANKS = (0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)


_REQS = {h: sorted(M.CONTRACTS[h], key=lambda req: (req[0] != RUN, -req[1])) for h in M.CONTRACTS}
# per contract: (sets wanted, cards wanted, run sizes wanted) for the quick hopeless test
_NEEDS = {h: (sum(1 for kind, _ in reqs if kind == SET), sum(3 if kind == SET else size for kind, size in reqs),
              tuple(size for kind, size in reqs if kind == RUN)) for h, reqs in _REQS.items()}


# per contract and requirement, what comes after it: (whether a set does, the fewest naturals a
# later run can have, 0 when no run does), for finding some grouping without trying runs that leave
# out a card no later meld could use
def _after(reqs: list[tuple[str, int]]) -> tuple[bool, int]:
    runs = [size - M.wild_limit(size) for kind, size in reqs if kind == RUN]
    return any(kind == SET for kind, _ in reqs), min(runs, default=0)


_LATER = {h: tuple(_after(reqs[i + 1:]) for i in range(len(reqs))) for h, reqs in _REQS.items()}


@lru_cache(maxsize=65536)
def _suit_runs(mask: int, two_aces: bool, w: int, size: int) -> tuple[tuple, ...]:
    """Runs of at least `size` in one suit whose held places are `mask`, with up to `w` wilds:
    natural at both ends, every held card between them used, gaps and padding by wilds."""
    held = [p for p in range(1, 15) if mask >> p & 1]
    out = []
    for i, a in enumerate(held):
        for j in range(i, len(held)):
            b = held[j]
            if a == 1 and b == 14 and not two_aces:  # the ace at both ends needs two aces
                continue
            span = b - a + 1
            nat = tuple(held[i:j + 1])
            gaps = span - len(nat)
            pad = size - span if span < size else 0
            if gaps + pad > w or gaps + pad >= len(nat) or pad > 14 - span:
                continue
            out.append((a, b, nat, gaps, pad))
    return tuple(out)


@lru_cache(maxsize=65536)
def _suit_runs_leaving_out(mask: int, two_aces: bool, w: int, size: int) -> tuple[tuple, ...]:
    """The runs _suit_runs lists, but leaving out some held cards between their ends (a wild in
    their place): a grouping needs them when the card left out serves another meld, or when the
    wild would fit nowhere else."""
    held = [p for p in range(1, 15) if mask >> p & 1]
    out = []
    for i, a in enumerate(held):
        for j in range(i + 2, len(held)):
            b = held[j]
            if a == 1 and b == 14 and not two_aces:
                continue
            span = b - a + 1
            pad = size - span if span < size else 0
            if pad > 14 - span or span - (j - i + 1) + pad >= w:  # no wild left to stand in
                continue
            inner = held[i + 1:j]
            for left_out in _subsets(len(inner), w - (span - (j - i + 1)) - pad)[1:]:
                nat = (a,) + tuple(p for k, p in enumerate(inner) if not left_out >> k & 1) + (b,)
                gaps = span - len(nat)
                if gaps + pad > w or gaps + pad >= len(nat):
                    continue
                out.append((a, b, nat, gaps, pad))
    return tuple(out)


@lru_cache(maxsize=None)
def _subsets(n: int, most: int) -> tuple[int, ...]:
    """The bit masks of the subsets of `n` things with at most `most` members, the empty one first."""
    return tuple(sorted((m for m in range(1 << n) if m.bit_count() <= most), key=int.bit_count))


@lru_cache(maxsize=None)
def _most_in_window(mask: int, size: int) -> int:
    """The most places of `mask` that one window of `size` places covers."""
    window = (1 << size) - 1
    return max((mask >> a & window).bit_count() for a in range(1, 16 - size))


class _Search:
    def __init__(self, hand: Sequence[int], hand_no: int, first: bool):
        counts = [0] * 52
        masks = [0, 0, 0, 0]  # per suit, the run places held (kept in step with counts)
        ranks = [0] * 13  # per rank, the naturals held (kept in step with counts)
        wilds = []
        nat_points = 0
        bits, points = RUN_BITS, M.POINTS
        for c in hand:
            if c < 0:
                continue
            if c % 13 == 1:
                wilds.append(c)
            else:
                counts[c] += 1
                ranks[c % 13] += 1
                masks[c // 13] |= bits[c]
                nat_points += points[c]
        self.counts, self.wild_cards, self.nat_points = counts, wilds, nat_points
        self.masks, self.ranks = masks, ranks
        self.reqs = _REQS[hand_no]
        self.needs = _NEEDS[hand_no]
        self.first = first
        self.later = _LATER[hand_no]
        self.best_value = -1
        self.best: list[tuple] | None = None

    def run(self) -> list[tuple] | None:
        if self._hopeless():
            return None
        self._go(0, len(self.wild_cards), [], 0, self.nat_points, None)
        return self.best

    def _hopeless(self) -> bool:
        """A quick necessary test: True when no search could meet the requirements."""
        w = len(self.wild_cards)
        sets, need_cards, runs = self.needs
        ranks = self.ranks
        if sum(ranks) + w < need_cards:
            return True
        if sets and sum(ranks[r] // 2 for r in _SET_RANKS) < sets:
            return True
        masks = [m for m in self.masks if m]
        for size in runs:
            if not any(size - _most_in_window(mask, size) <= w for mask in masks):
                return True
        return False

    def _short(self, i: int, w: int) -> bool:
        """Whether the requirements from the i-th on need more wilds than `w` whatever is chosen:
        each run needs at least what its fullest window lacks, each set past those natural ranks can
        fill needs one; a bound only, so it never cuts a grouping that could be made."""
        need = 0
        sets = 0
        masks = self.masks
        for kind, size in self.reqs[i:]:
            if kind == SET:
                sets += 1
                continue
            most = 0
            for mask in masks:
                if mask:
                    k = _most_in_window(mask, size)
                    if k > most:
                        most = k
            need += size - most
        if sets:
            ranks = self.ranks
            if sum(ranks[r] // 2 for r in _SET_RANKS) < sets:
                return True
            full = sum(ranks[r] // 3 for r in _SET_RANKS)
            if full < sets:
                need += sets - full
        return need > w

    def _take(self, cards: list[int]) -> None:
        counts, masks, ranks = self.counts, self.masks, self.ranks
        for c in cards:
            counts[c] -= 1
            ranks[c % 13] -= 1
            if not counts[c]:
                masks[c // 13] &= ~RUN_BITS[c]

    def _give(self, cards: list[int]) -> None:
        counts, masks, ranks = self.counts, self.masks, self.ranks
        for c in cards:
            counts[c] += 1
            ranks[c % 13] += 1
            masks[c // 13] |= RUN_BITS[c]

    def _go(self, i: int, w: int, chosen: list[tuple], value: int, left: int, prev_key: tuple | None) -> bool:
        if self.first and self.best is not None:
            return True
        if i == len(self.reqs):
            extra = 0
            for meld in chosen:
                if meld[0] == SET:
                    extra += meld[2] - 1 - meld[3]
                else:
                    _, s, a, b, nat, gaps, pad = meld
                    extra += min(len(nat) - 1 - gaps - pad, 14 - (b - a + 1) - pad)
            total = value + 20 * min(w, extra)
            if total > self.best_value:
                self.best_value, self.best = total, list(chosen)
            return self.first
        if value + left + 20 * w <= self.best_value or self._short(i, w):
            return False
        kind, size = self.reqs[i]
        same = i > 0 and self.reqs[i - 1] == self.reqs[i]
        counts = self.counts
        points = M.POINTS
        if kind == RUN:
            cands = []
            for s, mask in enumerate(self.masks):
                if mask:
                    two_aces = counts[s * 13] >= 2
                    for a, b, nat, gaps, pad in _suit_runs(mask, two_aces, w, size):
                        cands.append((RUN, s, a, b, nat, gaps, pad))
            set_later, run_later = self.later[i]
            for s, mask in enumerate(self.masks):
                if not (mask and w):
                    continue
                if not self.first:
                    cands.extend((RUN, s, a, b, nat, gaps, pad)
                                 for a, b, nat, gaps, pad in _suit_runs_leaving_out(mask, counts[s * 13] >= 2, w, size))
                    continue
                # only to find some grouping: leaving a card out pays only if a later meld can use
                # it: a later run of this suit (when the suit holds naturals enough for both runs)
                # or a later set (when another card of its rank is held)
                two_runs = run_later and sum(counts[s * 13:s * 13 + 13]) >= size - M.wild_limit(size) + run_later
                if not (two_runs or set_later):
                    continue
                ranks = self.ranks
                for a, b, nat, gaps, pad in _suit_runs_leaving_out(mask, counts[s * 13] >= 2, w, size):
                    if two_runs or any(mask >> p & 1 and p not in nat and ranks[p - 1] >= 2 for p in range(a + 1, b)):
                        cands.append((RUN, s, a, b, nat, gaps, pad))
            for cand in cands:
                _, s, a, b, nat, gaps, pad = cand
                key = (s, a, b)
                if same and prev_key is not None and key < prev_key:
                    continue
                cards = [s * 13 + (p - 1) % 13 for p in nat]
                self._take(cards)
                pts = sum(points[c] for c in cards)
                used = gaps + pad
                done = self._go(i + 1, w - used, chosen + [cand], value + pts + 20 * used, left - pts, key)
                self._give(cards)
                if done:
                    return True
        else:
            ranks = self.ranks
            cands = []
            for r in _SET_RANKS:
                n = ranks[r]
                for j in range(n, 1, -1):
                    pad = 3 - j if j < 3 else 0
                    if pad <= w and pad < j:
                        cands.append((r, j, pad))
            for r, j, pad in cands:
                key = (r, -j)
                if same and prev_key is not None and key < prev_key:
                    continue
                cards = []
                for s in range(4):
                    c = s * 13 + r
                    take = min(counts[c], j - len(cards))
                    cards.extend([c] * take)
                self._take(cards)
                pts = sum(points[c] for c in cards)
                done = self._go(i + 1, w - pad, chosen + [(SET, r, j, pad, cards)], value + pts + 20 * pad,
                                left - pts, key)
                self._give(cards)
                if done:
                    return True
        return False


def _build(chosen: list[tuple], wild_cards: list[int]) -> list[list[int]]:
    """The written melds of a chosen grouping, every wild it can carry placed."""
    wilds = list(wild_cards)
    melds: list[list[int]] = []
    extras = []
    for meld in chosen:
        if meld[0] == SET:
            _, r, j, pad, cards = meld
            extras.append(j - 1 - pad)
        else:
            _, s, a, b, nat, gaps, pad = meld
            extras.append(min(len(nat) - 1 - gaps - pad, 14 - (b - a + 1) - pad))
    spare = len(wilds) - sum(m[3] if m[0] == SET else m[5] + m[6] for m in chosen)
    for meld, room in zip(chosen, extras):
        more = min(spare, room)
        spare -= more
        if meld[0] == SET:
            _, r, j, pad, cards = meld
            melds.append(list(cards) + [wilds.pop() for _ in range(pad + more)])
        else:
            _, s, a, b, nat, gaps, pad = meld
            held = set(nat)
            row = [s * 13 + (p - 1) % 13 if p in held else wilds.pop() for p in range(a, b + 1)]
            for _ in range(pad + more):
                if b < 14:
                    row.append(wilds.pop())
                    b += 1
                else:
                    row.insert(0, wilds.pop())
                    a -= 1
            melds.append(row)
    return melds


def best_grouping(hand: Sequence[int], hand_no: int) -> list[list[int]] | None:
    """The melds meeting hand `hand_no`'s contract from `hand` that leave the fewest points in it
    (written as a `down` writes them), or None when the hand cannot meet the contract."""
    search = _Search(hand, hand_no, first=False)
    chosen = search.run()
    return None if chosen is None else _build(chosen, search.wild_cards)


def some_grouping(hand: Sequence[int], hand_no: int) -> list[list[int]] | None:
    """The first grouping the search finds that meets the contract (quicker than the best), or None."""
    search = _Search(hand, hand_no, first=True)
    chosen = search.run()
    return None if chosen is None else _build(chosen, search.wild_cards)


def can_meet(hand: Sequence[int], hand_no: int) -> bool:
    """Whether `hand` can meet hand `hand_no`'s contract now."""
    return _Search(hand, hand_no, first=True).run() is not None


def points_left(hand: Sequence[int], melds: Sequence[Sequence[int]] | None) -> int:
    """Points still in `hand` once `melds` are put down from it."""
    left = list(hand)
    for meld in melds or ():
        for c in meld:
            left.remove(c)
    return sum(M.POINTS[c] for c in left if c >= 0)


def arrange(picked: Sequence[int]) -> list[int]:
    """The picked cards in the order a meld is written: a set's naturals then its wilds; a run's
    cards low to high, wilds filling the gaps and then the ends. The engine judges the result."""
    naturals = [c for c in picked if not M.is_wild(c)]
    wilds = [c for c in picked if M.is_wild(c)]
    if not naturals:
        return list(picked)
    if len({c % 13 for c in naturals}) == 1 and len(naturals) > 1 or len(naturals) == 1 and len(picked) <= 3:
        return naturals + wilds
    best: list[int] | None = None
    for ace_high in (False, True):
        places = sorted((14 if ace_high and c % 13 == 0 else c % 13 + 1, c) for c in naturals)
        row: list[int] = []
        spare = list(wilds)
        ok = True
        for i, (place, card) in enumerate(places):
            if i:
                gap = place - places[i - 1][0] - 1
                if gap < 0 or gap > len(spare):
                    ok = False
                    break
                row.extend(spare.pop() for _ in range(gap))
            row.append(card)
        if not ok:
            continue
        high = 14 - places[-1][0]
        while spare:
            if high > 0:
                row.append(spare.pop())
                high -= 1
            else:
                row.insert(0, spare.pop())
        if best is None or not isinstance(M.read_meld(row), str):
            best = row
            if not isinstance(M.read_meld(row), str):
                break
    return best if best is not None else list(picked)


def layoffs(hand: Sequence[int], table: Sequence[M.Meld]) -> list[tuple[int, int, str | None]]:
    """Every (card, meld number from 1, end or None) where a card of `hand` can be laid off now."""
    out = []
    for card in sorted(set(c for c in hand if c >= 0)):
        for k, meld in enumerate(table, 1):
            ends = M.lay_ends(meld, card)
            if not ends or not M.share_allows(meld, card):
                continue
            if ends == ("",):
                out.append((card, k, None))
            elif len(ends) == 1:
                out.append((card, k, None))
            else:
                out.extend((card, k, end) for end in ends)
    return out


def swaps(hand: Sequence[int], table: Sequence[M.Meld]) -> list[tuple[int, int]]:
    """Every (card, meld number from 1) where a natural card of `hand` can take a wild's place."""
    return [(card, k) for card in sorted(set(c for c in hand if c >= 0 and c % 13 != 1))
            for k, meld in enumerate(table, 1) if M.swap_index(meld, card) is not None]
