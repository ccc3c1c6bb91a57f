"""The Shanghai rummy board's pure parts: every control enabled exactly when the engine allows its
move, melds arranged as written, the story and hand results of a game, the computer's seat views,
and the board's phrases complete in four languages."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.rummy import cards as C
from game.shanghai_rummy import helpers
from game.shanghai_rummy import melds as M
from game.shanghai_rummy.ai.view import SeatViews
from game.shanghai_rummy.state import BUY, PLAY, TAKE, State
from game.shanghai_rummy.ui import computer, words
from game.shanghai_rummy.ui.chronicle import Chronicle, install_words, points_of, say_line
from game.shanghai_rummy.ui.seatview import SeatView, arrange, contract_words, down_move, sort_hand, without
from game.shanghai_rummy.ui.setup import PERSON, Setup, new_record, seat_names
from game.ui.i18n import CATALOGUES, fields_of, set_language

install_words()
NAMES = ("Zoe", "Ben", "Chiara", "Dimitri")


def played_game(seed: int, stop_at: int | None = None) -> tuple[State, Chronicle]:
    """A game of four random players from a fresh deal, with its chronicle, up to `stop_at` moves."""
    rng = random.Random(seed)
    record = new_record(Setup(), list(NAMES), seed)
    state = record.state
    chron = Chronicle()
    chron.deal(state)
    while not state.over and (stop_at is None or len(state.moves) < stop_at):
        moves = state.legal_actions()
        # prefer going down and laying off, so positions with melds on the table come up
        good = [m for m in moves if m.startswith(("down", "lay", "swap"))]
        chron.play(state, rng.choice(good) if good and rng.random() < 0.8 else rng.choice(moves))
    return state, chron


def test_the_first_decision_offers_draw_and_take_and_explains_the_rest():
    state = new_record(Setup(), list(NAMES), 3).state
    me = state.current_player()
    view = SeatView(state, me, NAMES)
    assert view.draw().enabled and view.take().enabled
    assert view.discard().reason == "Take the discard or draw a card first."
    assert view.go_down().reason == "Take the discard or draw a card first."
    other = (me + 1) % 4
    assert SeatView(state, other, NAMES).draw().reason == f"It is {NAMES[me]}'s turn."


@pytest.mark.parametrize("seed", range(6))
def test_every_control_is_enabled_exactly_when_the_engine_allows_its_move(seed):
    rng = random.Random(seed)
    for stop in sorted(rng.sample(range(20, 500), 8)):
        state, _ = played_game(seed, stop)
        if state.over:
            break
        seat = state.current_player()
        for s in range(state.n):
            view = SeatView(state, s, NAMES)
            for control in (view.draw(), view.take(), view.buy(), view.pass_()):
                assert control.enabled == (s == seat and state.why_not(control.move) is None), control
        if state.step != PLAY:
            continue
        legal = set(state.legal_actions())
        for card in set(state.hands[seat]):
            view = SeatView(state, seat, NAMES, [card])
            assert view.discard().enabled == (f"discard {C.code(card)}" in legal)
            offered = {mc.control.move for mc in view.meld_controls() if mc.control.enabled}
            wanted = {m for m in legal if m.startswith(("lay ", "swap ")) and m.split()[1] == C.code(card)}
            assert offered == wanted
            for mc in view.meld_controls():
                assert mc.control.enabled or mc.control.reason
        view = SeatView(state, seat, NAMES)
        can = helpers.can_meet(state.hands[seat], state.h) and not state.down[seat]
        assert view.propose().enabled == can
        if can:
            staged = SeatView(state, seat, NAMES, staged=view.proposal())
            assert staged.go_down().enabled and staged.go_down().move == down_move(view.proposal())


def test_going_down_with_melds_of_ones_own_is_judged_by_the_engine():
    state = new_record(Setup(), list(NAMES), 1).state
    seat = state.turn
    state.hands[seat] = [C.parse(c) for c in "7H 7S 7D 9C 9H 2S KD 5C 6C 4H 3D".split()]
    state.apply_action("draw")
    while state.step == BUY:
        state.apply_action("pass")
    sevens = [C.parse(c) for c in ("7H", "7S", "7D")]
    nines = [C.parse(c) for c in ("9C", "9H", "2S")]
    view = SeatView(state, seat, NAMES, staged=[sevens])
    assert not view.go_down().enabled
    assert view.go_down().reason == "Hand 1 needs a set of 3 and a set of 3: 2 melds, not 1."
    assert SeatView(state, seat, NAMES, nines).make_meld().enabled
    mixed = SeatView(state, seat, NAMES, nines[:2] + [C.parse("KD")]).make_meld().reason
    assert mixed == "The cards of a meld share a rank (a set) or a suit (a run)."
    set_language("it")
    try:
        assert view.go_down().reason == "La mano 1 chiede un tris di 3 e un tris di 3: 2 combinazioni, non 1."
    finally:
        set_language("en")
    view = SeatView(state, seat, NAMES, staged=[sevens, arrange(nines)])
    assert view.go_down().enabled
    state.apply_action(view.go_down().move)
    assert state.down[seat]


def test_a_run_is_arranged_low_to_high_with_wilds_in_its_gaps_and_the_ace_where_it_fits():
    cards = [C.parse(c) for c in ("8H", "2C", "5H", "6H")]
    meld = M.read_meld(arrange(cards))
    assert isinstance(meld, M.Meld) and meld.kind == M.RUN and meld.start == 5
    high = M.read_meld(arrange([C.parse(c) for c in ("AS", "KS", "QS", "JS")]))
    assert isinstance(high, M.Meld) and high.end == 14
    low = M.read_meld(arrange([C.parse(c) for c in ("AS", "3S", "4S", "2D")]))
    assert isinstance(low, M.Meld) and low.start == 1


def test_sorting_keeps_every_card_and_puts_wilds_last():
    hand = [C.parse(c) for c in ("2H", "KS", "3S", "AD", "9D", "3H")]
    for by in ("suit", "rank"):
        shown = sort_hand(hand, by)
        assert sorted(shown) == sorted(hand) and M.is_wild(shown[-1])
    assert [C.code(c) for c in sort_hand(hand, "rank")][:2] == ["3S", "3H"]
    assert without(hand, [hand[0], hand[1]]) == hand[2:]


@pytest.mark.parametrize("seed", range(3))
def test_the_chronicle_tells_every_move_and_every_hand_with_its_cards_left(seed):
    state, chron = played_game(seed)
    assert state.over and len(chron.hands) == 10
    for k, result in enumerate(chron.hands):
        assert list(result.points) == state.hand_points[k]
        for p in range(state.n):
            assert points_of(result.left[p]) == result.points[p]
            if result.out == p:
                assert result.left[p] == ()
    assert Chronicle.of(state).hands == chron.hands
    text = [say_line(line, NAMES) for line in chron.lines]
    assert text[0].startswith("Hand 1: ") and all("{" not in x and "sr." not in x for x in text)


def test_the_computers_views_show_a_seat_only_what_it_has_seen():
    record = new_record(Setup(), list(NAMES), 8)
    state = record.state
    views = SeatViews(State(state.n, state.dealer0, state.packs, state.decks, state.buys))
    rng = random.Random(8)
    while len(state.moves) < 300 and not state.over:
        if len(state.moves) % 37 == 0:
            for seat in range(state.n):
                masked = computer.seat_view(state, seat)
                mine = views.of(seat)
                assert mine.hands[seat] == state.hands[seat]
                assert mine.pack == masked.pack and mine.hands == masked.hands
                assert mine.totals == masked.totals == state.totals  # every hand's leftovers shown at its end
                if not state.moves:  # at the deal nothing of the others' hands is known
                    assert all(c == -1 for p in range(state.n) if p != seat for c in mine.hands[p])
        move = rng.choice(state.legal_actions())
        views.before(state, move)
        state._apply(move)
        views.after(move)


def test_a_new_game_deals_ten_packs_from_its_seed_and_names_its_seats():
    setup = Setup([PERSON, "shark", PERSON, "kibitzer", "regular"], ["", "", "Lea", "", ""], 0, 2, 1)
    names = seat_names(setup, "You", {})
    assert names == ["Anna", "Ben", "Lea", "Dimitri", "Elif"]
    one = new_record(setup, names, 42)
    two = new_record(setup, names, 42)
    assert one.state.packs == two.state.packs and len(one.state.packs) == 10
    assert one.state.decks == 3 and one.state.buys == (2,) * 10 and one.state.dealer0 == 1
    assert [p["type"] for p in one.players] == ["human", "ai", "human", "ai", "ai"]
    assert one.players[1]["level"] == "shark"
    assert Setup(["shark"] * 3, [""] * 3).fault() == "sr.new.need_person"


def test_contracts_read_in_every_language():
    assert contract_words(5) == "a run of 7 and a set of 3"
    set_language("de")
    try:
        assert contract_words(9) == "ein Satz von 3, ein Satz von 3, ein Satz von 3 und eine Folge von 5"
    finally:
        set_language("en")


def test_every_language_has_every_phrase_of_the_board_with_the_same_fields():
    english = words.CATALOGUES["en"]
    for code in ("de", "it", "fr"):
        theirs = words.CATALOGUES[code]
        assert set(theirs) == set(english)
        for key, phrase in english.items():
            assert theirs[key].strip(), (code, key)
            assert fields_of(theirs[key]) == fields_of(phrase), (code, key)
    for key in english:
        stem, _, form = key.rpartition(".")
        if form in ("one", "other"):
            assert f"{stem}.one" in english and f"{stem}.other" in english


def test_every_phrase_the_board_asks_for_is_in_the_catalogue():
    folder = Path(words.__file__).parent
    asked = set()
    for source in folder.glob("*.py"):
        asked |= set(re.findall(r"""t\(\s*f?["'](sr\.[a-z_.]+)["']""", source.read_text(encoding="utf-8")))
    known = set(CATALOGUES["en"])
    missing = {key for key in asked if key not in known and f"{key}.one" not in known and not key.endswith(".")}
    assert not missing
