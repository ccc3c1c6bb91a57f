"""The computer opponents by level, behind one sliceable interface.

    search = Searcher(state, "captain", seed)
    while not search.done():
        search.step(budget_ms=30)      # a browser awaits between slices
    action = search.best()

Every level is seeded: the random stream comes from the seed and the visible position
only (the taverns laid out so far and every move), so the same seed and position give
the same move, whatever order the hidden draw pile is in. The searcher first reshuffles
that pile in its own copy, so nothing downstream can read it.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ..state import ROUNDS, State
from .baselines import PlainUCT, ScoreNow, unseen_reshuffled
from .outlook import TRICK_HELD, Outlook
from .search import START_BONUS, RoundSearch
from .solver import Pause, RoundSolver, solve_cost, solver_for
from .tactics import Tactics, one_ply


# The largest round the Captain and the Mate solve exactly, in solve_cost units (about 5 us each
# under CPython); a bigger rest of the round is searched by UCT as before. The Captain's bound
# takes in every whole round with no trick card open (213,444 units, about 1 s of CPU for the
# round's first decision, after which its decisions read the kept table); with trick cards open
# it solves from the first or second die on.
EXACT_CAPTAIN = 220_000
# With a wall-clock cap (the board's), the exact solve may take this share of it; if the table is not
# finished by then, the move comes from the search in the time left, and the part of the table
# already solved is kept for the next decision of the round (a slow or busy device never waits for
# a whole round's solve).
SOLVE_SHARE = 0.6
EXACT_MATE = 4_000


@dataclass(frozen=True)
class Level:
    """How one opponent thinks: its kind and the knobs of that kind."""

    name: str
    title: str
    kind: str  # "random", "greedy", "tactics", "search", "uct"
    budget: int = 0  # work: simulated moves for "search", simulations for "uct"
    noise: float = 0.0
    shanghai_margin: float = 0.0
    explore: float = 0.25  # the search's exploration, before the last round
    explore_last: float = 1.2  # and in the last round, where a leaf is a whole win or loss
    start_bonus: float = START_BONUS  # what the search counts starting the next round worth
    win_chance: bool = True  # the search values a round's end by the chance to win, else by the margin
    trick_held: tuple[float, ...] = TRICK_HELD  # what a held trick card is worth at each round's end
    exact: int = 0  # solve the rest of the round exactly when its cost (solver.solve_cost) is at most this
    exact_last: bool = False  # value round 7's end by the exact distribution of the final margin (outlook.py)


LEVELS: dict[str, Level] = {
    "deckhand": Level("deckhand", "Deckhand", "greedy", noise=0.25),
    "bosun": Level("bosun", "Bosun", "tactics"),
    "mate": Level("mate", "Mate", "search", budget=600, exact=EXACT_MATE),
    "captain": Level("captain", "Captain", "search", budget=60000, exact=EXACT_CAPTAIN, exact_last=True),
    "mcts-captain": Level("mcts-captain", "mcts-captain", "search", budget=60000),
    "random": Level("random", "random", "random"),
    "greedy": Level("greedy", "greedy", "greedy"),
    "mcts": Level("mcts", "mcts", "uct", budget=1000),
}
PLAYER_LEVELS = ("deckhand", "bosun", "mate", "captain")


def level_of(name: str) -> Level:
    """The level called `name` (case-insensitive); ValueError names the choices otherwise."""
    level = LEVELS.get(name.lower())
    if level is None:
        raise ValueError(f"unknown level '{name}' (choose from {', '.join(LEVELS)})")
    return level


def level_solver(state: State, level: str | Level = "captain") -> RoundSolver:
    """The exact solver of `state`'s round with `level`'s leaf (the hint and the review use the Captain's)."""
    level = level if isinstance(level, Level) else level_of(level)
    return solver_for(state, level.trick_held, level.start_bonus, exact_last=level.exact_last)


def position_seed(state: State, seed: int) -> str:
    """The seed of the random stream for one decision: the seed plus what both players can see."""
    shown = state.deck[:6 * (state.round + 1)]
    return f"{seed}|{state.start}|{state.options}|{','.join(shown)}|{state.actions_played()}"


class Searcher:
    """One decision of one level, done in slices; `best()` once `done()`."""

    def __init__(self, state: State, level: str | Level, seed: int = 0, time_ms: float | None = None):
        """Start deciding for the player to move in `state` (which is not changed)."""
        self.level = level if isinstance(level, Level) else level_of(level)
        if state.current_player() < 0:
            raise ValueError("no decision to make: the game is over or the dice are rolling")
        self.rng = random.Random(position_seed(state, seed))
        self.state = unseen_reshuffled(state, self.rng)
        now = time.perf_counter()
        self.deadline = None if time_ms is None else now + time_ms / 1000.0
        self.solve_until = None if time_ms is None else now + SOLVE_SHARE * time_ms / 1000.0
        self.solve_cut = False  # the cap stopped the exact solve: the search chose instead
        self._choice: int | None = None
        self._search: RoundSearch | PlainUCT | None = None
        self.solver: RoundSolver | None = None
        self.values: dict[int, float] | None = None  # the exact value of each candidate, once solved
        legal = self.state.legal_actions()
        if len(legal) == 1:
            self._choice = legal[0]
            return
        kind = self.level.kind
        if kind == "search" and self.level.exact and solve_cost(self.state) <= self.level.exact:
            self.solver = level_solver(self.state, self.level)
        elif kind == "search":
            self._search = self._round_search()
        elif kind == "uct":
            self._search = PlainUCT(self.state, self.rng, self.level.budget, self.deadline)

    def _round_search(self) -> RoundSearch:
        """The level's search over the rest of the round (positions too big to solve, or a solve cut short)."""
        level = self.level
        explore = level.explore_last if self.state.round == ROUNDS - 1 else level.explore
        return RoundSearch(self.state, level.budget, self.rng, explore, level.shanghai_margin,
                           self.deadline, level.start_bonus, level.win_chance, level.trick_held,
                           level.exact_last)

    def done(self) -> bool:
        """True once the move is known."""
        if self._choice is not None:
            return True
        return self._search is not None and self._search.done()

    def _solve(self) -> None:
        """The exact solution: every candidate valued, the best taken (ties to the first legal)."""
        assert self.solver is not None
        candidates = self.solver.candidates(self.state)
        values = self.solver.action_values(self.state, candidates)
        self.values = values
        best, best_v = candidates[0], values[candidates[0]]
        for action in candidates[1:]:
            if values[action] > best_v + 1e-12:
                best, best_v = action, values[action]
        self._choice = best

    def step(self, budget_ms: float = 30.0) -> None:
        """Think for about `budget_ms` more (the quick levels finish in one step)."""
        if self._choice is not None:
            return
        if self._search is not None:
            self._search.step(budget_ms)
            return
        if self.solver is not None:
            if self.solve_until is not None and time.perf_counter() >= self.solve_until:
                self.solver, self.solve_cut = None, True
                self._search = self._round_search()
                self._search.step(budget_ms)
                return
            self.solver.deadline = time.perf_counter() + budget_ms / 1000.0
            try:
                self._solve()
            except Pause:
                pass  # the finished part of the table is kept: the next step carries on
            finally:
                self.solver.deadline = None
            return
        kind = self.level.kind
        state = self.state
        if kind == "random":
            legal = state.legal_actions()
            self._choice = legal[self.rng.randrange(len(legal))]
        elif kind == "greedy":
            self._choice = one_ply(state, Tactics(state, ScoreNow(), self.level.shanghai_margin),
                                   self.rng, self.level.noise)
        else:
            outlook = Outlook(state, self.level.trick_held)
            self._choice = one_ply(state, Tactics(state, outlook, self.level.shanghai_margin),
                                   self.rng, self.level.noise)

    def cut_short(self) -> bool:
        """True if the deadline ended the thinking before its budget was used up (or before the exact solve)."""
        if self.solve_cut:
            return True
        search = self._search
        if search is None or self.deadline is None:
            return False
        if isinstance(search, RoundSearch):
            return search.work < search.budget and search.done()
        return search.count < search.simulations and search.done()

    def best(self) -> int:
        """The chosen action (finishing the thinking first if needed)."""
        while not self.done():
            self.step(1000.0)
        if self._choice is None:
            assert self._search is not None
            self._choice = self._search.best()
        return self._choice


def choose(state: State, level: str | Level, seed: int = 0, time_ms: float | None = None) -> int:
    """The action `level` plays in `state`, thinking in one go."""
    return Searcher(state, level, seed, time_ms).best()
