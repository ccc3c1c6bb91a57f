"""The yardsticks the levels are measured against: random, greedy and plain UCT.

`greedy` looks one ply ahead with the simplest evaluation, the score if the game ended
with this tavern distributed now. `mcts` is textbook UCT: 1,000 simulations, uniformly
random play-outs to the end of the game, dice sampled at chance nodes, and the unseen
draw pile reshuffled for every simulation (so it never uses the real order either).
"""

from __future__ import annotations

import math
import random
import time
from typing import Sequence

from .. import actions as A
from ..randomplay import play_random_game
from ..scoring import final_scores
from ..state import ROLLING, State

UCT_C = math.sqrt(2.0)


class ScoreNow:
    """The greedy evaluation: player 0's margin if the game ended now (in points / 10)."""

    last_round = True

    def value(self, crews: Sequence[tuple[int, ...]], held: tuple[int, int]) -> float:
        """Player 0's final margin with these crews and unused tricks, over 10."""
        s0 = [sum(crews[n]) for n in range(8)]
        s1 = [sum(crews[8 + n]) for n in range(8)]
        a, b = final_scores((s0, s1), held)
        return (a - b) / 10.0

    def state_value(self, state: State) -> float:
        """`value` of a state's crews and hands."""
        return self.value(state.crews, (sum(state.hands[0]), sum(state.hands[1])))


def unseen_reshuffled(state: State, rng: random.Random) -> State:
    """A clone of `state` whose cards beyond the current tavern are put in a random order.

    The cards are sorted first, so the new order depends on `rng` alone, never on the old one.
    """
    c = state.clone()
    cut = 6 * (state.round + 1)
    rest = sorted(state.deck[cut:])
    rng.shuffle(rest)
    c.deck = state.deck[:cut] + tuple(rest)
    return c


class _Node:
    __slots__ = ("player", "children", "visits", "total")

    def __init__(self, player: int):
        self.player = player
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.total = 0.0


class PlainUCT:
    """Plain UCT with random play-outs over the whole game; sliceable like the other searchers."""

    def __init__(self, state: State, rng: random.Random, simulations: int = 1000,
                 deadline: float | None = None):
        """Prepare a search from `state` (not changed)."""
        self.state = state.clone()
        self.rng = rng
        self.simulations = simulations
        self.deadline = deadline
        self.count = 0
        self.root = _Node(state.current_player())
        self.legal = state.legal_actions()

    def done(self) -> bool:
        """True when the simulations are used up (or the deadline has passed)."""
        if self.count >= self.simulations or len(self.legal) == 1:
            return True
        return self.deadline is not None and time.perf_counter() >= self.deadline

    def step(self, budget_ms: float = 30.0) -> None:
        """Run simulations for about `budget_ms`."""
        end = time.perf_counter() + budget_ms / 1000.0
        while not self.done():
            self._simulate()
            self.count += 1
            if time.perf_counter() >= end:
                return

    def _simulate(self) -> None:
        rng = self.rng
        state = unseen_reshuffled(self.state, rng)
        node = self.root
        path = [node]
        while not state.is_terminal():
            if state.phase == ROLLING:
                outcome = A.dice(rng.randint(1, 6), rng.randint(1, 6))
                state.apply_action(outcome)
                child = node.children.get(outcome)
                if child is None:
                    node.children[outcome] = child = _Node(state.current_player())
                    path.append(child)
                    break
                node = child
                path.append(node)
                continue
            legal = state.legal_actions()
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                state.apply_action(action)
                node.children[action] = child = _Node(state.current_player())
                path.append(child)
                break
            log_n = math.log(node.visits + 1)
            best, best_score = legal[0], -1e18
            for action in legal:
                child = node.children[action]
                score = child.total / child.visits + UCT_C * math.sqrt(log_n / child.visits)
                if score > best_score:
                    best, best_score = action, score
            state.apply_action(best)
            node = node.children[best]
            path.append(node)
        play_random_game(state, rng)
        value = state.returns()[0]
        for parent, child in zip(path, path[1:]):
            child.visits += 1
            child.total += value if parent.player != 1 else -value
        self.root.visits += 1

    def best(self) -> int:
        """The most visited root move."""
        if len(self.legal) == 1 or not self.root.children:
            return self.legal[0]
        return max(self.root.children.items(), key=lambda item: item[1].visits)[0]
