"""The arena: one level in one seat against another level in every other seat, the seat rotating
over the games and the packs shared across a rotation; each player decides from its own view."""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

from ...arena import play_all, win_interval
from ..randomplay import shuffled_packs
from ..state import State, default_decks
from .levels import choose
from .view import SeatViews


@dataclass
class GameResult:
    """One game from the measured seat's side."""

    share: float  # 1/k for a win shared by k players, else 0
    total: int
    rank: float  # 1 is lowest total; ties share the mean rank
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)
    buy_times: list[float] = field(default_factory=list)


def play_game(a: str, b: str, a_seat: int, seats: int, seed: int, rotation: int, options: dict[str, Any],
              time_ms: float | None = None) -> GameResult:
    """One game: level `a` in seat `a_seat`, level `b` in every other seat, on rotation `rotation`'s packs."""
    decks = options.get("decks") or default_decks(seats)
    buys = options.get("buys") or (3, 3, 3, 3, 3, 3, 3, 4, 4, 4)
    deal = random.Random(f"deal|{seed}|{rotation}")
    state = State(seats, deal.randrange(seats), shuffled_packs(deal, decks), decks, buys)
    table = SeatViews(state)
    rngs = [random.Random(f"ai|{seed}|{rotation}|{a_seat}|{p}") for p in range(seats)]
    result = GameResult(0.0, 0, 0.0)
    while not state.over:
        p = state.current_player()
        assert p is not None
        level = a if p == a_seat else b
        step = state.step
        t0 = time.process_time()
        move = choose(table.views[p], level, rngs[p], time_ms)
        spent = time.process_time() - t0
        (result.times_a if p == a_seat else result.times_b).append(spent)
        if p == a_seat and step == "buy":
            result.buy_times.append(spent)
        fault = state.why_not(move)
        if fault:
            raise RuntimeError(f"{level} played an illegal move {move!r}: {fault}")
        table.play(state, move)
    result.share = state.returns()[a_seat]
    result.total = state.totals[a_seat]
    below = sum(1 for t in state.totals if t < result.total)
    equal = sum(1 for t in state.totals if t == result.total)
    result.rank = below + (equal + 1) / 2
    return result


def _rotation(job: tuple) -> list[GameResult]:
    a, b, seats, seed, rotation, options, time_ms = job
    return [play_game(a, b, seat, seats, seed, rotation, options, time_ms) for seat in range(seats)]


def _ms(values: list[float]) -> str:
    if not values:
        return "none"
    values = sorted(values)
    return (f"median {1000 * statistics.median(values):.1f} ms, 90% {1000 * values[int(0.9 * (len(values) - 1))]:.1f} ms, "
            f"max {1000 * values[-1]:.1f} ms")


def run(a: str, b: str, games: int, seed: int, seats: int, jobs: int, time_ms: float | None,
        options: dict[str, Any], progress=None) -> str:
    """Play whole rotations (at least `games` games) and return the printed report."""
    if not 3 <= seats <= 8:
        raise ValueError("Shanghai rummy is a game for 3 to 8")
    decks = options.get("decks") or default_decks(seats)
    if not isinstance(decks, int) or not 1 <= decks <= 6 or 52 * decks < 11 * seats + 2:
        raise ValueError(f"decks={decks!r} cannot deal {seats} players")
    buys = options.get("buys")
    if buys is not None and (not isinstance(buys, list) or len(buys) != 10
                             or not all(isinstance(x, int) and 0 <= x <= 9 for x in buys)):
        raise ValueError("buys must be a list of 10 integers from 0 to 9")
    rotations = max(1, -(-games // seats))
    jobs_list = [(a, b, seats, seed, r, options, time_ms) for r in range(rotations)]
    results: list[GameResult] = play_all(_rotation, jobs_list, jobs, progress)
    n = len(results)
    wins = sum(r.share for r in results)
    _, low, high = win_interval([r.share for r in results])
    lines = [
        f"{a} (one seat) against {b} (the other {seats - 1}) at {seats} seats: {n} games, {rotations} rotations, seed {seed}",
        f"{a} wins {wins:g} of {n} ({100 * wins / n:.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%; parity {100 / seats:.1f}%)",
        f"mean total: {a} {statistics.mean(r.total for r in results):.1f}; mean rank of {a}: "
        f"{statistics.mean(r.rank for r in results):.2f} (1 best, {seats} worst)",
        f"time per decision, {a}: {_ms([t for r in results for t in r.times_a])}",
        f"time per buy or pass, {a}: {_ms([t for r in results for t in r.buy_times])}",
        f"time per decision, {b}: {_ms([t for r in results for t in r.times_b])}",
    ]
    return "\n".join(lines)
