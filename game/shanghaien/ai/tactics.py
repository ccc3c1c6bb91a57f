"""Tactics: one-ply judgement of a turn from the card worths of the round.

Used three ways: as the Bosun's and Deckhand's whole play, as the quick policy that
finishes a round inside the Captain's search, and to order and prune the search's moves.
Values are in outlook units for player 0 (see outlook.py); `sign` turns them to the mover's.
"""

from __future__ import annotations

import random

from .. import actions as A
from ..scoring import position_of
from ..state import START, State
from .outlook import CardWorth, Outlook

# The order in which trick cards are spent as a wild sailor: the one with the weakest
# other action first (*W has none).
WILD_ORDER = (3, 1, 2, 0)  # *W, *P, *R, *B as TRICK_CODES indexes


class Tactics:
    """The card worths of one round and the one-ply choices they imply."""

    __slots__ = ("outlook", "cards", "shanghai_margin")

    def __init__(self, state: State, outlook: Outlook | None = None, shanghai_margin: float = 0.0):
        """Price the round of `state`; Shanghai is called when ahead in the tavern by more than the margin."""
        self.outlook = outlook or Outlook(state)
        self.cards = CardWorth(state, self.outlook)
        self.shanghai_margin = shanghai_margin

    def tavern_value(self, state: State, extra: tuple[int, ...] = (), direction: int = 0) -> float:
        """Tavern value for player 0 now, or after the mover adds dice showing `extra`."""
        direction = direction or state.direction
        if not extra:
            return self.cards.tavern_value(state.counts, direction, state.sharked)
        counts = state.counts[:]
        base = state.to_move * 6
        sharked = state.sharked
        for v in extra:
            pos = position_of(v, direction)
            counts[base + pos] += 1
            if state.pending_shark:
                sharked |= 1 << pos
        return self.cards.tavern_value(counts, direction, sharked)

    def wants_shanghai(self, state: State) -> bool:
        """At the start of a turn: is the tavern, as it lies, good enough to end the round?"""
        sign = 1.0 if state.to_move == 0 else -1.0
        return sign * self.tavern_value(state) > self.shanghai_margin

    def best_place(self, state: State, a: int, b: int, direction: int = 0) -> tuple[float, int]:
        """The mover's value (their own sign) and die of the better of placing a or b."""
        sign = 1.0 if state.to_move == 0 else -1.0
        va = sign * self.tavern_value(state, (a,), direction)
        if a == b:
            return va, a
        vb = sign * self.tavern_value(state, (b,), direction)
        return (va, a) if va >= vb else (vb, b)

    def quick_action(self, state: State) -> int:
        """The fast policy that plays out a round: no tricks, best die, Shanghai when ahead."""
        if state.phase == START:
            supply = state.supply[state.to_move]
            if supply < 2:
                return A.SHANGHAI
            if supply > 4:
                return A.ROLL
            return A.SHANGHAI if self.wants_shanghai(state) else A.ROLL
        a, b = state.die_a, state.die_b
        if not state.direction:
            up = self.best_place(state, a, b, 1)[0]
            down = self.best_place(state, a, b, 2)[0]
            return A.DIR_UP if up >= down else A.DIR_DOWN
        return A.PLACE + self.best_place(state, a, b)[1]

    def action_values(self, state: State, legal: list[int]) -> dict[int, float]:
        """One-ply values (the mover's sign) of every legal action at a decision point."""
        sign = 1.0 if state.to_move == 0 else -1.0
        out: dict[int, float] = {}
        if state.phase == START:
            now = sign * self.tavern_value(state)
            for action in legal:
                out[action] = now - self.shanghai_margin if action == A.SHANGHAI else 0.0
            return out
        a, b = state.die_a, state.die_b
        trick_cost = self.trick_cost(state)
        for action in legal:
            if action in (A.DIR_UP, A.DIR_DOWN):
                out[action] = self.best_place(state, a, b, 1 if action == A.DIR_UP else 2)[0]
            elif A.PLACE < action < A.WILD:
                out[action] = sign * self.tavern_value(state, (action - A.PLACE,))
            elif A.WILD <= action < A.ADJUST:
                out[action] = self.wild_gain(state, action) + self._best_any_dir(state, a, b)
            elif A.ADJUST <= action < A.BOTH:
                old, new = A.adjust_parts(action)
                other = b if a == old else a
                out[action] = self._best_any_dir(state, new, other) - trick_cost
            elif action == A.BOTH:
                out[action] = sign * self.tavern_value(state, (a, b)) - trick_cost
            elif action == A.REROLL:
                total = 0.0
                for outcome, prob in A.DICE_OUTCOMES:
                    x, y = A.dice_of(outcome)
                    total += prob * self._best_any_dir(state, x, y)
                out[action] = total - trick_cost
            elif action == A.SHARKS:
                out[action] = self._sharks_value(state, a, b) - trick_cost
            else:
                out[action] = self._exchange_value(state, action - A.EXCHANGE, a, b) - trick_cost
        return out

    def _best_any_dir(self, state: State, a: int, b: int) -> float:
        if state.direction:
            return self.best_place(state, a, b)[0]
        return max(self.best_place(state, a, b, 1)[0], self.best_place(state, a, b, 2)[0])

    def trick_cost(self, state: State) -> float:
        """What giving up one held trick card costs the mover (their sign)."""
        p = state.to_move
        held = [sum(state.hands[0]), sum(state.hands[1])]
        base = self.outlook.value(state.crews, (held[0], held[1]))
        held[p] -= 1
        after = self.outlook.value(state.crews, (held[0], held[1]))
        return (base - after) if p == 0 else (after - base)

    def wild_gain(self, state: State, action: int) -> float:
        """What playing a trick card as a 2-value sailor gains the mover, the card's point included."""
        p = state.to_move
        kind, nation = divmod(action - A.WILD, 8)
        crews = list(state.crews)
        held = [sum(state.hands[0]), sum(state.hands[1])]
        base = self.outlook.value(crews, (held[0], held[1]))
        crews[p * 8 + nation] = crews[p * 8 + nation] + (2,)
        held[p] -= 1
        after = self.outlook.value(crews, (held[0], held[1]))
        return (after - base) if p == 0 else (base - after)

    def _sharks_value(self, state: State, a: int, b: int) -> float:
        sign = 1.0 if state.to_move == 0 else -1.0
        best = -1e9
        dirs = (state.direction,) if state.direction else (1, 2)
        for d in dirs:
            for v in {a, b}:
                pos = position_of(v, d)
                counts = state.counts[:]
                counts[state.to_move * 6 + pos] += 1
                best = max(best, sign * self.cards.tavern_value(counts, d, state.sharked | 1 << pos))
        return best

    def _exchange_value(self, state: State, taken: int, a: int, b: int) -> float:
        sign = 1.0 if state.to_move == 0 else -1.0
        counts = state.counts[:]
        base = state.to_move * 6
        counts[base + position_of(taken, state.direction)] -= 1
        counts[base + position_of(a, state.direction)] += 1
        counts[base + position_of(b, state.direction)] += 1
        return sign * self.cards.tavern_value(counts, state.direction, state.sharked)


def useful_actions(state: State, legal: list[int], tactics: Tactics) -> list[int]:
    """Legal actions less the clearly redundant: of the wild plays only the best nation, one card."""
    wilds = [a for a in legal if A.WILD <= a < A.ADJUST]
    if not wilds:
        return legal
    kinds = {(a - A.WILD) >> 3 for a in wilds}
    kind = next(k for k in WILD_ORDER if k in kinds)
    best = max((a for a in wilds if (a - A.WILD) >> 3 == kind), key=lambda a: tactics.wild_gain(state, a))
    return [a for a in legal if not (A.WILD <= a < A.ADJUST) or a == best]


def one_ply(state: State, tactics: Tactics, rng: random.Random, noise: float = 0.0) -> int:
    """The action with the best one-ply value (ties and `noise` broken by `rng`)."""
    legal = useful_actions(state, state.legal_actions(), tactics)
    if len(legal) == 1:
        return legal[0]
    values = tactics.action_values(state, legal)
    best, best_v = legal[0], -1e18
    for action in legal:
        v = values[action] + (rng.gauss(0.0, noise) if noise else 0.0) + rng.random() * 1e-9
        if v > best_v:
            best, best_v = action, v
    return best
