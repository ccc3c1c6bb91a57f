"""Speed: random complete games per second, and solver calls per second on mid-game positions.

Times are CPU times of this process (a shared machine's load does not count); in Pyodide the
clock is the wall clock.
"""

from __future__ import annotations

import random
import statistics
import time

from . import solver
from .randomplay import new_game, random_move
from .state import Options


def games_per_second(seconds: float, seats: int = 4, seed: int = 1) -> float:
    """Random complete games (default options) per second on one core."""
    done, t0 = 0, time.process_time()
    while time.process_time() - t0 < seconds:
        rng = random.Random(seed + done)
        state = new_game(rng, seats, Options(decks=Options.default_decks(seats)))
        while not state.is_terminal():
            state.apply_action(random_move(state, rng))
        done += 1
    return done / (time.process_time() - t0)


def mid_game_positions(decks: int, count: int, seed: int = 3) -> list[tuple]:
    """(table cards, hand, table melds) of players to move in random hands, from the tenth move on."""
    rng = random.Random(seed)
    out: list[tuple] = []
    while len(out) < count:
        seats = rng.randint(3, 4) if decks == 1 else rng.randint(5, 8)
        state = new_game(rng, seats, Options(decks=decks, hands=1))
        moves = 0
        while not state.is_terminal() and len(out) < count:
            if moves >= 10:
                out.append((solver.counts(state.table_cards()), solver.counts(state.hands[state.turn]),
                            [list(m) for m in state.table]))
            state.apply_action(random_move(state, rng))
            moves += 1
    return out


def has_play_times(decks: int, count: int = 300) -> list[float]:
    """Seconds each "has a play" took on mid-game positions (the memo cleared before each)."""
    times = []
    for table, hand, melds in mid_game_positions(decks, count):
        solver._best.cache_clear()
        t0 = time.process_time()
        solver.has_play(table, hand, melds)
        times.append(time.process_time() - t0)
    return times


def decision_times(level: str, count: int, seed: int = 5) -> tuple[list[float], list[float]]:
    """Seconds of each of `count` decisions of `level` with a play, from its seat's view in 4-seat
    one-deck games played by greedy, and seconds of every slice of its thinking()."""
    from .ai.arena import seat_view
    from .ai.levels import choose, thinking

    rng = random.Random(seed)
    decisions: list[float] = []
    slices: list[float] = []
    while len(decisions) < count:
        state = new_game(rng, 4, Options(decks=1, hands=2))
        while not state.is_terminal() and len(decisions) < count:
            if state.step() == "play":
                thought = thinking(seat_view(state, state.turn), level, len(decisions))
                total = 0.0
                while True:
                    t0 = time.process_time()
                    try:
                        next(thought)
                    except StopIteration:
                        break
                    finally:
                        slices.append(time.process_time() - t0)
                        total += slices[-1]
                decisions.append(total)
            state.apply_action(choose(state, "greedy"))
    return decisions, slices


def _pct(sorted_times: list[float], q: float) -> float:
    return round(1000 * sorted_times[int(q * (len(sorted_times) - 1))], 2)


def run(seconds: float = 3.0) -> dict:
    """Measure and return the numbers `python -m game bench` prints."""
    numbers: dict = {"games_per_s_4_seats": round(games_per_second(seconds), 2)}
    for decks in (1, 2):
        times = sorted(has_play_times(decks, max(100, int(100 * seconds))))
        numbers[f"has_play_per_s_{decks}_deck"] = round(len(times) / sum(times))
        numbers[f"has_play_ms_{decks}_deck_median"] = round(1000 * statistics.median(times), 2)
        numbers[f"has_play_ms_{decks}_deck_p99"] = _pct(times, 0.99)
        numbers[f"has_play_ms_{decks}_deck_max"] = _pct(times, 1.0)
    decisions, slices = decision_times("grandma", max(10, int(10 * seconds)))
    decisions.sort()
    slices.sort()
    numbers["grandma_decision_ms_median"] = _pct(decisions, 0.5)
    numbers["grandma_decision_ms_max"] = _pct(decisions, 1.0)
    numbers["grandma_slice_ms_p99"] = _pct(slices, 0.99)
    numbers["grandma_slice_ms_max"] = _pct(slices, 1.0)
    return numbers
