"""The game log's sentences (game.shanghaien.narrate): one per move, from the position before it."""

import random

from game.shanghaien import actions as A
from game.shanghaien.narrate import narrate
from game.shanghaien.cards import DECK_CODES
from game.shanghaien.randomplay import random_options, shuffled_deck
from game.shanghaien.record import apply_move
from game.shanghaien.state import State

from conftest import DISTRIBUTION_EXAMPLE as EXAMPLE, play as position

NAMES = ("Red", "Blue")


def test_a_roll_and_a_placement_read_like_a_story():
    state = position([])
    assert narrate(state, A.ROLL, NAMES) == "Red rolls the dice."
    state.apply_action(A.ROLL)
    assert narrate(state, A.dice(5, 3), NAMES) == "Red rolled 3 and 5."
    state.apply_action(A.dice(3, 5))
    assert narrate(state, A.DIR_DOWN, NAMES) == "Red counts from the right: the French 1 is number 1."
    state.apply_action(A.DIR_DOWN)
    assert narrate(state, A.place(5), NAMES) == "Red placed the 5 on the American 2 (the 3 goes back)."


def test_doubles_and_rerolls():
    state = position(["roll 4 4", "dir up"])
    assert narrate(state, A.place(4), NAMES) == "Red placed the 4 on the American 3."
    state = position([], options={"extra_wild": True})
    state.apply_action(A.ROLL)
    assert narrate(state, A.dice(2, 2), NAMES) == "Red rolled a double 2."


def test_direction_up_names_the_leftmost_card():
    state = position(["roll 1 2"])
    assert narrate(state, A.DIR_UP, NAMES) == "Red counts from the left: the American 1 is number 1."


def test_every_trick_has_its_sentence():
    # Round 1's tavern holds three trick cards on positions 1..3: Red takes them.
    rest = list(DECK_CODES)
    for code in ("*P", "*B", "*R"):
        rest.remove(code)
    deck = ["*P", "*B", "*R"] + rest
    moves = ["roll 1 2", "dir up", "place 1", "roll 4 5", "place 4", "roll 2 3", "place 2",
             "roll 4 5", "place 5", "roll 2 3", "place 3", "roll 6 1", "place 6", "shanghai"]
    state = position(moves, deck=deck, options={"sharks": True})
    assert state.tricks_held(0) == ["*B", "*P", "*R", "*X"]
    apply_move(state, "roll 1 2")  # Red called Shanghai, so Blue starts round 2
    apply_move(state, "dir up")
    apply_move(state, "place 1")
    apply_move(state, "roll 3 4")
    assert narrate(state, A.adjust(3, 2), NAMES) == "Red played Die +/-1 and turned a 3 into a 2."
    assert narrate(state, A.BOTH, NAMES) == (
        "Red played Add both dice: the 3 goes on the French 1 and the 4 on the French 2.")
    assert narrate(state, A.REROLL, NAMES) == "Red played Roll again and picks up both dice."
    assert narrate(state, A.SHARKS, NAMES) == (
        "Red played Sharks: the card this turn's die goes onto will be removed.")
    state.apply_action(A.REROLL)
    assert narrate(state, A.dice(6, 6), NAMES) == "Red rolled again: a double 6."


def test_wild_sharks_and_exchange():
    state = position(EXAMPLE + ["shanghai"], options={"sharks": True, "extra_wild": True})
    p = state.to_move
    name = NAMES[p]
    state.apply_action(A.ROLL)
    state.apply_action(A.dice(1, 2))
    held = [n for n, _ in state.iter_crews(p)]
    text = narrate(state, A.wild("*W", held[0]), NAMES)
    assert text.startswith(f"{name} played Extra wild card as a wild sailor: a 2 joins the ")
    assert narrate(state, A.SHARKS, NAMES).startswith(f"{name} played Sharks")
    state.apply_action(A.DIR_UP)
    state.apply_action(A.SHARKS)
    assert narrate(state, A.place(2), NAMES).endswith("(the 1 goes back) and sent that card to the sharks.")


def test_exchange_names_the_card_taken_back():
    state = position(["roll 1 2", "dir up", "place 1", "roll 3 4", "place 3", "roll 5 6"],
                     options={"sharks": True})
    assert narrate(state, A.exchange(1), NAMES) == (
        "Red played Exchange, took back the die from the American 1, then the 5 goes on "
        "the American 4 and the 6 on the French 1.")


def test_shanghai_tells_who_takes_what():
    state = position(EXAMPLE)
    text = narrate(state, A.SHANGHAI, NAMES)
    assert text == ("Red called Shanghai! Red takes the American 2; Blue takes the American 3, "
                    "the American 4 and the French 1; the American 1 and the American 3 are removed.")


def test_narrate_never_changes_the_position_and_covers_random_games():
    rng = random.Random(11)
    for _ in range(20):
        state = State(shuffled_deck(rng), rng.randrange(2), random_options(rng))
        while not state.is_terminal():
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            before = state.clone()
            text = narrate(state, action, ("Ann", "Bo"))
            assert state == before
            assert text.endswith((".", "!")) and text[0].isupper()
            assert "Ann" in text or "Bo" in text
            state.apply_action(action)
        assert narrate(state, A.ROLL, NAMES) == "The game is over."


def test_trick_cards_on_the_tavern_are_called_cards():
    rest = list(DECK_CODES)
    rest.remove("*B")
    state = position(["roll 1 2"], deck=["*B"] + rest)
    assert narrate(state, A.DIR_UP, NAMES) == "Red counts from the left: the Add both dice card is number 1."
    state.apply_action(A.DIR_UP)
    assert narrate(state, A.place(1), NAMES) == "Red placed the 1 on the Add both dice card (the 2 goes back)."
