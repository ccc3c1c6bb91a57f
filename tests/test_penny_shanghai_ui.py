"""Penny Shanghai's board without a page: the table in progress, the view a seat gets, the events
a move tells, and the board's phrases in every language."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.penny_shanghai import melds as M
from game.penny_shanghai.record import dumps, loads
from game.penny_shanghai.state import Options
from game.penny_shanghai.ui import match, view
from game.penny_shanghai.ui.draft import HAND, NEW, Draft, arrange, group_fault
from game.penny_shanghai.ui.words import CATALOGUES
from game.rummy import cards as C
from game.ui.i18n import fields_of


def cards(*codes: str) -> list[int]:
    return [C.parse(code) for code in codes]


def test_groups_are_written_as_melds_and_their_faults_named():
    assert arrange(cards("9H", "7H", "8H")) == cards("7H", "8H", "9H")
    assert arrange(cards("AD", "KD", "QD")) == cards("QD", "KD", "AD")
    assert arrange(cards("3D", "AD", "2D")) == cards("AD", "2D", "3D")
    assert group_fault(cards("7H", "8H")) == "short"
    assert group_fault(cards("7H", "8H", "9S")) == "mixed"
    assert group_fault(cards("KD", "AD", "2D")) == "corner"
    assert group_fault(cards("5D", "6D", "8D")) == "gap"
    assert group_fault(cards("7S", "7H", "7C")) is None


def test_a_seven_taken_out_of_four_makes_a_run_with_two_hand_cards():
    draft = Draft([cards("7S", "7H", "7D", "7C")], cards("8H", "9H", "KC"))
    assert draft.play_fault() == "empty" and not draft.changed()
    seven = draft.cards_at(0).index(C.parse("7H"))
    assert draft.move(0, seven, NEW) == 1
    assert draft.faults() == [None, "short"]
    assert draft.play_fault() == "empty"
    draft.move(HAND, draft.hand.index(C.parse("8H")), 1)
    assert draft.play_fault() == "invalid"
    draft.move(HAND, draft.hand.index(C.parse("9H")), 1)
    assert draft.faults() == [None, None] and draft.play_fault() is None
    assert draft.move_text() == "table 7S-7D-7C 7H-8H-9H"
    draft.reset()
    assert draft.cards_at(0) == cards("7S", "7H", "7D", "7C") and len(draft.hand) == 3


def test_only_cards_from_the_hand_go_back_to_it_and_empty_groups_vanish():
    draft = Draft([cards("7S", "7H", "7D")], cards("8H"))
    assert not draft.can_move(0, 0, HAND)
    assert draft.move(HAND, 0, NEW) == 1
    assert draft.can_move(1, 0, HAND)
    assert draft.move(1, 0, HAND) == HAND
    assert len(draft.groups) == 1 and draft.hand == cards("8H")
    with pytest.raises(ValueError):
        draft.move(0, 0, HAND)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 40))
def test_any_moves_keep_every_card_and_play_only_when_the_engine_agrees(seed, steps):
    rng = random.Random(seed)
    record = match.new_record([match.Seat("A", "human"), match.Seat("B")], Options(), seed)
    state = record.state
    for _ in range(rng.randrange(12)):  # a table with some melds on it
        if state.over:
            return
        step = state.step()
        match.apply(record, step if step != "play" else state.legal_actions()[0])
    draft = Draft(state.table, state.hands[state.turn])
    total = sorted(state.table_cards() + state.hands[state.turn])
    for _ in range(steps):
        places = [HAND] * bool(draft.hand) + list(range(len(draft.groups)))
        place = rng.choice(places)
        index = rng.randrange(len(draft.cards_at(place)))
        to = rng.choice([NEW, HAND] + list(range(len(draft.groups))))
        if draft.can_move(place, index, to):
            draft.move(place, index, to)
        assert sorted(draft.hand + [c for g in draft.written() for c in g]) == total
        legal = state.why_not(draft.move_text()) is None if draft.groups else False
        assert (draft.play_fault() is None) == legal


def test_the_view_enables_play_exactly_when_the_table_is_a_legal_play():
    data = {"format": "penny-shanghai-record", "version": 1, "players": [{"name": "Ann", "type": "human"},
                                                                         {"name": "Gran", "type": "ai",
                                                                          "level": "grandma"}],
            "dealer": 0, "packs": [_pack()], "moves": ["table 7S-7H-7D-7C"]}
    record = loads(dumps(loads(__import__("json").dumps(data))))
    state = record.state
    draft = Draft(state.table, state.hands[0])
    screen = view.screen(record, draft, 0)
    assert screen.my_turn and not screen.play.enabled and screen.play.reason == "ps.why.empty"
    assert screen.reset.reason == "ps.why.nothing"
    draft.move(0, 1, NEW)
    draft.move(HAND, draft.hand.index(C.parse("8H")), 1)
    draft.move(HAND, draft.hand.index(C.parse("9H")), 1)
    screen = view.screen(record, draft, 0)
    assert screen.play.enabled and screen.reset.enabled
    assert [g.kind for g in screen.groups] == ["set", "run"]
    theirs = view.screen(record, None, 1)
    assert not theirs.my_turn and theirs.play.reason == "ps.why.wait" and len(theirs.hand) == 1
    assert [s.cards for s in screen.seats] == [5, 1] and screen.seats[1].last_card


def _pack() -> list[str]:
    hands = [["8H", "9H", "KC", "2D", "4S"], ["7S", "7H", "7D", "7C", "QS"]]
    pack = [hands[(1 + k) % 2][k // 2] for k in range(10)]
    return pack + [c for c in C.CODES if c not in pack]


def test_a_hand_won_tells_the_pot_and_each_payment():
    record = match.new_record([match.Seat("A", "human"), match.Seat("B"), match.Seat("C")], Options(hands=3), 7)
    events = []
    while not any(e.kind in ("out", "stuck") for e in events):
        state = record.state
        step = state.step()
        events = match.apply(record, step if step != "play" else state.legal_actions()[0])
    for event in events:
        if event.kind == "out":
            assert event.fields["gain"] == event.fields["pot"] + sum(event.fields["paid"].values())
    assert events[-1].kind in ("deal", "over")


def test_the_ai_sees_only_its_own_hand():
    record = match.new_record([match.Seat("A", "human"), match.Seat("B")], Options(), 3)
    seen = match.seat_view(record, 1)
    assert seen.hidden_hand(0) and not seen.hidden_hand(1)
    assert seen.hands[1] == record.state.hands[1]


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 6), st.integers(0, 120))
def test_the_seat_view_is_the_masked_records_position(seed, seats, moves):
    rng = random.Random(seed)
    record = match.new_record([match.Seat(f"S{i}") for i in range(seats)], Options(hands=3), seed)
    for _ in range(moves):
        state = record.state
        if state.over:
            break
        step = state.step()
        match.apply(record, step if step != "play" else rng.choice(state.legal_actions()))
    if record.state.over:
        return
    seat = record.state.turn
    fast, slow = match.seat_view(record, seat), match.masked_view(record, seat)
    assert fast.key() == slow.key()
    assert all(c == -1 for pack in fast.packs for c in pack)


def test_a_written_table_move_is_read_back_by_the_engine():
    assert M.parse_table("7S-7D-7C 7H-8H-9H".split()) == [cards("7S", "7D", "7C"), cards("7H", "8H", "9H")]


@pytest.mark.parametrize("code", ["de", "it", "fr"])
def test_every_language_has_every_phrase_with_the_same_fields(code):
    english, other = CATALOGUES["en"], CATALOGUES[code]
    assert set(english) == set(other)
    assert {k for k in english if fields_of(english[k]) != fields_of(other[k])} == set()
    assert all(k.startswith("ps.") for k in other)
