"""The lookahead levels' refinement of the throw: among the few best discards, keep the hand that
the most unseen cards would bring closer to the contract (its "outs"), counted from what the seat
can see. It runs as a generator that yields after each candidate, so a page can slice it."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Generator

from ...rummy import cards as C
from ..state import PLAY, State
from .evaluate import missing
from .policy import Style, fits_table, decide, discard_scores, threatened


def unseen(view: State, seat: int) -> Counter[int]:
    """How many copies of each card the seat cannot place: not in its hand, on the table or in the pile."""
    left: Counter[int] = Counter({c: view.decks for c in range(52)})
    for hand in view.hands:
        left.subtract(c for c in hand if c >= 0)
    for meld in view.table:
        left.subtract(meld.cards)
    left.subtract(view.pile)
    return left


def outs(hand: list[int], hand_no: int, live: Counter[int]) -> tuple[int, int]:
    """(cards missing, unseen copies of the cards that would bring the hand a card closer)."""
    base = missing(hand, hand_no)
    count = 0
    for card, copies in live.items():
        if copies <= 0 or card % 13 == 1:
            continue
        if missing(hand + [card], hand_no) < base:
            count += copies
    return base, count


def lookahead(view: State, style: Style, rng: random.Random,
              time_ms: float | None = None) -> Generator[None, None, str]:
    """`decide`, with the throw before going down chosen by missing cards, then outs, then the
    ordinary score; yields once per candidate weighed."""
    seat = view.current_player()
    move = decide(view, style, rng)
    if view.step != PLAY or view.down[seat] or not move.startswith("discard"):  # type: ignore[index]
        return move
    scores = discard_scores(view, seat, style)  # type: ignore[arg-type]
    if len(scores) < 2:
        return move
    live = unseen(view, seat)  # type: ignore[arg-type]
    hand = view.hands[seat]  # type: ignore[index]
    danger = threatened(view, seat)  # type: ignore[arg-type]
    feeding = bool(style.feed) and view.down[(seat + 1) % view.n]  # type: ignore[operator]
    keeping = feeding or bool(style.lay_keep)  # a card it could lay off is thrown only for a closer contract
    deadline = time.perf_counter() + time_ms / 1000 if time_ms else None
    best = None
    for score, card in scores[: style.candidates]:
        if best is not None and deadline is not None and time.perf_counter() > deadline:
            break  # the caller's cap: the candidates weighed so far decide
        rest = list(hand)
        rest.remove(card)
        m, n = outs(rest, view.h, live)
        on_table = keeping and bool(fits_table(card, view.table))
        key = (m, on_table, -n if not danger else 0, score)
        if best is None or key < best[0]:
            best = (key, card)
        yield
    return "discard " + C.CODES[best[1]]  # type: ignore[index]
