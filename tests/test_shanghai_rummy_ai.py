"""The Shanghai rummy AI: legal, seeded, blind to hidden cards, speaking the protocol, and every
level beating `random` in a small arena."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from game.rummy import cards as C
from game.shanghai_rummy import api
from game.shanghai_rummy.ai.arena import play_game
from game.shanghai_rummy.ai.view import mask_record
from game.shanghai_rummy.descriptor import DESCRIPTOR
from game.shanghai_rummy.record import loads
from conftest import REPO

LEVELS = DESCRIPTOR.all_levels()


def positions(seed: int, count: int) -> list[dict]:
    """Prefixes of a random game's record: positions at every step kind."""
    raw = json.loads(api.random_record(seed, 3 + seed % 4))
    rng = random.Random(seed)
    cuts = sorted(rng.sample(range(len(raw["moves"])), count))
    return [dict(raw, moves=raw["moves"][:cut]) for cut in cuts]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_a_legal_move_and_the_same_one_for_the_same_seed(level: str):
    for raw in positions(5, 6):
        line = json.dumps(raw)
        move = api.ai_answer(line, level, seed=3)
        state = loads(line).state
        assert state.why_not(move) is None, (move, state.why_not(move))
        assert api.ai_answer(line, level, seed=3) == move


def _reshuffle_hidden(raw: dict, seat: int, rng: random.Random, stock_only: bool) -> dict:
    """The same record with the cards the seat has not seen dealt differently: all of them, or only
    those still in the stock (which keeps every shown play of the others possible)."""
    masked = mask_record(raw, seat)
    h = len(masked["packs"])
    pack = masked["packs"][h - 1]
    start = loads(json.dumps(raw)).state.sp if stock_only else 0
    hidden = [i for i, code in enumerate(pack) if code == C.HIDDEN and i >= start]
    cards = [raw["packs"][h - 1][i] for i in hidden]
    rng.shuffle(cards)
    new_pack = list(raw["packs"][h - 1])
    for i, code in zip(hidden, cards):
        new_pack[i] = code
    packs = [list(p) for p in raw["packs"]]
    packs[h - 1] = new_pack
    return dict(raw, packs=packs)


def test_the_ai_cannot_read_hidden_cards():
    # A masked record, and full records whose unseen cards lie elsewhere, get the same move.
    for level in ("regular", "shark"):
        for raw in positions(11, 8):
            seat = loads(json.dumps(raw)).state.current_player()
            masked = json.dumps(mask_record(raw, seat))
            move = api.ai_answer(masked, level, seed=1)
            assert move == api.ai_answer(json.dumps(raw), level, seed=1)
            rng = random.Random(len(raw["moves"]))
            other = _reshuffle_hidden(raw, seat, rng, stock_only=True)
            assert other["packs"] != raw["packs"]
            assert api.ai_answer(json.dumps(other), level, seed=1) == move
            other = _reshuffle_hidden(raw, seat, rng, stock_only=False)
            try:
                loads(json.dumps(other))
            except api.RecordError:
                continue  # an opponent's shown play needs a card where it was
            assert api.ai_answer(json.dumps(other), level, seed=1) == move


def test_replay_refuses_a_masked_record_and_the_protocol_reports_bad_lines():
    raw = positions(2, 1)[0]
    seat = loads(json.dumps(raw)).state.current_player()
    with pytest.raises(api.RecordError, match=r"^move 0: .*hidden card"):
        api.load(json.dumps(mask_record(raw, seat)))
    assert api.ai_answer("{", "regular").startswith("error: move 0:")
    out = subprocess.run([sys.executable, "-m", "game", "ai", "--level", "regular"], cwd=REPO, text=True,
                         input=json.dumps(raw) + "\n" + json.dumps(mask_record(raw, seat)) + "\n",
                         capture_output=True, check=True).stdout.splitlines()
    assert len(out) == 2 and out[0] == out[1] and loads(json.dumps(raw)).state.why_not(out[0]) is None


def test_help_lists_the_levels():
    text = subprocess.run([sys.executable, "-m", "game", "ai", "--help"], cwd=REPO, text=True,
                          capture_output=True, check=True).stdout
    assert "shanghai-rummy: kibitzer, regular, hustler, shark" in " ".join(text.split())


@pytest.mark.parametrize("level", DESCRIPTOR.levels)
def test_every_level_beats_random_at_a_small_table(level: str):
    # 3 seats, one rotation of 3 games: the level's share of wins must beat random's parity by far;
    # its mean total must be below the random players' (a random player keeps ~1,200 points a game).
    results = [play_game(level, "random", seat, 3, 7, 0, {}) for seat in range(3)]
    assert sum(r.share for r in results) >= 2.5
    assert all(r.rank == 1 for r in results)


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_the_expert_plays_whole_games_legally_at_every_table_size(seats: int):
    # the arena refuses any illegal move with an error; a finished game has ten scored hands
    result = play_game("shark", "greedy", 0, seats, seed=seats, rotation=0, options={})
    assert result.total >= 0 and 1 <= result.rank <= seats
    assert len(result.times_a) > 10 * seats


def test_a_masked_record_shows_a_finished_hands_leftover_cards_and_hides_its_untouched_stock():
    """As at a table: when a hand ends everyone's cards left in hand are shown, so every seat knows
    every total; the stock nobody drew stays unseen, and so do the others' cards of the hand in play."""
    raw = json.loads(api.random_record(7, 4))
    state = loads(json.dumps(raw)).state
    cut = next(k for k in range(len(raw["moves"])) if loads(json.dumps(dict(raw, moves=raw["moves"][:k]))).state.h == 4)
    prefix = dict(raw, moves=raw["moves"][:cut + 3])
    truth = loads(json.dumps(prefix)).state
    assert truth.h == 4 and any(truth.totals) and state.over
    for seat in range(4):
        masked = mask_record(prefix, seat)
        assert len(masked["packs"]) == 4
        view = loads(json.dumps(masked), masked=True).state
        assert view.totals == truth.totals
        for k in range(3):  # a finished hand: the cards played from hidden places stay unseen
            assert C.HIDDEN in masked["packs"][k] and masked["packs"][k][:45] != raw["packs"][k][:45]
        assert sum(c != C.HIDDEN for c in masked["packs"][3]) <= 11 + 1 + 3
