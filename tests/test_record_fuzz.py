"""Malformed and mutated records, by hand and by hypothesis, through `loads` and the CLI.

Whatever the input, the reader answers a clean RecordError whose message is one line
`move N: reason` (N = 0 for a header fault, else the 1-based index of the first bad move),
never another exception; `python -m game replay` prints that same line and exits 2, or
the summary and exits 0. For N >= 1 the moves before N replay and move N does not.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import random
import sys
import tempfile
import types

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import FULL_DECK, RECORDS, record
from game import cli
from game.shanghaien import actions as A
from game.shanghaien.record import RecordError, loads, read_record, to_record
from game.shanghaien.replay import summary
from game.shanghaien.state import Options, State

FUZZ = settings(deadline=None, derandomize=True, database=None, max_examples=150,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# --- the oracle ----------------------------------------------------------------------------

def run_cli(raw: bytes, via_file: bool = False) -> tuple[int, str, str]:
    """game.cli.replay on `raw` through standard input or a file: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    path = None
    try:
        if via_file:
            fd, path = tempfile.mkstemp(suffix=".json")
            with os.fdopen(fd, "wb") as handle:
                handle.write(raw)
        else:
            sys.stdin = types.SimpleNamespace(buffer=io.BytesIO(raw))
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(["replay", path if via_file else "-"])
    finally:
        sys.stdin = saved
        if path:
            os.unlink(path)
    return code, out.getvalue(), err.getvalue()


def check(raw: bytes, via_file: bool = False):
    """Read `raw` both ways; returns the Record or the RecordError after checking they agree."""
    try:
        result = loads(raw)
    except RecordError as err:
        result = err
    # any other exception propagates and fails the test
    code, out, err_text = run_cli(raw, via_file)
    if isinstance(result, RecordError):
        message = str(result)
        assert isinstance(result.move, int) and not isinstance(result.move, bool) and result.move >= 0
        assert message == f"move {result.move}: {result.reason}" and result.reason.strip()
        assert message.isprintable(), f"not one clean line: {message!r}"
        assert (code, out, err_text) == (2, "", message + "\n")
        if result.move > 0:
            check_first_bad_move(json.loads(raw), result.move)
    else:
        assert (code, err_text) == (0, "")
        assert json.loads(out) == summary(result.state)
    return result


def check_first_bad_move(data: dict, n: int) -> None:
    """Move n is the first bad one: the moves before it replay, with it the record fails at n."""
    moves = data["moves"]
    assert 1 <= n <= len(moves)
    read_record({**data, "moves": moves[:n - 1]})
    with pytest.raises(RecordError) as info:
        read_record({**data, "moves": moves[:n]})
    assert info.value.move == n


def encode(data) -> bytes:
    return json.dumps(data).encode("utf-8")


def fault(data, expect_move=None, *words):
    """`data` (a JSON value or bytes) must be refused; at move `expect_move` if given."""
    raw = data if isinstance(data, bytes) else encode(data)
    result = check(raw, via_file=True)
    assert isinstance(result, RecordError), "accepted but should be refused"
    if expect_move is not None:
        assert result.move == expect_move, str(result)
    for word in words:
        assert word.lower() in result.reason.lower(), (word, str(result))
    return result


# --- valid records to mutate ---------------------------------------------------------------

def random_record(seed: int) -> dict:
    """A record of a random game with random options, stopped at a random point (or finished)."""
    rng = random.Random(seed)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    state = State(deck, rng.randrange(2), Options(rng.choice(["non-caller", "alternate"]),
                                                  rng.random() < 0.5, rng.random() < 0.5))
    stop = rng.choice([10**9, rng.randrange(1, 200)])
    steps = 0
    while not state.is_terminal() and steps < stop:
        if state.is_chance_node():
            state.apply_action(A.dice(rng.randint(1, 6), rng.randint(1, 6)))
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
        steps += 1
    rec = to_record(state, players=[{"name": "Ramon", "type": "human"},
                                    {"name": "Michael", "type": "ai", "level": "hard"}])
    if rng.random() < 0.5:
        rec["x"] = {"clock": [1, 2], "ui": {"theme": "dark"}}
    return rec


POOL = [random_record(seed) for seed in range(24)]
POOL.append(json.loads((RECORDS / "scoring-example.json").read_text()))
POOL = [r for r in POOL if r["moves"]]


def test_pool_records_are_valid():
    for rec in POOL:
        assert not isinstance(check(encode(rec)), RecordError)


# --- the header, by hand (clarification 5) ---------------------------------------------------

def header_case(**changes):
    rec = record(["roll 1 2", "dir up", "place 1"])
    for key, value in changes.items():
        if value is DELETE:
            del rec[key]
        else:
            rec[key] = value
    return rec


DELETE = object()
DUPLICATED = list(FULL_DECK[:-1]) + ["A1"]  # two A1s, one *R too few


@pytest.mark.parametrize("changes, words", [
    ({"format": DELETE}, ("format", "missing")),
    ({"version": DELETE}, ("version", "missing")),
    ({"deck": DELETE}, ("deck", "missing")),
    ({"start": DELETE}, ("start", "missing")),
    ({"moves": DELETE}, ("moves", "missing")),
    ({"format": "Shanghaien-record"}, ("format",)),
    ({"format": None}, ("format",)),
    ({"version": 2}, ("version",)),
    ({"version": "1"}, ("version",)),
    ({"version": 1.0}, ("version",)),
    ({"version": True}, ("version",)),
    ({"start": 2}, ("start",)),
    ({"start": -1}, ("start",)),
    ({"start": True}, ("start",)),
    ({"start": False}, ("start",)),
    ({"start": "0"}, ("start",)),
    ({"start": 0.0}, ("start",)),
    ({"start": None}, ("start",)),
    ({"deck": "A1 A2"}, ("deck",)),
    ({"deck": FULL_DECK[:47]}, ("deck", "47")),
    ({"deck": list(FULL_DECK) + ["A1"]}, ("deck", "49")),
    ({"deck": DUPLICATED}, ("deck", "permutation")),
    ({"deck": ["a1"] + list(FULL_DECK[1:])}, ("deck", "a1")),
    ({"deck": ["*W"] + list(FULL_DECK[1:])}, ("deck", "*W")),
    ({"deck": ["*X"] + list(FULL_DECK[1:])}, ("deck", "*X")),
    ({"deck": ["A5"] + list(FULL_DECK[1:])}, ("deck", "A5")),
    ({"deck": [1] + list(FULL_DECK[1:])}, ("deck",)),
    ({"deck": [None] * 48}, ("deck",)),
    ({"deck": []}, ("deck",)),
    ({"moves": "roll 1 2"}, ("moves",)),
    ({"moves": None}, ("moves",)),
    ({"moves": {"1": "roll 1 2"}}, ("moves",)),
    ({"options": []}, ("options",)),
    ({"options": None}, ("options",)),
    ({"options": {"sharks": 1}}, ("sharks",)),
    ({"options": {"sharks": "true"}}, ("sharks",)),
    ({"options": {"extra_wild": None}}, ("extra_wild",)),
    ({"options": {"next_start": "caller"}}, ("next_start",)),
    ({"options": {"next_start": None}}, ("next_start",)),
    ({"options": {"next_start": ["alternate"]}}, ("next_start",)),
    ({"options": {"Sharks": True}}, ("Sharks",)),
    ({"options": {"x": {}}}, ("x",)),
    ({"players": [{"name": "a", "type": "human"}]}, ("players",)),
    ({"players": [{"name": "a", "type": "human"}] * 3}, ("players",)),
    ({"players": {"0": {"name": "a", "type": "human"}}}, ("players",)),
    ({"players": None}, ("players",)),
    ({"players": ["a", "b"]}, ("player 0",)),
    ({"players": [{"name": "a", "type": "human"}, {"name": "b", "type": "robot"}]}, ("player 1", "type")),
    ({"players": [{"name": "a", "type": "human"}, {"type": "ai"}]}, ("player 1", "name")),
    ({"players": [{"name": 5, "type": "human"}, {"name": "b", "type": "ai"}]}, ("player 0", "name")),
    ({"players": [{"name": "a", "type": "human", "level": 3}, {"name": "b", "type": "ai"}]}, ("level",)),
    ({"players": [{"name": "a", "type": "human", "colour": "red"}, {"name": "b", "type": "ai"}]}, ("colour",)),
    ({"players": [{"name": "a"}, {"name": "b", "type": "ai"}]}, ("player 0", "type")),
    ({"x": []}, ("x",)),
    ({"x": None}, ("x",)),
    ({"extra": 1}, ("extra",)),
    ({"Format": "shanghaien-record"}, ("Format",)),
])
def test_header_faults_are_move_0_and_name_the_key(changes, words):
    fault(header_case(**changes), 0, *words)


@pytest.mark.parametrize("changes", [
    {},
    {"options": {}},
    {"options": {"next_start": "alternate", "extra_wild": True, "sharks": True}},
    {"options": {"next_start": "non-caller", "extra_wild": False, "sharks": False}},
    {"players": [{"name": "", "type": "human"}, {"name": "Bot", "type": "ai", "level": "easy"}]},
    {"x": {"anything": [1, {"goes": None}], "players": 7}},
    {"start": 1},
])
def test_valid_headers(changes):
    assert not isinstance(check(encode(header_case(**changes))), RecordError)


@pytest.mark.parametrize("raw", [
    b"", b" ", b"{", b"not json", b"[]", b"null", b"42", b'"shanghaien-record"', b"{}", b"\x00",
    b"\xff\xfe{}", b'{"format": "shanghaien-record",}', b"NaN",
])
def test_not_a_record_at_all(raw):
    fault(raw, 0)


def test_invalid_utf8_anywhere_is_a_header_fault():
    raw = encode(POOL[0])
    i = raw.index(b'"roll ')
    for bad in (b"\xff", b"\xc0\x80", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x80"):
        fault(raw[:i + 1] + bad + raw[i + 1:], 0)  # inside a move: still the file's fault
        fault(raw[:-1] + b', "x": {"note": "' + bad + b'"}}', 0)  # inside ignored data too


def test_other_encodings_than_utf8_are_refused():
    text = json.dumps(POOL[0])
    for encoding in ("utf-16", "utf-16-le", "utf-32"):
        fault(text.encode(encoding), 0)


def test_non_ascii_utf8_is_fine():
    rec = copy.deepcopy(POOL[0])
    rec["players"] = [{"name": "Ramón «El Dado»", "type": "human"}, {"name": "上海", "type": "ai"}]
    assert not isinstance(check(json.dumps(rec, ensure_ascii=False).encode("utf-8")), RecordError)


def test_huge_nesting():
    deep = b"[" * 100_000 + b"]" * 100_000
    fault(deep, 0)
    raw = encode(POOL[0])
    fault(raw[:-1] + b', "x": ' + b'{"a":' * 50_000 + b"1" + b"}" * 50_000 + b"}", 0)
    rec = copy.deepcopy(POOL[0])
    nested = "roll 1 2"
    for _ in range(200):
        nested = [nested]
    rec["moves"][0] = nested
    fault(rec, 1)


# --- moves, by hand ------------------------------------------------------------------------

@pytest.mark.parametrize("bad", [3, 3.5, None, True, False, [], ["roll 1 2"], {"move": "roll 1 2"}])
def test_a_move_that_is_not_a_string_is_a_fault_of_that_move(bad):
    rec = copy.deepcopy(POOL[0])
    k = len(rec["moves"]) // 2
    rec["moves"][k] = bad
    fault(rec, k + 1, "string")


def test_reason_of_a_move_with_a_line_break_stays_on_one_line():
    fault(record(["roll 1 2", "dir up", "place 1\nplace 2"]), 3)
    fault(record(["roll 1 2", "dir up", "place \u2028"]), 3)
    fault(record(["roll 1 2\r", "dir up"]), 1)
    fault({**record([]), "bad\nkey": 1}, 0)


# --- hypothesis: random values, random bytes, mutated records ----------------------------------

json_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text()
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=25)


@FUZZ
@given(json_values)
def test_random_json(value):
    fault(encode(value), 0)


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes(raw):
    fault(raw, 0)


@FUZZ
@given(st.dictionaries(st.sampled_from(["format", "version", "options", "players", "deck", "start", "moves", "x",
                                        "extra"]), json_values, max_size=8))
def test_random_objects_with_record_keys(value):
    fault(encode(value), 0)


wrong_types = st.sampled_from([None, True, False, 0, 1, -1, 1.5, "", "1", [], {}, [1], {"a": 1}])
HEADER_KEYS = ["format", "version", "deck", "start", "moves", "options", "players", "x"]


def fits(key, value):
    """True if `value` (one of wrong_types) would be a valid header value for `key`."""
    exact_int = type(value) is int
    return {"version": exact_int and value == 1,
            "start": exact_int and value in (0, 1),
            "moves": isinstance(value, list),  # a list's entries are moves: their faults are not move 0
            "options": value == {},
            "x": isinstance(value, dict)}.get(key, False)


def mutate_header(data, rec):
    """A header fault: the record must fail at move 0."""
    how = data.draw(st.sampled_from(["drop", "add", "retype", "bool", "deck", "option", "player"]))
    if how == "drop":
        del rec[data.draw(st.sampled_from(["format", "version", "deck", "start", "moves"]))]
    elif how == "add":
        rec[data.draw(st.text(min_size=1, max_size=10).filter(lambda k: k not in HEADER_KEYS))] = \
            data.draw(json_values)
    elif how == "retype":
        key = data.draw(st.sampled_from(HEADER_KEYS))
        rec[key] = data.draw(wrong_types.filter(lambda v: not fits(key, v)))
    elif how == "bool":
        rec[data.draw(st.sampled_from(["version", "start"]))] = data.draw(st.booleans())
    elif how == "deck":
        deck = rec["deck"]
        op = data.draw(st.sampled_from(["drop", "add", "replace", "duplicate", "lower", "extra", "retype"]))
        i = data.draw(st.integers(0, len(deck) - 1))
        if op == "drop":
            del deck[i]
        elif op == "add":
            deck.insert(i, data.draw(st.sampled_from(FULL_DECK)))
        elif op == "replace":
            deck[i] = data.draw(st.text(max_size=3).filter(lambda c: c not in FULL_DECK))
        elif op == "duplicate":
            j = data.draw(st.integers(0, len(deck) - 1).filter(lambda j: deck[j] != deck[i]))
            deck[j] = deck[i]
        elif op == "lower":
            deck[i] = deck[i].lower() if deck[i][0] != "*" else deck[i][0] + deck[i][1].lower()
        elif op == "extra":
            deck[i] = data.draw(st.sampled_from(["*W", "*X", "A0", "A5", "Z1", "**", "*"]))
        else:
            deck[i] = data.draw(wrong_types)
    elif how == "option":
        opts = rec.setdefault("options", {})
        key = data.draw(st.sampled_from(["next_start", "extra_wild", "sharks", "unknown"]))
        if key == "next_start":
            opts[key] = data.draw(wrong_types | st.text().filter(lambda t: t not in ("non-caller", "alternate")))
        elif key == "unknown":
            opts[data.draw(st.text(max_size=8).filter(lambda k: k not in ("next_start", "extra_wild", "sharks")))] = 1
        else:
            opts[key] = data.draw(wrong_types.filter(lambda v: not isinstance(v, bool)))
    else:
        players = rec.setdefault("players", [{"name": "a", "type": "human"}, {"name": "b", "type": "ai"}])
        op = data.draw(st.sampled_from(["count", "name", "type", "level", "key", "entry"]))
        if op == "count":
            rec["players"] = players[:1] if data.draw(st.booleans()) else players + [players[0]]
        elif op == "name":
            players[1]["name"] = data.draw(wrong_types.filter(lambda v: not isinstance(v, str)))
        elif op == "type":
            players[0]["type"] = data.draw(wrong_types | st.sampled_from(["Human", "AI", "bot"]))
        elif op == "level":
            players[0]["level"] = data.draw(wrong_types.filter(lambda v: not isinstance(v, str)))
        elif op == "key":
            players[1][data.draw(st.text(max_size=6).filter(lambda k: k not in ("name", "type", "level")))] = "x"
        else:
            players[0] = data.draw(wrong_types.filter(lambda v: not isinstance(v, dict)))


def mutate_moves(data, rec):
    """A fault in the moves: returns (exact move number or None, lowest possible move number)."""
    moves = rec["moves"]
    n = len(moves)
    i = data.draw(st.integers(0, n - 1))
    how = data.draw(st.sampled_from(["retype", "dice", "text", "edit", "swap", "drop", "duplicate", "append",
                                     "case", "space"]))
    if how == "retype":
        moves[i] = data.draw(wrong_types.filter(lambda v: not isinstance(v, str)) | json_values.filter(
            lambda v: not isinstance(v, str)))
        return i + 1, i + 1
    if how == "dice":
        rolls = [k for k, m in enumerate(moves) if m.startswith("roll ")]
        if not rolls:
            moves[i] = "roll 0 7"
            return i + 1, i + 1
        k = data.draw(st.sampled_from(rolls))
        words = moves[k].split(" ")
        words[data.draw(st.sampled_from([1, 2]))] = data.draw(st.sampled_from(["0", "7", "9", "-1", "10"]))
        moves[k] = " ".join(words)
        return k + 1, k + 1
    if how == "case":
        moves[i] = moves[i].upper() if moves[i] != moves[i].upper() else moves[i] + "!"
        return i + 1, i + 1
    if how == "space":
        moves[i] = data.draw(st.sampled_from([" " + moves[i], moves[i] + " ", moves[i].replace(" ", "  ", 1),
                                              moves[i].replace(" ", "\t", 1) if " " in moves[i] else "\t"]))
        return i + 1, i + 1
    if how == "text":
        moves[i] = data.draw(st.text(max_size=20))
        return None, i + 1
    if how == "edit":  # change one character of the move
        m = moves[i]
        j = data.draw(st.integers(0, len(m) - 1))
        moves[i] = m[:j] + data.draw(st.characters()) + m[j + 1:]
        return None, i + 1
    if how == "swap":
        j = data.draw(st.integers(0, n - 1))
        moves[i], moves[j] = moves[j], moves[i]
        return None, min(i, j) + 1
    if how == "drop":
        del moves[i]
        return None, i + 1
    if how == "duplicate":
        moves.insert(i, moves[i])
        return None, i + 1
    moves.append(data.draw(st.sampled_from(["roll 1 2", "shanghai", "dir up", "place 3", "trick *B both",
                                            "trick *R reroll", "roll 6 6"])))
    return None, n + 1


@FUZZ
@given(st.data())
def test_mutated_header(data):
    rec = copy.deepcopy(data.draw(st.sampled_from(POOL)))
    mutate_header(data, rec)
    fault(rec, 0)


@FUZZ
@given(st.data())
def test_mutated_moves(data):
    rec = copy.deepcopy(data.draw(st.sampled_from(POOL)))
    exact, lowest = mutate_moves(data, rec)
    result = check(encode(rec), via_file=data.draw(st.booleans()))
    if exact is not None:
        assert isinstance(result, RecordError) and result.move == exact, (exact, str(result))
    elif isinstance(result, RecordError):
        assert result.move >= lowest, (lowest, str(result))


@FUZZ
@given(st.data())
def test_swapped_header_values(data):
    """Valid-looking headers that change the game (another start, options or deck order) fail at a move
    or replay to another game, never in between."""
    rec = copy.deepcopy(data.draw(st.sampled_from(POOL)))
    how = data.draw(st.sampled_from(["start", "options", "shuffle"]))
    if how == "start":
        rec["start"] = 1 - rec["start"]
    elif how == "options":
        rec["options"] = {"next_start": data.draw(st.sampled_from(["non-caller", "alternate"])),
                          "extra_wild": data.draw(st.booleans()), "sharks": data.draw(st.booleans())}
    else:
        rec["deck"] = data.draw(st.permutations(rec["deck"]))
    result = check(encode(rec))
    if isinstance(result, RecordError):
        assert result.move >= 1


@FUZZ
@given(st.data())
def test_invalid_utf8_bytes_in_a_valid_record(data):
    raw = encode(data.draw(st.sampled_from(POOL)))
    i = data.draw(st.integers(0, len(raw)))
    bad = data.draw(st.sampled_from([b"\xff", b"\xfe", b"\xc0\xaf", b"\xe0\x80\xaf", b"\xed\xa0\x80",
                                     b"\xed\xbf\xbf", b"\xf4\x90\x80\x80", b"\x80", b"\xc3"]))
    fault(raw[:i] + bad + raw[i:], 0)
