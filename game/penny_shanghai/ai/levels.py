"""The levels: which cards to put down when there is a play (the draws and passes are forced).

The levels differ first in what they see on the table (sight.py), as players of the family do:
- cousin, the beginner, sees only the groups her hand holds, the cards that join the table's
  groups as they lie, and a pair made a group with one card borrowed off a long group; she never
  takes the table apart. She puts down all she sees.
- aunt also sees small rearrangements, one or two of the table's groups taken apart and rebuilt
  with her cards; she plays the most cards she sees, and a play that lets the next rival (three
  cards or fewer, hands sampled from the cards she has not seen) go out on the new table costs
  her what losing the hand costs.
- grandma sees every play (the exact solver). Tempo first, she plays as many cards as she can,
  except that she keeps back one card that surely plays next turn when a card drawn then would
  seldom play and no rival is near going out; when several plays of that size leave her different
  cards, she plays each out to the end of the hand in sampled worlds (rollout.py, with the quick
  plays of quick.py) and takes the one that wins or saves the most pennies on average.
Every level goes out at once when it can, whatever it sees: it looks for a play of its whole hand
with the solver first, as a player does, and a level that misses its way out loses to a random
player (docs/ai.md has the numbers).
A level that sees no play when the rules say it has one still plays: the smallest play the solver
finds (sight.fumble).
A play seen in plain sight or by a small change is written as that level would lay it; one of the
solver's is written with the fewest groups changed (plays.table_move).
"""

from __future__ import annotations

import random
from collections.abc import Generator
from dataclasses import dataclass

from .. import melds as M
from .. import solver
from ..plays import Counts, candidate_steps, minus, new_table, plus, table_move
from ..state import State
from .baselines import greedy_play, random_choice
from .quick import QuickTable
from .rollout import outcome
from .sight import Seen, fumble, plain, small_steps
from .view import sample, unseen

LEVELS = ("cousin", "aunt", "grandma")
BASELINES = ("random", "greedy")


@dataclass(frozen=True)
class Profile:
    """What a level sees and how it weighs a play."""

    sight: str  # "plain" (groups as they lie), "small" (one or two groups rebuilt) or "full" (the solver)
    samples: int = 0  # sampled worlds for the rivals' hands (0: rivals are not considered)
    danger: float = 0.0  # cost, in cards, of a rival able to go out on the new table
    rivals: int = 0  # how many rivals after it are looked at
    rollouts: int = 0  # best-scored plays then weighed by rollouts (0: none)
    worlds: int = 0  # sampled worlds each of those plays is played out in
    tempo: bool = False  # weigh only the plays of the most cards (or one fewer, see hold)
    hold: float = 0.0  # keep back one card that surely plays next turn when a draw would play less often


PROFILES = {
    "cousin": Profile(sight="plain"),
    "aunt": Profile(sight="small", samples=6, danger=4.0, rivals=1),
    "grandma": Profile(sight="full", rollouts=4, worlds=12, tempo=True, hold=0.35),
}


def choose(state: State, level: str, seed: int = 0) -> str:
    """The move `level` makes for the player to move (`state` may hide what that seat has not seen)."""
    thought = thinking(state, level, seed)
    while True:
        try:
            next(thought)
        except StopIteration as done:
            return done.value


def thinking(state: State, level: str, seed: int = 0) -> Generator[None, None, str]:
    """choose() in slices for a page that must not freeze: resume it until StopIteration, whose
    value is the move; each resumption does a bounded piece of the work: one solver search, one of
    aunt's rebuilt choices, aunt's look at the next rival (a search per sampled world), one table
    written or one rollout."""
    yield
    step = state.step()
    if step != "play":
        return step
    yield
    rng = random.Random(seed)
    if level == "random":
        return random_choice(state, rng)
    if level == "greedy":
        return table_move(state.table, greedy_play(state))
    profile = PROFILES[level]
    me = state.turn
    hand = state.hands[me]
    table = solver.counts(state.table_cards())
    held = solver.counts(hand)
    most = solver.best_play(table, held)
    if most is not None and sum(most) == len(hand):  # every level looks hard for a way out
        return table_move(state.table, most)
    yield
    seen = yield from _sight(state, held, profile.sight)
    if not seen:  # a play it does not see: it fumbles the smallest one out
        return table_move(state.table, (yield from fumble(state.table_cards(), hand)))
    yield
    written = {play: melds for play, melds in seen}
    plays = [play for play, _melds in seen]
    for play in plays:
        if sum(play) == len(hand):
            return _write(state, play, written[play])
    if profile.tempo:
        plays = yield from _tempo_plays(state, table, held, plays, profile)
    yield
    worlds = [sample(state, me, rng) for _ in range(max(profile.samples, profile.worlds))]
    rivals = []
    p = me
    for _ in range(profile.rivals):
        p = state.left_of(p)
        if p == me:
            break
        rivals.append(p)
    scores = []
    for play in plays:
        scores.append(_score(table, held, play, worlds[:profile.samples], rivals, profile))
        yield
    order = sorted(range(len(plays)), key=lambda k: (-scores[k], k))  # ties: the first play offered
    if profile.rollouts and len(plays) > 1:
        # the best-scored plays, weighed again by rollouts in the same worlds (the score breaks ties)
        rolled = {}
        for k in order[:profile.rollouts]:
            after = QuickTable(new_table(state.table, plays[k]) or ())
            yield
            total = 0.0
            for world in worlds[:profile.worlds]:
                total += outcome(world, after, plays[k])
                yield
            rolled[k] = total / profile.worlds + 0.01 * scores[k]
        order = sorted(rolled, key=lambda k: (-rolled[k], k))
    yield
    return _write(state, plays[order[0]], written.get(plays[order[0]]))


def _sight(state: State, held: Counts, sight: str) -> Generator[None, None, list[tuple[Counts, list | None]]]:
    """The plays a level with this sight sees, each with the table it writes (None: the solver's
    plays, written later with the fewest groups changed)."""
    if sight == "plain":
        play = plain(state.table, held)
        return [play] if play else []
    if sight == "small":
        seen: list[Seen] = yield from small_steps(state.table, held)
        return list(seen)
    plays = yield from candidate_steps(state.table_cards(), state.hands[state.turn])
    return [(play, None) for play in plays]


def _write(state: State, play: Counts, melds: list | None) -> str:
    """The `table` move of a play: as the level laid it, or with the fewest groups changed."""
    return M.write_table(melds) if melds is not None else table_move(state.table, play)


def _tempo_plays(state: State, table: Counts, held: Counts, plays: list[Counts],
                 profile: Profile) -> Generator[None, None, list[Counts]]:
    """The plays of the most cards; or, when a card drawn next turn would seldom play (below
    `profile.hold`, as the quick model sees it) and every rival still holds three cards or more,
    the plays of one card fewer that keep back a card surely playing next turn: it saves the draws
    of that turn at the risk of one more card to pay."""
    most = max(sum(play) for play in plays)
    tops = [play for play in plays if sum(play) == most]
    rivals = [len(state.hands[p]) for p in state.seated if p != state.turn and state.in_game[p]]
    if not profile.hold or most < 2 or min(rivals, default=0) < 3:
        return tops
    holds = []
    for play in plays:
        if sum(play) == most - 1:
            after = plus(table, play)
            left = minus(held, play)
            for c in range(52):
                if left[c]:
                    yield
                    if solver.splits(after[:c] + (after[c] + 1,) + after[c + 1:]):
                        holds.append(play)
                        break
    if not holds:
        return tops
    yield
    quick = QuickTable(new_table(state.table, tops[0]) or ())
    left = list(minus(held, tops[0]))
    pool = unseen(state, state.turn)
    fits = 0
    for card in set(pool):
        left[card] += 1
        if quick.copy().play(list(left)):
            fits += pool.count(card)
        left[card] -= 1
    return holds if fits < profile.hold * len(pool) else tops


def _score(table: Counts, held: Counts, play: Counts, worlds: list[State], rivals: list[int],
           profile: Profile) -> float:
    after = plus(table, play)
    left = minus(held, play)
    score = -float(sum(left)) + 0.01 * sum(solver.points(c) * play[c] for c in range(52))
    if worlds and rivals:
        threat = 0.0
        for weight, p in zip((1.0, 0.6, 0.4), rivals):
            hits = 0
            for world in worlds:
                theirs = world.hands[p]
                if len(theirs) <= 3 and solver.splits(plus(after, solver.counts(theirs))):
                    hits += 1
            threat += weight * hits / len(worlds)
        score -= profile.danger * threat
    return score
