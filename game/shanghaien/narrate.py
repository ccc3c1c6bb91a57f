"""The game log's story: one plain sentence for each move, told from the position before it.

`narrate(state, action, names)` is pure: it reads `state` (the position the action is applied
to) and never changes it. `names` are the players' display names, index as player numbers.
"""

from __future__ import annotations

from . import actions as A
from .cards import NATION_NAMES, TRICK_NAMES, is_trick
from .scoring import position_of
from .state import OVER, ROLLING, ROUNDS, State
from .view import card_name, preview

Names = tuple[str, str] | list[str]


def _join(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _the(code: str) -> str:
    """'the German 4', or 'the Die +/-1 card' for a trick card."""
    return f"the {card_name(code)}" + (" card" if is_trick(code) else "")


def _the_card(state: State, value: int) -> str:
    """'the German 4' for the tavern card that a die showing `value` goes onto."""
    return _the(state.tavern()[position_of(value, state.direction)])


def _last_action(state: State) -> int | None:
    return state.history[1] if state.history is not None else None


def narrate(state: State, action: int, names: Names) -> str:
    """The sentence that tells what `action` does when played in `state`."""
    if state.phase == OVER:
        return "The game is over."
    who = names[state.to_move]
    if A.is_chance(action):
        a, b = A.dice_of(action)
        shown = f"a double {a}" if a == b else f"{a} and {b}"
        if _last_action(state) == A.REROLL:
            return f"{who} rolled again: {shown}."
        return f"{who} rolled {shown}."
    if state.phase == ROLLING:
        return f"{who} waits for the dice."
    if action == A.ROLL:
        return f"{who} rolls the dice."
    if action == A.SHANGHAI:
        return _shanghai(state, names)
    if action in (A.DIR_UP, A.DIR_DOWN):
        return _direction(state, action, who)
    if A.PLACE < action < A.WILD:
        return _place(state, action - A.PLACE, who)
    if A.WILD <= action < A.ADJUST:
        code, nation = A.wild_parts(action)
        return (f"{who} played {TRICK_NAMES[code]} as a wild sailor: "
                f"a 2 joins the {NATION_NAMES[nation]} crew.")
    if A.ADJUST <= action < A.BOTH:
        a, b = A.adjust_parts(action)
        return f"{who} played Die +/-1 and turned a {a} into a {b}."
    if action == A.BOTH:
        return f"{who} played Add both dice: {_both(state, state.die_a, state.die_b)}."
    if action == A.REROLL:
        return f"{who} played Roll again and picks up both dice."
    if action == A.SHARKS:
        return f"{who} played Sharks: the card this turn's die goes onto will be removed."
    if A.EXCHANGE < action < A.NUM_DECISIONS:
        v = action - A.EXCHANGE
        return (f"{who} played Exchange, took back the die from {_the_card(state, v)}, "
                f"then {_both(state, state.die_a, state.die_b)}.")
    return f"{who}: {A.action_text(action)}."


def _direction(state: State, action: int, who: str) -> str:
    """Which end of the row got the 1."""
    direction = 1 if action == A.DIR_UP else 2
    first = state.tavern()[position_of(1, direction)]
    side = "left" if direction == 1 else "right"
    return f"{who} counts from the {side}: {_the(first)} is number 1."


def _place(state: State, value: int, who: str) -> str:
    """A die placed, the other one returned, and a pending shark if any."""
    a, b = state.die_a, state.die_b
    other = b if value == a else a
    text = f"{who} placed the {value} on {_the_card(state, value)}"
    if a != b:
        text += f" (the {other} goes back)"
    if state.pending_shark:
        text += " and sent that card to the sharks"
    return text + "."


def _both(state: State, a: int, b: int) -> str:
    """'the 3 goes on the German 4 and the 5 on the Dutch 1'."""
    if a == b:
        return f"both {a}s go on {_the_card(state, a)}"
    return f"the {a} goes on {_the_card(state, a)} and the {b} on {_the_card(state, b)}"


def _shanghai(state: State, names: Names) -> str:
    """The call, and who takes which card of the tavern."""
    who = names[state.to_move]
    tavern = state.tavern()
    taken: tuple[list[str], list[str]] = ([], [])
    removed: list[str] = []
    for code, award in zip(tavern, preview(state)):
        target = removed if award.taker < 0 else taken[award.taker]
        target.append(_the(code))
    parts = [f"{names[p]} takes {_join(taken[p])}" for p in (0, 1) if taken[p]]
    if removed:
        parts.append(f"{_join(removed)} {'is' if len(removed) == 1 else 'are'} removed")
    if not parts:
        parts.append("nothing changes hands")
    text = f"{who} called Shanghai! {_capital('; '.join(parts))}."
    if state.round == ROUNDS - 1:
        text += " That was the last round."
    return text


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]

