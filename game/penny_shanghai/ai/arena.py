"""The arena: level A in one seat against level B in every other, the seat rotating over the games.

A rotation deals the same packs once for each seat A can take, so the luck of the cards spreads
evenly. Each decision sees the masked position of its seat only (others' hands and the stock
hidden), as the AI protocol would give it.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from ...arena import play_all, win_interval
from ..randomplay import shuffled_pack
from ..state import HIDDEN, Options, State
from .levels import BASELINES, LEVELS, choose


def seat_view(state: State, seat: int) -> State:
    """What `seat` sees: the others' hands and the stock hidden."""
    view = state.clone()
    for p in range(state.n):
        if p != seat:
            view.hands[p] = [HIDDEN] * len(view.hands[p])
    view.stock = [HIDDEN] * len(view.stock)
    view._step = None
    return view


def play_game(job: tuple) -> tuple[float, int, list[int], list[float]]:
    """One game: A's share of the win, A's final pennies, the others' pennies, A's decision times."""
    a, b, seed, rotation, a_seat, seats, options = job
    deal = random.Random(f"penny|{seed}|{rotation}")
    packs = [shuffled_pack(deal, options.decks) for _ in range(options.hands)]
    state = State(seats, deal.randrange(seats), packs, options)
    times: list[float] = []
    decision = 0
    while not state.is_terminal():
        p = state.turn
        step = state.step()
        if step != "play":
            state.apply_action(step)
            continue
        decision += 1
        level = a if p == a_seat else b
        t0 = time.process_time()
        move = choose(seat_view(state, p), level, seed * 7919 + rotation * 101 + decision)
        if p == a_seat:
            times.append(time.process_time() - t0)
        state.apply_action(move)
    share = state.returns()[a_seat]
    return share, state.pennies[a_seat], [state.pennies[q] for q in range(seats) if q != a_seat], times


def run(a: str, b: str, games: int, seed: int, seats: int, jobs: int, time_ms: float | None,
        options: dict[str, Any], progress=None) -> str:
    """Play at least `games` games (whole rotations) and return the printed report."""
    for level in (a, b):
        if level not in LEVELS + BASELINES:
            raise ValueError(f"{level!r} is not a Penny Shanghai level")
    opts = Options(decks=options.get("decks", Options.default_decks(seats)), pennies=options.get("pennies", 12),
                   hands=options.get("hands", 10), next_dealer=options.get("next_dealer", "left"))
    if 52 * opts.decks < 5 * seats + 1:
        raise ValueError(f"{opts.decks} deck(s) cannot deal to {seats} players")
    rotations = -(-games // seats)
    work = [(a, b, seed, r, s, seats, opts) for r in range(rotations) for s in range(seats)]
    return report(a, b, seats, play_all(_one_game, work, jobs, progress))


def _one_game(job: tuple) -> list[tuple]:
    return [play_game(job)]


def report(a: str, b: str, seats: int, results: list) -> str:
    """The arena's printed lines."""
    n = len(results)
    shares = [r[0] for r in results]
    rate, low, high = win_interval(shares)
    times = [t for r in results for t in r[3]]
    lines = [
        f"{a} vs {b} x{seats - 1}: {n} games at {seats} seats",
        f"{a} wins {sum(shares):.1f} (a shared win counts 1/k): {100 * rate:.1f}% (95% interval "
        f"{100 * low:.1f}% to {100 * high:.1f}%; parity {100 / seats:.1f}%)",
        f"mean pennies at the end: {a} {statistics.fmean(r[1] for r in results):.2f}, "
        f"{b} {statistics.fmean(p for r in results for p in r[2]):.2f}",
    ]
    if times:
        lines.append(f"{a}: {len(times)} decisions with a play, CPU time per decision median "
                     f"{1000 * statistics.median(times):.1f} ms, max {1000 * max(times):.1f} ms")
    return "\n".join(lines)
