"""What every game's arena shares: playing its games over several processes, and the 95% interval
of a win rate. Each game's own `ai/arena.py` plays one game (or one seat rotation) and reports."""

from __future__ import annotations

import math
import multiprocessing
import statistics
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

Job = TypeVar("Job")


def play_all(play: Callable[[Job], list[Any]], work: Sequence[Job], jobs: int,
             progress: Callable[[int], None] | None = None) -> list[Any]:
    """Every job's results, `play(job)` each giving a list; `jobs` processes when more than one.

    The results keep the order of the work whatever process played it, so a seeded arena prints
    the same report with any number of jobs.
    """
    results: list[Any] = []
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            for chunk in pool.imap(play, work):
                results.extend(chunk)
                if progress:
                    progress(len(results))
    else:
        for job in work:
            results.extend(play(job))
            if progress:
                progress(len(results))
    return results


def win_interval(shares: Sequence[float]) -> tuple[float, float, float]:
    """The mean of per-game win shares (1, 1/k for a win shared by k, 0) and its 95% interval.

    Wilson's interval when every share is 0 or 1; with shared wins, the normal interval of the
    shares' mean, which counts a shared win as the fraction it is worth.
    """
    n = len(shares)
    if n == 0:
        return 0.0, 0.0, 1.0
    rate = sum(shares) / n
    z = 1.96
    if all(s in (0.0, 1.0) for s in shares):
        centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    else:
        centre, half = rate, z * statistics.pstdev(shares) / math.sqrt(n)
    return rate, max(0.0, centre - half), min(1.0, centre + half)
