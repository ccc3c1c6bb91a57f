"""The exact solution of the rest of a round: backward induction over count patterns.

Inside a round a die on position i always shows that position's number, so a position is
fully described by how many dice each player has on each card (packed into one int, three
bits a count), who is to move, the mask of cards sent to the sharks, and each player's
trick status this round (0: may still play a trick, 1: spent a card on an action, 2: played
a card as a wild sailor). The rest of the round is solved by expectimax over those
patterns, memoised, with the dice as exact chance (21 unordered outcomes, no sampling).
A round's end is valued by the outlook's chance to win (`Outlook.win_value`) with what
starting the next round is worth, and the last round's end by the game's result.

The solver reads only what a seat sees: the tavern, the crews, the trick cards in hand
(won openly or dealt by the options) and the *set* of cards still to come; never the
order of the draw pile.

Inside the tree a player's trick is one of: wild (into the one nation where a 2 helps the
outlook most), adjust, both and reroll, whichever their hand allows. The sharks card
(`*X`) is played only where the caller asks for it at the root (`action_values` applies any
legal action with the engine and solves what follows); inside the tree it is kept. At the
round's first roll the opener chooses the direction before any trick (a reroll before the
direction is valued as a reroll after it). `horizon` caps how many more dice the tree
follows; at the cap the position is valued as if the player to move called Shanghai.
"""

from __future__ import annotations

import math
import time
from operator import mul
from typing import Sequence

from .. import actions as A
from ..cards import CARD_BY_CODE, NATION_INDEX, TRICK_INDEX
from ..state import DICE_PER_PLAYER, ROLLED, ROLLING, ROUNDS, START, State
from .outlook import _NUMBERS, TRICK_HELD, Outlook
from .search import START_BONUS, final_value, share_out
from .tactics import WILD_ORDER

_B, _P, _R, _W = (TRICK_INDEX[c] for c in ("*B", "*P", "*R", "*W"))
# The 21 unordered dice outcomes as (low, high, probability).
_ROLLS = tuple((*A.dice_of(a), p) for a, p in A.DICE_OUTCOMES)
_FREE, _SPENT, _WILD = 0, 1, 2
# The chance that the better of two dice is the k-th best of the six values one die can reach
# (k = 1..6): both dice rank k or worse, less both worse, (13 - 2k) / 36. With the six values
# sorted best first, a plain roll's expectation is one dot product instead of 21 comparisons.
_BETTER = tuple((13 - 2 * k) / 36.0 for k in range(1, 7))
_HALF = (1 << 18) - 1
_SUMS = 0o111111  # times a half of a packed int, its top field holds the half's dice in all


# The packed-count increment of a die showing v = 1..6, by direction and player.
_STEPS = tuple(tuple(tuple(1 << (18 * p + 3 * (v - 1 if d == 1 else 6 - v)) for v in range(1, 7))
                     for p in (0, 1)) for d in (0, 1, 2))


class Pause(Exception):
    """Raised inside the recursion when a slice's time is up; the memo keeps what is finished."""


def _pos(v: int, direction: int) -> int:
    return v - 1 if direction == 1 else 6 - v


def pack(counts: Sequence[int]) -> int:
    """The twelve dice counts (player 0's six, then player 1's) as one int, three bits each."""
    c = 0
    for i, n in enumerate(counts):
        c |= n << (3 * i)
    return c


def _key(c: int, p: int, t0: int, t1: int, direction: int, sharked: int) -> int:
    """A position of the round as one int: the tables keyed by ints hold no object the garbage
    collector must visit, so a full collection stays short however big they grow."""
    return c | p << 36 | t0 << 37 | t1 << 39 | direction << 41 | sharked << 43


def owner_code(c: int, direction: int, sharked: int) -> int:
    """Who takes each tavern position, two bits each (0 removed, 1 player 0, 2 player 1), read
    straight off the packed counts: `outlook.takers` without unpacking (the leaves' hot spot)."""
    num = _NUMBERS[direction]
    code = 0
    for i in range(6):
        if sharked >> i & 1:
            continue
        s = 3 * i
        n0, n1 = (c >> s) & 7, (c >> (18 + s)) & 7
        if n0 > n1:
            code |= 1 << (2 * i)
        elif n1 > n0:
            code |= 2 << (2 * i)
        elif n0:  # a tie: the neighbours' dice decide, weighted by their numbers
            s0 = s1 = 0
            if i > 0:
                s0 = ((c >> (s - 3)) & 7) * num[i - 1]
                s1 = ((c >> (15 + s)) & 7) * num[i - 1]
            if i < 5:
                s0 += ((c >> (s + 3)) & 7) * num[i + 1]
                s1 += ((c >> (21 + s)) & 7) * num[i + 1]
            if s0 != s1:
                code |= (1 if s0 > s1 else 2) << (2 * i)
    return code


def unpack(c: int) -> list[int]:
    """The twelve dice counts of a packed int."""
    return [(c >> (3 * i)) & 7 for i in range(12)]


class RoundSolver:
    """The memoised exact value (for player 0) of every position of one round.

    With `deadline` set, the recursion raises Pause once that time has passed; only finished
    positions are ever stored, so calling again later carries on where it stopped and gives the
    same values as one uninterrupted call (a browser slices the work this way).
    """

    def __init__(self, state: State, trick_held: tuple[float, ...] = TRICK_HELD,
                 start_bonus: float = START_BONUS, horizon: int | None = None, exact_last: bool = False):
        """Prepare the round of `state` (not changed): its tavern, crews, hands and outlook
        (`exact_last`: see `Outlook`)."""
        self.round = state.round
        self.last_round = state.round >= ROUNDS - 1
        self.outlook = Outlook(state, trick_held, exact_last)
        self.outlook_trick_held = trick_held
        self.by_caller = state.options.next_start == "non-caller"
        self.starter = state.starter
        self.start_bonus = start_bonus * 10.0  # in points, as win_value's edge
        self.horizon = horizon
        self.crews = tuple(state.crews)
        self.held = (sum(state.hands[0]), sum(state.hands[1]))
        self.tavern = [(-1, 0) if CARD_BY_CODE[c].nation is None
                       else (NATION_INDEX[CARD_BY_CODE[c].nation], CARD_BY_CODE[c].value)
                       for c in state.tavern()]
        self.kinds = (self._kinds(state, 0), self._kinds(state, 1))
        self.wild_nation = (self._wild_nation(state, 0), self._wild_nation(state, 1))
        self.context = self._context(state)
        # The table, in one dict per pattern of the mover's dice (`_shard`), so that no dict grows
        # big: a dict grows by copying itself whole, and the whole round's one dict (246,000
        # positions) took 8-9 ms of CPython for it (some 35 ms in Pyodide) between two time checks.
        self._memo: dict[int, dict[int, float]] = {}
        self.expanded = 0
        self.deadline: float | None = None  # perf_counter() time at which the recursion pauses
        self._ends: dict[int, float] = {}

    @staticmethod
    def _context(state: State) -> tuple:
        """What fixes the whole table: the round, its tavern, the crews, the hands, the options."""
        return (state.options, state.round, state.starter, state.tavern(), tuple(state.crews),
                tuple(state.hands[0]), tuple(state.hands[1]), tuple(state.trick_used),
                tuple(sorted(state.deck[6 * (state.round + 1):])))

    def fits(self, state: State) -> bool:
        """True if `state` lies in the round this solver was built for (its table can be reused)."""
        return self._context(state) == self.context

    def _kinds(self, state: State, p: int) -> tuple[bool, bool, bool, bool]:
        """Which tricks player p may play in this round: (wild, adjust, both, reroll)."""
        if state.trick_used[p]:
            return False, False, False, False
        h = state.hands[p]
        has_nation = any(state.crews[p * 8 + n] for n in range(8))
        wild = has_nation and bool(h[_B] or h[_P] or h[_R] or h[_W])
        return wild, bool(h[_P]), bool(h[_B]), bool(h[_R])

    def _wild_nation(self, state: State, p: int) -> int:
        """The nation where a wild 2 raises player p's outlook most (-1 if none)."""
        best, best_v = -1, -1e18
        crews = list(state.crews)
        sign = 1.0 if p == 0 else -1.0
        for n in range(8):
            i = p * 8 + n
            if not crews[i]:
                continue
            saved = crews[i]
            crews[i] = saved + (2,)
            v = sign * self.outlook.value(crews, self.held)
            crews[i] = saved
            if v > best_v:
                best, best_v = n, v
        return best

    # --- leaves ------------------------------------------------------------------------------

    def leaf(self, c: int, caller: int, t0: int, t1: int, direction: int, sharked: int) -> float:
        """Player 0's value of Shanghai called by `caller` with counts `c` and trick statuses t0, t1."""
        owners = owner_code(c, direction, sharked)
        starter = 0 if self.last_round else 1 - (caller if self.by_caller else self.starter)
        value = self._ends.get(owners | starter << 12 | t0 << 13 | t1 << 15)
        if value is None:
            value = self.end_value(owners, starter, t0, t1)
        return value

    def end_value(self, owners: int, starter: int, t0: int, t1: int) -> float:
        """Player 0's value of the round ending with these takers (`owner_code`), trick statuses and
        next starter."""
        key = owners | (0 if self.last_round else starter) << 12 | t0 << 13 | t1 << 15
        value = self._ends.get(key)
        if value is not None:
            return value
        crews = list(self.crews)
        held = [self.held[0] - (t0 > 0), self.held[1] - (t1 > 0)]
        for p, t in ((0, t0), (1, t1)):
            if t == _WILD:
                j = p * 8 + self.wild_nation[p]
                crews[j] = crews[j] + (2,)
        share_out(self.tavern, [((owners >> (2 * i)) & 3) - 1 for i in range(6)], crews, held)
        if self.last_round:
            value = final_value(crews, held)
        else:
            edge = self.start_bonus if starter == 0 else -self.start_bonus
            value = self.outlook.win_value(crews, (held[0], held[1]), edge)
        self._ends[key] = value
        return value

    # --- the recursion -----------------------------------------------------------------------

    def _tick(self) -> None:
        """Every 64 new positions: free a part of a dropped table (`_retire`), and pause if the
        slice's time is up."""
        if _retired:
            _free_part()
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise Pause

    def _shard(self, c: int, mover: int) -> dict[int, float]:
        """The part of the table that holds the positions with the mover's dice as in counts `c`."""
        h = (c >> (18 * mover)) & _HALF
        shard = self._memo.get(h)
        if shard is None:
            shard = self._memo[h] = {}
        return shard

    def positions(self) -> int:
        """How many positions the table holds."""
        return sum(map(len, self._memo.values()))

    def start(self, c: int, p: int, t0: int, t1: int, direction: int, sharked: int, depth: int = 0) -> float:
        """Player 0's value with `p` to roll or call Shanghai (direction 0: the round's first roll)."""
        key = _key(c, p, t0, t1, direction, sharked)
        memo = self._shard(c, p)
        value = memo.get(key)
        if value is not None:
            return value
        self.expanded += 1
        if not self.expanded & 63:
            self._tick()
        placed = ((((c >> (18 * p)) & _HALF) * _SUMS) >> 15) & 7
        supply = DICE_PER_PLAYER - placed
        if supply < 2 or (self.horizon is not None and depth >= self.horizon and placed >= 2):
            value = self.leaf(c, p, t0, t1, direction, sharked)
        else:
            roll = self.roll_value(c, p, t0, t1, direction, sharked, depth)
            if placed >= 2:
                now = self.leaf(c, p, t0, t1, direction, sharked)
                value = max(roll, now) if p == 0 else min(roll, now)
            else:
                value = roll
        memo[key] = value  # depth counts the dice placed since the root, so a key always meets the same depth
        return value

    def roll_value(self, c: int, p: int, t0: int, t1: int, direction: int, sharked: int, depth: int) -> float:
        """Player 0's value of `p` rolling now: the dice's exact expectation."""
        if direction == 0:
            return self._opening_roll(c, p, t0, t1, sharked, False, depth)
        t = t0 if p == 0 else t1
        if t == _FREE and any(self.kinds[p]):
            return self._expect(self._options(c, p, t0, t1, direction, sharked, False, depth), c, p, direction, depth)
        return self._plain_roll(c, p, t0, t1, direction, sharked, depth)

    def _opening_roll(self, c: int, p: int, t0: int, t1: int, sharked: int, pending: bool, depth: int) -> float:
        """The expectation of the round's first roll, the opener choosing the direction on seeing it."""
        up = self._options(c, p, t0, t1, 1, sharked, pending, depth)
        down = self._options(c, p, t0, t1, 2, sharked, pending, depth)
        total = 0.0
        for a, b, prob in _ROLLS:
            u = self._rolled_with(up, c, p, 1, a, b, depth)
            d = self._rolled_with(down, c, p, 2, a, b, depth)
            total += prob * ((u if u >= d else d) if p == 0 else (u if u <= d else d))
        return total

    def _places(self, c: int, p: int, t0: int, t1: int, direction: int, sharked: int,
                pending: bool, depth: int) -> list[float]:
        """Player 0's value after p places a die showing v, for v = 1..6 (index v - 1)."""
        q = 1 - p
        if pending:
            base = 18 * p
            return [self.start(c + (1 << (base + 3 * _pos(v, direction))), q, t0, t1, direction,
                               sharked | 1 << _pos(v, direction), depth + 1) for v in range(1, 7)]
        rest = q << 36 | t0 << 37 | t1 << 39 | direction << 41 | sharked << 43  # _key without the counts
        memo = self._shard(c, q)  # p's die leaves q's dice as they are: the six share q's part of the table
        out = []
        for step in _STEPS[direction][p]:  # the memo is read here, not in start, to save a call a hit
            value = memo.get((c + step) | rest)
            if value is None:
                value = self.start(c + step, q, t0, t1, direction, sharked, depth + 1)
            out.append(value)
        return out

    def _plain_roll(self, c: int, p: int, t0: int, t1: int, direction: int, sharked: int, depth: int) -> float:
        """The expectation of a roll with no trick to play: the better of the two dice, each outcome."""
        w = self._places(c, p, t0, t1, direction, sharked, False, depth)
        w.sort(reverse=p == 0)
        return sum(map(mul, w, _BETTER))

    def rolled(self, c: int, p: int, t0: int, t1: int, direction: int, sharked: int,
               a: int, b: int, pending: bool, depth: int) -> float:
        """Player 0's value with dice a and b shown to `p` (direction set): place one, or a trick first."""
        options = self._options(c, p, t0, t1, direction, sharked, pending, depth)
        return self._rolled_with(options, c, p, direction, a, b, depth)

    def _options(self, c: int, p: int, t0: int, t1: int, direction: int, sharked: int,
                 pending: bool, depth: int) -> tuple[list[float], tuple[int, int] | None, int]:
        """What p's choices after any roll lead to, worked out once for all 21 rolls.

        Every choice but placing both dice depends on one die alone: a wild sailor then a die
        showing v; a die adjusted to v, whose partner can be placed instead (so a die showing v
        reaches v - 1, v and v + 1 after a spent trick); a reroll, the same whatever was rolled.
        So those fold into one value per die (the best of them for p), and a roll is worth the
        better of its two dice's, or placing both where the hand allows (the statuses after it
        are returned, else None), with the `sharked` mask it goes on with.
        """
        w = self._places(c, p, t0, t1, direction, sharked, pending, depth)
        t = t0 if p == 0 else t1
        if t != _FREE or pending:
            return w, None, sharked
        wild, adjust, both, reroll = self.kinds[p]
        best = max if p == 0 else min
        spent = (_SPENT, t1) if p == 0 else (t0, _SPENT)
        if wild:
            u0, u1 = (_WILD, t1) if p == 0 else (t0, _WILD)
            w = list(map(best, w, self._places(c, p, u0, u1, direction, sharked, False, depth)))
        if adjust:
            ws = self._places(c, p, spent[0], spent[1], direction, sharked, False, depth)
            w = [best(w[i], ws[i], ws[i - 1] if i else ws[i], ws[i + 1] if i < 5 else ws[i]) for i in range(6)]
        if reroll:
            rr = self._plain_roll(c, p, spent[0], spent[1], direction, sharked, depth)
            w = [best(x, rr) for x in w]
        return w, spent if both else None, sharked

    def _rolled_with(self, options: tuple, c: int, p: int, direction: int, a: int, b: int, depth: int) -> float:
        """Player 0's value of p's best choice after dice a and b, from `_options`."""
        w, both, sharked = options
        x, y = w[a - 1], w[b - 1]
        value = (x if x >= y else y) if p == 0 else (x if x <= y else y)
        if both is None:
            return value
        base = 18 * p
        c2 = c + (1 << (base + 3 * _pos(a, direction))) + (1 << (base + 3 * _pos(b, direction)))
        two = self.start(c2, 1 - p, both[0], both[1], direction, sharked, depth + 2)
        return (value if value >= two else two) if p == 0 else (value if value <= two else two)

    def _expect(self, options: tuple, c: int, p: int, direction: int, depth: int) -> float:
        """Player 0's value of p rolling, from `_options`: a dot product unless both dice may be placed."""
        w, both, _ = options
        if both is None:
            w = sorted(w, reverse=p == 0)
            return sum(map(mul, w, _BETTER))
        return sum(prob * self._rolled_with(options, c, p, direction, a, b, depth) for a, b, prob in _ROLLS)

    # --- reading a State ---------------------------------------------------------------------

    def status(self, state: State, p: int) -> int | None:
        """Player p's trick status in a position of this round, relative to the table's own start
        (None if the position is outside the table: a wild sailor in another nation)."""
        spent = self.held[p] - sum(state.hands[p])
        if not spent:
            return _FREE
        grown = [n for n in range(8) if state.crews[p * 8 + n] != self.crews[p * 8 + n]]
        if not grown:
            return _SPENT
        return _WILD if grown == [self.wild_nation[p]] else None

    def value(self, state: State) -> float:
        """Player 0's exact value of a decision or a roll in this round."""
        t0, t1 = self.status(state, 0), self.status(state, 1)
        if t0 is None or t1 is None:
            fresh = self._fresh(state)
            try:
                return fresh.value(state)
            finally:
                fresh.deadline = None
        c = pack(state.counts)
        p = state.to_move
        d, sh = state.direction, state.sharked
        if state.phase == START:
            return self.start(c, p, t0, t1, d, sh)
        if state.phase == ROLLING:
            if d and (t0 if p == 0 else t1) != _FREE:
                return self._plain_roll(c, p, t0, t1, d, sh, 0)
            if not d:
                return self._opening_roll(c, p, t0, t1, sh, False, 0)
            return self._expect(self._options(c, p, t0, t1, d, sh, False, 0), c, p, d, 0)
        assert state.phase == ROLLED
        return self._rolled_any(c, p, t0, t1, d, sh, state.die_a, state.die_b, state.pending_shark)

    def _rolled_any(self, c: int, p: int, t0: int, t1: int, d: int, sh: int, a: int, b: int, pending: bool) -> float:
        """`rolled`, choosing the better direction first if it is not set yet."""
        if d:
            return self.rolled(c, p, t0, t1, d, sh, a, b, pending, 0)
        up = self.rolled(c, p, t0, t1, 1, sh, a, b, pending, 0)
        down = self.rolled(c, p, t0, t1, 2, sh, a, b, pending, 0)
        return max(up, down) if p == 0 else min(up, down)

    def candidates(self, state: State) -> list[int]:
        """The legal actions worth valuing: a wild sailor only in the table's nation, from one card
        (the one whose other action is weakest), since any other wild is a position off the table."""
        p = state.to_move
        legal = state.legal_actions()
        wilds = [a for a in legal if A.WILD <= a < A.ADJUST and (a - A.WILD) & 7 == self.wild_nation[p]]
        keep = None
        if wilds:
            kinds = {(a - A.WILD) >> 3 for a in wilds}
            kind = next(k for k in WILD_ORDER if k in kinds)
            keep = A.WILD + kind * 8 + self.wild_nation[p]
        return [a for a in legal if not (A.WILD <= a < A.ADJUST) or a == keep]

    def action_value(self, state: State, action: int) -> float:
        """The exact value of one legal action for the player to move (their own sign)."""
        p = state.to_move
        sign = 1.0 if p == 0 else -1.0
        if action == A.SHANGHAI:  # the round ends: its value is the leaf's, not the next round's
            t0, t1 = self.status(state, 0), self.status(state, 1)
            if t0 is None or t1 is None:
                fresh = self._fresh(state)
                try:
                    return fresh.action_value(state, action)
                finally:
                    fresh.deadline = None
            return sign * self.leaf(pack(state.counts), p, t0, t1, state.direction, state.sharked)
        child = state.clone()
        child.apply_action(action)
        return sign * self.value(child)

    def _fresh(self, state: State) -> "RoundSolver":
        """The table of a position off this one (a wild sailor in another nation): a kept table like
        any other, so that a solve of it in slices carries on, pausing at this one's deadline."""
        fresh = solver_for(state, self.outlook_trick_held, self.start_bonus / 10.0, self.horizon,
                           self.outlook.exact_last)
        fresh.deadline = self.deadline
        return fresh

    def action_values(self, state: State, actions: Sequence[int] | None = None) -> dict[int, float]:
        """The exact value of each legal action (or of `actions`) for the player to move, their sign."""
        return {a: self.action_value(state, a) for a in (state.legal_actions() if actions is None else actions)}


_last: list[RoundSolver] = []
KEPT = 4  # tables kept for reuse (a round's Captain, hint and review share one)
# Tables dropped from `_last`, freed one part at a time as later solves go (`RoundSolver._tick`):
# freeing a whole round's table at once took 15 ms of CPython (some 60 ms in Pyodide) in the slice
# that set up the next round's table.
_retired: list[dict[int, dict[int, float]]] = []
RETIRED_MAX = 4  # beyond this many dropped tables waiting, the oldest is freed at once


def _retire(solver: RoundSolver) -> None:
    """Drop `solver`'s table, to be freed a part at a time (the solver itself starts an empty one)."""
    table, solver._memo = solver._memo, {}
    if table:
        _retired.insert(0, table)
    del _retired[RETIRED_MAX:]


def _free_part() -> None:
    """Free one part of a dropped table (at most a few thousand positions)."""
    table = _retired[-1]
    if table:
        table.popitem()
    else:
        _retired.pop()


def solver_for(state: State, trick_held: tuple[float, ...] = TRICK_HELD, start_bonus: float = START_BONUS,
               horizon: int | None = None, exact_last: bool = False) -> RoundSolver:
    """A solver for the round of `state`, reusing the last one built for the same round and settings
    (`exact_last` only changes round 7's leaves, so the other rounds' tables are shared)."""
    exact = exact_last and state.round == ROUNDS - 2
    for s in _last:
        if s.horizon == horizon and s.outlook.trick == (1.0 if s.last_round else trick_held[s.round]) \
                and s.start_bonus == start_bonus * 10.0 and s.outlook.exact_last == exact and s.fits(state):
            return s
    s = RoundSolver(state, trick_held, start_bonus, horizon, exact_last)
    _last.insert(0, s)
    for old in _last[KEPT:]:
        _retire(old)
    del _last[KEPT:]
    return s


def forget() -> None:
    """Drop the kept tables (the next solve of any round starts from nothing)."""
    _last.clear()
    _retired.clear()


def solve(state: State, **kwargs) -> tuple[int, dict[int, float]]:
    """The best action for the player to move and each candidate's exact value (the mover's sign).

    Ties go to the earliest candidate in `legal_actions()` order, so the answer is deterministic.
    """
    solver = solver_for(state, **kwargs)
    candidates = solver.candidates(state)
    values = solver.action_values(state, candidates)
    best = candidates[0]
    for action in candidates[1:]:
        if values[action] > values[best] + 1e-12:
            best = action
    return best, values


def _patterns(r: int) -> int:
    """How many ways up to r more dice can lie on six cards."""
    return sum(math.comb(j + 5, 5) for j in range(max(0, r) + 1))


def solve_cost(state: State) -> int:
    """A rough measure of the work of solving the rest of `state`'s round exactly, in units of
    about 5 us of CPython: the dice patterns still reachable, times the directions, times for each
    player with a trick open 1 + the kinds of trick their hand allows (placing both dice counts
    twice: it breaks the alternation, so it reaches more positions). Measured against the solve
    times, each player's tricks multiply the work by about that much."""
    size = _patterns(5 - state.placed(0)) * _patterns(5 - state.placed(1)) // 2
    if not state.direction:
        size *= 2
    for p in (0, 1):
        if not state.trick_used[p]:
            h = state.hands[p]
            size *= 1 + bool(h[_P]) + 2 * bool(h[_B]) + bool(h[_R]) + bool(h[_B] or h[_P] or h[_R] or h[_W])
    return size
