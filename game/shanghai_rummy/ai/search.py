"""Determinized search of a throw (levels.SEARCHING, no level's yet: it measured weaker than the
shark's policy alone, see docs/ai.md). Deal the cards the seat has not seen into the rivals' hidden
places and the stock at random (the same worlds for every candidate), play each candidate on with
ai/rollout.py to the end of the hand or a horizon, and keep the candidate with the best mean.
It is a generator that yields after each rollout, so a page can slice it."""

from __future__ import annotations

import random
import time
from collections.abc import Generator

from ...rummy import cards as C
from ..state import HIDDEN, PLAY, TAKE, State
from .outs import unseen
from .policy import Style, discard_scores
from .rollout import hand_score, play_out


def sample_world(view: State, seat: int, rng: random.Random) -> State:
    """A full position consistent with what `seat` sees: every card it has not seen dealt at random
    into the rivals' hidden places and the stock (rivals' known cards stay where they are)."""
    world = view.clone()
    pool: list[int] = []
    for card, copies in unseen(view, seat).items():
        if copies > 0:
            pool.extend([card] * copies)
    rng.shuffle(pool)
    hands = world.hands
    slots = sum(1 for p in range(view.n) if p != seat for c in hands[p] if c == HIDDEN)
    slots += view.stock_size()
    while len(pool) < slots:  # only a position built by hand can see more cards than the packs hold
        pool.append(rng.randrange(52))
    for p in range(view.n):
        if p != seat and HIDDEN in hands[p]:
            hands[p] = [pool.pop() if c == HIDDEN else c for c in hands[p]]
    pack = list(view.pack)
    for i in range(view.sp, len(pack)):
        pack[i] = pool.pop()
    world.pack = pack
    world.packs = list(view.packs)
    world.packs[view.h - 1] = pack
    return world


def candidates(view: State, seat: int, style: Style, first: str) -> list[str]:
    """The moves worth a search here, `first` (the policy's move) first; [] when there is no real choice."""
    if view.step == TAKE and view.pile and style.search_take:
        if view.down[seat] and first == "draw":
            return []
        return [first, "take" if first == "draw" else "draw"]
    if view.step == PLAY and first.startswith("discard"):
        scores = discard_scores(view, seat, style)
        if len(scores) < 2:
            return []
        cut = scores[0][0] + style.search_margin
        throws = ["discard " + C.CODES[card] for score, card in scores[: style.search_width] if score <= cut]
        if first not in throws:
            throws.insert(0, first)
        else:
            throws.remove(first)
            throws.insert(0, first)
        return throws if len(throws) > 1 else []
    return []


def search(view: State, style: Style, rng: random.Random, first: str,
           time_ms: float | None = None) -> Generator[None, None, str]:
    """The candidate with the best mean result over `style.worlds` sampled worlds (fewer once the
    caller's cap `time_ms` has passed); the policy's own move `first` unless another beats it by
    `style.search_edge` points a world. Yields after each rollout."""
    seat = view.current_player()
    assert seat is not None
    moves = candidates(view, seat, style, first)
    if not moves:
        return first
    totals = [0.0] * len(moves)
    deadline = time.perf_counter() + time_ms / 1000 if time_ms else None
    played = 0
    for _ in range(style.worlds):
        if played and deadline is not None and time.perf_counter() > deadline:
            break  # the caller's cap: the worlds played so far decide
        played += 1
        world = sample_world(view, seat, rng)
        seed = rng.random()
        for i, move in enumerate(moves):
            state = world.clone()
            state._apply(move)
            play_out(state, random.Random(seed), style.horizon, seat if style.own_greedy else None)
            totals[i] += hand_score(state, seat, view.h)
            yield
    best = max(range(len(moves)), key=lambda i: (totals[i], -i))
    if totals[best] - totals[0] <= style.search_edge * played:
        return moves[0]
    return moves[best]
