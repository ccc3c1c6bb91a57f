"""The Mate's and Captain's search: UCT over the rest of the round, dice as sampled chance.

The tree ends where the round ends: a Shanghai hands the position to the outlook, which
needs only the set of cards still to come, never their order, so no search ever reads
the draw pile, plus what starting the next round is worth to whoever starts it (so the
search sees that a Shanghai under the non-caller rule hands that start to the rival). Chance nodes branch on the 21 dice outcomes, sampled by their odds, and
a decision's value is the average over its sampled dice: the search never plans as if
it knew its own future rolls. Below the tree the round is played out by the tactics'
quick policy. Work is counted in simulated moves (plus a fixed charge per iteration),
not in seconds, so a seed fixes the answer and every position costs about the same time
whether its play-outs are long or short; `step` does a slice of it so a browser can keep
its page responsive.
"""

from __future__ import annotations

import math
import random
import time
from typing import Sequence

from .. import actions as A
from ..cards import CARD_BY_CODE, NATION_INDEX
from ..scoring import final_scores
from ..state import ROLLING, ROUNDS, START, State
from .outlook import TRICK_HELD, Outlook, takers
from .tactics import Tactics, useful_actions

CHANCE = -1
ITERATION_COST = 4  # work units charged per iteration on top of its simulated moves
# What starting the next round is worth to its starter, in outlook units (tens of points):
# measured over 560 rounds of the Bosun's self-play (+0.094, standard error 0.011). Under the
# rulebook's next start (the non-caller) a Shanghai hands the next round to the rival; the
# outlook alone would not see that price.
START_BONUS = 0.09


class Node:
    """A search node: a decision of `player` or a roll of the dice (player CHANCE)."""

    __slots__ = ("player", "children", "untried", "visits", "total")

    def __init__(self, player: int):
        self.player = player
        self.children: dict[int, Node] = {}
        self.untried: list[int] | None = None
        self.visits = 0
        self.total = 0.0  # sum of results for the player who chose the move leading here


class RoundSearch:
    """UCT over the current round from `state` for `budget` work units, seeded by `rng`."""

    def __init__(self, state: State, budget: int, rng: random.Random, explore: float = 0.2,
                 shanghai_margin: float = 0.0, deadline: float | None = None,
                 start_bonus: float = START_BONUS, win_chance: bool = True,
                 trick_held: tuple[float, ...] = TRICK_HELD, exact_last: bool = False):
        """Prepare the search (the state is not changed)."""
        self.root_state = state.clone()
        self.round = state.round
        self.outlook = Outlook(state, trick_held, exact_last)
        self.tactics = Tactics(state, self.outlook, shanghai_margin)
        self.rng = rng
        self.budget = budget
        self.explore = explore
        self.deadline = deadline
        self.work = 0
        self.iterations = 0
        self.root = Node(state.current_player())
        self.root.untried = self._candidates(self.root_state)
        # The tavern as (crew index offset, value) per position; a nation of -1 is a trick card.
        self.tavern = [(-1, 0) if CARD_BY_CODE[c].nation is None
                       else (NATION_INDEX[CARD_BY_CODE[c].nation], CARD_BY_CODE[c].value)
                       for c in state.tavern()]
        self.last_round = state.round >= ROUNDS - 1
        self.by_caller = state.options.next_start == "non-caller"
        self.start_bonus = start_bonus
        self.win_chance = win_chance
        self._ends: dict[tuple, float] = {}

    def _candidates(self, state: State) -> list[int]:
        legal = useful_actions(state, state.legal_actions(), self.tactics)
        if len(legal) > 1:
            values = self.tactics.action_values(state, legal)
            legal.sort(key=lambda a: values[a])  # popped from the end: best first
        return legal

    def done(self) -> bool:
        """True when the budget is used up (or the deadline, if any, has passed)."""
        if self.work >= self.budget or len(self.root.untried or ()) + len(self.root.children) <= 1:
            return True
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def step(self, budget_ms: float = 30.0) -> None:
        """Run iterations for about `budget_ms` of wall time (at least one)."""
        end = time.perf_counter() + budget_ms / 1000.0
        clock = time.perf_counter
        while not self.done():
            self._iterate()
            self.iterations += 1
            if self.work >= self.budget or clock() >= end:
                return

    def _iterate(self) -> None:
        state = self.root_state.clone()
        node = self.root
        path = [node]
        rng = self.rng
        rnd = self.round
        moves = ITERATION_COST
        while True:
            moves += 1
            if state.phase == ROLLING:
                x, y = rng.randrange(6), rng.randrange(6)
                if x > y:
                    x, y = y, x
                outcome = A.CHANCE + x * 6 + y
                state.apply_action(outcome)
                child = node.children.get(outcome)
                if child is None:
                    child = node.children[outcome] = Node(state.current_player())
                    path.append(child)
                    break
                node = child
                path.append(node)
                continue
            if node.untried is None:
                node.untried = self._candidates(state)
            if node.untried:
                action = node.untried.pop()
                state.apply_action(action)
                child = node.children[action] = Node(CHANCE if state.phase == ROLLING else state.current_player())
                path.append(child)
                break
            action, node = self._select(node)
            state.apply_action(action)
            path.append(node)
            if state.round != rnd or state.is_terminal():
                break
        value, played = self._play_out(state)
        self.work += moves + played
        # Each node keeps results for the player whose move led to it: its parent's decider.
        for parent, child in zip(path, path[1:]):
            child.visits += 1
            decider = parent.player
            if decider == CHANCE:
                child.total += value
            else:
                child.total += value if decider == 0 else -value
        self.root.visits += 1

    def _select(self, node: Node) -> tuple[int, Node]:
        log_n = math.log(node.visits + 1)
        c = self.explore
        best: tuple[int, Node] | None = None
        best_score = -1e18
        for action, child in node.children.items():
            score = child.total / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = (action, child), score
        assert best is not None
        return best

    def _play_out(self, state: State) -> tuple[float, int]:
        """Finish the round with the quick policy and dice from the rng: the outlook's value for
        player 0, and the moves it took."""
        rnd = self.round
        rng = self.rng
        quick = self.tactics.quick_action
        played = 0
        while state.round == rnd and not state.is_terminal():
            played += 1
            if state.phase == ROLLING:
                x, y = rng.randrange(6), rng.randrange(6)
                if x > y:
                    x, y = y, x
                state.apply_action(A.CHANCE + x * 6 + y)
                continue
            action = quick(state)
            if action == A.SHANGHAI and state.phase == START:
                return self._shanghai_value(state), played
            state.apply_action(action)
        if state.is_terminal():
            value = self.outlook.state_value(state)
        else:
            value = self._round_end_value(state.crews, (sum(state.hands[0]), sum(state.hands[1])), state.starter)
        return value, played

    def _shanghai_value(self, state: State) -> float:
        """The outlook's value (player 0) of Shanghai called now, worked out without playing it:
        the same number `state_value` gives after the call, remembered per distinct outcome."""
        owners = tuple(takers(state.counts, state.direction, state.sharked))
        h0, h1 = sum(state.hands[0]), sum(state.hands[1])
        starter = 1 - (state.to_move if self.by_caller else state.starter)  # of the next round
        key = (owners, h0, h1, starter, tuple(state.crews))
        value = self._ends.get(key)
        if value is not None:
            return value
        crews = list(state.crews)
        held = [h0, h1]
        share_out(self.tavern, owners, crews, held)
        if self.last_round:
            value = final_value(crews, held)
        else:
            value = self._round_end_value(crews, (held[0], held[1]), starter)
        self._ends[key] = value
        return value

    def _round_end_value(self, crews: Sequence[tuple[int, ...]], held: tuple[int, int], starter: int) -> float:
        """The value (player 0) of a round ending with these crews, `starter` starting the next."""
        bonus = self.start_bonus if starter == 0 else -self.start_bonus
        if self.win_chance:
            return self.outlook.win_value(crews, held, bonus * 10.0)
        return self.outlook.value(crews, held) + bonus

    def best(self) -> int:
        """The most visited move at the root (the only one if there is just one)."""
        root = self.root
        if not root.children:
            return root.untried[-1]
        return max(root.children.items(), key=lambda item: (item[1].visits, item[1].total))[0]

    def root_values(self) -> dict[int, tuple[int, float]]:
        """Visits and mean result (for the mover) of each root move searched so far."""
        return {a: (c.visits, c.total / c.visits if c.visits else 0.0) for a, c in self.root.children.items()}


def share_out(tavern: Sequence[tuple[int, int]], owners: Sequence[int], crews: list[tuple[int, ...]],
              held: list[int]) -> None:
    """Give each tavern card to its taker: a sailor joins the taker's crew (index owner * 8 + nation),
    a trick card (nation < 0) is held; a card nobody takes (owner < 0) stays out."""
    for (nation, v), owner in zip(tavern, owners):
        if owner < 0:
            continue
        if nation < 0:
            held[owner] += 1
        else:
            crews[owner * 8 + nation] += (v,)


def final_value(crews: Sequence[tuple[int, ...]], held: Sequence[int]) -> float:
    """Player 0's value of the game ending with these crews: the win (1, 0, -1) plus the margin / 100."""
    s0, s1 = final_scores(([sum(crews[n]) for n in range(8)], [sum(crews[8 + n]) for n in range(8)]), held)
    return (1.0 if s0 > s1 else -1.0 if s1 > s0 else 0.0) + (s0 - s1) / 100.0
