"""The expert's advice at the Shanghai rummy table: the shark's move over the seat's own view,
said with a reason and the card to highlight, and "fits my hand" as the AI measures it."""

from __future__ import annotations

import random

from game.rummy import cards as C
from game.shanghai_rummy.ai.evaluate import missing
from game.shanghai_rummy.ai.levels import choose
from game.shanghai_rummy.state import BUY, State
from game.shanghai_rummy.ui import advice, words
from game.shanghai_rummy.ai.view import SeatViews
from game.shanghai_rummy.ui.setup import Setup, new_record

NAMES = ["Zoe", "Anna", "Ben", "Chiara"]


def cards(text: str) -> list[int]:
    return [C.parse(c) for c in text.split()]


def test_a_card_fits_when_it_brings_the_contract_closer_or_lays_off_once_down():
    state = new_record(Setup(), NAMES, 1).state  # hand 1: two sets of 3
    seat = state.turn
    state.hands[seat] = cards("7H 7S 9C 9H KD 5C 6C 4H 3D QS JD")
    assert missing(state.hands[seat], 1) == 2
    assert advice.fits(state, seat, C.parse("7D"))  # a third seven: one card closer
    assert not advice.fits(state, seat, C.parse("8S"))  # pairs with nothing
    state.down[seat] = True
    state.table = [__import__("game.shanghai_rummy.melds", fromlist=["read_meld"]).read_meld(cards("8H 8S 8D"))]
    assert advice.fits(state, seat, C.parse("8C")) and not advice.fits(state, seat, C.parse("7D"))


def test_every_kind_of_advice_names_its_card_and_reason():
    state = new_record(Setup(), NAMES, 2).state
    seat = state.turn
    top = state.pile[-1]
    assert advice.hint(state, seat, "draw") == advice.Hint("sr.hint.draw")
    took = advice.hint(state, seat, "take")
    assert took.card == top and took.key.startswith("sr.hint.take.")
    card = state.hands[seat][0]
    thrown = advice.hint(state, seat, "discard " + C.code(card))
    assert thrown.card == card and thrown.key in ("sr.hint.discard.spare", "sr.hint.discard.least")
    lay = advice.hint(state, seat, f"lay {C.code(card)} 2 low")
    assert lay == advice.Hint("sr.hint.lay", (("card", card), ("meld", 2)), card)


def test_the_sharks_advice_along_a_game_is_said_in_four_languages():
    record = new_record(Setup(["person", "regular", "regular", "regular"], NAMES), NAMES, 3)
    state = record.state
    views = SeatViews(State(state.n, state.dealer0, state.packs, state.decks, state.buys))
    rng = random.Random(3)
    keys = set()
    while not state.over and len(state.moves) < 260:
        seat = state.current_player()
        view = views.of(seat)
        move = choose(view, "shark" if seat == 0 else "regular", rng)
        if seat == 0:
            hint = advice.hint(state, 0, move)
            keys.add(hint.key)
            if hint.card is not None:
                assert hint.card in state.hands[0] or hint.card == state.pile[-1]
        views.before(state, move)
        state._apply(move)
        views.after(move)
    assert {"sr.hint.draw", "sr.hint.down"} <= keys and any(k.startswith("sr.hint.discard") for k in keys)
    every = [k for k in words.CATALOGUES["en"] if k.startswith("sr.hint.")]
    for lang in ("en", "de", "it", "fr"):
        for key in every:
            assert words.CATALOGUES[lang][key].strip()
    assert keys <= set(every)


def test_asked_only_when_it_fits_means_a_card_that_does_not_fit_is_let_go():
    state = new_record(Setup(), NAMES, 4).state
    state.apply_action("draw")
    while state.step == BUY:
        who = state.current_player()
        top = state.pile[-1]
        expected = advice.fits(state, who, top)
        hand = [c for c in state.hands[who] if c >= 0]
        assert expected == (missing(hand + [top], state.h) < missing(hand, state.h))
        state.apply_action("pass")
