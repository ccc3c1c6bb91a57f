"""Penny Shanghai's board without a page, what the table adds: the hand-end panel told again after a
reload, the choices it remembers, the computer's play shown step by step, undo, and share links."""

from __future__ import annotations

import json

from game.penny_shanghai.state import Options
from game.penny_shanghai.ui import match, prefs
from game.saves.memory import MemoryStorage

KEY = "penny-shanghai.v1.settings"


def play_until_a_hand_ends(record: match.Record) -> list[match.Event]:
    """Make the first legal move until a hand ends; the events of the move that ended it."""
    events: list[match.Event] = []
    while not match.ended_a_hand(events):
        state = record.state
        step = state.step()
        events = match.apply(record, step if step != "play" else state.legal_actions()[0])
    return events


def test_the_last_move_is_told_again_as_it_was_told_when_made():
    record = match.new_record([match.Seat("A", "human"), match.Seat("B"), match.Seat("C")], Options(hands=3), 11)
    told = play_until_a_hand_ends(record)
    moves = list(record.moves)
    assert match.last_move_events(record) == told
    assert record.moves == moves  # the record itself is untouched
    match.apply(record, record.state.step() if record.state.step() != "play" else record.state.legal_actions()[0])
    assert not match.ended_a_hand(match.last_move_events(record))


def test_a_record_without_moves_has_nothing_to_tell():
    record = match.new_record([match.Seat("A", "human"), match.Seat("B")], Options(), 2)
    assert match.last_move_events(record) == []


def test_the_pace_is_remembered_and_unreadable_choices_give_the_defaults():
    store = MemoryStorage()
    assert prefs.load(store, KEY) == prefs.DEFAULTS
    chosen = {**prefs.DEFAULTS, "pace": "slow", "tips": ["table"]}
    assert prefs.save(store, KEY, chosen)
    assert prefs.load(store, KEY) == chosen
    for junk in ("not json", json.dumps([1, 2]), json.dumps({"pace": 3, "tips": "x"})):
        store.setItem(KEY, junk)
        assert prefs.load(store, KEY) == prefs.DEFAULTS
