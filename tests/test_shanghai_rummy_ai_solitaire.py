"""The Shanghai rummy lookahead's solitaire play-outs (`Style.solo`, off in every level): the turns a
kept hand needs to meet its contract over sampled draws, and the shark that uses them still legal,
seeded, sliced and blind to hidden cards."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from game.rummy import cards as C
from game.shanghai_rummy import api
from game.shanghai_rummy.ai import levels
from game.shanghai_rummy.ai.arena import play_game
from game.shanghai_rummy.ai.levels import STYLES, choose
from game.shanghai_rummy.ai.solitaire import draws, rank_by_turns, turns_to_contract
from game.shanghai_rummy.ai.view import mask_record
from game.shanghai_rummy.record import loads
from tests.test_shanghai_rummy_ai_outs import drain, slices

PLAIN = STYLES["shark"]


def cards(text: str) -> list[int]:
    """Cards from their codes."""
    return [C.parse(code) for code in text.split()]


@pytest.fixture
def solo(monkeypatch):
    """The shark with cheap play-outs (4 samples of 3 turns), as the level "shark"."""
    monkeypatch.setitem(levels.STYLES, "shark", replace(STYLES["shark"], solo=4, solo_turns=3))


def test_a_hand_that_meets_its_contract_needs_no_turn():
    plays = draws(Counter({c: 2 for c in range(52)}), 5, 4, 0.5, random.Random(1))
    assert turns_to_contract(cards("5H 5D 5C 9S 9D 9C KH"), 1, plays) == 0


def test_a_hand_one_short_reaches_it_on_the_first_turn_when_every_unseen_card_helps():
    live = Counter({C.parse("9C"): 6, C.parse("9H"): 6})
    plays = draws(live, 6, 4, 0.5, random.Random(2))
    assert turns_to_contract(cards("5H 5D 5C 9S 9D KH"), 1, plays) == 1


def test_a_hand_no_unseen_card_helps_never_reaches_it_in_the_turns_sampled():
    live = Counter({C.parse(code): 4 for code in "3C 4D 7H JS".split()})
    plays = draws(live, 6, 4, 0.5, random.Random(3))
    assert turns_to_contract(cards("5H 5D 5C 9S 8D KH"), 1, plays) == 5


def test_a_needed_card_seen_only_as_a_discard_helps_only_when_the_discard_is_looked_at():
    # every discard on offer is a nine, every stock card a dead one; a take rate of 0 never looks
    live = Counter({C.parse("3C"): 50, C.parse("9C"): 50})
    rng = random.Random(4)
    plays_never = [[(C.parse("9C"), C.parse("3C"), False)] * 3] * 4
    plays_always = [[(C.parse("9C"), C.parse("3C"), True)] * 3] * 4
    hand = cards("5H 5D 5C 9S 9D KH")
    assert turns_to_contract(hand, 1, plays_never) == 4
    assert turns_to_contract(hand, 1, plays_always) == 1
    never_looked = draws(live, 3, 5, 0.0, rng)
    assert len(never_looked) == 3 and not any(looked for play in never_looked for _, _, looked in play)


def test_the_kept_hands_are_weighed_on_the_same_draws_and_the_closer_one_comes_first():
    live = Counter({c: 2 for c in range(52) if c % 13 != 1})
    closer, further = cards("5H 5D 5C 9S 9D KH"), cards("5H 5D 5C 9S 8D KH")
    turns = drain(rank_by_turns([closer, further, closer], 1, live, 12, 5, 0.5, random.Random(5)))
    assert turns[0] == turns[2] < turns[1]


def test_the_shark_with_play_outs_thinks_in_slices_to_the_move_choose_makes(solo, monkeypatch):
    monkeypatch.setitem(levels.STYLES, "plain shark", PLAIN)
    longer = 0
    for raw in [json.loads(api.random_record(seed, 4)) for seed in (1, 2)]:
        for cut in range(0, len(raw["moves"]), max(1, len(raw["moves"]) // 12)):
            state = loads(json.dumps(dict(raw, moves=raw["moves"][:cut]))).state
            seat = state.current_player()
            if seat is None:
                continue
            count, move = slices(levels.thinking(state.clone(), "shark", seed=3))
            assert move == choose(state.clone(), "shark", random.Random(3))
            assert state.why_not(move) is None
            longer += count > slices(levels.thinking(state.clone(), "plain shark", seed=3))[0]
    assert longer > 0  # some throws were weighed by play-outs, a slice per kept hand


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_the_shark_with_play_outs_plays_whole_games_legally(solo, seats: int):
    result = play_game("shark", "greedy", 1, seats, seed=seats + 20, rotation=0, options={})
    assert result.total >= 0 and 1 <= result.rank <= seats
    assert len(result.times_a) > 10 * seats


def test_the_shark_with_play_outs_cannot_read_hidden_cards(solo):
    raw = json.loads(api.random_record(9, 4))
    rng = random.Random(9)
    for cut in sorted(rng.sample(range(len(raw["moves"])), 10)):
        prefix = dict(raw, moves=raw["moves"][:cut])
        seat = loads(json.dumps(prefix)).state.current_player()
        masked = mask_record(prefix, seat)
        move = api.ai_answer(json.dumps(masked), "shark", seed=1)
        assert move == api.ai_answer(json.dumps(prefix), "shark", seed=1)
        h = len(masked["packs"])
        start = loads(json.dumps(prefix)).state.sp
        hidden = [i for i, code in enumerate(masked["packs"][h - 1]) if code == C.HIDDEN and i >= start]
        pack = list(prefix["packs"][h - 1])
        shuffled = [pack[i] for i in hidden]
        rng.shuffle(shuffled)
        for i, code in zip(hidden, shuffled):
            pack[i] = code
        other = dict(prefix, packs=prefix["packs"][: h - 1] + [pack] + prefix["packs"][h:])
        assert api.ai_answer(json.dumps(other), "shark", seed=1) == move


def test_the_play_outs_look_fewer_turns_ahead_once_a_rival_is_down(monkeypatch):
    """Style.solo_rushed: hand 4 (three sets), the jack and the nine of clubs are equally spare and
    weighed by play-outs; their horizon is solo_turns, or solo_rushed once a rival is down."""
    from game.shanghai_rummy.ai import solitaire
    from test_shanghai_rummy_expert import position

    seen: list[int] = []
    real = solitaire.rank_by_turns

    def spy(rests, hand_no, live, samples, turns, take, rng):
        seen.append(turns)
        return (yield from real(rests, hand_no, live, samples, turns, take, rng))

    monkeypatch.setattr(solitaire, "rank_by_turns", spy)
    monkeypatch.setitem(levels.STYLES, "shark", replace(PLAIN, solo=4, solo_turns=5, solo_rushed=2))
    hand = "7C 5H 8H JC 5H 5D 9C 6S 5D 7D 6S 8H"
    for down, turns in (([False] * 4, 5), ([False, False, True, False], 2)):
        state = position(4, hand, ["KS-KC-KD"] if any(down) else [], down)
        move = choose(state.clone(), "shark", random.Random(1))
        assert move in ("discard JC", "discard 9C") and seen[-1] == turns
