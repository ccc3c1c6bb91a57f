"""Penny Shanghai's records: read strictly, written exactly, replayed as a second reading does, and a
thousand random games that keep the rules."""

from __future__ import annotations

import json
import os
import random
from functools import lru_cache
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import penny_oracle as O
from game import cli
from game.penny_shanghai import api, solver
from game.penny_shanghai.randomplay import new_game, play_random, random_move
from game.penny_shanghai.record import Record, RecordError, dumps, loads
from game.penny_shanghai.state import Options


@lru_cache(maxsize=None)
def record_text(seed: int, n: int, options: Options, moves_cap: int | None = None) -> str:
    rng = random.Random(seed)
    state = new_game(rng, n, options)
    first = state.clone()
    moves = play_random(state, rng)
    if moves_cap is not None:
        moves = moves[:moves_cap]
    return dumps(Record(state, [{} for _ in range(n)], first.dealer, [list(p) for p in first.packs], moves))


def oracle_outcome(text: str):
    try:
        return O.replay(text)
    except O.Fault as fault:
        return f"move {fault.move}"


def our_outcome(text: str):
    try:
        return api.summary(api.load(text))
    except RecordError as err:
        return f"move {err.move}"


def small_records(count: int, seed: int) -> list[str]:
    """Short one-deck games cut at a random move: small enough for the oracle's plain search."""
    rng = random.Random(seed)
    out = []
    for k in range(count):
        n = rng.randint(2, 4)
        options = Options(decks=1, pennies=rng.choice((1, 2, 12)), hands=rng.choice((1, 2)),
                          next_dealer=rng.choice(("left", "winner-first")))
        full = json.loads(record_text(seed * 1000 + k, n, options))
        full["moves"] = full["moves"][:rng.randint(0, 30)]
        out.append(json.dumps(full))
    return out


def mutate(text: str, rng: random.Random) -> str:
    data = json.loads(text)
    moves = data["moves"]
    kind = rng.randrange(5)
    if moves and kind == 0:
        del moves[rng.randrange(len(moves))]
    elif moves and kind == 1:
        i = rng.randrange(len(moves))
        moves[i] = rng.choice(["draw", "pass", "table 2S-3S-4S", moves[i].replace("S", "H", 1), moves[i] + " "])
    elif moves and kind == 2:
        i = rng.randrange(len(moves))
        moves.insert(i, rng.choice(["draw", "pass"]))
    elif kind == 3:
        data["dealer"] = rng.choice([0, 1, -1, 9, "0", True])
    else:
        pack = data["packs"][0]
        i, j = rng.randrange(len(pack)), rng.randrange(len(pack))
        pack[i], pack[j] = pack[j], pack[i]
    return json.dumps(data)


def test_random_and_mutated_records_replay_as_the_oracle_reads_them():
    rng = random.Random(7)
    faults = 0
    for text in small_records(25, 1):
        assert our_outcome(text) == oracle_outcome(text)
        for _ in range(2):
            bent = mutate(text, rng)
            ours = our_outcome(bent)
            assert ours == oracle_outcome(bent), bent
            faults += isinstance(ours, str)
    assert faults > 10


GAMES = int(os.environ.get("PENNY_CONFORMANCE_GAMES", "60"))  # more by hand: see docs/testing.md


def test_random_games_keep_the_rules():
    rng = random.Random(2026)
    hands_without_winner = 0
    for k in range(GAMES):
        n = rng.randint(2, 10)
        options = Options(decks=1, pennies=rng.choice((1, 2, 3)), hands=rng.choice((1, 2)),
                          next_dealer=rng.choice(("left", "winner-first")))
        state = new_game(random.Random(k), n, options)
        start = state.clone()
        total = options.pennies * n
        moves = []
        while not state.is_terminal():
            copy = state.clone()
            assert copy.key() == state.key()
            step = state.step()
            move = random_move(state, rng)
            if step == "play":
                assert state.why_not("draw") and state.why_not("pass")
            else:
                assert solver.most_cards(solver.counts(state.table_cards()),
                                         solver.counts(state.hands[state.turn])) == 0
                assert move == step and state.why_not({"draw": "pass", "pass": "draw"}[step])
            state.apply_action(move)
            moves.append(move)
            assert copy.key() != state.key()
            assert sum(state.pennies) + state.pot == total
            held = Counter(c for h in state.hands for c in h) + Counter(state.table_cards()) + Counter(state.stock)
            assert held == Counter(range(52))
        hands_without_winner += state.won.count(None)
        text = dumps(Record(state, [{} for _ in range(n)], start.dealer, [list(p) for p in start.packs], moves))
        again = loads(text)
        assert again.state.key() == state.key() and dumps(again) == text
    assert hands_without_winner > 0  # some hand ended on a lap of passes with an empty stock


def test_an_empty_stock_and_a_lap_of_passes_carry_the_pot_over():
    for k in range(100):
        rng = random.Random(k)
        state = new_game(rng, 10, Options(decks=1, pennies=12, hands=2))
        while not state.is_terminal() and state.hand_no == 1:
            move = random_move(state, rng)
            pot = state.pot
            state.apply_action(move)
        if state.won == [None]:
            assert move == "pass" and state.hand_no == 2
            assert state.pot == pot + 1 + 10 and len(state.stock) == 52 - 50  # carried, then ten antes
            return
    pytest.fail("no hand ended on a lap of passes")


def test_replay_prints_the_summary_or_the_fault(tmp_path, capsys):
    text = record_text(3, 3, Options(decks=1, hands=1))
    path = tmp_path / "game.json"
    path.write_text(text)
    assert cli.main(["replay", str(path)]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert list(printed) == ["hand", "over", "pennies", "pot", "in_game", "won", "to_move", "step", "drawn", "hands",
                             "table", "stock_size", "winners"] and printed["over"]
    data = json.loads(text)
    data["moves"].insert(0, "pass")
    path.write_text(json.dumps(data))
    assert cli.main(["replay", str(path)]) == 2
    assert capsys.readouterr().err.startswith("move 1: 'pass': you may still draw")


HEADER_FAULTS = [
    ({"version": 2}, "version"), ({"dealer": 3}, "dealer"), ({"options": {"decks": 5}}, "decks"),
    ({"options": {"jokers": 1}}, "jokers"), ({"players": [{}]}, "players"), ({"moves": "draw"}, "moves"),
    ({"x": []}, "'x'"), ({"colour": 1}, "colour"), ({"players": [{"type": "robot"}, {}]}, "type"),
    ({"options": {"pennies": 1.0}}, "pennies"),
]


@pytest.mark.parametrize("change, word", HEADER_FAULTS)
def test_header_faults_are_move_zero_and_named(change, word):
    data = json.loads(record_text(5, 2, Options(decks=1, hands=1), moves_cap=3))
    data.update(change)
    with pytest.raises(RecordError) as err:
        loads(json.dumps(data))
    assert str(err.value).startswith("move 0: ") and word in str(err.value)


def test_a_masked_record_is_refused_by_replay_naming_the_hidden_card():
    data = json.loads(record_text(5, 2, Options(decks=1, hands=1), moves_cap=3))
    data["packs"][0][7] = "??"
    with pytest.raises(RecordError, match=r"move 0: packs\[0\] hides a card"):
        loads(json.dumps(data))


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                         max_size=3), max_leaves=8)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(key=st.sampled_from(["format", "version", "options", "players", "dealer", "packs", "moves", "x", "other"]),
       value=json_values, cut=st.integers(0, 12))
def test_any_bent_record_gives_a_summary_or_a_move_fault(key, value, cut):
    data = json.loads(record_text(11, 2, Options(decks=1, hands=1), moves_cap=cut))
    data[key] = value
    text = json.dumps(data)
    try:
        api.summary(api.load(text))
    except RecordError as err:
        assert str(err).startswith("move ")


@settings(max_examples=100, deadline=None)
@given(data=st.binary(max_size=40) | st.text(max_size=40).map(str.encode))
def test_any_bytes_give_a_summary_or_a_move_fault(data):
    with pytest.raises(RecordError):
        api.load(data)
