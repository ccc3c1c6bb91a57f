"""The rulebook's two worked examples, as records in tests/records/ with their expected summaries.

Every `NAME.json` record there that has a `NAME.summary.json` next to it must replay to exactly
that summary. The scoring example's summary is the spec's "Replay output" sample, verbatim.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from conftest import RECORDS, REPO, SPEC
from game.cli import main
from game.shanghaien.record import loads
from game.shanghaien.replay import summary
from game.shanghaien.scoring import EMPTY, NEIGHBOURS, ONLY, TIE, distribute, final_scores, score_nation

RECORD_FILES = sorted(p for p in RECORDS.glob("*.json") if not p.name.endswith(".summary.json"))
WITH_SUMMARY = [p for p in RECORD_FILES if p.with_suffix(".summary.json").exists()]


def expected_summary(path):
    return json.loads(path.with_suffix(".summary.json").read_text(encoding="utf-8"))


def test_the_examples_are_there():
    names = {p.stem for p in WITH_SUMMARY}
    assert {"distribution-example", "scoring-example"} <= names


@pytest.mark.parametrize("path", RECORD_FILES, ids=lambda p: p.stem)
def test_every_stored_record_is_valid(path):
    loads(path.read_bytes())


@pytest.mark.parametrize("path", WITH_SUMMARY, ids=lambda p: p.stem)
def test_record_replays_to_its_summary(path, capsys):
    assert summary(loads(path.read_bytes()).state) == expected_summary(path)
    assert main(["replay", str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert json.loads(out) == expected_summary(path)


def test_scoring_summary_is_the_spec_sample():
    """The stored expectation is the spec's sample object, not something the engine printed."""
    if not SPEC.exists():
        pytest.skip(f"spec not found at {SPEC}")
    text = SPEC.read_text(encoding="utf-8")
    section = text[text.index("## Replay output"):]
    block = re.search(r"```json\n(.*?)```", section, re.S).group(1)
    assert json.loads(block) == expected_summary(RECORDS / "scoring-example.json")


def test_python_m_game_replay_prints_the_spec_sample():
    path = RECORDS / "scoring-example.json"
    proc = subprocess.run([sys.executable, "-m", "game", "replay", str(path)], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert proc.stdout.endswith("\n") and proc.stdout.count("\n") == 1  # one JSON object, one line
    assert json.loads(proc.stdout) == {
        "finished": True, "round": 8, "to_move": None,
        "crews": [{"S": [2, 2, 3], "F": [1, 4], "A": [1, 2, 3], "C": [1]},
                  {"F": [2, 3], "A": [3, 4], "C": [3, 3, 4]}],
        "tricks": [[], ["*B"]],
        "scores": [7, 8], "winner": 1,
    }


# --- the distribution example, card by card -------------------------------------------------

def counts_of(dice0, dice1, direction):
    """Dice per position (0..5) for each player, from die values, as the engine counts them."""
    counts = [0] * 12
    for p, dice in enumerate((dice0, dice1)):
        for v in dice:
            counts[p * 6 + (v - 1 if direction == 1 else 6 - v)] += 1
    return counts


def test_distribution_example_card_by_card():
    awards = distribute(counts_of([2, 2, 3, 6, 6], [3, 4, 5, 6, 6], 1), 1, 0)
    assert [(a.taker, a.reason) for a in awards] == [
        (-1, EMPTY), (0, ONLY), (-1, TIE), (1, ONLY), (1, ONLY), (1, NEIGHBOURS)]
    assert awards[2].neighbour_sums == (4, 4)
    assert awards[5].dice == (2, 2) and awards[5].neighbour_sums == (0, 5)


def test_distribution_example_numbered_down_is_the_mirror_image():
    """With `dir down` die value v lies on position 7-v; neighbours are still positions p-1, p+1."""
    awards = distribute(counts_of([2, 2, 3, 6, 6], [3, 4, 5, 6, 6], 2), 2, 0)
    assert [(a.taker, a.reason) for a in awards] == [
        (1, NEIGHBOURS), (1, ONLY), (1, ONLY), (-1, TIE), (0, ONLY), (-1, EMPTY)]


def test_distribution_example_record_round_log():
    state = loads((RECORDS / "distribution-example.json").read_bytes()).state
    (end,) = state.rounds
    assert end.caller == 0 and end.starter == 0
    assert end.tavern == ("A1", "F2", "G3", "C4", "D1", "T2")
    assert state.to_move == 1 and state.round == 1  # the non-caller starts round 2


# --- the scoring example, nation by nation --------------------------------------------------

def test_scoring_example_nation_by_nation():
    assert score_nation("S", 7, 0).points == (7, 0)  # only Anna has Spaniards: she keeps them
    assert score_nation("F", 5, 5).points == (0, 0)  # equal French crews: discarded
    assert score_nation("A", 6, 7).points == (0, 6)  # Bernd stronger: he scores Anna's 6
    assert score_nation("C", 1, 10).points == (0, 1)  # Bernd stronger: he scores Anna's 1
    strengths = ([6, 5, 0, 1, 0, 0, 7, 0], [7, 5, 0, 10, 0, 0, 0, 0])  # A F G C D T S I
    assert final_scores(strengths, [0, 1]) == (7, 8)


def test_scoring_example_wilds_are_played_after_their_nation_is_held():
    """The record plays each wild one round after winning it, onto the Spaniards won in round 1."""
    moves = json.loads((RECORDS / "scoring-example.json").read_text())["moves"]
    first_wild = moves.index("trick *P wild S")
    state = loads(json.dumps({**json.loads((RECORDS / "scoring-example.json").read_text()),
                              "moves": moves[:first_wild]})).state
    assert state.round == 1 and state.crew(0, "S") == (3,) and state.tricks_held(0) == ["*P"]
    assert state.tricks_held(1) == []
