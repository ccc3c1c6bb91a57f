"""The replay of a finished Shanghai rummy game: every position from the deal to the end, stepped
move by move or hand by hand, each step enabled exactly when it leads somewhere."""

from __future__ import annotations

import random

from game.shanghai_rummy.randomplay import new_game
from game.shanghai_rummy.ui.replay import STEPS, Replay
from game.shanghai_rummy.ui import words


def finished(seed: int, players: int = 4):
    rng = random.Random(seed)
    state = new_game(rng, players)
    while not state.over:
        moves = state.legal_actions()
        good = [m for m in moves if m.startswith(("down", "lay"))]
        state._apply(rng.choice(good) if good and rng.random() < 0.9 else rng.choice(moves))
    return state


def test_the_replay_starts_at_the_deal_and_ends_at_the_final_position():
    game = finished(1)
    replay = Replay(game)
    shown, chron = replay.position()
    assert shown.moves == [] and shown.h == 1 and shown.hands == Replay(game).position()[0].hands
    assert not replay.control("replay-first").enabled and not replay.control("replay-back").enabled
    assert replay.control("replay-back").reason == "sr.why.replay_start"
    replay.go("replay-last")
    shown, chron = replay.position()
    assert shown.over and shown.totals == game.totals and len(chron.hands) == 10
    assert not replay.control("replay-on").enabled and replay.control("replay-on").reason == "sr.why.replay_end"


def test_hand_by_hand_visits_each_deal_in_order_and_back():
    game = finished(2, 3)
    replay = Replay(game)
    hands = []
    while replay.control("replay-hand-on").enabled:
        replay.go("replay-hand-on")
        shown, _ = replay.position()
        hands.append(10 if shown.over else shown.h)
        if not shown.over:
            assert all(len(cards) == 11 for cards in shown.hands) and shown.moves == game.moves[: replay.at]
    assert hands == list(range(2, 11)) + [10]
    back = []
    while replay.control("replay-hand-back").enabled:
        replay.go("replay-hand-back")
        back.append(replay.position()[0].h)
    assert back == list(range(10, 0, -1)) and replay.at == 0


def test_step_by_step_walks_every_move_once():
    game = finished(3)
    replay = Replay(game)
    count = 0
    while replay.control("replay-on").enabled:
        replay.go("replay-on")
        count += 1
    assert count == len(game.moves) == replay.at
    replay.go("replay-back")
    assert replay.position()[0].moves == game.moves[:-1]


def test_the_replay_speaks_four_languages():
    for lang in ("en", "de", "it", "fr"):
        for label, why in STEPS.values():
            assert words.CATALOGUES[lang][label].strip() and words.CATALOGUES[lang][why].strip()
        for key in ("sr.replay.title", "sr.replay.open", "sr.replay.close", "sr.replay.where"):
            assert words.CATALOGUES[lang][key].strip()
