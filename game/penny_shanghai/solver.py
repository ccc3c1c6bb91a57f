"""The table solver: can these cards be split entirely into sets and runs, and with which hand cards.

Cards are counted per code (52 counters, several decks give counts above one). The search goes
rank by rank, ace low (position 1) to ace high (position 14), and within a rank suit by suit.
Its state is, per suit, how many runs in progress have one card, two cards, or three and more
(the runs of one suit are interchangeable apart from their length), how many aces of that suit
were kept back for the high end of a run, and how many cards the current rank has put in its set
so far (0, 1, 2 or "3 or more"). Sets care only about rank, so the suits meet only there. Each
state keeps the best value reached (hand cards used, or their points): one pass answers "has a
play", "the most cards" and "the most points" exactly (dynamic programming over runs in progress,
after van Rijn, Takes and Vis, "The complexity of Rummikub problems", 2016).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from ..rummy.cards import rank, suit

Counts = tuple[int, ...]  # 52 counters, indexed by card
_NEG = -1  # an unreachable value

# A suit's state packs (a1, a2, a3, reserved aces) in one int, each at most 4 (four decks).
_B1, _B2, _B3, _BR = 1, 5, 25, 125
_SUIT_SPAN = 625  # states of one suit
_SET_SPAN = _SUIT_SPAN ** 4  # the set count sits above the four suits


def counts(cards: Iterable[int]) -> Counts:
    """The 52 counters of a multiset of cards."""
    out = [0] * 52
    for c in cards:
        out[c] += 1
    return tuple(out)


def points(card: int) -> int:
    """A card's points for choosing between plays: ace 1, 2-9 their number, ten to king 10."""
    return min(rank(card), 10)


def _unpack(code: int) -> tuple[int, int, int, int]:
    return code % 5, code // 5 % 5, code // 25 % 5, code // 125


@lru_cache(maxsize=None)
def _middle(state: int, need: int, may: int) -> tuple[tuple[int, int, int], ...]:
    """A suit at ranks 2..13: every (new suit state, cards to the set, hand cards used)."""
    a1, a2, a3, res = _unpack(state)
    out = set()
    for u in range(need, need + may + 1):
        free = u - a1 - a2
        if free < 0:
            continue
        for e3 in range(0, min(a3, free) + 1):
            rest = free - e3
            for n in range(0, rest + 1):
                out.add((n * _B1 + a1 * _B2 + (a2 + e3) * _B3 + res * _BR, rest - n, u - need))
    return tuple(sorted(out))  # sorted: the same order on every build (set order follows hashes)


@lru_cache(maxsize=None)
def _ace_low(need: int, may: int, high_room: int) -> tuple[tuple[int, int, int], ...]:
    """A suit at position 1: aces kept for the high end, new runs, cards to the set, hand cards used."""
    out = set()
    for total in range(need, need + may + 1):
        for res in range(0, min(total, high_room) + 1):
            low = total - res
            for n in range(0, low + 1):
                out.add((n * _B1 + res * _BR, low - n, total - need))
    return tuple(sorted(out))  # sorted: the same order on every build (set order follows hashes)


@lru_cache(maxsize=None)
def _cap(state: int, room: int) -> int:
    """A suit state given `room` cards of the next rank: runs of one or two cards that cannot all
    go on are dead (-1); runs of three that cannot go on are as good as ended."""
    a1, a2, a3, res = _unpack(state)
    if room < 0:  # the next position is the high ace: the aces kept back
        room = res
    if a1 + a2 > room:
        return -1
    return a1 * _B1 + a2 * _B2 + min(a3, room - a1 - a2) * _B3 + res * _BR


def _search(need: Sequence[int], may: Sequence[int], weight: Sequence[int], trace: bool = False):
    """The best value of hand cards used (or _NEG when the required cards cannot all be placed);
    with `trace`, also the layers needed to rebuild one best split."""
    layers: list[dict[int, tuple[int, int, tuple]]] = []
    frontier: dict[int, int] = {0: 0}
    back: dict[int, tuple[int, tuple]] = {}
    avail = [a + b for a, b in zip(need, may)]
    for pos in range(1, 15):
        r = pos - 1 if pos < 14 else 0
        for s in range(4):
            c = s * 13 + r
            t, h, w = need[c], may[c], weight[c]
            room = avail[c + 1] if pos < 13 else -1  # cards of the next position of this suit
            later = 0  # cards of this rank still to come
            for q in range(s + 1, 4):
                later += avail[q * 13 + r]
            if not trace and t == 0 and h == 0 and pos < 14 and len(frontier) == 1 and 0 in frontier:
                continue  # nothing in progress and nothing here: the empty state stays as it is
            nxt: dict[int, int] = {}
            nback: dict[int, tuple[int, tuple]] = {} if trace else back
            shift = _SUIT_SPAN ** s
            for key, value in frontier.items():
                setcnt, rest = divmod(key, _SET_SPAN)
                mine = rest // shift % _SUIT_SPAN
                base = key - mine * shift - setcnt * _SET_SPAN
                if pos == 1:
                    options = _ace_low(t, h, min(avail[s * 13 + 11], avail[s * 13 + 12]))
                elif pos == 14:
                    a1, a2, a3, res = _unpack(mine)
                    if not (a1 == 0 and a2 <= res <= a2 + a3):
                        continue
                    options = ((0, 0, 0),)
                else:
                    if t == 0 and h == 0:
                        a1, a2, a3, res = _unpack(mine)
                        if a1 or a2:
                            continue
                        options = ((res * _BR, 0, 0),)
                    else:
                        options = _middle(mine, t, h)
                for raw, x, used in options:
                    new = raw
                    if pos < 14:
                        new = _cap(raw, room)
                        if new < 0:
                            continue
                    sc = setcnt + x
                    if sc > 3:
                        sc = 3
                    elif 0 < sc < 3 and sc + later < 3:
                        continue
                    k = base + new * shift + sc * _SET_SPAN
                    v = value + used * w
                    if nxt.get(k, _NEG) < v:
                        nxt[k] = v
                        if trace:
                            nback[k] = (key, (pos, s, mine, raw, x, used))
            if len(nxt) > 64:
                # a run of three or more may always stop: one more of them in progress, at no
                # lower value, is at least as good
                up = _B3 * shift
                nxt = {k: v for k, v in nxt.items() if nxt.get(k + up, _NEG) < v}
            frontier = nxt
            if trace:
                layers.append(nback)
            if not frontier:
                return (_NEG, layers) if trace else _NEG
        if pos < 14:
            kept: dict[int, int] = {}
            ends: dict = {}
            for key, value in frontier.items():
                sc = key // _SET_SPAN
                if sc in (1, 2):
                    continue
                k = key - sc * _SET_SPAN
                if kept.get(k, _NEG) < value:
                    kept[k] = value
                    ends[("end", k)] = key
            if trace:
                layers[-1].update(ends)
            frontier = kept
            if not frontier:
                return (_NEG, layers) if trace else _NEG
    best = frontier.get(0, _NEG)
    return (best, layers) if trace else best


def _useful(need: Sequence[int], may: Sequence[int]) -> list[int]:
    """The hand counts without cards that can join nothing: no two others of their rank and no
    suit neighbours near enough for a run of three."""
    out = list(may)
    for c in range(52):
        if not out[c]:
            continue
        r, s = c % 13, c // 13
        same = sum(need[q * 13 + r] + may[q * 13 + r] for q in range(4)) - 1
        if same >= 2:
            continue
        if not any(_run_room(need, may, s, p) for p in ((1, 14) if r == 0 else (r + 1,))):
            out[c] = 0
    return out


def _run_room(need: Sequence[int], may: Sequence[int], s: int, p: int) -> bool:
    """Whether position p (1..14) of suit s has neighbours for some run of three through it."""
    near = []
    for d in (-2, -1, 1, 2):
        q = p + d
        if 1 <= q <= 14:
            c = s * 13 + (q - 1) % 13
            near.append(need[c] + may[c] > 0)
        else:
            near.append(False)
    return (near[0] and near[1]) or (near[1] and near[2]) or (near[2] and near[3])


_ONES = (1,) * 52
_POINTS = tuple(points(c) for c in range(52))


@lru_cache(maxsize=4096)
def _best(need: Counts, may: Counts, by_points: bool) -> int:
    return _search(need, _useful(need, may), _POINTS if by_points else _ONES)


def _components(avail: Sequence[int]) -> list[list[int]]:
    """The cards present, grouped so that no set or run can hold cards of two groups: cards of
    one rank go together, and so do neighbours in a suit (the ace next to the 2 and the king)."""
    parent = list(range(52))

    def root(c: int) -> int:
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    def join(a: int, b: int) -> None:
        if avail[a] and avail[b]:
            parent[root(a)] = root(b)

    for r in range(13):
        present = [q * 13 + r for q in range(4) if avail[q * 13 + r]]
        for c in present[1:]:
            join(present[0], c)
    for s in range(4):
        for r in range(13):
            join(s * 13 + r, s * 13 + (r + 1) % 13)  # r = 12 joins the king to the ace
    groups: dict[int, list[int]] = {}
    for c in range(52):
        if avail[c]:
            groups.setdefault(root(c), []).append(c)
    return list(groups.values())


def _best_valid_table(table: Counts, hand: Counts) -> int:
    """As _best by cards, for a table whose cards split: the parts of the table no hand card can
    reach split already, so only the parts holding hand cards are searched (each on its own)."""
    may = _useful(table, hand)
    if not any(may):
        return 0
    avail = [a + b for a, b in zip(table, may)]
    total = 0
    for group in _components(avail):
        if not any(may[c] for c in group):
            continue
        need_part = [0] * 52
        may_part = [0] * 52
        for c in group:
            need_part[c], may_part[c] = table[c], may[c]
        value = _best(tuple(need_part), tuple(may_part), False)
        if value < 0:
            return _NEG
        total += value
    return total


def splits(cards: Counts) -> bool:
    """Whether these cards split entirely into valid sets and runs (none of them: True)."""
    return _best(cards, (0,) * 52, False) == 0


def most_cards(table: Counts, hand: Counts) -> int:
    """The most hand cards one play can add to a table whose cards split (0: no play)."""
    return max(0, _best_valid_table(table, hand))


def has_play(table: Counts, hand: Counts, melds: Sequence[Sequence[int]] = ()) -> bool:
    """Whether some non-empty set of hand cards joins the table's cards in valid melds, for a table
    whose cards split (`melds`, the table as written, lets a card that fits one answer at once)."""
    return _obvious(hand, melds) or _best_valid_table(table, hand) > 0


def _obvious(hand: Counts, melds: Sequence[Sequence[int]]) -> bool:
    """A play found without search: the hand holds a meld, or a card joins a written meld as it is."""
    for r in range(13):
        if hand[r] + hand[13 + r] + hand[26 + r] + hand[39 + r] >= 3:
            return True
    for s in range(4):
        base = s * 13
        line = [hand[base + (p - 1) % 13] > 0 for p in range(1, 15)]
        for p in range(12):
            if line[p] and line[p + 1] and line[p + 2]:
                return True
    for meld in melds:
        first, last = meld[0], meld[-1]
        if rank(first) == rank(last) and len({rank(c) for c in meld}) == 1:
            if any(hand[(c % 13) + 13 * q] for q in range(4) for c in (first,)):
                return True
            continue
        low, high = rank(first), rank(last) if rank(last) != 1 else 14
        base = suit(first) * 13
        if low > 1 and hand[base + low - 2]:
            return True
        if high < 14 and hand[base + high % 13]:
            return True
    return False


def best_play(table: Counts, hand: Counts, by_points: bool = False) -> Counts | None:
    """A play adding the most hand cards (or their most points) to a table whose cards split, as
    the counts of the cards it adds; None when there is no play."""
    may = _useful(table, hand)
    if not any(may):
        return None
    avail = [a + b for a, b in zip(table, may)]
    used = [0] * 52
    for group in _components(avail):
        if not any(may[c] for c in group):
            continue  # a part of the table no hand card reaches splits as it is
        need_part = [0] * 52
        may_part = [0] * 52
        for c in group:
            need_part[c], may_part[c] = table[c], may[c]
        part = _best_part(tuple(need_part), tuple(may_part), by_points)
        if part is None:
            return None
        for c, k in part:
            used[c] += k
    return tuple(used) if any(used) else None


@lru_cache(maxsize=4096)
def _best_part(need: Counts, may: Counts, by_points: bool) -> tuple[tuple[int, int], ...] | None:
    """The hand cards (card, count) of one best split of one part of the table; None when the
    part's table cards cannot all be placed."""
    value, layers = _search(need, may, _POINTS if by_points else _ONES, trace=True)
    if value < 0:
        return None
    used: dict[int, int] = {}
    for pos, s, _mine, _new, _x, u in _path(layers):
        if u:
            c = s * 13 + (pos - 1 if pos < 14 else 0)
            used[c] = used.get(c, 0) + u
    return tuple(sorted(used.items()))


def _path(layers: list) -> list[tuple]:
    """The choices of one best split, position by position and suit by suit."""
    steps = []
    key = 0
    for i in range(len(layers) - 1, -1, -1):
        layer = layers[i]
        if i % 4 == 3 and i // 4 < 13:  # the end of a rank below the high ace: undo the set check
            key = layer[("end", key)]
        prev, choice = layer[key]
        steps.append(choice)
        key = prev
    steps.reverse()
    return steps


def arrange(cards: Counts) -> list[list[int]] | None:
    """One split of these cards into valid melds (runs low to high), or None when there is none."""
    melds = _arrange(tuple(cards))
    return None if melds is None else [list(m) for m in melds]


@lru_cache(maxsize=4096)  # a computer's turn arranges the same cards many times over (about half repeat)
def _arrange(cards: Counts) -> tuple[tuple[int, ...], ...] | None:
    value, layers = _search(cards, (0,) * 52, _ONES, trace=True)
    if value < 0:
        return None
    runs: list[list[list[int]]] = [[], [], [], []]  # per suit, runs in progress
    done: list[list[int]] = []
    for pos, s, _mine, new, x, _u in _path(layers):
        r = pos - 1 if pos < 14 else 0
        card = s * 13 + r
        n, a1, a23, _res = _unpack(new)
        progress = runs[s]
        if pos == 14:
            extend = _unpack(_mine)[3]
            progress.sort(key=len)
            for run in progress[:extend]:
                run.append(card)
            done.extend(progress)
            runs[s] = []
            continue
        short = [run for run in progress if len(run) < 3]
        long_ = [run for run in progress if len(run) >= 3]
        keep = a23 - len([run for run in short if len(run) == 2])
        for run in short + long_[:keep]:
            run.append(card)
        done.extend(long_[keep:])
        runs[s] = short + long_[:keep] + [[card] for _ in range(n)]
        if x:
            _add_to_set(done, card, x)
    for progress in runs:
        done.extend(progress)
    return tuple(tuple(m) for m in _merge_sets(done))


def _add_to_set(done: list[list[int]], card: int, x: int) -> None:
    done.append([-1 - card % 13] + [card] * x)  # a marker first: merged into one set per rank below


def _merge_sets(done: list[list[int]]) -> list[list[int]]:
    sets: dict[int, list[int]] = {}
    out = []
    for meld in done:
        if meld and meld[0] < 0:
            sets.setdefault(-1 - meld[0], []).extend(meld[1:])
        else:
            out.append(meld)
    for _r, cards in sorted(sets.items()):
        out.append(sorted(cards, key=suit))
    return out
