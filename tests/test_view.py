"""The derived numbers the board and the AI read off a position (game.shanghaien.view)."""

import json
import random

from game.shanghaien import actions as A
from game.shanghaien import view
from game.shanghaien.cards import DECK_CODES
from game.shanghaien.randomplay import play_random_game, random_options, shuffled_deck
from game.shanghaien.record import apply_move
from game.shanghaien.state import State

from conftest import DISTRIBUTION_EXAMPLE as EXAMPLE, play as record


def test_die_numbers_follow_the_direction():
    assert view.die_numbers(record([])) == [0] * 6
    assert view.die_numbers(record(["roll 1 2", "dir up"])) == [1, 2, 3, 4, 5, 6]
    assert view.die_numbers(record(["roll 1 2", "dir down"])) == [6, 5, 4, 3, 2, 1]


def test_preview_explains_the_rulebook_example():
    state = record(EXAMPLE)
    awards = view.preview(state)
    assert [a.taker for a in awards] == [-1, 0, -1, 1, 1, 1]
    texts = [view.award_reason(a) for a in awards]
    assert texts[0] == "no dice: removed"
    assert texts[1] == "only Red has dice here"
    assert texts[2] == "equal dice and neighbour sums 4:4: removed"
    assert texts[5] == "equal dice; Blue wins on neighbour sums 0:5"


def test_preview_matches_the_distribution_that_follows():
    state = record(EXAMPLE)
    before = [a.taker for a in view.preview(state)]
    tavern = state.tavern()
    state_after = record(EXAMPLE + ["shanghai"])
    result = view.round_result(state_after.rounds[0])
    assert [a["taker"] for a in result["awards"]] == before
    assert [a["card"] for a in result["awards"]] == list(tavern)
    assert state_after.crew(0, "A") == (2,)  # the second card of the sorted deck, A2


def test_still_to_come_counts_the_tavern_and_the_pile():
    state = record([])
    stocks, tricks = view.still_to_come(state)
    assert all(len(s.cards) == 5 and s.points == 13 for s in stocks)
    assert tricks == ["*B"] * 3 + ["*P"] * 3 + ["*R"] * 2
    after = record(EXAMPLE + ["shanghai"])  # the six American/French cards of round 1 are gone
    stocks, _ = view.still_to_come(after)
    by = {s.nation: s for s in stocks}
    assert by["A"].cards == () and by["F"].cards == ("F2", "F3", "F3", "F4")


def test_breakdown_and_scores_if_the_game_ended_now():
    state = record(EXAMPLE + ["shanghai"])
    b = view.breakdown(state)
    nations = {n["nation"]: n for n in b["nations"]}
    # Red holds A2; Blue holds A3 A4 and F1: Blue's Americans beat Red's, Blue keeps F alone.
    assert nations["A"]["strengths"] == [2, 7] and nations["A"]["points"] == [0, 2]
    assert nations["A"]["outcome"] == "player1"
    assert nations["F"]["outcome"] == "monopoly1"
    assert b["totals"] == [0, 3] == list(state.scores())


def test_board_view_is_json_and_explains_disabled_buttons():
    state = record(["roll 1 2"])
    b = view.board(state)
    json.dumps(b)
    assert b["dice"] == [1, 2]
    assert b["legal"][:2] == ["dir up", "dir down"]
    assert "rolled already" in b["why_not"]["roll"]
    assert "start of a turn" in b["why_not"]["shanghai"]


def test_board_view_of_random_positions_and_finished_games():
    rng = random.Random(5)
    for _ in range(30):
        state = State(shuffled_deck(rng), rng.randrange(2), random_options(rng))
        for _ in range(rng.randrange(120)):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
        b = view.board(state)
        json.dumps(b)
        assert len(b["preview"]) == (0 if state.is_terminal() else 6)
        play_random_game(state, rng)
        final = view.board(state)
        assert final["over"] and final["winner"] == state.winner()
        assert len(final["rounds"]) == 8
        assert final["breakdown"]["totals"] == list(state.scores())


def test_crew_cards_name_the_cards_behind_each_strength():
    state = record(EXAMPLE + ["shanghai"], options={"extra_wild": True})
    cards = view.crew_cards(state)
    assert cards[0] == {"A": ["A2"]}
    assert cards[1] == {"A": ["A3", "A4"], "F": ["F1"]}
    # Blue starts round 2 (Red called Shanghai) and plays the extra wild card on the Americans.
    apply_move(state, "roll 1 2")
    apply_move(state, "trick *W wild A")
    assert view.crew_cards(state)[1]["A"] == ["A3", "A4", "*W"]
    assert view.board(state)["crew_cards"][1]["A"] == ["A3", "A4", "*W"]


def test_crew_cards_agree_with_the_crews_in_random_games():
    rng = random.Random(8)
    for _ in range(20):
        state = State(shuffled_deck(rng), rng.randrange(2), random_options(rng))
        play_random_game(state, rng)
        cards = view.crew_cards(state)
        for p in (0, 1):
            for nation, values in state.iter_crews(p):
                codes = cards[p][nation]
                assert sorted(2 if c.startswith("*") else int(c[1]) for c in codes) == sorted(values)
            assert set(cards[p]) == {n for n, _ in state.iter_crews(p)}


def test_trick_menu_offers_each_half_or_says_why_not():
    state = record(["roll 1 2"], options={"extra_wild": True, "sharks": True})
    menu = {m["code"]: m["halves"] for m in view.trick_menu(state)}
    assert set(menu) == {"*W", "*X"}
    wild, = menu["*W"]
    assert wild["kind"] == "wild" and wild["actions"] == [] and "no sailors yet" in wild["reason"]
    sharks, exchange = menu["*X"]
    assert sharks["actions"] == [A.SHARKS] and sharks["reason"] is None
    assert exchange["actions"] == [] and "direction" in exchange["reason"]
    state.apply_action(A.DIR_UP)
    exchange = view.trick_menu(state)[1]["halves"][1]
    assert "no die from an earlier turn" in exchange["reason"]


def test_trick_menu_lists_the_legal_moves_of_deck_tricks():
    rest = list(DECK_CODES)
    for code in ("*P", "*B", "*R"):
        rest.remove(code)
    moves = ["roll 1 2", "dir up", "place 1", "roll 4 5", "place 4", "roll 2 3", "place 2",
             "roll 4 5", "place 5", "roll 2 3", "place 3", "roll 6 1", "place 6", "shanghai",
             "roll 1 2", "dir up", "place 1", "roll 3 4"]
    state = record(moves, deck=["*P", "*B", "*R"] + rest)
    menu = {m["code"]: m["halves"] for m in view.trick_menu(state)}
    assert [h["kind"] for h in menu["*P"]] == ["wild", "adjust"]
    assert menu["*P"][0]["actions"] == []  # Red holds only trick cards, no sailors
    assert sorted(menu["*P"][1]["actions"]) == sorted([A.adjust(3, 2), A.adjust(3, 4), A.adjust(4, 3),
                                                       A.adjust(4, 5)])
    assert menu["*B"][1]["actions"] == [A.BOTH] and menu["*R"][1]["actions"] == [A.REROLL]
    state.apply_action(A.REROLL)
    assert view.trick_menu(state) == []  # dice in the air, and a trick has been played
    state.apply_action(A.dice(2, 2))
    assert view.trick_menu(state) == []  # one trick per round
    assert view.board(state)["trick_menu"] == []
