"""The game review: each decision of one seat in a game, against the Captain's exact choice.

For every decision of the seat with more than one legal move, the rest of that round is solved
exactly (as the Captain does) from what the seat could see then; the review keeps the move
played, the Captain's choice, both chances to win, and what the difference cost. A decision
whose rest of the round is too big for the Captain to solve is counted as not judged.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from .. import actions as A
from ..phrases import Phrase, say
from ..state import State
from .hint import exact_values, move_label


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

    def costly(self, count: int = 3, least: float = 0.005) -> tuple[Moment, ...]:
        """The `count` costliest moments that cost at least `least` in chance to win."""
        return tuple(m for m in self.moments if m.cost >= least)[:count]

    def total_cost(self) -> float:
        """The chance to win given up over the whole game, summed over the decisions."""
        return sum(m.cost for m in self.moments)


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


def review(state: State, seat: int) -> Review:
    """Review every decision `seat` made in the game `state` has reached (finished or not)."""
    if seat not in (0, 1):
        raise ValueError(f"a seat is 0 or 1, not {seat!r}")
    moments = []
    unjudged = 0
    for move, before, action in decisions(state):
        if before.to_move != seat or len(before.legal_actions()) < 2:
            continue
        values = exact_values(before, action)
        if values is None:
            unjudged += 1
            continue
        top = max(values.values())
        # a tie goes to the move played, else to the first candidate as the Captain's choice does
        best = action if values[action] >= top - 1e-12 else next(a for a in values if values[a] >= top - 1e-12)
        moments.append(Moment(move, before.round + 1, action, best, _chance(values[action]), _chance(values[best])))
    moments.sort(key=lambda m: (-m.cost, m.move))
    return Review(seat, tuple(moments), unjudged)


def report(state: State, seat: int, count: int = 3) -> list[str]:
    """The review as printed lines: the costliest moments, then the totals."""
    positions = {number: before for number, before, _ in decisions(state)}
    r = review(state, seat)
    lines = [f"{m.phrase(positions[m.move])} (cost {100 * m.cost:.1f} points of chance to win)" for m in r.costly(count)]
    if not lines:
        lines.append("no costly moment: every judged move was the Captain's or within half a point of it")
    lines.append(f"{len(r.moments)} decisions judged, {r.unjudged} too early in their round to solve; "
                 f"chance to win given up in all: {100 * r.total_cost():.1f} points")
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
