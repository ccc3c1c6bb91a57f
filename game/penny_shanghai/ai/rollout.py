"""Determinized rollouts: a play weighed by playing the hand out in a sampled world (every card
the seat has not seen dealt at random), everyone making the quick play of quick.py.

The quick play misses deep rearrangements but costs far less than the exact solver, so a decision
can afford many rollouts to the end of the hand. A player with a quick play makes it; the others
draw until one appears (five cards at most) and pass, paying their penny. The result is what the
hand changes in the seat's pennies: the pot and the others' cards when it goes out first, the
cards it still holds when a rival does. `play_out` is that loop for any way of playing: exact.py
runs it with the solver's greedy play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..plays import Counts
from ..state import DRAW_LIMIT, State
from .quick import QuickTable


def outcome(world: State, after: QuickTable, play: Counts, max_turns: int = 120) -> float:
    """What the player to move in `world` (a full position) gains or loses in pennies by the end of
    the hand after making `play`, which leaves the table `after`; everyone then makes quick plays."""
    return play_out(world, play, after.copy().play, max_turns)


def play_out(world: State, play: Counts, put_down: Callable[[list[int]], int], max_turns: int) -> float:
    """The hand of `world` played to its end after the player to move makes `play`: what it changes
    in that player's pennies. `put_down(hand)` is how every player plays from then on: it puts cards
    of `hand` (52 counters, changed in place) on its own model of the table, which already holds
    `play`, and says how many; 0 means no play, so the player draws, or passes when it may not."""
    me = world.turn
    pennies = list(world.pennies)
    start = pennies[me]
    hands: dict[int, list[int]] = {p: _counts(world.hands[p]) for p in world.seated}
    hand = hands[me]
    for c in range(52):
        hand[c] -= play[c]
    if not any(hand):
        return float(going_out(me, hands, pennies, world.pot)[me] - start)
    stock = list(world.stock)
    pot = world.pot
    seated = len(world.seated)
    lap = 0
    p = world.left_of(me)
    for _ in range(max_turns):
        hand = hands[p]
        put = put_down(hand)
        drawn = 0
        while not put and drawn < DRAW_LIMIT and stock:
            hand[stock.pop()] += 1
            drawn += 1
            put = put_down(hand)
        if put:
            lap = 0
            if not any(hand):
                return float(going_out(p, hands, pennies, pot)[me] - start)
        else:
            if pennies[p]:
                pennies[p] -= 1
                pot += 1
            lap = 0 if stock else lap + 1
            if lap == seated:
                return float(pennies[me] - start)  # the pot stays for the next hand
        p = world.left_of(p)
    return float(pennies[me] - start - sum(hands[me]))


def _counts(cards: Sequence[int]) -> list[int]:
    out = [0] * 52
    for c in cards:
        out[c] += 1
    return out


def going_out(winner: int, hands: dict[int, list[int]], pennies: list[int], pot: int) -> list[int]:
    """Everyone's pennies after `winner` goes out: the pot, and a penny a card from each other
    player as far as they can pay."""
    gain = pot
    for p, hand in hands.items():
        if p != winner:
            pay = min(sum(hand), pennies[p])
            pennies[p] -= pay
            gain += pay
    pennies[winner] += gain
    return pennies
