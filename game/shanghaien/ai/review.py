"""The game review: each decision of one seat in a game, against the Captain's exact choice.

For every decision of the seat with more than one legal move, the rest of that round is solved
exactly (as the Captain does) from what the seat could see then; the review keeps the move
played, the Captain's choice, both chances to win, and what the difference cost. A decision
whose rest of the round is too big for the Captain to solve is counted as not judged.

`Reviewer` does the same work in slices (`step(budget_ms)` until `done()`), so a page can
review a whole game without freezing; `review()` is one Reviewer run to its end.

A move's verdict follows the chance to win it gave up, the way chess sites grade moves:
BLUNDER from 10 points of chance to win, MISTAKE from 4, INACCURACY from 1. Below a point the
difference is smaller than the error of the outlook that values a round's end, so it is not
called a fault.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Iterator

from .. import actions as A
from ..phrases import Phrase, say
from ..state import State
from .hint import move_label
from .levels import level_solver
from .solver import Pause, solve_cost

# The largest rest of a round the review solves to judge a decision (solve_cost units). Smaller
# than the Captain's own bound: a game's review would otherwise solve nearly every round whole
# (about 1 s of CPython each, twice that in the page), where this judges from about the fourth
# die on at a fraction of that; a decision above it is counted as not judged.
EXACT_REVIEW = 25_000

# The least cost (in chance to win, 0 to 1) of each verdict, worst first.
VERDICTS: tuple[tuple[str, float], ...] = (("blunder", 0.10), ("mistake", 0.04), ("inaccuracy", 0.01))


def verdict(cost: float) -> str:
    """'blunder', 'mistake', 'inaccuracy', or 'good' for a move that gave up `cost` in chance to win."""
    for name, least in VERDICTS:
        if cost >= least - 1e-9:
            return name
    return "good"


@dataclass(frozen=True)
class Moment:
    """One judged decision: the record's move number (1-based), the move played and the Captain's,
    and the chance to win after each (0 to 1)."""

    move: int
    round: int
    played: int
    best: int
    chance: float
    best_chance: float

    @property
    def cost(self) -> float:
        """What the move played gave up in chance to win (0 when it was the Captain's choice)."""
        return max(0.0, self.best_chance - self.chance)

    @property
    def verdict(self) -> str:
        """The move's grade by its cost: 'blunder', 'mistake', 'inaccuracy' or 'good'."""
        return verdict(self.cost)

    def phrase(self, state: State) -> Phrase:
        """The moment in one sentence; `state` is the position before the move."""
        return say("review.moment", move=self.move, played=move_label(state, self.played),
                   pct=round(100 * self.chance), best=move_label(state, self.best),
                   best_pct=round(100 * self.best_chance))


@dataclass(frozen=True)
class Review:
    """A seat's judged decisions, the costliest first, and how many could not be judged."""

    seat: int
    moments: tuple[Moment, ...]
    unjudged: int

    def costly(self, count: int = 3, least: float = VERDICTS[-1][1]) -> tuple[Moment, ...]:
        """The `count` costliest moments that cost at least `least` in chance to win."""
        return tuple(m for m in self.moments if m.cost >= least)[:count]

    def total_cost(self) -> float:
        """The chance to win given up over the whole game, summed over the decisions."""
        return sum(m.cost for m in self.moments)

    def count(self, grade: str) -> int:
        """How many judged moves earned the verdict `grade`."""
        return sum(1 for m in self.moments if m.verdict == grade)


def _chance(value: float) -> float:
    """A solver value (2p - 1, plus a hundredth of the margin) as a chance to win from 0 to 1."""
    return min(1.0, max(0.0, (value + 1.0) / 2.0))


def decisions(state: State) -> Iterator[tuple[int, State, int]]:
    """Each decision of a game: (record move number, position before it, action), in order."""
    replay = State(state.deck, state.start, state.options)
    move = 0
    for action in state.actions_played():
        if not A.is_chance(action):
            yield move + 1, replay, action
        replay = replay.clone()
        replay.apply_action(action)
        if action != A.ROLL:  # a roll decision and its dice are one move of the record
            move += 1


class Reviewer:
    """A seat's review done in slices: `step(budget_ms)` until `done()`, then `result()`.

    The exact solver keeps what it has finished when a slice's time runs out, so a decision cut
    short is carried on in the next slice; the result is the same however the work is sliced.
    """

    def __init__(self, state: State, seat: int) -> None:
        """Prepare the review of every decision `seat` made in the game `state` has reached."""
        if seat not in (0, 1):
            raise ValueError(f"a seat is 0 or 1, not {seat!r}")
        self.seat = seat
        self.positions: dict[int, State] = {}  # record move number -> the position before it
        self._todo: list[tuple[int, State, int]] = []
        for move, before, action in decisions(state):
            if before.to_move == seat and len(before.legal_actions()) >= 2:
                self._todo.append((move, before, action))
                self.positions[move] = before
        self._next = 0
        self._moments: list[Moment] = []
        self._unjudged = 0

    @property
    def total(self) -> int:
        """How many decisions the review weighs (moves with a choice)."""
        return len(self._todo)

    @property
    def judged(self) -> int:
        """How many of them are weighed so far."""
        return self._next

    def done(self) -> bool:
        """True once every decision is weighed."""
        return self._next >= len(self._todo)

    def step(self, budget_ms: float = 20.0) -> None:
        """Weigh decisions for about `budget_ms` (a solve longer than that carries on next time)."""
        deadline = time.perf_counter() + budget_ms / 1000.0
        while not self.done():
            move, before, action = self._todo[self._next]
            try:
                values = _values(before, action, deadline)
            except Pause:
                return
            self._next += 1
            if values is None:
                self._unjudged += 1
            else:
                self._moments.append(_moment(move, before, action, values))
            if time.perf_counter() >= deadline:
                return

    def result(self) -> Review:
        """The review (finishing the work first if needed)."""
        while not self.done():
            self.step(1000.0)
        moments = sorted(self._moments, key=lambda m: (-m.cost, m.move))
        return Review(self.seat, tuple(moments), self._unjudged)


def _values(before: State, action: int, deadline: float) -> dict[int, float] | None:
    """The exact value of the Captain's candidates and of `action` (None if the round is too big);
    raises Pause once `deadline` (a perf_counter time) has passed."""
    if solve_cost(before) > EXACT_REVIEW:
        return None
    solver = level_solver(before)
    candidates = solver.candidates(before)
    if action not in candidates:
        candidates.append(action)
    solver.deadline = deadline
    try:
        return solver.action_values(before, candidates)
    finally:
        solver.deadline = None


def _moment(move: int, before: State, action: int, values: dict[int, float]) -> Moment:
    """One judged decision from its candidates' values."""
    top = max(values.values())
    # a tie goes to the move played, else to the first candidate as the Captain's choice does
    best = action if values[action] >= top - 1e-12 else next(a for a in values if values[a] >= top - 1e-12)
    return Moment(move, before.round + 1, action, best, _chance(values[action]), _chance(values[best]))


def review(state: State, seat: int) -> Review:
    """Review every decision `seat` made in the game `state` has reached (finished or not)."""
    return Reviewer(state, seat).result()


def report(state: State, seat: int, count: int = 3) -> list[str]:
    """The review as printed lines: the costliest moments, then the totals."""
    reviewer = Reviewer(state, seat)
    r = reviewer.result()
    lines = [f"{m.phrase(reviewer.positions[m.move])} ({m.verdict}: cost {100 * m.cost:.1f} points of chance to win)"
             for m in r.costly(count)]
    if not lines:
        lines.append("no costly moment: every judged move was the Captain's or within a point of it")
    lines.append(f"{len(r.moments)} decisions judged, {r.unjudged} too early in their round to solve; "
                 f"chance to win given up in all: {100 * r.total_cost():.1f} points; "
                 f"{r.count('blunder')} blunders, {r.count('mistake')} mistakes, {r.count('inaccuracy')} inaccuracies")
    return lines


def main(argv: list[str] | None = None) -> int:
    """`python -m game.shanghaien.ai.review FILE [--seat N] [--count K]`: a game's review as text."""
    import argparse
    import sys

    from ..record import RecordError, loads

    parser = argparse.ArgumentParser(prog="python -m game.shanghaien.ai.review",
                                     description="The costliest decisions of one seat in a Shanghaien record.")
    parser.add_argument("file", help="a game record ('-' reads standard input)")
    parser.add_argument("--seat", type=int, choices=(0, 1), default=0, help="the player reviewed (0 or 1)")
    parser.add_argument("--count", type=int, default=3, help="how many costly moments to list")
    args = parser.parse_args(argv)
    try:
        data = sys.stdin.buffer.read() if args.file == "-" else open(args.file, "rb").read()
    except OSError as err:
        print(f"move 0: cannot read {args.file!r}: {err.strerror}", file=sys.stderr)
        return 2
    try:
        state = loads(data).state
    except RecordError as err:
        print(str(err), file=sys.stderr)
        return 2
    print("\n".join(report(state, args.seat, max(0, args.count))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
