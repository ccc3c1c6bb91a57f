"""The hint: what the Captain would do in a position, and why, in a short phrase."""

from __future__ import annotations

from .. import actions as A
from ..cards import CARD_BY_CODE, NATION_NAMES, NATIONS
from ..phrases import NATION_KEYS, TRICK_KEYS, Phrase, say
from ..scoring import position_of
from ..state import State
from ..view import card_name
from .levels import Searcher, level_solver
from .outlook import takers
from .solver import solve_cost

NAMES = ("Red", "Blue")
# The largest rest of a round whose exact chances the hint states (solve_cost units). The page
# works them out in one go after the Captain's sliced thinking, so they must cost a fraction of a
# second even when that thinking was cut short; the Captain's own bound is far larger.
EXACT_HINT = 25_000


def hint(state: State, seed: int = 0, names: tuple[str, str] = NAMES) -> tuple[int, Phrase]:
    """The Expert's move for the player to move and a short reason (`names` are the two players)."""
    action = Searcher(state, "captain", seed).best()
    return action, reason(state, action, names)


def win_chance(value: float) -> int:
    """A solver value (the chance to win as 2p - 1, plus a hundredth of the margin) as a percentage."""
    return round(100 * min(1.0, max(0.0, (value + 1.0) / 2.0)))


def move_label(state: State, action: int) -> Phrase:
    """A move named in a few words, for comparing two moves' chances."""
    if action == A.SHANGHAI:
        return say("odds.shanghai")
    if action == A.ROLL:
        return say("odds.roll")
    if action in (A.DIR_UP, A.DIR_DOWN):
        return say("odds.dir_up" if action == A.DIR_UP else "odds.dir_down")
    if A.PLACE < action < A.WILD:
        return say("odds.place", v=action - A.PLACE)
    if A.WILD <= action < A.ADJUST:
        return say("odds.wild", trick=say(TRICK_KEYS[A.wild_parts(action)[0]]))
    if A.ADJUST <= action < A.BOTH:
        old, new = A.adjust_parts(action)
        return say("odds.adjust", old=old, new=new)
    if action == A.BOTH:
        return say("odds.both")
    if action == A.REROLL:
        return say("odds.reroll")
    if action == A.SHARKS:
        return say("odds.sharks")
    return say("odds.exchange", v=action - A.EXCHANGE)


def exact_values(state: State, action: int | None = None) -> dict[int, float] | None:
    """The exact value (the mover's sign) of each move the Captain weighs, and of `action`; None
    when the rest of the round is too big for the hint to solve at once."""
    if state.current_player() < 0 or solve_cost(state) > EXACT_HINT:
        return None
    solver = level_solver(state)
    candidates = solver.candidates(state)
    if action is not None and action not in candidates:
        candidates.append(action)
    return solver.action_values(state, candidates)


def odds(state: State, action: int) -> Phrase | None:
    """`action`'s chance to win against the best other move's, from the exact solution (None if
    the round is too big to solve, or there is no other move)."""
    values = exact_values(state, action)
    if values is None or len(values) < 2:
        return None
    other = None
    for a in values:
        if a != action and (other is None or values[a] > values[other] + 1e-12):
            other = a
    assert other is not None
    return say("odds.pair", move=move_label(state, action), pct=win_chance(values[action]),
               other=move_label(state, other), other_pct=win_chance(values[other]))


def reason(state: State, action: int, names: tuple[str, str] = NAMES) -> Phrase:
    """Why `action` is a good move now, with its chance to win where the round is solved exactly."""
    why = plain_reason(state, action, names)
    chances = odds(state, action)
    return why if chances is None else say("hint.with_odds", reason=why, odds=chances)


def plain_reason(state: State, action: int, names: tuple[str, str] = NAMES) -> Phrase:
    """Why `action` is a good move now, in a phrase addressed to the player to move."""
    p = state.to_move
    rival = names[1 - p]
    if action == A.SHANGHAI:
        won, theirs = _cards_won(state, p), _cards_won(state, 1 - p)
        if state.supply[p] < 2:
            return say("hint.shanghai_forced", won=won)
        if won > theirs:
            return say("hint.shanghai_ahead", won=won, rival=rival, theirs=theirs)
        return say("hint.shanghai_stop", rival=rival, theirs=theirs)
    if action == A.ROLL:
        won, theirs = _cards_won(state, p), _cards_won(state, 1 - p)
        if state.placed(p) < 2:
            return say("hint.roll_two")
        return say("hint.roll", count=won, rival=rival, theirs=theirs)
    a, b = state.die_a, state.die_b
    if action in (A.DIR_UP, A.DIR_DOWN):
        return say("hint.direction_left" if action == A.DIR_UP else "hint.direction_right")
    if A.PLACE < action < A.WILD:
        v = action - A.PLACE
        return _place_reason(state, v, rival)
    if A.WILD <= action < A.ADJUST:
        code, nation = A.wild_parts(action)
        return say("hint.wild", trick=say(TRICK_KEYS[code]), crew=say(f"crew.{nation}"),
                   effect=_nation_effect(state, p, NATIONS.index(nation), 2, rival))
    if A.ADJUST <= action < A.BOTH:
        old, new = A.adjust_parts(action)
        return say("hint.adjust", old=old, new=new)
    if action == A.BOTH:
        return say("hint.both", a=a, b=b)
    if action == A.REROLL:
        return say("hint.reroll", a=a, b=b)
    if action == A.SHARKS:
        return say("hint.sharks")
    return say("hint.exchange", v=action - A.EXCHANGE)


def _cards_won(state: State, p: int) -> int:
    return sum(1 for t in takers(state.counts, state.direction, state.sharked) if t == p)


def _place_reason(state: State, v: int, rival: str) -> Phrase:
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
        verb = "secure"
    else:
        verb = "press"
    if card.nation is None:
        return say(f"hint.{verb}_trick", card=name)
    return say(f"hint.{verb}", card=name,
               effect=_nation_effect(state, p, NATIONS.index(card.nation), card.value, rival))


def _nation_effect(state: State, p: int, n: int, value: int, rival: str) -> Phrase:
    """What adding `value` to player p's crew of nation n does to the nation's scoring."""
    mine, theirs = sum(state.crews[p * 8 + n]), sum(state.crews[(1 - p) * 8 + n])
    code = NATIONS[n]
    nation = say(NATION_KEYS[code])
    if theirs and not mine:
        if value >= theirs:
            return say("effect.beats", rival=rival, nation=nation, value=value, theirs=theirs)
        return say("effect.caps", rival=rival, nation=nation, value=value, theirs=theirs)
    if mine and not theirs:
        return say("effect.monopoly", nation=nation, total=mine + value)
    if mine and theirs:
        if mine <= theirs < mine + value:
            return say("effect.wins", nation=nation, total=mine + value, theirs=theirs)
        if mine > theirs:
            return say("effect.keeps", nation=nation, total=mine + value, theirs=theirs)
        return say("effect.closes", rival=rival, nation=nation, total=mine + value, theirs=theirs)
    key = "effect.starts_an" if NATION_NAMES[code][0] in "AEIOU" else "effect.starts"
    return say(key, nation=nation, rival=rival)
