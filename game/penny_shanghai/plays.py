"""Plays as the solver finds them: which sets of hand cards can go down, and the new table for one.

A play is known by the cards it adds (their counts); any table splitting the old cards and those
into valid melds writes it, and which one is a matter of taste, not of rules: `table_move` keeps
as many melds as they were as it can.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from . import melds as M
from . import solver

Counts = solver.Counts


def cards_of(added: Counts) -> list[int]:
    """The cards counted by `added`, in card order."""
    return [c for c in range(52) for _ in range(added[c])]


def minus(a: Counts, b: Counts) -> Counts:
    """The counts of a less those of b."""
    return tuple(x - y for x, y in zip(a, b))


def plus(a: Counts, b: Counts) -> Counts:
    """The counts of a and b together."""
    return tuple(x + y for x, y in zip(a, b))


def can_add(table: Counts, added: Counts) -> bool:
    """Whether the table's cards and `added` split entirely into valid melds."""
    return any(added) and solver.splits(plus(table, added))


def candidate_plays(table_cards: Sequence[int], hand: Sequence[int]) -> list[Counts]:
    """Distinct plays worth weighing: the most cards, the most points, the most cards keeping back
    each card in turn, and each card that plays alone. Empty when there is no play."""
    steps = candidate_steps(table_cards, hand)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def candidate_steps(table_cards: Sequence[int], hand: Sequence[int]) -> Generator[None, None, list[Counts]]:
    """candidate_plays() in slices: it yields after each solver call and returns the plays."""
    table = solver.counts(table_cards)
    held = solver.counts(hand)
    out: list[Counts] = []
    seen: set[Counts] = set()

    def add(play: Counts | None) -> None:
        if play is not None and any(play) and play not in seen:
            seen.add(play)
            out.append(play)

    most = solver.best_play(table, held)
    if most is None:
        return out
    add(most)
    yield
    add(solver.best_play(table, held, by_points=True))
    for c in range(52):
        if held[c]:
            yield
            single = tuple(1 if i == c else 0 for i in range(52))
            if solver.splits(plus(table, single)):
                add(single)
            if most[c]:
                yield
                kept = tuple(x - (1 if i == c else 0) for i, x in enumerate(held))
                add(solver.best_play(table, kept))
    return out


def new_table(table: Sequence[Sequence[int]], added: Counts) -> list[list[int]] | None:
    """A new table holding the old melds' cards and `added`, rewriting as few melds as it finds:
    none, then one, then two, else all of them; None when the cards do not split."""
    old = [list(m) for m in table]
    alone = solver.arrange(added)
    if alone is not None:
        return old + alone
    near = [i for i, meld in enumerate(old) if _touches(meld, added)]
    for i in near:
        redo = solver.arrange(plus(added, solver.counts(old[i])))
        if redo is not None:
            return old[:i] + old[i + 1:] + redo
    if len(near) <= 8:
        for i in near:
            for j in near:
                if j <= i:
                    continue
                redo = solver.arrange(plus(added, solver.counts(old[i] + old[j])))
                if redo is not None:
                    return [m for k, m in enumerate(old) if k not in (i, j)] + redo
    return solver.arrange(plus(solver.counts([c for m in old for c in m]), added))


def _touches(meld: Sequence[int], added: Counts) -> bool:
    """Whether a meld shares a rank with the added cards, or a suit within two ranks of one."""
    for c in meld:
        r, s = c % 13, c // 13
        for q in range(4):
            if added[q * 13 + r]:
                return True
        for d in (-2, -1, 1, 2):
            if added[s * 13 + (r + d) % 13]:
                return True
    return False


def table_move(table: Sequence[Sequence[int]], added: Counts) -> str:
    """The `table` move adding these cards (which must make a play)."""
    melds = new_table(table, added)
    if melds is None:
        raise ValueError("these cards do not make a play")
    return M.write_table(melds)
