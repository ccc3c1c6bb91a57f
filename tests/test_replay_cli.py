"""`python -m game replay FILE|-` as a separate process: exit codes, stdout and stderr.

The contract: one JSON summary object on stdout and exit 0, or `move N: reason` on stderr
and exit 2 (N = 0 for the header, a file that cannot be read or is not JSON).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import REPO, RECORDS, empty_round, record, turns


def replay(arg: str, stdin: bytes | None = None):
    proc = subprocess.run([sys.executable, "-m", "game", "replay", arg], cwd=REPO, input=stdin,
                          capture_output=True, timeout=120)
    return proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")


def ok(arg: str, stdin: bytes | None = None) -> dict:
    code, out, err = replay(arg, stdin)
    assert (code, err) == (0, ""), err
    assert out.endswith("\n") and out.count("\n") == 1, out
    return json.loads(out)


def refused(arg: str, stdin: bytes | None = None) -> tuple[int, str]:
    """The fault line on stderr: returns (N, reason)."""
    code, out, err = replay(arg, stdin)
    assert code == 2 and out == "", (code, out, err)
    assert err.endswith("\n") and err.count("\n") == 1, err
    head, _, reason = err[:-1].partition(": ")
    assert head.startswith("move ") and head[5:].isdigit() and reason, err
    return int(head[5:]), reason


def write(tmp_path, data, name="game.json") -> str:
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode("utf-8"))
    return str(path)


SCORING = RECORDS / "scoring-example.json"


def test_file_and_stdin_give_the_same_summary():
    by_file = ok(str(SCORING))
    by_stdin = ok("-", SCORING.read_bytes())
    assert by_file == by_stdin
    assert by_file["scores"] == [7, 8] and by_file["winner"] == 1


def test_a_running_game_has_no_result_keys(tmp_path):
    s = ok(write(tmp_path, record(["roll 1 2", "dir up", "place 2"])))
    assert s == {"finished": False, "round": 1, "to_move": 1, "crews": [{}, {}], "tricks": [[], []]}


def test_a_fresh_game(tmp_path):
    s = ok(write(tmp_path, record([], start=1, options={"sharks": True})))
    assert s == {"finished": False, "round": 1, "to_move": 1, "crews": [{}, {}], "tricks": [["*X"], ["*X"]]}


def test_while_a_reroll_is_pending_to_move_is_the_rerolling_player(tmp_path):
    deck = json.loads(SCORING.read_text())["deck"]
    # round 1: player 0 takes S3 *P F1; round 2: player 0 takes *R F4 A1; round 3: player 0 rerolls
    moves = turns([1, 2, 3], [4, 4]) + turns([1, 2, 3], [4, 5]) + ["roll 5 5", "trick *R reroll"]
    s = ok(write(tmp_path, record(moves, deck)))
    assert s["round"] == 3 and s["to_move"] == 0 and not s["finished"]


def test_a_draw_prints_winner_null(tmp_path):
    moves = []
    for _ in range(8):
        moves += empty_round()
    code, out, _ = replay(write(tmp_path, record(moves, options={"extra_wild": True})))
    assert code == 0
    s = json.loads(out)
    assert "winner" in s
    assert s["scores"] == [1, 1] and s["winner"] is None and s["to_move"] is None and s["round"] == 8


def test_a_bad_move_names_its_number(tmp_path):
    n, reason = refused(write(tmp_path, record(["roll 1 2", "dir up", "place 3"])))
    assert n == 3 and "no die shows 3" in reason


def test_a_bad_move_through_stdin():
    n, reason = refused("-", json.dumps(record(["shanghai"])).encode())
    assert n == 1 and "Shanghai" in reason


def test_a_header_fault_is_move_0(tmp_path):
    rec = record([])
    rec["version"] = 2
    n, reason = refused(write(tmp_path, rec))
    assert n == 0 and "version" in reason


def test_a_file_that_does_not_exist(tmp_path):
    n, reason = refused(str(tmp_path / "missing.json"))
    assert n == 0 and "missing.json" in reason


def test_a_directory_is_not_readable_as_a_record(tmp_path):
    n, _ = refused(str(tmp_path))
    assert n == 0


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any file")
def test_a_file_without_read_permission(tmp_path):
    path = write(tmp_path, record([]))
    os.chmod(path, 0)
    try:
        assert refused(path)[0] == 0
    finally:
        os.chmod(path, 0o600)


@pytest.mark.parametrize("raw", [b"", b"not json", b"{\"format\": ", b"\xff\xfe\x00", b"[1, 2]"])
def test_not_json_or_not_an_object(tmp_path, raw):
    assert refused(write(tmp_path, raw))[0] == 0
    assert refused("-", raw)[0] == 0


def test_a_name_with_spaces_and_accents(tmp_path):
    assert ok(write(tmp_path, record([]), name="partie de Ramón.json"))["round"] == 1


def test_a_move_after_the_end(tmp_path):
    rec = json.loads(SCORING.read_text())
    rec["moves"].append("roll 1 2")
    n, reason = refused(write(tmp_path, rec))
    assert n == len(rec["moves"]) and "over" in reason


def test_a_path_that_cannot_even_be_opened_is_move_0(capsys):
    from game.cli import main

    assert main(["replay", "game\x00.json"]) == 2
    assert capsys.readouterr().err.startswith("move 0: ")
