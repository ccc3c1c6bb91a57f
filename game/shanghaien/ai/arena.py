"""The arena: two levels play seat-swapped pairs of games on the same decks and dice.

Each pair deals one deck and one stream of dice and plays it twice, A in seat 0 and
then in seat 1, so luck of the cards and dice cancels out as far as it can. Before
every decision the player gets a copy whose undealt cards are reshuffled.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass, field

from ... import arena as shared
from .. import actions as A
from ..randomplay import shuffled_deck
from ..state import ROLLING, Options, State
from .baselines import unseen_reshuffled
from .levels import Searcher, level_of


@dataclass
class GameResult:
    """One game: A's result (1 win, 0.5 draw, 0 loss), the margin, and each side's decision times
    (CPU seconds, decisions with more than one legal move only)."""

    score: float
    margin: int
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)


def play_game(a: str, b: str, a_seat: int, seed: int, pair: int, options: Options,
              time_ms: float | None = None) -> GameResult:
    """Play one game of the pair `pair`: level `a` in seat `a_seat` against level `b`."""
    deal = random.Random(f"deal|{seed}|{pair}")
    deck = shuffled_deck(deal)
    start = deal.randrange(2)
    dice = random.Random(f"dice|{seed}|{pair}")
    hide = random.Random(f"hide|{seed}|{pair}|{a_seat}")
    state = State(deck, start, options)
    names = (a, b) if a_seat == 0 else (b, a)
    times: tuple[list[float], list[float]] = ([], [])
    decision = 0
    while not state.is_terminal():
        if state.phase == ROLLING:
            state.apply_action(A.CHANCE + _dice_index(dice))
            continue
        p = state.current_player()
        decision += 1
        view = unseen_reshuffled(state, hide)
        trivial = len(state.legal_actions()) == 1
        t0 = time.process_time()  # CPU time: a shared machine's load does not count against the AI
        action = Searcher(view, names[p], seed * 100003 + pair * 2 + (p ^ a_seat), time_ms).best()
        if not trivial:
            times[p ^ a_seat].append(time.process_time() - t0)
        state.apply_action(action)
    s = state.scores()
    margin = s[a_seat] - s[1 - a_seat]
    score = 1.0 if margin > 0 else (0.5 if margin == 0 else 0.0)
    return GameResult(score, margin, times[0], times[1])


def _dice_index(rng: random.Random) -> int:
    x, y = rng.randrange(6), rng.randrange(6)
    if x > y:
        x, y = y, x
    return x * 6 + y


def _play_pair(job: tuple) -> list[GameResult]:
    a, b, seed, pair, options, time_ms = job
    return [play_game(a, b, seat, seed, pair, options, time_ms) for seat in (0, 1)]


@dataclass
class Report:
    """The outcome of an arena run, from A's side."""

    a: str
    b: str
    wins: int
    draws: int
    losses: int
    times_a: list[float]
    times_b: list[float]
    margins: list[int]

    @property
    def games(self) -> int:
        """Games played."""
        return self.wins + self.draws + self.losses

    def score(self) -> tuple[float, float]:
        """A's score rate (a draw counts half) and the half-width of its 95% interval."""
        n = self.games
        rate = (self.wins + 0.5 * self.draws) / n
        var = (self.wins * (1 - rate) ** 2 + self.draws * (0.5 - rate) ** 2 + self.losses * rate ** 2) / max(1, n - 1)
        return rate, 1.96 * math.sqrt(var / n)

    def text(self) -> str:
        """The report as printed by `python -m game arena`."""
        rate, half = self.score()
        lines = [f"{self.a} vs {self.b}: {self.games} games",
                 f"A wins {self.wins}, draws {self.draws}, losses {self.losses}",
                 f"A scores {100 * rate:.1f}% (95% interval {100 * max(0.0, rate - half):.1f}%"
                 f" to {100 * min(1.0, rate + half):.1f}%); mean margin {statistics.fmean(self.margins):+.2f}"]
        for name, times in ((f"A {self.a}", self.times_a), (f"B {self.b}", self.times_b)):
            if times:
                lines.append(f"{name}: {len(times)} decisions (more than one legal move), CPU time per decision"
                             f" median {1000 * statistics.median(times):.1f} ms, max {1000 * max(times):.1f} ms")
        return "\n".join(lines)


def run(a: str, b: str, games: int, seed: int = 1, jobs: int = 1, options: Options | None = None,
        time_ms: float | None = None, progress=None) -> Report:
    """Play `games` games (rounded up to whole pairs) of `a` against `b`."""
    level_of(a), level_of(b)
    options = options or Options()
    work = [(a, b, seed, pair, options, time_ms) for pair in range((games + 1) // 2)]
    results: list[GameResult] = shared.play_all(_play_pair, work, jobs, progress)
    wins = sum(1 for r in results if r.score == 1.0)
    draws = sum(1 for r in results if r.score == 0.5)
    return Report(a, b, wins, draws, len(results) - wins - draws,
                  [t for r in results for t in r.times_a], [t for r in results for t in r.times_b],
                  [r.margin for r in results])
