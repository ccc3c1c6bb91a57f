"""Engine speed: complete random games per second and legal-action generations per second."""

from __future__ import annotations

import multiprocessing
import os
import random
import time

from .randomplay import play_random_game, random_options, shuffled_deck
from .state import ROLLING, State


def _games(count: int, seed: int) -> int:
    rng = random.Random(seed)
    for _ in range(count):
        play_random_game(State(shuffled_deck(rng), rng.randrange(2), random_options(rng)), rng)
    return count


def games_per_second(seconds: float, seed: int = 1) -> float:
    """Random games per second on one core, measured for about `seconds`."""
    done, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        done += _games(200, seed + done)
    return done / (time.perf_counter() - t0)


def legal_generations_per_second(seconds: float, seed: int = 2) -> float:
    """legal_actions() calls per second over positions taken from random games."""
    rng = random.Random(seed)
    positions = []
    while len(positions) < 2000:
        state = State(shuffled_deck(rng), 0, random_options(rng))
        while not state.is_terminal():
            if state.phase != ROLLING:
                positions.append(state.clone())
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
    calls, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for position in positions:
            position.legal_actions()
        calls += len(positions)
    return calls / (time.perf_counter() - t0)


def all_cores_games_per_second(seconds: float) -> tuple[int, float]:
    """Random games per second with one process per core: (cores, games/s)."""
    cores = os.cpu_count() or 1
    with multiprocessing.Pool(cores) as pool:
        rates = pool.map(games_per_second, [seconds] * cores)
    return cores, sum(rates)


def run(seconds: float = 3.0) -> dict:
    """Measure and return the engine's numbers."""
    numbers: dict = {"games_per_s_one_core": round(games_per_second(seconds))}
    try:
        cores, all_rate = all_cores_games_per_second(seconds)
    except (ImportError, OSError):  # no processes to start (Pyodide)
        pass
    else:
        numbers.update(cores=cores, games_per_s_all_cores=round(all_rate))
    numbers["legal_actions_per_s"] = round(legal_generations_per_second(seconds))
    return numbers
