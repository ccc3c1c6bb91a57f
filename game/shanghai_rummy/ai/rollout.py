"""The quick player the expert's search plays its sampled worlds out with, and how a played-out
hand is scored from the searching seat's side."""

from __future__ import annotations

import random

from ...rummy import cards as C
from .. import melds as M
from ..helpers import some_grouping
from ..state import BUY, TAKE, State
from .evaluate import keep_value, missing
from .policy import Style, _lay_or_swap, decide, fits_table

GREEDY = Style()

TAKE_AT = 2.0  # partners (evaluate.keep_value) a discard must bring before the quick player takes it
BUY_AT = 3.0  # and before it buys it


def quick_move(state: State) -> str:
    """The quick player's move: cheap tests of a card's partners instead of counting missing cards,
    going down with the first grouping found, then laying off and shedding the highest card."""
    step = state.step
    if step == TAKE or step == BUY:
        p = state.current_player()
        assert p is not None
        hand = state.hands[p]
        card = state.pile[-1] if state.pile else -1
        if card < 0:
            return "draw" if step == TAKE else "pass"
        if step == TAKE:
            if state.down[p]:
                return "take" if fits_table(card, state.table) else "draw"
            return "take" if card % 13 == 1 or keep_value(card, hand + [card], state.h) >= TAKE_AT else "draw"
        if state.down[p] or len(hand) > 12:
            return "pass"
        return "buy" if card % 13 == 1 or keep_value(card, hand + [card], state.h) >= BUY_AT else "pass"
    p = state.turn
    hand = state.hands[p]
    if not state.down[p]:
        melds = some_grouping(hand, state.h)
        if melds is not None:
            return "down " + " ".join(C.join_meld(m) for m in melds)
        naturals = [c for c in hand if c % 13 != 1]
        if not naturals:
            return "discard " + C.CODES[hand[0]]
        throw = min(naturals, key=lambda c: keep_value(c, hand, state.h))
        return "discard " + C.CODES[throw]
    move = _lay_or_swap(state, p)
    if move:
        return move
    naturals = [c for c in hand if c % 13 != 1] or hand
    return "discard " + C.CODES[max(naturals, key=lambda c: M.POINTS[c])]


def play_out(state: State, rng: random.Random, horizon: int, seat: int | None = None) -> None:
    """Play `state` on with the quick player until its hand ends or `horizon` turns have begun;
    `seat`, if given, plays the one-move greedy policy instead (dearer, closer to the expert)."""
    h = state.h
    turns = 0
    while not state.over and state.h == h:
        if state.step == TAKE:
            turns += 1
            if turns > horizon:
                return
        if seat is not None and state.current_player() == seat:
            state._apply(decide(state, GREEDY, rng))
        else:
            state._apply(quick_move(state))


def _estimate(state: State, p: int) -> float:
    hand = state.hands[p]
    points = sum(M.POINTS[c] for c in hand)
    return points if state.down[p] else points + 10.0 * missing(hand, state.h)


def hand_score(state: State, seat: int, h: int) -> float:
    """How well hand `h` went for `seat` (higher is better): the rivals' mean points less its own,
    from the hand's result once over, else estimated from the cards held (and still missing)."""
    if state.over or state.h != h:
        points = state.hand_points[-1]  # the hand just ended (a hand-built position may skip earlier ones)
        mine = points[seat]
        others = [points[p] for p in range(state.n) if p != seat]
    else:
        mine = _estimate(state, seat)
        others = [_estimate(state, p) for p in range(state.n) if p != seat]
    return sum(others) / len(others) - mine
