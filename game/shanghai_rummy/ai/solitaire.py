"""Solitaire play-outs of the seat's own hand (`Style.solo`): the close throws before going down
weighed by how soon the hand they keep reaches the contract over sampled draws from the unseen
cards, no rival simulated. The same draws serve every candidate, so their difference is the throw's."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Generator, Sequence

from .evaluate import keep_value, missing


def draws(live: Counter[int], samples: int, turns: int, take: float,
          rng: random.Random) -> list[list[tuple[int, int, bool]]]:
    """Per sample, per turn: (discard on offer, stock card, whether the discard is looked at)."""
    pool = [c for c, k in sorted(live.items()) if k > 0 for _ in range(k)]
    if len(pool) < 2 * turns:
        return []
    out = []
    for _ in range(samples):
        cards = rng.sample(pool, 2 * turns)
        out.append([(cards[2 * t], cards[2 * t + 1], rng.random() < take) for t in range(turns)])
    return out


def _improve(hand: list[int], hand_no: int, card: int, short: int) -> tuple[list[int], int] | None:
    """The hand after keeping `card` and throwing its least useful card, if that leaves it closer."""
    more = hand + [card]
    if missing(more, hand_no) >= short:
        return None
    best = None
    for x in sorted(set(more)):
        if x % 13 == 1:
            continue
        rest = list(more)
        rest.remove(x)
        key = (missing(rest, hand_no), keep_value(x, rest, hand_no))
        if best is None or key < best[0]:
            best = (key, rest)
    if best is None or best[0][0] >= short:
        return None
    return best[1], best[0][0]


def turns_to_contract(hand: Sequence[int], hand_no: int, plays: list[list[tuple[int, int, bool]]]) -> float:
    """The mean own turns until `hand` meets the contract over the sampled `plays` (one more than
    the turns sampled when it does not)."""
    if not plays:
        return 0.0
    total = 0
    for play in plays:
        cur, short = list(hand), missing(hand, hand_no)
        reached = 0 if short == 0 else len(play) + 1
        for t, (discard, stock, looked) in enumerate(play, 1):
            if short == 0:
                break
            got = _improve(cur, hand_no, discard, short) if looked else None
            if got is None:
                got = _improve(cur, hand_no, stock, short)
            if got is not None:
                cur, short = got
                if short == 0:
                    reached = t
                    break
        total += reached
    return total / len(plays)


def rank_by_turns(rests: list[list[int]], hand_no: int, live: Counter[int], samples: int, turns: int,
                  take: float, rng: random.Random) -> Generator[None, None, list[float]]:
    """The expected turns to the contract of each kept hand in `rests`; yields after each."""
    plays = draws(live, samples, turns, take, rng)
    out = []
    for rest in rests:
        out.append(turns_to_contract(rest, hand_no, plays))
        yield
    return out
