"""The AI protocol through `python -m game ai` as a long-running subprocess."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

from game.shanghaien import actions as A
from game.shanghaien.cards import DECK_CODES
from game.shanghaien.randomplay import play_random_game, shuffled_deck
from game.shanghaien.record import dumps, loads
from game.shanghaien.state import State

ROOT = Path(__file__).resolve().parent.parent


def record(moves, deck=None, options=None):
    data = {"format": "shanghaien-record", "version": 1, "deck": list(deck or DECK_CODES),
            "start": 0, "moves": moves}
    if options:
        data["options"] = options
    return json.dumps(data)


def session(lines, *args):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "game", "ai", *args], input="".join(l + "\n" for l in lines),
                          capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


def rerolled_record():
    """A record that waits for the dice of a `trick *R reroll`: Red wins a *R in round 1 and plays it."""
    deck = list(DECK_CODES)
    deck.remove("*R")
    deck.insert(0, "*R")  # position 1 of round 1
    moves = ["roll 1 1", "dir up", "place 1", "roll 6 6", "place 6", "roll 1 1", "place 1",
             "roll 6 6", "place 6", "shanghai",
             # Round 2: Blue starts (Red called Shanghai); then Red rolls and plays the reroll.
             "roll 2 3", "dir up", "place 2", "roll 4 5", "trick *R reroll"]
    return record(moves, deck)


def test_roll_chance_over_and_errors_in_one_session():
    finished = play_random_game(State(shuffled_deck(random.Random(3)), 0), random.Random(4))
    lines = [
        record([]),                                   # the first decision: only rolling is legal
        record(["roll 2 5"]),                         # the start player must set the direction
        "this is not json",
        record(["roll 2 5", "dir up", "place 9"]),    # a move that is not a move
        rerolled_record(),                            # the rerolled dice are awaited
        dumps(finished),                              # the game is over
        record(["roll 2 5", "dir up", "place 2"]),    # still serving after all that
    ]
    out = session(lines, "--level", "bosun", "--seed", "3")
    assert len(out) == len(lines)
    assert out[0] == "roll"
    assert out[1] in ("dir up", "dir down")
    assert out[2].startswith("error: move 0:")
    assert out[3].startswith("error: move 3:")
    assert out[4] == "chance"
    assert out[5] == "over"
    assert out[6] == "roll"


def test_answers_are_legal_moves_for_every_level():
    state = State(shuffled_deck(random.Random(8)), 1)
    rng = random.Random(9)
    lines = []
    while not state.is_terminal() and len(lines) < 12:
        if state.is_chance_node():
            state.apply_action(A.dice(rng.randint(1, 6), rng.randint(1, 6)))
            continue
        lines.append(dumps(state))
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
    for level in ("deckhand", "bosun", "mate", "captain"):
        out = session(lines, "--level", level, "--time-ms", "200")
        assert len(out) == len(lines)
        for line, move in zip(lines, out):
            position = loads(line).state
            if move == "roll":
                assert A.ROLL in position.legal_actions()
            else:
                kind, actions = A.parse_move(move)
                assert kind == "decision" and actions[0] in position.legal_actions(), move


def test_the_same_seed_answers_the_same():
    lines = [record(["roll 2 5", "dir up", "place 2", "roll 3 4"])] * 2
    first = session(lines, "--level", "mate", "--seed", "11")
    assert first[0] == first[1]
    assert session(lines, "--level", "mate", "--seed", "11") == first
