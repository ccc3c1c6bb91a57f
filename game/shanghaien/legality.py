"""Why a move is not allowed now, in words a player understands (None when it is legal).

`legal_actions()` is the fast list the AI walks; this is the explaining twin the board and
the record reader use. The conformance tests check that the two always agree. Each reason
is a Phrase (phrases.py): English as a string, any language in the browser.
"""

from __future__ import annotations

from . import actions as A
from .cards import TRICK_INDEX
from .phrases import NATION_KEYS, TRICK_KEYS, Phrase, say
from .scoring import position_of
from .state import DICE_PER_PLAYER, OVER, ROLLING, START, State


def why_not(state: State, action: int) -> Phrase | None:
    """The reason `action` is illegal in `state`, or None if it is legal."""
    if not A.is_valid_action(action):
        return say("why.not_a_move", action=repr(action))
    if state.phase == OVER:
        return say("why.over")
    if A.is_chance(action):
        if state.phase != ROLLING:
            return say("why.no_roll_now" if state.phase == START else "why.rolled_already")
        return None
    if state.phase == ROLLING:
        return say("why.rolling")
    p = state.to_move
    if action == A.ROLL:
        return _why_not_roll(state, p)
    if action == A.SHANGHAI:
        return _why_not_shanghai(state, p)
    if state.phase == START:
        return say("why.roll_first")
    if action in (A.DIR_UP, A.DIR_DOWN):
        return say("why.direction_set") if state.direction else None
    if A.PLACE < action < A.WILD:
        return _why_not_place(state, action - A.PLACE)
    return _why_not_trick(state, p, action)


def _why_not_roll(state: State, p: int) -> Phrase | None:
    if state.phase != START:
        return say("why.place_first")
    if state.supply[p] < 2:
        return say("why.few_dice")
    return None


def _why_not_shanghai(state: State, p: int) -> Phrase | None:
    if state.phase != START:
        return say("why.shanghai_start")
    placed = DICE_PER_PLAYER - state.supply[p]
    if placed < 2:
        return say("why.shanghai_placed", placed=placed)
    return None


def _why_not_place(state: State, v: int) -> Phrase | None:
    if not state.direction:
        return say("why.direction_first")
    if v not in (state.die_a, state.die_b):
        return say("why.no_die", a=state.die_a, b=state.die_b, v=v)
    return None


def _why_not_trick(state: State, p: int, action: int) -> Phrase | None:
    code = _trick_code(action)
    hand = state.hands[p]
    if state.trick_used[p]:
        return say("why.trick_used")
    if not hand[TRICK_INDEX[code]]:
        return say("why.no_trick", code=code, trick=say(TRICK_KEYS[code]))
    if A.WILD <= action < A.ADJUST:
        nation = A.wild_parts(action)[1]
        if not state.crew(p, nation):
            return say("why.wild_no_crew", nation=say(NATION_KEYS[nation]))
        return None
    if A.ADJUST <= action < A.BOTH:
        a, b = A.adjust_parts(action)
        if a not in (state.die_a, state.die_b):
            return say("why.no_die", a=state.die_a, b=state.die_b, v=a)
        return None
    if action == A.BOTH and not state.direction:
        return say("why.both_direction")
    if A.EXCHANGE < action < A.NUM_DECISIONS:
        if not state.direction:
            return say("why.exchange_direction")
        v = action - A.EXCHANGE
        if not state.counts[p * 6 + position_of(v, state.direction)]:
            return say("why.exchange_card", v=v)
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

