"""Random simulation in the spirit of OpenSpiel's: seeded games of uniformly random legal moves,
checking at every step that clones stay equal and independent, every listed move is legal and no
unlisted one is (going down aside: of its many groupings one is listed), cards are conserved, the
record round-trips, and the final totals equal a recount.

RUMMY_GAMES sets how many games (the CI default keeps the run short; the report's 1,000-game run
used RUMMY_GAMES=1000)."""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from game.rummy import cards as C
from game.shanghai_rummy import api
from game.shanghai_rummy.randomplay import new_game
from game.shanghai_rummy.record import dumps, loads, options_of
from game.shanghai_rummy.replay import summary
from game.shanghai_rummy.state import State

GAMES = int(os.environ.get("RUMMY_GAMES", "12"))


def candidates(state: State) -> set[str]:
    """Every move worth trying here except `down`: the listed ones and their near misses."""
    out = {"take", "draw", "buy", "pass", "discard", "lay", "take now"}
    hand = {c for c in state.hands[state.turn]}
    some = hand | {0, 1, 14, 27, 51}
    for card in some:
        code = C.CODES[card]
        out.add(f"discard {code}")
        for k in range(1, len(state.table) + 2):
            out.add(f"swap {code} {k}")
            for end in ("", " low", " high"):
                out.add(f"lay {code} {k}{end}")
    return out


def conserved(state: State) -> bool:
    seen: Counter[int] = Counter()
    for hand in state.hands:
        seen.update(hand)
    for meld in state.table:
        seen.update(meld.cards)
    seen.update(state.pile)
    seen.update(state.pack[state.sp:])
    return seen == Counter({c: state.decks for c in range(52)})


def play_checked(seed: int, deep: bool) -> State:
    rng = random.Random(seed)
    state = new_game(rng, 3 + seed % 6 if seed % 2 else 4)
    step = 0
    while not state.over:
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        assert all(state.why_not(m) is None for m in legal), (seed, legal)
        if deep or step % 7 == 0:
            allowed = {m for m in candidates(state) if state.why_not(m) is None}
            assert allowed == {m for m in legal if not m.startswith("down")}, (seed, step)
            assert conserved(state)
        twin = state.clone()
        move = legal[rng.randrange(len(legal))]
        state._apply(move)
        if step % 11 == 0:
            assert summary(twin) != summary(state) or twin.moves != state.moves
            twin._apply(move)
            assert summary(twin) == summary(state)
        step += 1
    assert conserved(state)
    return state


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_keep_every_invariant(chunk: int):
    for seed in range(chunk, GAMES, 4):
        state = play_checked(seed, deep=seed < 4)
        totals = [sum(points[p] for points in state.hand_points) for p in range(state.n)]
        assert state.totals == totals and len(state.out) == 10
        for h, out in enumerate(state.out):
            assert out is None or state.hand_points[h][out] == 0
        text = dumps(state, options=options_of(state))
        again = loads(text)
        assert summary(again.state) == summary(state) and api.dump(again) == text
        assert sum(state.returns()) == pytest.approx(1.0)
