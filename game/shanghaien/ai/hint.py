"""The hint: what the Captain would do in a position, and why, in a short phrase."""

from __future__ import annotations

from .. import actions as A
from ..cards import CARD_BY_CODE, NATION_NAMES, NATIONS, TRICK_NAMES
from ..scoring import position_of
from ..state import State
from ..view import card_name
from .levels import Searcher
from .outlook import takers

NAMES = ("Red", "Blue")


def hint(state: State, seed: int = 0, names: tuple[str, str] = NAMES) -> tuple[int, str]:
    """The Expert's move for the player to move and a short reason (`names` are the two players)."""
    action = Searcher(state, "captain", seed).best()
    return action, reason(state, action, names)


def reason(state: State, action: int, names: tuple[str, str] = NAMES) -> str:
    """Why `action` is a good move now, in a phrase addressed to the player to move."""
    p = state.to_move
    rival = names[1 - p]
    if action == A.SHANGHAI:
        won, theirs = _cards_won(state, p), _cards_won(state, 1 - p)
        if state.supply[p] < 2:
            return f"Shanghai: you have fewer than 2 dice left; you win {won} of 6 cards"
        if won > theirs:
            return f"Shanghai now: you win {won} of 6 cards, {rival} {theirs}"
        return f"Shanghai now: {rival} wins only {theirs} of 6 cards, and would gain more if the round went on"
    if action == A.ROLL:
        won, theirs = _cards_won(state, p), _cards_won(state, 1 - p)
        if state.placed(p) < 2:
            return "roll: you need two dice on the tavern before you can call Shanghai"
        return f"roll: Shanghai now would give you {_cards(won)} and {rival} {theirs}"
    a, b = state.die_a, state.die_b
    if action in (A.DIR_UP, A.DIR_DOWN):
        direction = 1 if action == A.DIR_UP else 2
        side = "left" if direction == 1 else "right"
        return f"number the row from the {side}: your dice reach the cards you want"
    if A.PLACE < action < A.WILD:
        v = action - A.PLACE
        return _place_reason(state, v, rival)
    if A.WILD <= action < A.ADJUST:
        code, nation = A.wild_parts(action)
        return (f"play {TRICK_NAMES[code]} as a 2 in your {NATION_NAMES[nation]} crew: "
                f"{_nation_effect(state, p, NATIONS.index(nation), 2, rival)}")
    if A.ADJUST <= action < A.BOTH:
        old, new = A.adjust_parts(action)
        return f"turn your {old} into a {new}: it reaches the card you want"
    if action == A.BOTH:
        return f"add both dice: a {a} and a {b} onto their cards"
    if action == A.REROLL:
        return f"roll again: neither {a} nor {b} helps you enough"
    if action == A.SHARKS:
        return "send the card your die goes onto to the sharks: nobody should have it"
    return f"take back your die from card {action - A.EXCHANGE} and place both dice"


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def _cards_won(state: State, p: int) -> int:
    return sum(1 for t in takers(state.counts, state.direction, state.sharked) if t == p)


def _place_reason(state: State, v: int, rival: str) -> str:
    p = state.to_move
    pos = position_of(v, state.direction)
    code = state.tavern()[pos]
    card = CARD_BY_CODE[code]
    before = takers(state.counts, state.direction, state.sharked)[pos]
    counts = state.counts[:]
    counts[p * 6 + pos] += 1
    after = takers(counts, state.direction, state.sharked)[pos]
    name = card_name(code)
    if after == p and before != p:
        verb = "take"
    elif before == 1 - p and after != 1 - p:
        verb = "contest"
    elif after == p:
        verb = "make sure of"
    else:
        verb = "press for"
    if card.nation is None:
        return f"{verb} the {name} card: a trick card scores a point or plays as a wild sailor"
    return f"{verb} the {name}: {_nation_effect(state, p, NATIONS.index(card.nation), card.value, rival)}"


def _nation_effect(state: State, p: int, n: int, value: int, rival: str) -> str:
    """What adding `value` to player p's crew of nation n does to the nation's scoring."""
    mine, theirs = sum(state.crews[p * 8 + n]), sum(state.crews[(1 - p) * 8 + n])
    nation = NATION_NAMES[NATIONS[n]]
    if theirs and not mine:
        if value >= theirs:
            return f"it beats {rival}'s {nation} crew ({value} against {theirs})"
        return f"it caps {rival}'s {nation} crew at {value} points instead of {theirs}"
    if mine and not theirs:
        return f"it builds your {nation} monopoly to {mine + value}"
    if mine and theirs:
        if mine <= theirs < mine + value:
            return f"it wins you the {nation} majority ({mine + value} against {theirs})"
        if mine > theirs:
            return f"it keeps your {nation} majority safe ({mine + value} against {theirs})"
        return f"it closes in on {rival}'s {nation} crew ({mine + value} against {theirs})"
    article = "an" if nation[0] in "AEIOU" else "a"
    return f"it starts {article} {nation} crew that {rival} does not have"

