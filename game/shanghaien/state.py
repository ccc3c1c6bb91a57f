"""The game state in the shape of OpenSpiel's State: players 0 and 1, chance, legal actions.

The rules never draw a random number: at a chance node the caller picks one of
`chance_outcomes()` and applies it. The deck is part of the state (a record lists it);
an AI must treat the cards beyond the tavern as unknown and resample them itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from . import actions as A
from .cards import CARD_BY_CODE, DECK_SIZE, NATION_INDEX, NATIONS, TRICK_CODES, TRICK_INDEX
from .scoring import distribute, final_scores, position_of

CHANCE_PLAYER = -1
TERMINAL_PLAYER = -4
ROUNDS = 8
DICE_PER_PLAYER = 6

# Phases of a turn.
START = 0  # roll or Shanghai
ROLLING = 1  # chance: the dice are in the air (after a roll or a reroll)
ROLLED = 2  # dice shown: direction, tricks, place
OVER = 3

_B, _P, _R, _W, _X = (TRICK_INDEX[c] for c in TRICK_CODES)


@dataclass(frozen=True)
class Options:
    """The rule options of a game record."""

    next_start: str = "non-caller"  # or "alternate"
    extra_wild: bool = False
    sharks: bool = False

    def to_json(self) -> dict:
        """The record's `options` object."""
        return {"next_start": self.next_start, "extra_wild": self.extra_wild, "sharks": self.sharks}


class RoundEnd(tuple):
    """A finished round: (round, starter, caller, direction, counts, sharked, tavern codes)."""

    __slots__ = ()

    round = property(lambda self: self[0])
    starter = property(lambda self: self[1])
    caller = property(lambda self: self[2])
    direction = property(lambda self: self[3])
    counts = property(lambda self: self[4])
    sharked = property(lambda self: self[5])
    tavern = property(lambda self: self[6])


class State:
    """A Shanghaien position; mutate with apply_action, copy with clone."""

    __slots__ = (
        "options", "deck", "start", "round", "starter", "to_move", "phase", "direction",
        "die_a", "die_b", "counts", "supply", "sharked", "pending_shark", "trick_used",
        "hands", "crews", "history", "rounds",
    )

    def __init__(self, deck: tuple[str, ...] | list[str], start: int = 0, options: Options | None = None):
        """A new game: `deck` is the draw pile top card first, `start` the first start player."""
        self.options = options or Options()
        self.deck = tuple(deck)
        self.start = start
        self.round = 0  # 0..7
        self.starter = start
        self.to_move = start
        self.phase = START
        self.direction = 0  # 0 unset, 1 up, 2 down
        self.die_a = self.die_b = 0
        self.counts = [0] * 12
        self.supply = [DICE_PER_PLAYER, DICE_PER_PLAYER]
        self.sharked = 0
        self.pending_shark = False
        self.trick_used = [False, False]
        extra = [0] * len(TRICK_CODES)
        if self.options.extra_wild:
            extra[_W] = 1
        if self.options.sharks:
            extra[_X] = 1
        self.hands = [list(extra), list(extra)]  # unused trick cards held, counted by TRICK_CODES
        self.crews: list[tuple[int, ...]] = [()] * 16  # crews[p * 8 + nation]: sailor values
        self.history: tuple | None = None  # linked list (previous, action)
        self.rounds: tuple[RoundEnd, ...] = ()

    # --- OpenSpiel-style API -------------------------------------------------------------

    def current_player(self) -> int:
        """0 or 1, CHANCE_PLAYER while dice are rolled, TERMINAL_PLAYER when the game is over."""
        if self.phase == ROLLED or self.phase == START:
            return self.to_move
        return CHANCE_PLAYER if self.phase == ROLLING else TERMINAL_PLAYER

    def is_terminal(self) -> bool:
        """True once the eighth round has been distributed."""
        return self.phase == OVER

    def is_chance_node(self) -> bool:
        """True while dice are in the air."""
        return self.phase == ROLLING

    def chance_outcomes(self) -> tuple[tuple[int, float], ...]:
        """The 21 dice outcomes with their probabilities (sum 1), or () if not a chance node."""
        return A.DICE_OUTCOMES if self.phase == ROLLING else ()

    def tavern(self) -> tuple[str, ...]:
        """The six cards of the current round's tavern, positions 1..6 left to right."""
        r = min(self.round, ROUNDS - 1) * 6
        return self.deck[r:r + 6]

    def legal_actions(self) -> list[int]:
        """The actions the player to move may take (chance outcomes at a chance node)."""
        phase = self.phase
        p = self.to_move
        if phase == START:
            supply = self.supply[p]
            if supply < 2:
                return [A.SHANGHAI]
            if supply <= DICE_PER_PLAYER - 2:
                return [A.ROLL, A.SHANGHAI]
            return [A.ROLL]
        if phase == ROLLING:
            return [a for a, _ in A.DICE_OUTCOMES]
        if phase == OVER:
            return []
        a, b = self.die_a, self.die_b
        direction = self.direction
        if direction:
            out = [A.PLACE + a] if a == b else [A.PLACE + a, A.PLACE + b]
        else:
            out = [A.DIR_UP, A.DIR_DOWN]
        if not self.trick_used[p]:
            hand = self.hands[p]
            if hand[_B] or hand[_P] or hand[_R] or hand[_W]:
                crews = self.crews
                held = [n for n in range(8) if crews[p * 8 + n]]
                for k in (_B, _P, _R, _W):
                    if hand[k]:
                        base = A.WILD + k * 8
                        out.extend(base + n for n in held)
            if hand[_P]:
                for v in ((a,) if a == b else (a, b)):
                    if v > 1:
                        out.append(A.ADJUST + (v - 1) * 2)
                    if v < 6:
                        out.append(A.ADJUST + (v - 1) * 2 + 1)
            if hand[_B] and direction:
                out.append(A.BOTH)
            if hand[_R]:
                out.append(A.REROLL)
            if hand[_X]:
                out.append(A.SHARKS)
                if direction:
                    base = p * 6
                    counts = self.counts
                    for v in range(1, 7):
                        if counts[base + position_of(v, direction)]:
                            out.append(A.EXCHANGE + v)
        return out

    def clone(self) -> "State":
        """A copy that shares nothing mutable with this state."""
        c = State.__new__(State)
        c.options = self.options
        c.deck = self.deck
        c.start = self.start
        c.round = self.round
        c.starter = self.starter
        c.to_move = self.to_move
        c.phase = self.phase
        c.direction = self.direction
        c.die_a = self.die_a
        c.die_b = self.die_b
        c.counts = self.counts[:]
        c.supply = self.supply[:]
        c.sharked = self.sharked
        c.pending_shark = self.pending_shark
        c.trick_used = self.trick_used[:]
        c.hands = [self.hands[0][:], self.hands[1][:]]
        c.crews = self.crews[:]
        c.history = self.history
        c.rounds = self.rounds
        return c

    def apply_action(self, action: int) -> None:
        """Apply a legal action (checked only by `why_not`; the hot path trusts its caller)."""
        p = self.to_move
        if action >= A.CHANCE:
            k = action - A.CHANCE
            self.die_a = k // 6 + 1
            self.die_b = k % 6 + 1
            self.phase = ROLLED
        elif action == A.ROLL:
            self.phase = ROLLING
        elif action == A.SHANGHAI:
            self._shanghai(p)
        elif action < A.WILD:
            if action <= A.DIR_DOWN:
                self.direction = 1 if action == A.DIR_UP else 2
            else:
                self._place(p, action - A.PLACE)
                self._end_turn(p)
        elif action < A.ADJUST:
            k = action - A.WILD
            kind, n = k >> 3, k & 7
            self.hands[p][kind] -= 1
            self.trick_used[p] = True
            i = p * 8 + n
            self.crews[i] = self.crews[i] + (2,)
        elif action < A.BOTH:
            k = action - A.ADJUST
            v = k // 2 + 1
            new = v + 1 if k & 1 else v - 1
            if self.die_a == v:
                self.die_a = new
            else:
                self.die_b = new
            self._use_trick(p, _P)
        elif action == A.BOTH:
            self._use_trick(p, _B)
            self._place(p, self.die_a)
            self._place(p, self.die_b)
            self._end_turn(p)
        elif action == A.REROLL:
            self._use_trick(p, _R)
            self.phase = ROLLING
        elif action == A.SHARKS:
            self._use_trick(p, _X)
            self.pending_shark = True
        else:
            self._use_trick(p, _X)
            self.counts[p * 6 + position_of(action - A.EXCHANGE, self.direction)] -= 1
            self.supply[p] += 1
            self._place(p, self.die_a)
            self._place(p, self.die_b)
            self._end_turn(p)
        self.history = (self.history, action)

    def returns(self) -> tuple[float, float]:
        """+1 / -1 for a win and loss, 0 each for a draw or a game not over."""
        if self.phase != OVER:
            return 0.0, 0.0
        s0, s1 = self.scores()
        if s0 == s1:
            return 0.0, 0.0
        return (1.0, -1.0) if s0 > s1 else (-1.0, 1.0)

    # --- the rules behind the API ------------------------------------------------------

    def _use_trick(self, p: int, kind: int) -> None:
        self.hands[p][kind] -= 1
        self.trick_used[p] = True

    def _place(self, p: int, value: int) -> None:
        pos = position_of(value, self.direction)
        self.counts[p * 6 + pos] += 1
        self.supply[p] -= 1
        if self.pending_shark:
            self.sharked |= 1 << pos
            self.pending_shark = False

    def _end_turn(self, p: int) -> None:
        self.to_move = 1 - p
        self.phase = START

    def _shanghai(self, caller: int) -> None:
        r = self.round
        tavern = self.deck[r * 6:r * 6 + 6]
        counts = self.counts
        self.rounds = self.rounds + (RoundEnd((r, self.starter, caller, self.direction,
                                               tuple(counts), self.sharked, tavern)),)
        crews, hands = self.crews, self.hands
        for i, award in enumerate(distribute(counts, self.direction, self.sharked)):
            taker = award[0]
            if taker < 0:
                continue
            card = CARD_BY_CODE[tavern[i]]
            if card.nation is None:
                hands[taker][TRICK_INDEX[card.code]] += 1
            else:
                j = taker * 8 + NATION_INDEX[card.nation]
                crews[j] = crews[j] + (card.value,)
        if r == ROUNDS - 1:
            self.phase = OVER
            return
        self.round = r + 1
        self.starter = 1 - (caller if self.options.next_start == "non-caller" else self.starter)
        self.to_move = self.starter
        self.phase = START
        self.direction = 0
        self.counts = [0] * 12
        self.supply = [DICE_PER_PLAYER, DICE_PER_PLAYER]
        self.sharked = 0
        self.trick_used = [False, False]

    # --- reading a position -------------------------------------------------------------

    def strengths(self) -> tuple[list[int], list[int]]:
        """Each player's crew strength per nation (index as NATIONS)."""
        c = self.crews
        return [sum(c[n]) for n in range(8)], [sum(c[8 + n]) for n in range(8)]

    def crew(self, player: int, nation: str) -> tuple[int, ...]:
        """A player's sailor values in one nation, wilds counting 2, in the order won."""
        return self.crews[player * 8 + NATION_INDEX[nation]]

    def tricks_held(self, player: int) -> list[str]:
        """The unused trick cards a player holds, sorted by code."""
        return [code for k, code in enumerate(TRICK_CODES) for _ in range(self.hands[player][k])]

    def scores(self) -> tuple[int, int]:
        """Both players' totals if the game ended now (the final score once it is over)."""
        return final_scores(self.strengths(), [sum(self.hands[0]), sum(self.hands[1])])

    def winner(self) -> int | None:
        """0 or 1 for the player with more points, None for equal totals."""
        s0, s1 = self.scores()
        return None if s0 == s1 else (0 if s0 > s1 else 1)

    def placed(self, player: int) -> int:
        """How many of a player's dice lie on the tavern this round."""
        return DICE_PER_PLAYER - self.supply[player]

    def actions_played(self) -> list[int]:
        """Every action applied since the start, in order."""
        out = []
        node = self.history
        while node is not None:
            node, action = node
            out.append(action)
        out.reverse()
        return out

    def key(self) -> tuple:
        """Everything that defines the position (history and round log aside), for equality."""
        return (self.options, self.deck, self.start, self.round, self.starter, self.to_move,
                self.phase, self.direction, self.die_a, self.die_b, tuple(self.counts),
                tuple(self.supply), self.sharked, self.pending_shark, tuple(self.trick_used),
                tuple(self.hands[0]), tuple(self.hands[1]), tuple(self.crews))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.key() == other.key() and self.rounds == other.rounds

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        return f"<State round {self.round + 1} phase {self.phase} to_move {self.to_move}>"

    def iter_crews(self, player: int) -> Iterator[tuple[str, tuple[int, ...]]]:
        """(nation, values) for each nation in which the player holds sailors."""
        for n, nation in enumerate(NATIONS):
            values = self.crews[player * 8 + n]
            if values:
                yield nation, values


def new_game(deck: list[str] | tuple[str, ...], start: int = 0, options: Options | None = None) -> State:
    """A new game on a given draw pile (a permutation of the 48 tavern cards)."""
    if len(deck) != DECK_SIZE:
        raise ValueError(f"a deck has {DECK_SIZE} cards, not {len(deck)}")
    return State(deck, start, options)
