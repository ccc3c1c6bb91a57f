"""One test per rule and edge case of the rulebook and the record contract.

Every position is reached through a hand-written record, as a player would write it; every
refusal checks the move number and that the reason names what a player needs to hear.
"""

from __future__ import annotations

import pytest

from conftest import deck_with, empty_round, play, refuse, turns
from game.shanghaien import actions as A
from game.shanghaien.legality import IllegalMove, checked_apply, why_not
from game.shanghaien.record import read_record, to_record
from game.shanghaien.replay import summary
from game.shanghaien.state import CHANCE_PLAYER, TERMINAL_PLAYER

SHARKS = {"sharks": True}
EXTRA_WILD = {"extra_wild": True}

# Round 1 (player 0 starts): player 0 places on cards 1, 2, 5 and takes A1 *P *B; player 1
# places on 3 and 4 and takes *R F1, and calls Shanghai, so player 0 starts round 2.
DECK = deck_with("A1", "*P", "*R", "F1", "*B", "G2", "A2", "A3", "F2", "F3", "C1", "C2")
R1 = turns([1, 2, 5], [3, 4])


def refused(moves, *words, **header):
    """The last move of `moves` is refused; its reason contains every one of `words`."""
    err = refuse(moves, **header)
    assert err.move == len(moves), (err.move, str(err))
    assert str(err).startswith(f"move {len(moves)}: ")
    for word in words:
        assert word.lower() in err.reason.lower(), (word, err.reason)
    return err


def test_opening_used_below():
    state = play(R1, DECK)
    assert summary(state) == {"finished": False, "round": 2, "to_move": 0,
                              "crews": [{"A": [1]}, {"F": [1]}], "tricks": [["*B", "*P"], ["*R"]]}


# --- Shanghai ------------------------------------------------------------------------------

def test_shanghai_refused_before_any_die_is_placed():
    refused(["shanghai"], "Shanghai", "2 dice", "placed 0")


def test_shanghai_refused_with_one_die_placed():
    moves = ["roll 1 2", "dir up", "place 1", "roll 3 3", "place 3"]
    assert play(moves).legal_actions() == [A.ROLL]
    refused(moves + ["shanghai"], "Shanghai", "2 dice", "placed 1")


def test_shanghai_allowed_once_two_dice_are_placed():
    moves = ["roll 1 2", "dir up", "place 1", "roll 3 3", "place 3", "roll 2 2", "place 2", "roll 4 4", "place 4"]
    assert sorted(play(moves).legal_actions()) == [A.ROLL, A.SHANGHAI]
    assert play(moves + ["shanghai"]).round == 1


def test_shanghai_only_at_the_start_of_a_turn():
    moves = turns([1, 2], [3, 4])[:-1] + ["roll 5 5"]
    refused(moves + ["shanghai"], "start of a turn")


def test_shanghai_forced_with_fewer_than_two_dice_in_supply():
    moves = turns([1] * 5, [2] * 5)[:-1]  # both have placed 5 dice; player 0 holds 1
    state = play(moves)
    assert state.to_move == 0 and state.legal_actions() == [A.SHANGHAI]
    refused(moves + ["roll 3 4"], "fewer than 2 dice", "Shanghai")
    assert play(moves + ["shanghai"]).round == 1


# --- direction -----------------------------------------------------------------------------

def test_dir_only_once_a_round():
    refused(["roll 1 2", "dir up", "dir down"], "direction", "already")
    refused(["roll 1 2", "dir up", "dir up"], "direction", "already")
    refused(["roll 1 2", "dir up", "place 1", "roll 3 4", "dir up"], "direction", "already")


def test_dir_not_before_the_first_roll():
    refused(["dir up"], "roll")
    refused(R1 + ["dir up"], "roll")  # a new round: still roll first


def test_no_die_placed_before_the_direction_is_set():
    refused(["roll 1 2", "place 1"], "direction")
    refused(R1 + ["roll 1 2", "place 1"], "direction")  # the direction is set anew each round


def test_dir_may_follow_a_trick_that_places_nothing():
    state = play(R1 + ["roll 3 4", "trick *P adjust 3 2", "dir down", "place 2"], DECK)
    assert state.to_move == 1 and state.placed(0) == 1


@pytest.mark.parametrize("direction, taker", [("up", 0), ("down", 1)])
def test_direction_decides_which_card_a_value_lands_on(direction, taker):
    # player 0 rolls 1s, player 1 rolls 6s: "up" puts value 1 on card 1 (A4), "down" puts value 6 there
    deck = deck_with("A4", "F1", "F2", "F3", "G1", "G2")
    state = play(["roll 1 1", f"dir {direction}", "place 1", "roll 6 6", "place 6",
                  "roll 1 1", "place 1", "roll 6 6", "place 6", "shanghai"], deck)
    assert state.crew(taker, "A") == (4,)


# --- Dirty Tricks: when and how often --------------------------------------------------------

def test_both_as_the_first_placement_needs_the_direction():
    refused(R1 + ["roll 3 4", "trick *B both"], "direction", deck=DECK)
    state = play(R1 + ["roll 3 4", "dir up", "trick *B both"], DECK)
    assert state.to_move == 1 and state.placed(0) == 2 and state.tricks_held(0) == ["*P"]
    assert state.counts[2] == 1 and state.counts[3] == 1  # cards 3 and 4, one die each


def test_one_trick_per_player_in_the_same_turn():
    refused(R1 + ["roll 3 4", "trick *P adjust 3 2", "trick *B both"], "already", "trick", "round", deck=DECK)


def test_one_trick_per_player_on_a_later_turn_of_the_round():
    moves = R1 + ["roll 3 4", "dir up", "trick *P wild A", "place 3", "roll 5 5", "place 5", "roll 1 2"]
    refused(moves + ["trick *B both"], "already", "trick", "round", deck=DECK)


def test_one_trick_per_player_but_each_player_has_their_own():
    moves = R1 + ["roll 3 4", "dir up", "trick *P wild A", "place 3", "roll 5 6", "trick *R reroll", "roll 1 2",
                  "place 1"]
    state = play(moves, DECK)
    assert state.tricks_held(1) == [] and state.to_move == 0


def test_one_trick_per_round_is_counted_afresh_next_round():
    moves = R1 + ["roll 3 4", "dir up", "trick *P wild A", "place 3", "roll 5 5", "place 5",
                  "roll 4 4", "place 4", "roll 6 6", "place 6", "roll 1 1", "place 1", "shanghai",
                  "roll 3 4", "dir up", "trick *B both"]  # player 1 called, so player 0 starts round 3
    state = play(moves, DECK)
    assert state.round == 2 and state.tricks_held(0) == []


def test_a_trick_is_played_only_right_after_a_roll():
    refused(R1 + ["trick *P adjust 3 4"], "roll", deck=DECK)
    refused(R1 + ["trick *P wild A"], "roll", deck=DECK)


def test_a_trick_won_this_round_is_not_usable_before_the_next():
    # round 1: player 0's die already lies on the *P card, but the card is only won at Shanghai
    moves = ["roll 1 2", "dir up", "place 2", "roll 6 6", "place 6", "roll 2 3"]
    refused(moves + ["trick *P adjust 3 4"], "no unused *P", deck=DECK)
    assert play(R1 + ["roll 2 3", "trick *P adjust 3 4"], DECK).tricks_held(0) == ["*B"]


def test_a_trick_needs_the_card_in_hand():
    refused(R1 + ["roll 3 4", "trick *R reroll"], "no unused *R", deck=DECK)  # player 1 holds it


# --- Dirty Tricks: wild ----------------------------------------------------------------------

def test_wild_only_for_a_nation_already_held():
    refused(R1 + ["roll 3 4", "trick *P wild F"], "wild", "French", deck=DECK)  # player 1 has French
    state = play(R1 + ["roll 3 4", "trick *P wild A", "dir up", "place 3"], DECK)
    assert state.crew(0, "A") == (1, 2) and state.tricks_held(0) == ["*B"]
    assert summary(state)["crews"][0] == {"A": [1, 2]}


def test_wild_counts_two_for_good_and_scores_at_the_end():
    moves = R1 + ["roll 3 4", "trick *B wild A", "dir up", "place 3", "roll 5 5", "place 5",
                  "roll 4 4", "place 4", "roll 6 6", "place 6", "shanghai"]
    for _ in range(6):
        moves += empty_round()
    s = summary(play(moves, DECK))
    assert s["finished"]
    assert s["crews"] == [{"A": [1, 2], "F": [2, 3]}, {"F": [1], "C": [1, 2]}]
    assert s["tricks"] == [["*P"], ["*R"]]
    assert s["scores"] == [3 + 1 + 1, 3 + 1]  # A alone 3; F 5 beats 1; C 3 alone; one unused trick each


def test_extra_wild_card_is_wild_only_and_needs_a_sailor_first():
    refused(["roll 1 2", "trick *W wild A"], "wild", "American", options=EXTRA_WILD)
    refused(["roll 1 2", "trick *W both"], "*W", options=EXTRA_WILD)
    refused(["roll 1 2", "trick *W adjust 1 2"], "*W", options=EXTRA_WILD)
    refused(["roll 1 2", "trick *W wild A"], "*W", "no unused")  # without the option nobody holds one
    state = play(R1 + ["roll 3 4", "trick *W wild A"], DECK, options=EXTRA_WILD)
    assert state.crew(0, "A") == (1, 2) and state.tricks_held(0) == ["*B", "*P"]


def test_the_sharks_card_has_no_wild_action():
    refused(R1 + ["roll 3 4", "trick *X wild A"], "*X", "wild", deck=DECK, options=SHARKS)


# --- Dirty Tricks: adjust ----------------------------------------------------------------------

@pytest.mark.parametrize("move, words", [
    ("trick *P adjust 3 5", ("exactly one",)),
    ("trick *P adjust 3 3", ("exactly one",)),
    ("trick *P adjust 4 5", ("no die shows 4",)),
    ("trick *P adjust 3", ("adjust",)),
])
def test_adjust_only_by_one_and_only_a_rolled_die(move, words):
    refused(R1 + ["roll 3 1", move], *words, deck=DECK)


@pytest.mark.parametrize("roll, move", [("roll 6 2", "trick *P adjust 6 7"), ("roll 1 4", "trick *P adjust 1 0")])
def test_adjust_stays_within_one_to_six(roll, move):
    refused(R1 + [roll, move], "die value", "1 to 6", deck=DECK)
    state = play(R1 + [roll], DECK)
    adjust_actions = {a for a in state.legal_actions() if A.ADJUST <= a < A.BOTH}
    assert {A.action_text(a) for a in adjust_actions} == (
        {"trick *P adjust 6 5", "trick *P adjust 2 1", "trick *P adjust 2 3"} if roll == "roll 6 2"
        else {"trick *P adjust 1 2", "trick *P adjust 4 3", "trick *P adjust 4 5"})


def test_after_adjust_either_die_may_be_placed_but_not_the_old_value():
    base = R1 + ["roll 3 1", "trick *P adjust 3 4", "dir up"]
    assert play(base + ["place 4"], DECK).counts[3] == 1
    assert play(base + ["place 1"], DECK).counts[0] == 1
    refused(base + ["place 3"], "no die shows 3", deck=DECK)


def test_adjust_of_a_double_changes_one_die():
    state = play(R1 + ["roll 3 3", "trick *P adjust 3 2", "dir up", "place 3"], DECK)
    assert state.counts[2] == 1


# --- Dirty Tricks: both and reroll ------------------------------------------------------------

def test_both_places_both_dice_and_ends_the_turn():
    state = play(R1 + ["roll 5 5", "dir down", "trick *B both"], DECK)
    assert state.counts[1] == 2 and state.to_move == 1 and state.supply[0] == 4


def test_reroll_then_the_pending_roll():
    moves = R1 + ["roll 3 4", "dir up", "place 3", "roll 5 6", "trick *R reroll"]
    state = play(moves, DECK)
    assert state.is_chance_node() and state.current_player() == CHANCE_PLAYER
    assert summary(state)["to_move"] == 1  # the player who rerolled
    assert abs(sum(p for _, p in state.chance_outcomes()) - 1.0) < 1e-12
    assert read_record(to_record(state)).state == state  # a pending reroll is a valid record end
    refused(moves + ["place 5"], "roll", deck=DECK)
    refused(moves + ["shanghai"], "roll", deck=DECK)
    refused(moves + ["trick *R reroll"], "roll", deck=DECK)
    refused(moves + ["roll 1 2", "place 5"], "no die shows 5", deck=DECK)  # the new result is fixed
    refused(moves + ["roll 1 2", "roll 3 4"], "rolled already", deck=DECK)
    state = play(moves + ["roll 2 1", "place 2"], DECK)
    assert state.to_move == 0 and state.counts[6 + 1] == 1


def test_reroll_before_the_direction_is_set():
    # round 2: player 1 starts and rerolls before choosing the direction
    moves = turns([1, 4], [3, 2])  # player 0 takes A1 F1 and calls; player 1 takes *R *P
    state = play(moves + ["roll 1 1", "trick *R reroll", "roll 6 5", "dir down", "place 6"], DECK)
    assert state.to_move == 0 and state.counts[6 + 0] == 1 and state.direction == 2


# --- Dirty Tricks: sharks and exchange (option `sharks`) ---------------------------------------

def test_card_sent_to_the_sharks_is_removed_but_its_dice_break_ties():
    deck = deck_with("A1", "A2", "A3", "A4", "F1", "F2")
    moves = ["roll 2 2", "trick *X sharks", "dir up", "place 2",  # card 2 (A2) face down, player 0's die on it
             "roll 3 3", "place 3",
             "roll 3 1", "place 3",  # card 3: one die each; neighbours 2 (card 2) to 0
             "roll 6 6", "place 6",
             "shanghai"]
    state = play(moves, deck, options=SHARKS)
    assert summary(state)["crews"] == [{"A": [3]}, {"F": [2]}]
    assert summary(state)["tricks"] == [[], ["*X"]]


def test_sharks_applies_to_this_turns_die_only():
    deck = deck_with("A1", "A2", "A3", "A4", "F1", "F2")
    moves = ["roll 2 2", "dir up", "trick *X sharks", "place 2", "roll 6 6", "place 6",
             "roll 1 1", "place 1", "roll 5 5", "place 5", "shanghai"]
    assert summary(play(moves, deck, options=SHARKS))["crews"] == [{"A": [1]}, {"F": [1, 2]}]


def test_a_card_already_sent_to_the_sharks_may_be_sent_again_to_no_effect():
    deck = deck_with("A1", "A2", "A3", "A4", "F1", "F2")
    moves = ["roll 2 2", "dir up", "trick *X sharks", "place 2", "roll 2 2", "trick *X sharks", "place 2",
             "roll 3 3", "place 3", "roll 1 1", "place 1", "shanghai"]
    s = summary(play(moves, deck, options=SHARKS))
    assert s["crews"] == [{"A": [3]}, {"A": [1]}] and s["tricks"] == [[], []]


def test_exchange_only_with_a_die_from_an_earlier_turn_of_this_round():
    refused(["roll 1 2", "trick *X exchange 1"], "direction", options=SHARKS)
    refused(["roll 1 2", "dir up", "trick *X exchange 1"], "no die", "earlier turn", options=SHARKS)
    base = ["roll 2 2", "dir up", "place 2", "roll 5 5", "place 5", "roll 3 4"]
    refused(base + ["trick *X exchange 5"], "no die", "card 5", options=SHARKS)  # that die is player 1's
    state = play(base + ["trick *X exchange 2"], options=SHARKS)
    assert state.counts[:6] == [0, 0, 1, 1, 0, 0] and state.supply[0] == 4 and state.to_move == 1
    assert state.tricks_held(0) == []


def test_exchange_names_the_card_by_its_die_number():
    base = ["roll 2 2", "dir down", "place 2", "roll 5 5", "place 5", "roll 3 4"]
    state = play(base + ["trick *X exchange 2"], options=SHARKS)
    assert state.counts[:6] == [0, 0, 1, 1, 0, 0]  # value 2 lay on card 5; now 3 and 4 on cards 4 and 3


def test_exchange_not_with_a_die_of_an_earlier_round():
    moves = empty_round() + ["roll 1 2", "dir up", "trick *X exchange 1"]
    refused(moves, "no die", options=SHARKS)


def test_exchange_may_take_a_die_back_from_a_card_sent_to_the_sharks():
    moves = ["roll 2 2", "dir up", "place 2", "roll 3 3", "place 3",
             "roll 3 5", "trick *X sharks", "place 3", "roll 1 6", "trick *X exchange 3"]
    state = play(moves, options=SHARKS)
    assert state.counts[6:] == [1, 0, 0, 0, 0, 1] and state.counts[:6] == [0, 1, 1, 0, 0, 0]


def test_no_sharks_card_without_the_option():
    refused(["roll 1 2", "trick *X sharks"], "no unused *X")


# --- distribution: neighbours at both ends of the row ------------------------------------------

@pytest.mark.parametrize("direction, crews", [
    # up: card 1 is a tie; only card 2 is its neighbour (player 1's 2 beats player 0's nothing,
    # although player 0 has two 6s on card 6 at the far end of the row)
    ("up", [{"F": [2]}, {"A": [1, 2, 3]}]),
    # down: the same dice mirrored; card 6 is the tie and only card 5 counts
    ("down", [{"A": [1]}, {"A": [4], "F": [1, 2]}]),
])
def test_neighbour_sums_at_both_ends_of_the_row(direction, crews):
    deck = deck_with("A1", "A2", "A3", "A4", "F1", "F2")
    moves = turns([1, 6, 6], [1, 2, 3], direction)
    assert summary(play(moves, deck))["crews"] == crews


def test_equal_dice_and_equal_neighbour_sums_remove_the_card():
    deck = deck_with("A1", "A2", "A3", "A4", "F1", "F2")
    moves = ["roll 3 3", "dir up", "place 3", "roll 3 3", "place 3", "roll 2 2", "place 2",
             "roll 4 4", "place 4", "roll 4 4", "place 4", "roll 2 2", "place 2", "shanghai"]
    # card 2: 1-1, neighbours 3 (p0) vs 3 (p1); card 3: 1-1, 2+4 vs 2+4; card 4: 1-1, 3 vs 3
    assert summary(play(moves, deck))["crews"] == [{}, {}]


def test_more_dice_beat_neighbours():
    deck = deck_with("A1", "A2", "A3", "A4", "F1", "F2")
    moves = ["roll 3 3", "dir up", "place 3", "roll 3 3", "place 3", "roll 3 3", "place 3",
             "roll 4 4", "place 4", "roll 6 6", "place 6", "roll 2 2", "place 2", "shanghai"]
    assert summary(play(moves, deck))["crews"] == [{"A": [3], "F": [2]}, {"A": [2, 4]}]


# --- who starts the next round -------------------------------------------------------------

ROUND_CALLED_BY_STARTER = turns([1, 6], [1, 6])  # the start player calls
ROUND_CALLED_BY_OTHER = turns([1, 6, 1], [1, 6])  # the other player calls


@pytest.mark.parametrize("start", [0, 1])
def test_next_start_non_caller_is_the_default(start):
    s = play(ROUND_CALLED_BY_STARTER, start=start)
    assert s.to_move == 1 - start and summary(s)["round"] == 2
    s = play(ROUND_CALLED_BY_STARTER + ROUND_CALLED_BY_OTHER, start=start)
    assert s.to_move == 1 - start  # round 2 started by 1-start, called by start
    s = play(ROUND_CALLED_BY_STARTER, start=start, options={"next_start": "non-caller"})
    assert s.to_move == 1 - start


@pytest.mark.parametrize("start", [0, 1])
def test_next_start_alternate(start):
    opts = {"next_start": "alternate"}
    assert play(ROUND_CALLED_BY_STARTER, start=start, options=opts).to_move == 1 - start
    s = play(ROUND_CALLED_BY_STARTER + ROUND_CALLED_BY_OTHER, start=start, options=opts)
    assert s.to_move == start  # simply the other player than round 2's start player


def test_next_start_over_all_eight_rounds():
    moves = []
    for r in range(7):
        moves += ROUND_CALLED_BY_OTHER if r % 2 else ROUND_CALLED_BY_STARTER
    assert play(moves).to_move == 0  # non-caller: 0,1,1,0,0,1,1,0 as starters
    assert play(moves, options={"next_start": "alternate"}).to_move == 1  # 0,1,0,1,0,1,0,1


# --- the end of the game ---------------------------------------------------------------------

def eight_rounds(last_round):
    moves = []
    for _ in range(7):
        moves += empty_round()
    return moves + last_round


def deck_ending_with(*tail):
    """A legal deck whose round-8 tavern is `tail`."""
    deck = deck_with(*tail)
    return deck[6:] + deck[:6]


def test_trick_won_in_round_8_scores_one():
    # round 8: player 1 starts (seven rounds each called by their start player)
    deck = deck_ending_with("S1", "*P", "S2", "S3", "S4", "A4")
    state = play(eight_rounds(turns([6, 6], [2, 2])), deck)  # player 1 on card 6, player 0 on card 2
    assert state.is_terminal() and state.current_player() == TERMINAL_PLAYER
    s = summary(state)
    assert s["crews"] == [{}, {"A": [4]}] and s["tricks"] == [["*P"], []]
    assert s["scores"] == [1, 4] and s["winner"] == 1


def test_extra_cards_of_both_options_score_one_when_unused_and_equal_totals_are_a_draw():
    state = play(eight_rounds(empty_round()), options={"extra_wild": True, "sharks": True})
    s = summary(state)
    assert s["finished"] and s["crews"] == [{}, {}]
    assert s["tricks"] == [["*W", "*X"], ["*W", "*X"]]
    assert s["scores"] == [2, 2] and s["winner"] is None
    assert state.returns() == (0.0, 0.0)


def test_a_draw_with_sailors():
    deck = deck_ending_with("A4", "G1", "G2", "G3", "G4", "F4")
    state = play(eight_rounds(turns([1, 1], [6, 6])), deck)
    s = summary(state)
    assert s["crews"] == [{"F": [4]}, {"A": [4]}] and s["scores"] == [4, 4] and s["winner"] is None


def test_tricks_are_listed_sorted_by_code():
    deck = deck_ending_with("*R", "*B", "G2", "*P", "G4", "F4")
    # round 8: player 1 (the start player) takes *R *B *P, player 0 takes F4
    state = play(eight_rounds(turns([1, 2, 4], [6, 6])), deck, options={"extra_wild": True})
    s = summary(state)
    assert s["tricks"] == [["*W"], ["*B", "*P", "*R", "*W"]]
    assert s["crews"] == [{"F": [4]}, {}] and s["scores"] == [5, 4] and s["winner"] == 0


def test_no_move_after_the_game_ended():
    moves = eight_rounds(empty_round())
    state = play(moves)
    assert state.legal_actions() == []
    for action in range(A.NUM_ACTIONS):
        reason = why_not(state, action)
        assert reason == "the game is over" or (not A.is_valid_action(action) and "not a move" in reason)
    for extra in ("roll 1 2", "shanghai", "dir up", "place 1"):
        refused(moves + [extra], "game is over")
    with pytest.raises(IllegalMove, match="game is over"):
        checked_apply(state, A.ROLL)


# --- rolls ---------------------------------------------------------------------------------

def test_roll_lists_the_dice_in_either_order():
    a = play(["roll 5 2", "dir up"])
    b = play(["roll 2 5", "dir up"])
    assert a == b and sorted(a.legal_actions()) == [A.place(2), A.place(5)]
    for move in ("place 5", "place 2"):
        play(["roll 5 2", "dir up", move])
    refused(["roll 5 2", "dir up", "place 3"], "rolled 2 and 5", "no die shows 3")


@pytest.mark.parametrize("move, word", [
    ("roll 0 3", "die value"), ("roll 7 1", "die value"), ("roll 3", "two dice"), ("roll 1 2 3", "two dice"),
    ("roll", "two dice"), ("roll one two", "die value"), ("roll 1  2", "one space"), ("roll 1 2 ", "one space"),
    (" roll 1 2", "one space"), ("Roll 1 2", "not a move"), ("roll 1.0 2", "die value"),
])
def test_bad_roll_texts(move, word):
    refused([move], word)


def test_roll_where_a_decision_was_due():
    refused(["roll 1 2", "roll 3 4"], "rolled already", "place")
    refused(["roll 1 2", "dir up", "roll 3 4"], "rolled already")
    refused(R1 + ["roll 1 2", "trick *P adjust 1 2", "roll 3 4"], "rolled already", deck=DECK)


def test_a_decision_where_a_roll_was_due():
    refused(["place 1"], "roll")
    refused(["roll 1 2", "dir up", "place 1", "place 1"], "roll")
    refused(R1 + ["trick *B both"], "roll", deck=DECK)


@pytest.mark.parametrize("move", [
    "PLACE 1", "place  1", "place 7", "place 0", "dir Up", "dir left", "shanghai!", "Shanghai",
    "trick *p adjust 1 2", "trick *P wild a", "trick P adjust 1 2", "trick *B", "trick *B both now",
    "trick *B reroll", "trick *Q both", "", " ", "place\t1", "place 1\n",
])
def test_words_are_exact_and_lower_case(move):
    err = refuse(["roll 1 2", "dir up", move], deck=DECK)
    assert err.move == 3 and err.reason


def test_place_of_a_value_not_rolled():
    refused(["roll 1 2", "dir up", "place 3"], "no die shows 3")


def test_every_refusal_matches_why_not():
    """The reader's reason for a bad decision is the same text the board shows."""
    state = play(R1 + ["roll 3 4"], DECK)
    action = A.wild("*P", "F")
    err = refuse(R1 + ["roll 3 4", A.action_text(action)], deck=DECK)
    assert err.reason == why_not(state, action)
