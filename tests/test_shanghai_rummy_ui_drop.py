"""What a drag on the Shanghai rummy table means (drop.meaning): a card moved in the hand, a card
dropped on a meld (laid off when one way is legal, kept picked when both ends are, refused with
the engine's reason otherwise), a pile's card pulled into the hand (taken or drawn only when legal)."""

from __future__ import annotations

import random

from game.rummy import cards as C
from game.shanghai_rummy.state import PLAY, TAKE, State
from game.shanghai_rummy.ui.chronicle import install_words
from game.shanghai_rummy.ui.drop import REORDER_END, meaning
from game.shanghai_rummy.ui.seatview import SeatView, sort_hand
from game.shanghai_rummy.ui.setup import Setup, new_record

install_words()
NAMES = ("Zoe", "Ben", "Chiara", "Dimitri")


def viewer_of(state: State, seat: int):
    """view_with as the board gives it: positions of the seat's hand sorted by suit."""
    shown = sort_hand(state.hands[seat], "suit")
    return lambda picked: SeatView(state, seat, NAMES, [shown[i] for i in picked], [])


def positions(seed: int, want) -> State:
    """The first position of a random game (down and lay-offs preferred) for which want(state) holds."""
    rng = random.Random(seed)
    state = new_record(Setup(), list(NAMES), seed).state
    while not state.over and not want(state):
        moves = state.legal_actions()
        good = [m for m in moves if m.startswith(("down", "lay"))]
        state.apply_action(rng.choice(good) if good and rng.random() < 0.9 else rng.choice(moves))
    assert want(state), "no such position in this game"
    return state


def test_a_card_moved_in_the_hand_is_a_reorder():
    state = new_record(Setup(), list(NAMES), 3).state
    seat = state.current_player()
    assert meaning("card", 2, "card", 5, viewer_of(state, seat)).order == (2, 5)
    assert meaning("card", 4, "hand", -1, viewer_of(state, seat)).order == (4, REORDER_END)


def test_a_pile_pulled_into_the_hand_is_taken_or_drawn_only_when_legal():
    state = new_record(Setup(), list(NAMES), 5).state
    seat = state.current_player()
    assert state.step == TAKE
    assert meaning("pile", "draw", "hand", -1, viewer_of(state, seat)).move == "draw"
    assert meaning("pile", "take", "card", 0, viewer_of(state, seat)).move == "take"
    other = (seat + 1) % state.n  # not their turn: nothing is played, the reason is said
    refused = meaning("pile", "draw", "hand", -1, viewer_of(state, other))
    assert refused.move == "" and NAMES[seat] in refused.say


def test_a_card_dropped_on_a_meld_is_laid_off_when_it_fits_and_refused_with_the_reason_when_not():
    def down_with_a_choice(s: State) -> bool:
        seat = s.current_player()
        if s.step != PLAY or seat is None or not s.down[seat] or not s.table:
            return False
        return any(not s.why_not(f"lay {C.code(c)} {k}") for c in s.hands[seat] for k in range(1, len(s.table) + 1))

    for seed in range(1, 40):
        try:
            state = positions(seed, down_with_a_choice)
            break
        except AssertionError:
            continue
    seat = state.current_player()
    view_with = viewer_of(state, seat)
    shown = sort_hand(state.hands[seat], "suit")
    seen_laid = seen_refused = False
    for i, card in enumerate(shown):
        for k in range(1, len(state.table) + 1):
            done = meaning("card", i, "meld", k, view_with)
            assert done.selected == (i,)
            if not state.why_not(f"lay {C.code(card)} {k}"):
                assert done.move == f"lay {C.code(card)} {k}"
                seen_laid = True
            elif not any(not state.why_not(f"lay {C.code(card)} {k} {end}") for end in ("low", "high")):
                assert done.move == "" and done.say
                seen_refused = True
    assert seen_laid and seen_refused
