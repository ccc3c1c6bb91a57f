"""The game log's story: one plain sentence for each move, told from the position before it.

`narrate(state, action, names)` is pure: it reads `state` (the position the action is applied
to) and never changes it. `names` are the players' display names, index as player numbers.
Each sentence is a Phrase (see phrases.py): English as a string, any language in the browser.
"""

from __future__ import annotations

from . import actions as A
from .cards import is_trick
from .phrases import TRICK_KEYS, Phrase, say
from .scoring import position_of
from .state import OVER, ROLLING, ROUNDS, State
from .view import card_name, preview

Names = tuple[str, str] | list[str]


def _trick(code: str) -> Phrase:
    """A trick card's name."""
    return say(TRICK_KEYS[code])


def _the(code: str) -> Phrase:
    """'the German 4', or 'the Die +/-1 card' for a trick card."""
    return say("card.the_trick" if is_trick(code) else "card.the", card=card_name(code))


def _the_card(state: State, value: int) -> Phrase:
    """'the German 4' for the tavern card that a die showing `value` goes onto."""
    return _the(state.tavern()[position_of(value, state.direction)])


def _last_action(state: State) -> int | None:
    return state.history[1] if state.history is not None else None


def dice_phrase(a: int, b: int) -> Phrase:
    """'a double 3' or '3 and 5'."""
    return say("dice.double", a=a) if a == b else say("dice.pair", a=a, b=b)


def narrate(state: State, action: int, names: Names) -> Phrase:
    """The sentence that tells what `action` does when played in `state`."""
    if state.phase == OVER:
        return say("log.over")
    who = names[state.to_move]
    if A.is_chance(action):
        shown = dice_phrase(*A.dice_of(action))
        if _last_action(state) == A.REROLL:
            return say("log.rolled_again", who=who, dice=shown)
        return say("log.rolled", who=who, dice=shown)
    if state.phase == ROLLING:
        return say("log.waits", who=who)
    if action == A.ROLL:
        return say("log.rolls", who=who)
    if action == A.SHANGHAI:
        return _shanghai(state, names)
    if action in (A.DIR_UP, A.DIR_DOWN):
        return _direction(state, action, who)
    if A.PLACE < action < A.WILD:
        return _place(state, action - A.PLACE, who)
    if A.WILD <= action < A.ADJUST:
        code, nation = A.wild_parts(action)
        return say("log.wild", who=who, trick=_trick(code), crew=say(f"crew.{nation}"))
    if A.ADJUST <= action < A.BOTH:
        a, b = A.adjust_parts(action)
        return say("log.adjust", who=who, trick=_trick("*P"), a=a, b=b)
    if action == A.BOTH:
        return say("log.both", who=who, trick=_trick("*B"), both=_both(state, state.die_a, state.die_b))
    if action == A.REROLL:
        return say("log.reroll", who=who, trick=_trick("*R"))
    if action == A.SHARKS:
        return say("log.sharks", who=who)
    if A.EXCHANGE < action < A.NUM_DECISIONS:
        v = action - A.EXCHANGE
        return say("log.exchange", who=who, card=_the_card(state, v), both=_both(state, state.die_a, state.die_b))
    return say("log.action", who=who, action=A.action_text(action))


def _direction(state: State, action: int, who: str) -> Phrase:
    """Which end of the row got the 1."""
    direction = 1 if action == A.DIR_UP else 2
    first = state.tavern()[position_of(1, direction)]
    key = "log.direction_left" if direction == 1 else "log.direction_right"
    return say(key, who=who, card=_the(first))


def _place(state: State, value: int, who: str) -> Phrase:
    """A die placed, the other one returned, and a pending shark if any."""
    a, b = state.die_a, state.die_b
    other = b if value == a else a
    key = "log.place" + ("_back" if a != b else "") + ("_shark" if state.pending_shark else "")
    return say(key, who=who, value=value, card=_the_card(state, value), other=other)


def _both(state: State, a: int, b: int) -> Phrase:
    """'the 3 goes on the German 4 and the 5 on the Dutch 1'."""
    if a == b:
        return say("both.double", a=a, card=_the_card(state, a))
    return say("both.pair", a=a, b=b, card_a=_the_card(state, a), card_b=_the_card(state, b))


def _shanghai(state: State, names: Names) -> Phrase:
    """The call, and who takes which card of the tavern."""
    who = names[state.to_move]
    tavern = state.tavern()
    taken: tuple[list[Phrase], list[Phrase]] = ([], [])
    removed: list[Phrase] = []
    for code, award in zip(tavern, preview(state)):
        target = removed if award.taker < 0 else taken[award.taker]
        target.append(_the(code))
    parts = [say("log.takes", name=names[p], cards=taken[p]) for p in (0, 1) if taken[p]]
    if removed:
        parts.append(say("log.removed", cards=removed, count=len(removed)))
    if not parts:
        parts.append(say("log.nothing"))
    key = "log.shanghai_last" if state.round == ROUNDS - 1 else "log.shanghai"
    return say(key, who=who, parts=tuple(parts))
