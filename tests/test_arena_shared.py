"""The arenas' shared parts (game/arena.py): results in the order of the work with any number of
processes, and the win rate's 95% interval."""

from __future__ import annotations

import pytest

from game.arena import play_all, win_interval


def _square_twice(n: int) -> list[int]:
    return [n * n, n * n]


def test_results_keep_the_order_of_the_work_with_several_processes():
    seen: list[int] = []
    assert play_all(_square_twice, [3, 1, 2], jobs=1, progress=seen.append) == [9, 9, 1, 1, 4, 4]
    assert seen == [2, 4, 6]
    assert play_all(_square_twice, list(range(8)), jobs=2) == [n * n for n in range(8) for _ in (0, 1)]


def test_whole_wins_get_wilsons_interval_and_shared_wins_count_as_their_fraction():
    rate, low, high = win_interval([1.0] * 5 + [0.0] * 5)
    assert rate == 0.5 and (round(low, 3), round(high, 3)) == (0.237, 0.763)
    rate, low, high = win_interval([0.0] * 20)
    assert rate == 0.0 and low == 0.0 and 0.16 < high < 0.17  # never a point: twenty losses still leave doubt
    rate, low, high = win_interval([0.5] * 10)  # ten wins each shared by two
    assert (rate, low, high) == (0.5, 0.5, 0.5)
    rate, low, high = win_interval([1.0, 0.0, 1 / 3, 1 / 3])
    assert rate == pytest.approx(5 / 12) and 0.0 <= low < rate < high <= 1.0
    assert win_interval([]) == (0.0, 0.0, 1.0)
