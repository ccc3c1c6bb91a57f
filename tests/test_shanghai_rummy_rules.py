"""The spec's edge cases of Shanghai rummy, one test each, played through records as a caller sees them."""

from __future__ import annotations

import pytest

from game.rummy import cards as C
from game.shanghai_rummy import api
from game.shanghai_rummy import melds as M
from game.shanghai_rummy.helpers import best_grouping, can_meet, layoffs, swaps
from rummy_tables import pack, record, skip_hands

FILLER = ["3S", "5S", "9S", "JS", "KS", "4H", "6H", "TH", "QH", "3D", "4D"]
OTHER = ["5D", "7D", "9D", "JD", "KD", "4C", "6C", "8C", "TC", "QC", "AC"]
TWO_SETS = ["7H", "7S", "7D", "8C", "8D", "8S", "5C", "6C", "9H", "2C", "KC"]


def cards(text: str) -> list[int]:
    return [C.parse(t) for t in text.split()]


def meld(text: str):
    return M.read_meld(C.split_meld(text))


def summary(text: str) -> dict:
    return api.summary(api.load(text))


def fault(text: str) -> str:
    with pytest.raises(api.RecordError) as err:
        api.load(text)
    return str(err.value)


@pytest.mark.parametrize("size", [3, 4, 5, 7, 10])
def test_wilds_must_be_fewer_than_half_of_a_meld(size: int):
    most = (size - 1) // 2
    for wilds in (most, most + 1):
        text = "-".join(["7H"] * (size - wilds) + ["2C"] * wilds)
        made = meld(text)
        if wilds == most:
            assert isinstance(made, M.Meld) and made.kind == M.SET and made.wilds == wilds
        else:
            assert made == f"wilds must be fewer than half of a meld ({wilds} of {size} here)"


def test_the_ace_is_low_or_high_but_a_run_never_turns_the_corner():
    low, high = meld("AH-2S-3H"), meld("QH-KH-AH")
    assert (low.kind, low.start, high.start, high.end) == (M.RUN, 1, 12, 14)
    assert isinstance(meld("KH-AH-2H"), str) and isinstance(meld("KH-AH-3H"), str)
    assert M.lay_fault(meld("2H-3H-4H-5H-6H-7H-8H-9H-TH-JH-QH-KH"), C.parse("AH"), None) == \
        "this card fits both ends of the run: say low or high"


def test_a_deuce_stands_for_the_two_of_its_suit_as_a_wild():
    run = meld("2H-3H-4H")
    assert (run.kind, run.start, run.wilds) == (M.RUN, 2, 1)
    assert isinstance(meld("2H-2H-3H"), str)  # two wilds of three: the deuce is never natural
    assert M.swap_fault(run, C.parse("2H")) == "a deuce is always wild: only a natural card can be swapped for one"


def _hand1(hand: list[str], moves: list[str], stock: list[str] = (), **options) -> str:
    """A record of hand 1 where player 1, left of dealer 0, holds `hand` and moves first."""
    return record([pack([FILLER, hand, FILLER], "QD", list(stock))], moves, **options)


def test_the_end_word_of_lay_is_refused_on_a_set():
    base = ["draw", "pass", "pass", "down 7H-7S-7D 8C-8D-8S"]
    assert fault(_hand1(TWO_SETS, base + ["lay 2C 1 low"])) == "move 5: a set has no ends: leave out low/high"
    assert summary(_hand1(TWO_SETS, base + ["lay 2C 1"]))["table"][0] == "7H-7S-7D-2C"
    assert fault(_hand1(TWO_SETS, base + ["lay KC 1"])) == "move 5: a set of 7s takes only 7s or wilds"


_SKIP: list[list[str]] = []


def _hand2(hand: list[str], moves: list[str], stock: list[str] = ()) -> str:
    """A record of hand 2 (a run of 4 and a set of 3) where player 2, left of dealer 1, holds `hand`."""
    first = pack([FILLER, FILLER, OTHER], "QD")
    second = pack([OTHER, FILLER, hand], "QC", list(stock), dealer=1)
    if not _SKIP:
        _SKIP.append(skip_hands([first, second], 1, buys=[0] * 10))
    return record([first, second, first], _SKIP[0] + moves, buys=[0] * 10)


RUN_HAND = ["4H", "5H", "6H", "7H", "9C", "9S", "9D", "2C", "2S", "KC", "KD"]
DOWN2 = ["draw", "down 4H-5H-6H-7H 9C-9S-9D"]


def test_lay_on_a_run_asks_for_the_end_of_a_wild_and_refuses_it_for_a_natural():
    assert summary(_hand2(RUN_HAND, DOWN2))["table"] == ["4H-5H-6H-7H", "9C-9S-9D"]
    assert fault(_hand2(RUN_HAND, DOWN2 + ["lay 2C 1"])).endswith(
        "this card fits both ends of the run: say low or high")
    assert summary(_hand2(RUN_HAND, DOWN2 + ["lay 2C 1 low"]))["table"][0] == "2C-4H-5H-6H-7H"
    assert summary(_hand2(RUN_HAND, DOWN2 + ["lay 2C 1 high"]))["table"][0] == "4H-5H-6H-7H-2C"
    assert fault(_hand2(RUN_HAND, ["draw", "down 4H-5H-2C-2S 9C-9S-9D"])).endswith(
        "meld 4H-5H-2C-2S: wilds must be fewer than half of a meld (2 of 4 here)")
    hand = RUN_HAND[:-1] + ["8H"]
    assert fault(_hand2(hand, DOWN2 + ["lay 8H 1 high"])).endswith(
        "this card fits only the high end: leave out the end word")
    assert summary(_hand2(hand, DOWN2 + ["lay 8H 1"]))["table"][0] == "4H-5H-6H-7H-8H"
    assert fault(_hand2(hand, DOWN2 + ["lay KC 1"])).endswith(
        "a run of 4 takes only the 3 of hearts or the 8 of hearts or a wild here")


def test_lay_before_going_down_is_refused_in_the_players_words():
    assert fault(_hand2(RUN_HAND, ["draw", "lay 2C 1"])).endswith(
        "you have not gone down yet: no lay before your contract is on the table")


def test_swap_a_natural_for_a_wild_then_lay_the_freed_wild():
    hand = ["4H", "2S", "6H", "7H", "9C", "9S", "9D", "5H", "KC", "KD", "QS"]
    moves = ["draw", "down 4H-2S-6H-7H 9C-9S-9D", "swap 5H 1", "lay 2S 2"]
    s = summary(_hand2(hand, moves))
    assert s["table"] == ["4H-5H-6H-7H", "9C-9S-9D-2S"]
    assert "2S" not in s["hands"][2] and s["step"] == "play"
    assert fault(_hand2(hand, ["draw", "down 4H-2S-6H-7H 9C-9S-9D", "swap 5H 2"])).endswith(
        "wilds in a set cannot be swapped")


def test_going_out_by_a_lay_off_ends_the_hand_at_once():
    hand = ["4H", "5H", "6H", "7H", "9C", "9S", "9D", "8H", "9H", "TH", "JH"]
    moves = ["draw", "down 4H-5H-6H-7H-8H-9H-TH-JH 9C-9S-9D"]
    s = summary(_hand2(hand, moves, stock=["QH"]))
    assert s["hands"][2] == ["QH"] and s["step"] == "play"
    s = summary(_hand2(hand, moves + ["lay QH 1"], stock=["QH"]))
    assert s["hand"] == 3 and s["out"][1] == 2 and s["hand_points"][1][2] == 0


def test_buy_priority_goes_clockwise_from_the_drawer_and_the_first_buy_closes_the_window():
    s = summary(_hand1(TWO_SETS, ["draw"], ["AS", "KH"]))
    assert (s["step"], s["to_move"]) == ("buy", 2)  # player 1 drew: player 2 is asked before player 0
    s = summary(_hand1(TWO_SETS, ["draw", "buy"], ["AS", "KH"]))
    assert (s["step"], s["to_move"], s["buys_left"]) == ("play", 1, [3, 3, 2])
    assert "QD" in s["hands"][2] and "KH" in s["hands"][2] and s["discard_top"] is None
    assert summary(_hand1(TWO_SETS, ["draw", "pass"]))["to_move"] == 0
    assert fault(_hand1(TWO_SETS, ["draw", "buy", "pass"])).startswith("move 3:")


def test_the_dealer_may_buy_the_turned_up_card():
    s = summary(_hand1(TWO_SETS, ["draw", "pass", "buy"], ["AS", "KH"]))
    assert s["buys_left"] == [2, 3, 3] and "QD" in s["hands"][0] and "KH" in s["hands"][0]


def test_the_discarder_is_never_asked_and_a_player_without_buys_is_skipped():
    moves = ["draw", "pass", "pass", "discard KC", "draw"]
    s = summary(_hand1(TWO_SETS, moves))
    assert (s["step"], s["to_move"]) == ("buy", 0)  # player 1 threw KC: only the dealer is asked
    s = summary(_hand1(TWO_SETS, moves[:1] + moves[3:], buys=[0] * 10))
    assert (s["step"], s["to_move"]) == ("play", 2)


def test_a_deuce_is_thrown_only_from_a_hand_of_deuces():
    assert fault(_hand1(TWO_SETS, ["take", "discard 2C"])).endswith(
        "a deuce may be thrown only when you hold nothing but deuces")


def test_an_empty_stock_ends_the_hand_with_nobody_out_and_needs_the_next_pack():
    p1 = pack([FILLER, TWO_SETS, FILLER], "QD")
    moves = skip_hands([p1, p1], 1)
    s = summary(record([p1, p1], moves))
    assert s["hand"] == 2 and s["out"] == [None] and s["stock_size"] == 104 - 34
    before = summary(record([p1], moves[:-1]))
    assert before["stock_size"] == 0 and before["step"] == "play"
    assert fault(record([p1], moves)) == f"move {len(moves)}: hand 2 has no pack in the record"


def test_the_last_hand_ends_the_game_and_equal_lowest_totals_share_the_win():
    # players 0 and 1 hold the same points every hand, player 2 every deuce: two winners
    low = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"]
    twin = ["3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH"]
    high = ["2S", "2H", "2D", "2C", "2S", "2H", "2D", "2C", "AS", "AH", "AD"]
    packs = [pack([low, twin, high], "AC", dealer=h % 3) for h in range(10)]
    moves = skip_hands(packs, 10, buys=[0] * 10)
    game = api.load(record(packs, moves, buys=[0] * 10))
    s = api.summary(game)
    assert s["over"] and s["step"] == "over" and s["to_move"] is None and s["hand"] == 10
    assert s["totals"] == [750, 750, 2050] and s["winners"] == [0, 1] and s["out"] == [None] * 10
    assert game.state.returns() == [0.5, 0.5, 0.0]
    assert fault(record(packs, moves + ["draw"], buys=[0] * 10)) == f"move {len(moves) + 1}: the game is over"


def test_contracts_count_melds_exactly_and_longer_melds_are_fine():
    assert M.contract_fault([meld("7H-7S-7D"), meld("8H-8S-8D"), meld("9H-9S-9D")], 1).startswith(
        "hand 1 needs a set of 3 and a set of 3: 2 melds, not 3")
    assert M.contract_fault([meld("3H-4H-5H-6H-7H-8H-9H"), meld("KS-KS-2D")], 5) is None
    assert M.contract_fault([meld("3H-4H-5H-6H-7H-8H"), meld("KS-KS-2D")], 5) == \
        "hand 5 needs a run of 7 and a set of 3: a run of 6 is too short"
    assert M.contract_words(9) == "a set of 3, a set of 3, a set of 3 and a run of 5"


def test_the_best_grouping_leaves_fewest_points_and_uses_every_wild_it_can():
    hand = cards("7H 7S 7D 7C KC KD KH 2C 2D 3S 4H 9D")
    best = best_grouping(hand, 1)
    assert best is not None and sum(len(m) for m in best) == 9
    left = list(hand)
    for m in best:
        for c in m:
            left.remove(c)
        assert isinstance(M.read_meld(m), M.Meld)
    assert sorted(C.code(c) for c in left) == ["3S", "4H", "9D"]
    assert best_grouping(cards("3H 4H 5H 6H 8H 9H TH JH"), 3) is not None
    assert not can_meet(cards("3H 4H 5H 8H 9H TH JH 2C"), 10)
    run = best_grouping(cards("3H 4H 6H KS KD KC 2C"), 2)
    assert run is not None and sorted(len(m) for m in run) == [3, 4]


def test_the_helpers_list_lay_offs_and_swaps():
    table = [meld("4H-2S-6H-7H"), meld("9C-9S-9D")]
    hand = cards("5H 9H 8H 3H 2D KC")
    assert swaps(hand, table) == [(C.parse("5H"), 1)]
    got = {(C.code(c), k, e) for c, k, e in layoffs(hand, table)}
    assert got == {("9H", 2, None), ("8H", 1, None), ("3H", 1, None), ("2D", 1, "low"), ("2D", 1, "high"),
                   ("2D", 2, None)}
