"""Why a move is not allowed now, in words a player understands (None when it is legal).

`legal_actions()` is the fast list the AI walks; this is the explaining twin the board and
the record reader use. The conformance tests check that the two always agree.
"""

from __future__ import annotations

from . import actions as A
from .cards import NATION_NAMES, TRICK_INDEX, TRICK_NAMES
from .scoring import position_of
from .state import DICE_PER_PLAYER, OVER, ROLLING, START, State


def why_not(state: State, action: int) -> str | None:
    """The reason `action` is illegal in `state`, or None if it is legal."""
    if not A.is_valid_action(action):
        return f"{action!r} is not a move of this game"
    if state.phase == OVER:
        return "the game is over"
    if A.is_chance(action):
        if state.phase != ROLLING:
            return "no dice are being rolled now" if state.phase == START else "the dice have been rolled already"
        return None
    if state.phase == ROLLING:
        return "the dice are still rolling: their result comes first"
    p = state.to_move
    if action == A.ROLL:
        return _why_not_roll(state, p)
    if action == A.SHANGHAI:
        return _why_not_shanghai(state, p)
    if state.phase == START:
        return "roll the dice first (or call Shanghai)"
    if action in (A.DIR_UP, A.DIR_DOWN):
        return "the direction is already set for this round" if state.direction else None
    if A.PLACE < action < A.WILD:
        return _why_not_place(state, action - A.PLACE)
    return _why_not_trick(state, p, action)


def _why_not_roll(state: State, p: int) -> str | None:
    if state.phase != START:
        return "you have rolled already: place a die (or play a trick)"
    if state.supply[p] < 2:
        return "you have fewer than 2 dice left, so you must call Shanghai"
    return None


def _why_not_shanghai(state: State, p: int) -> str | None:
    if state.phase != START:
        return "Shanghai is called at the start of a turn, instead of rolling"
    placed = DICE_PER_PLAYER - state.supply[p]
    if placed < 2:
        return f"you may call Shanghai once you have placed 2 dice this round (you have placed {placed})"
    return None


def _why_not_place(state: State, v: int) -> str | None:
    if not state.direction:
        return "choose the direction of the numbers first (which end of the row is 1)"
    if v not in (state.die_a, state.die_b):
        return f"you rolled {state.die_a} and {state.die_b}: no die shows {v}"
    return None


def _why_not_trick(state: State, p: int, action: int) -> str | None:
    code = _trick_code(action)
    hand = state.hands[p]
    if state.trick_used[p]:
        return "you have already played a trick card this round (one per round)"
    if not hand[TRICK_INDEX[code]]:
        return f"you hold no unused {code} card ({TRICK_NAMES[code]})"
    if A.WILD <= action < A.ADJUST:
        nation = A.wild_parts(action)[1]
        if not state.crew(p, nation):
            return (f"a wild card joins a nation you already hold: you have no "
                    f"{NATION_NAMES[nation]} sailor")
        return None
    if A.ADJUST <= action < A.BOTH:
        a, b = A.adjust_parts(action)
        if a not in (state.die_a, state.die_b):
            return f"you rolled {state.die_a} and {state.die_b}: no die shows {a}"
        return None
    if action == A.BOTH and not state.direction:
        return "choose the direction of the numbers before placing both dice"
    if A.EXCHANGE < action < A.NUM_DECISIONS:
        if not state.direction:
            return "choose the direction of the numbers before exchanging"
        v = action - A.EXCHANGE
        if not state.counts[p * 6 + position_of(v, state.direction)]:
            return f"you have no die from an earlier turn of this round on card {v}"
    return None


def _trick_code(action: int) -> str:
    if A.WILD <= action < A.ADJUST:
        return A.wild_parts(action)[0]
    if A.ADJUST <= action < A.BOTH:
        return "*P"
    return {A.BOTH: "*B", A.REROLL: "*R"}.get(action, "*X")


def is_legal(state: State, action: int) -> bool:
    """True if `action` may be applied to `state` now."""
    return why_not(state, action) is None


def checked_apply(state: State, action: int) -> None:
    """Apply `action`, raising IllegalMove with the reason if it is not allowed."""
    reason = why_not(state, action)
    if reason is not None:
        raise IllegalMove(reason)
    state.apply_action(action)


class IllegalMove(ValueError):
    """A move that the rules do not allow at this point."""

