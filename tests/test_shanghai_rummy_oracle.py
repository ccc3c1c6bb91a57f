"""Our engine and a second, independent reading of the record spec (tests/rummy_oracle.py) agree
on random complete games and on records mutated from them: the same summary, or a fault at the
same move."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rummy_oracle as oracle
from game.shanghai_rummy import api

POOL = [api.random_record(seed, 3 + seed % 3) for seed in range(6)]


def ours(text: str | bytes) -> tuple[str, object]:
    try:
        return "ok", api.summary(api.load(text))
    except api.RecordError as err:
        msg = str(err)
        assert msg.startswith("move ") and ": " in msg
        return "fault", int(msg.split(":")[0].split()[1])


def theirs(text: str | bytes) -> tuple[str, object]:
    try:
        return "ok", oracle.replay(text)
    except oracle.Fault as err:
        return "fault", err.move


@pytest.mark.parametrize("seed", range(6))
def test_random_games_and_their_prefixes_agree(seed: int):
    text = api.random_record(100 + seed, 3 + seed % 6)
    assert ours(text) == theirs(text)
    raw = json.loads(text)
    cut = random.Random(seed).randrange(len(raw["moves"]))
    raw["moves"] = raw["moves"][:cut]
    prefix = json.dumps(raw)
    assert ours(prefix) == theirs(prefix)
    assert ours(prefix)[1]["to_move"] is not None


MOVES = ["take", "draw", "buy", "pass", "discard 2H", "discard KS", "lay 7H 1", "lay 2C 1 low",
         "lay 2C 2 high", "swap 5D 1", "down 7H-7S-2C 8D-8D-8S", "down", "lay 9S 12", "take ", "Draw",
         "lay AH 01", "swap 2H 1", "discard", 7, None]


@st.composite
def mutated(draw) -> str:
    raw = json.loads(draw(st.sampled_from(POOL)))
    moves = raw["moves"]
    kind = draw(st.integers(0, 6))
    i = draw(st.integers(0, len(moves) - 1))
    if kind == 0:
        moves[i] = draw(st.sampled_from(MOVES))
    elif kind == 1:
        del moves[i]
    elif kind == 2:
        moves.insert(i, draw(st.sampled_from(MOVES)))
    elif kind == 3:
        moves[i], moves[min(i + 1, len(moves) - 1)] = moves[min(i + 1, len(moves) - 1)], moves[i]
    elif kind == 4:
        raw["packs"] = raw["packs"][: draw(st.integers(1, 10))]
    elif kind == 5:
        j = draw(st.integers(0, len(raw["packs"][0]) - 1))
        raw["packs"][0][j] = draw(st.sampled_from(["AS", "??", "2D", 5]))
    else:
        key = draw(st.sampled_from(["dealer", "players", "options", "version", "extra", "x"]))
        raw[key] = draw(st.sampled_from([0, 2, 9, -1, 1.0, True, [], {}, {"decks": 1}, {"buys": [0] * 10},
                                         [{}, {}], [{"type": "bot"}, {}, {}]]))
    raw["moves"] = moves[: i + 1 + draw(st.integers(0, 40))]
    return json.dumps(raw)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_records_get_the_same_answer_from_both(text: str):
    assert ours(text) == theirs(text)


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.binary(max_size=60), st.text(max_size=60),
                 st.sampled_from(['{"format": "shanghai-rummy-record"}', "[]", "\ufeff{}", "nul", '{"a": NaN}'])))
def test_malformed_input_is_a_move_0_fault_never_a_traceback(data):
    assert ours(data) == ("fault", 0) == theirs(data)


def test_a_bom_is_fine_and_the_round_trip_is_exact():
    text = POOL[0]
    assert ours("\ufeff" + text) == ours(text) and ours(("\ufeff" + text).encode()) == ours(text)
    assert api.dump(api.load(text)) == text
