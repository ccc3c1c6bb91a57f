"""The lookahead levels' refinement of the throw: among the few best discards, keep the hand that
the most unseen cards would bring closer to the contract (its "outs"), counted from what the seat
can see; with `Style.two_draw`, close throws two cards short are weighed again by the pairs of
draws that would bring the hand two cards closer. It runs as a generator that yields after each
candidate (and each first card of the pairs), so a page can slice it."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Generator

from ...rummy import cards as C
from ..state import BUY, PLAY, TAKE, State
from .evaluate import closer_cards, closer_test, keep_value, missing
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


_CLOSER: dict[tuple, tuple[int, tuple[int, ...]]] = {}


def closer(hand: list[int], hand_no: int) -> tuple[int, tuple[int, ...]]:
    """(cards missing, the natural cards that would bring `hand` a card closer), remembered per
    hand: a buy offer weighs the hand the seat's last throw kept, counted when it chose that throw."""
    key = (hand_no, *sorted(hand))
    found = _CLOSER.get(key)
    if found is None:
        if len(_CLOSER) > 20000:
            _CLOSER.clear()
        found = _CLOSER[key] = closer_cards(hand, hand_no)
    return found


def outs(hand: list[int], hand_no: int, live: Counter[int]) -> tuple[int, int]:
    """(cards missing, unseen copies of the cards that would bring the hand a card closer)."""
    base, cards = closer(hand, hand_no)
    return base, sum(live[c] for c in cards if live[c] > 0)


def reaches(hand: list[int], hand_no: int, live: Counter[int], target: float) -> bool:
    """Whether `hand`'s outs reach `target`: the same answer as counting them all, but the cards
    with most unseen copies are tested first and the count stops once the answer is known."""
    base, test = closer_test(hand, hand_no)
    if base == 0:
        return target <= 0
    order = sorted((c for c in range(52) if c % 13 != 1 and live[c] > 0), key=lambda c: -live[c])
    left = sum(live[c] for c in order)
    count = 0
    for c in order:
        if count >= target or count + left < target:
            break
        left -= live[c]
        if test(c):
            count += live[c]
    return count >= target


def best_kept(hand: list[int], hand_no: int, live: Counter[int], candidates: int,
              keep: int | None = None) -> tuple[int, int]:
    """(cards missing, outs) of the best hand left after one throw from `hand` (never `keep`):
    the fewest missing, then the most outs among the `candidates` least useful such throws."""
    throws = []
    for card in sorted(set(hand)):
        if card == keep or card % 13 == 1:
            continue
        rest = list(hand)
        rest.remove(card)
        throws.append((missing(rest, hand_no), keep_value(card, rest, hand_no), card, rest))
    if not throws:
        return outs(hand, hand_no, live)
    least = min(t[0] for t in throws)
    best = 0
    for _, _, _, rest in sorted(t for t in throws if t[0] == least)[:candidates]:
        best = max(best, outs(rest, hand_no, live)[1])
    return least, best


def worth_outs(view: State, seat: int, style: Style) -> bool:
    """Whether the discard on offer, taken or bought, leaves the hand as close to the contract but
    with clearly more outs (style.take_outs or style.buy_outs times those of the hand without it)."""
    hand = view.hands[seat]
    card = view.pile[-1]
    live = unseen(view, seat)
    m, n = outs(hand, view.h, live)
    if view.step == TAKE:
        m2, n2 = best_kept(hand + [card], view.h, live, style.candidates, keep=card)
        return m2 <= m and n2 >= style.take_outs * n + 1
    # a buy offer must answer fast: the hand without the card was counted at the last throw
    return missing(hand + [card], view.h) <= m and reaches(hand + [card], view.h, live, style.buy_outs * n + 1)


def _by_outs(view: State, seat: int, style: Style, move: str) -> bool:
    """Whether a draw or pass should become a take or buy by the outs count."""
    if view.down[seat] or not view.pile:
        return False
    if move == "draw" and view.step == TAKE:
        return bool(style.take_outs) and worth_outs(view, seat, style)
    if move == "pass" and view.step == BUY:
        hand = view.hands[seat]
        if not style.buy_outs or view.buys_left[seat] < 2 or len(hand) + 2 > style.buy_room:
            return False
        return worth_outs(view, seat, style)
    return False


def lookahead(view: State, style: Style, rng: random.Random,
              time_ms: float | None = None) -> Generator[None, None, str]:
    """`decide`, with the throw before going down chosen by missing cards, then outs, then the
    ordinary score; yields once per candidate weighed."""
    seat = view.current_player()
    move = decide(view, style, rng)
    if move in ("draw", "pass"):
        if _by_outs(view, seat, style, move):  # type: ignore[arg-type]
            return "take" if move == "draw" else "buy"
        return move
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
    weighed = []
    for score, card in scores[: style.candidates]:
        if weighed and deadline is not None and time.perf_counter() > deadline:
            break  # the caller's cap: the candidates weighed so far decide
        rest = list(hand)
        rest.remove(card)
        m, n = outs(rest, view.h, live)
        on_table = keeping and bool(fits_table(card, view.table))
        weighed.append([m, on_table, -n if not danger else 0, score, card, rest])
        yield
    least = min(w[0] for w in weighed)
    if style.two_draw and not danger and 2 <= least <= style.two_draw:
        # the close throws again, by the draws that bring the hand two cards closer
        close = [w for w in weighed if w[0] == least]
        most = max(-w[2] for w in close)
        for w in close:
            if deadline is not None and time.perf_counter() > deadline:
                break
            if -w[2] >= style.two_close * most:
                pairs = yield from two_draws(w[5], view.h, live)
                w[2] = -pairs * 1000 + w[2]  # pairs first, the one-draw outs among equals
    if style.solo and not danger and least >= 1:
        most = max(-w[2] for w in weighed if w[0] == least)
        close = [w for w in weighed if w[0] == least and not w[1] and -w[2] >= style.solo_close * most]
        if len(close) > 1:
            from .solitaire import rank_by_turns

            plays_rng = random.Random(rng.random())
            horizon = style.solo_turns
            if style.solo_rushed and any(view.down[p] for p in range(view.n) if p != seat):  # type: ignore[index]
                horizon = style.solo_rushed
            turns = yield from rank_by_turns([w[5] for w in close], view.h, live, style.solo,
                                             horizon, style.solo_take, plays_rng)
            for w, t in zip(close, turns):
                w[2] = (t, w[2])  # sooner to the contract first, the outs among equals
            for w in weighed:
                if w[0] == least and not w[1] and all(w is not v for v in close):
                    w[2] = (float("inf"), w[2])  # the throws with clearly fewer outs stay behind
    best = min(weighed, key=lambda w: tuple(w[:4]))
    return "discard " + C.CODES[best[4]]


def two_draws(hand: list[int], hand_no: int, live: Counter[int]) -> Generator[None, None, int]:
    """The ordered pairs of unseen cards whose first brings `hand` a card closer and whose second
    one more (each pair's chance times the unseen count squared); yields after each first card."""
    _, firsts = closer(hand, hand_no)
    total = 0
    for first in firsts:
        copies = live[first]
        if copies <= 0:
            continue
        live[first] -= 1
        _, seconds = closer(hand + [first], hand_no)
        total += copies * sum(live[c] for c in seconds if live[c] > 0)
        live[first] += 1
        yield
    return total
