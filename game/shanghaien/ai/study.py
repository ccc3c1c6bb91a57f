"""How well the outlook foretells the game at a round's end: a study, not part of any level.

Plays seeded self-play games of one level, notes every round's end (the crews, the held trick
cards, who starts next, the set of cards still to come) with the game's final margin, and reports
by round the log-loss and calibration of the chance to win the solver's leaf gives there
(`Outlook.win_value`, with what starting the next round is worth), against a coin's 0.693. With
`--fit` it also grids the exact last-round leaf's constants (LAST_TAKE, LAST_TRICK, LAST_SMOOTH in
outlook.py) on the ends of round 7, where those constants come from.

    python -m game.shanghaien.ai.study --level mate --games 600 --seed 11 [--fit]
"""

from __future__ import annotations

import argparse
import math
import random
from collections import defaultdict
from typing import Iterator

from .. import actions as A
from ..randomplay import shuffled_deck
from ..state import ROLLING, ROUNDS, State
from . import outlook as O
from .arena import _dice_index
from .baselines import unseen_reshuffled
from .levels import Searcher
from .search import START_BONUS


class End:
    """One round's end in a finished game: the outlook built in that round, the crews and held trick
    cards after the share-out, the next starter, and the game's final margin (player 0's)."""

    __slots__ = ("round", "outlook", "crews", "held", "starter", "final")

    def __init__(self, state: State, after: State):
        self.round = state.round
        self.outlook = O.Outlook(state)
        self.crews = list(after.crews)
        self.held = (sum(after.hands[0]), sum(after.hands[1]))
        self.starter = after.starter
        self.final = 0

    def result(self) -> float:
        """Player 0's result: 1 a win, 0.5 a draw, 0 a loss."""
        return 1.0 if self.final > 0 else (0.5 if self.final == 0 else 0.0)

    def edge(self) -> float:
        """What starting the next round is worth to player 0, in points (as the solver counts it)."""
        return (1.0 if self.starter == 0 else -1.0) * START_BONUS * 10.0


def round_ends(level: str, games: int, seed: int) -> Iterator[End]:
    """Every round's end but the last in `games` self-play games of `level` (the arena's deals)."""
    for g in range(games):
        deal = random.Random(f"deal|{seed}|{g}")
        state = State(shuffled_deck(deal), deal.randrange(2))
        dice, hide = random.Random(f"dice|{seed}|{g}"), random.Random(f"hide|{seed}|{g}")
        ends: list[End] = []
        while not state.is_terminal():
            if state.phase == ROLLING:
                state.apply_action(A.CHANCE + _dice_index(dice))
                continue
            action = Searcher(unseen_reshuffled(state, hide), level, seed * 7919 + g).best()
            before = state.clone() if action == A.SHANGHAI and state.round < ROUNDS - 1 else None
            state.apply_action(action)
            if before is not None:
                ends.append(End(before, state))
        s0, s1 = state.scores()
        for end in ends:
            end.final = s0 - s1
            yield end


def log_loss(p: float, y: float) -> float:
    """The log-loss of chance p against result y (a draw counts as half a win)."""
    p = min(max(p, 1e-6), 1.0 - 1e-6)
    return -(y * math.log(p) + (1.0 - y) * math.log(1.0 - p))


def leaf_chance(end: End, exact: bool = False) -> float:
    """The chance to win the leaf gives at this end (`win_value` less its hundredth of the margin)."""
    if exact:
        return _exact_chance(end, O.LAST_TAKE, O.LAST_TRICK, O.LAST_SMOOTH)
    value = end.outlook.win_value(end.crews, end.held, end.edge())
    mean = end.outlook.mean_var(end.crews, end.held)[0] + end.edge()
    return (1.0 + value - mean / 100.0) / 2.0


def _exact_chance(end: End, take: float, trick: float, smooth: float) -> float:
    """The exact last-round chance to win with these constants."""
    strengths = [sum(c) for c in end.crews]
    tricks = {0: 1.0}
    for _ in range(end.outlook.tricks_to_come):
        tricks = O.convolve(tricks, {1: take, -1: take, 0: 1.0 - 2 * take})
    dist = tricks
    for n in range(8):
        dist = O.convolve(dist, O.nation_dist(strengths[n], strengths[8 + n], end.outlook.to_come[n], take))
    shift = (end.held[0] - end.held[1]) * trick + end.edge()
    scale = smooth * math.sqrt(2.0)
    return sum(p * (1.0 + math.erf((d + shift) / scale)) / 2.0 for d, p in dist.items())


def report(ends: list[End]) -> str:
    """Log-loss and calibration of the leaf by round (and of the exact leaf at round 7's end)."""
    lines = []
    for r in range(ROUNDS - 1):
        at = [e for e in ends if e.round == r]
        if not at:
            continue
        chances = [leaf_chance(e) for e in at]
        loss = sum(log_loss(p, e.result()) for p, e in zip(chances, at)) / len(at)
        bins: dict[int, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
        for p, e in zip(chances, at):
            b = bins[min(4, int(p * 5))]
            b[0] += p
            b[1] += e.result()
            b[2] += 1
        calib = " ".join(f"{b[0] / b[2]:.2f}->{b[1] / b[2]:.2f} ({int(b[2])})" for _, b in sorted(bins.items()))
        line = f"round {r + 1}: {len(at)} ends, log-loss {loss:.4f}; foretold->won {calib}"
        if r == ROUNDS - 2:
            exact = sum(log_loss(leaf_chance(e, True), e.result()) for e in at) / len(at)
            line += f"; exact last-round leaf {exact:.4f}"
        lines.append(line)
    return "\n".join(lines)


def fit_last(ends: list[End]) -> str:
    """Grid the exact last-round leaf's constants on the ends of round 7, best log-loss first."""
    at = [e for e in ends if e.round == ROUNDS - 2]
    grid = []
    for take in (0.27, 0.30, 0.33, 0.36):
        for trick in (1.5, 2.0, 2.5, 3.0):
            for smooth in (2.0, 2.5, 3.0):
                loss = sum(log_loss(_exact_chance(e, take, trick, smooth), e.result()) for e in at) / len(at)
                grid.append((loss, take, trick, smooth))
    grid.sort()
    return "\n".join(f"log-loss {loss:.4f}: take {t}, trick {k}, smooth {s}" for loss, t, k, s in grid[:5])


def main(argv: list[str] | None = None) -> int:
    """Run the study from the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="mate")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--fit", action="store_true", help="grid the exact last-round leaf's constants")
    args = parser.parse_args(argv)
    ends = list(round_ends(args.level, args.games, args.seed))
    print(report(ends))
    if args.fit:
        print(fit_last(ends))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
