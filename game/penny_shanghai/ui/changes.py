"""A play's changes to the table told as steps a person can follow: the melds taken apart, then the
new melds built one by one from their cards and the player's own. Pure Python (no page)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

KEPT, TAKEN, BUILT, NEW = "kept", "taken", "built", "new"  # a group's mark in a step


@dataclass(frozen=True)
class Shown:
    """A group as one step shows it: its cards, which came from the player's hand, and its mark
    (KEPT as it was, TAKEN about to be taken apart, NEW built in this step, BUILT in an earlier one)."""

    cards: tuple[int, ...]
    from_hand: tuple[bool, ...]
    mark: str


@dataclass(frozen=True)
class Frame:
    """One step: the groups on the table, the cards taken apart and not yet used, and what the step
    does (`taking`: the TAKEN groups are about to be taken apart; `building`: the NEW group was built;
    `adding`: the NEW group is one that lay on the table, with cards added)."""

    groups: tuple[Shown, ...]
    loose: tuple[int, ...]
    doing: str


@dataclass(frozen=True)
class Rebuild:
    """What a play did to the table: the melds taken apart (as they were) and the melds built, each
    with the cards that came from the hand."""

    taken: tuple[tuple[int, ...], ...]
    built: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]  # (meld, its cards from the hand)


def changed_melds(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> list[int]:
    """Indexes of the melds of `after` that were not on the table `before` as they are (each meld
    of `before` matches once)."""
    left = Counter(tuple(m) for m in before)
    out = []
    for i, meld in enumerate(after):
        key = tuple(meld)
        if left[key] > 0:
            left[key] -= 1
        else:
            out.append(i)
    return out


def grown(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> list[tuple[int, int, tuple[int, ...]]]:
    """The melds that only grew: (its index in `before`, its index in `after`, the cards added in
    the order they lie), where every card added is one the table did not hold before (a hand card).
    Each meld pairs once; a meld that lost a card or took one from another meld was rebuilt."""
    taken = changed_melds(after, before)
    fresh = Counter(c for m in after for c in m)
    fresh.subtract(c for m in before for c in m)
    out: list[tuple[int, int, tuple[int, ...]]] = []
    used: set[int] = set()
    for i in changed_melds(before, after):
        for j in taken:
            old = Counter(before[j])
            if j in used or old - Counter(after[i]):
                continue
            added: list[int] = []
            for c in after[i]:
                if old[c] > 0:
                    old[c] -= 1
                else:
                    added.append(c)
            if added and all(fresh[c] >= n for c, n in Counter(added).items()):
                fresh.subtract(added)
                used.add(j)
                out.append((j, i, tuple(added)))
                break
    return out


def rebuild(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> Rebuild:
    """The melds of `before` taken apart and the melds of `after` built (the rest stayed as they were);
    a built meld's cards beyond those the taken melds gave come from the hand. A meld that only grew
    (`grown`) is listed with both, but keeps its own cards: only the cards added to it are the hand's,
    and a card it keeps that a built meld also holds is the hand's there."""
    taken = changed_melds(after, before)
    built = changed_melds(before, after)
    growth = grown(before, after)
    kept = {j for j, _, _ in growth}
    added = {i: cards for _, i, cards in growth}
    pool = Counter(c for i in taken if i not in kept for c in before[i])
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for i in built:
        if i in added:
            out.append((tuple(after[i]), added[i]))
            continue
        mine = []
        for c in after[i]:
            if pool[c] > 0:
                pool[c] -= 1
            else:
                mine.append(c)
        out.append((tuple(after[i]), tuple(mine)))
    return Rebuild(tuple(tuple(before[i]) for i in taken), tuple(out))


def _marked(cards: Sequence[int], mine: Sequence[int], mark: str) -> Shown:
    """A group with the cards of `mine` (as many of each as listed) marked as from the hand."""
    left = Counter(mine)
    flags = []
    for c in cards:
        flags.append(left[c] > 0)
        if left[c] > 0:
            left[c] -= 1
    return Shown(tuple(cards), tuple(flags), mark)


def frames(before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]) -> list[Frame]:
    """The steps from `before` to `after`: first the old table with the melds to take apart marked
    (left out when none is), then one step per new meld, the last of them the table as played. A
    meld that only grew is never taken apart: it stays as it was until its step adds the cards."""
    grew = {i: (j, cards) for j, i, cards in grown(before, after)}
    taken_at = set(changed_melds(after, before)) - {j for j, _ in grew.values()}
    built_at = changed_melds(before, after)
    change = rebuild(before, after)
    out: list[Frame] = []
    if taken_at:
        out.append(Frame(tuple(Shown(tuple(m), (False,) * len(m), TAKEN if i in taken_at else KEPT)
                               for i, m in enumerate(before)), (), "taking"))
    loose = Counter(c for i in taken_at for c in before[i])
    done: dict[int, Shown] = {}
    for k, i in enumerate(built_at):
        meld, mine = change.built[k]  # a meld that grew: its added cards
        if i not in grew:
            loose.subtract(meld)
            loose.update(mine)  # a card from the hand was never loose
        done = {j: Shown(s.cards, s.from_hand, BUILT) for j, s in done.items()}
        done[i] = _marked(meld, mine, NEW)
        groups = []
        for j, m in enumerate(after):
            if j in done:
                groups.append(done[j])
            elif j in grew:  # still as it lay before it grew
                old = tuple(before[grew[j][0]])
                groups.append(Shown(old, (False,) * len(old), KEPT))
            elif j not in built_at:
                groups.append(Shown(tuple(m), (False,) * len(m), KEPT))
        out.append(Frame(tuple(groups), tuple(sorted(loose.elements())), "adding" if i in grew else "building"))
    return out
