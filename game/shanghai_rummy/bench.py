"""Engine speed: random complete 4-seat games per second on one core, and the helpers' speed."""

from __future__ import annotations

import random
import time

from .helpers import best_grouping
from .randomplay import new_game, play_random


def games_per_second(seconds: float, seats: int = 4, seed: int = 1) -> float:
    """Complete random games (uniformly random legal moves) per second, measured for about `seconds`."""
    done, t0 = 0, time.perf_counter()
    while True:
        rng = random.Random(seed + done)
        play_random(new_game(rng, seats), rng)
        done += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            return done / elapsed


def groupings_per_second(seconds: float, seed: int = 2) -> float:
    """best_grouping() calls per second on hands of 11 to 14 cards dealt at random, every contract."""
    rng = random.Random(seed)
    deck = list(range(52)) * 2
    hands = []
    for i in range(500):
        rng.shuffle(deck)
        hands.append((deck[: 11 + i % 4], 1 + i % 10))
    calls, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for hand, h in hands:
            best_grouping(hand, h)
        calls += len(hands)
    return calls / (time.perf_counter() - t0)


def run(seconds: float) -> dict:
    """The numbers `python -m game bench` prints for this game."""
    return {"random_4_seat_games_per_s": round(games_per_second(seconds), 1),
            "best_groupings_per_s": round(groupings_per_second(seconds))}
