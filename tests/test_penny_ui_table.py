"""Penny Shanghai's board without a page, what the table adds: the hand-end panel told again after a
reload, the choices it remembers, the computer's play shown step by step, undo, and share links."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.penny_shanghai import melds as M
from game.penny_shanghai.state import Options, State
from game import saves
from game.penny_shanghai.ui import changes, match, prefs, replay, sharing, story, tips, undo, view
from game.penny_shanghai.ui.words import CATALOGUES
from game.rummy import cards as C
from game.saves.memory import MemoryStorage
from game.ui import site
from game.ui.i18n import add_phrases, set_language
from tests import penny_helpers

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


def melds(text: str) -> list[list[int]]:
    return [C.split_meld(word) for word in text.split()]


def test_a_seven_taken_for_a_run_is_shown_taken_apart_then_built_with_the_hands_cards():
    before = melds("7S-7H-7D-7C 2C-3C-4C")
    after = melds("7S-7D-7C 2C-3C-4C 7H-8H-9H")
    taking, first, second = changes.frames(before, after)
    assert taking.doing == "taking"
    assert [g.mark for g in taking.groups] == [changes.TAKEN, changes.KEPT]
    assert first.doing == "building" and first.loose == tuple(C.split_meld("7H"))
    assert [(g.cards, g.mark) for g in first.groups] == [(tuple(after[0]), changes.NEW), (tuple(after[1]), changes.KEPT)]
    assert second.loose == ()
    assert [g.mark for g in second.groups] == [changes.BUILT, changes.KEPT, changes.NEW]
    assert second.groups[2].from_hand == (False, True, True)
    assert [list(g.cards) for g in second.groups] == after  # the last step is the table as played


def test_a_play_that_only_adds_a_meld_is_one_step_and_keeps_the_rest():
    before = melds("2C-3C-4C")
    after = melds("2C-3C-4C 9S-9H-9D")
    (only,) = changes.frames(before, after)
    assert [g.mark for g in only.groups] == [changes.KEPT, changes.NEW]
    assert only.groups[1].from_hand == (True, True, True)


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000))
def test_every_step_keeps_each_card_once_and_ends_on_the_table_played(seed):
    record = match.new_record([match.Seat("A"), match.Seat("B"), match.Seat("C")], Options(hands=1, decks=2), seed)
    rng = random.Random(seed)
    while not record.state.over:
        state = record.state
        step = state.step()
        move = step if step != "play" else rng.choice(state.legal_actions())
        if step == "play":
            after = M.parse_table(move.split(" ")[1:])
            added = Counter(c for m in after for c in m) - Counter(state.table_cards())
            steps = changes.frames(state.table, after)
            assert steps and [list(g.cards) for g in steps[-1].groups] == after
            for frame in steps[1:] if steps[0].doing == "taking" else steps:
                shown = Counter(c for g in frame.groups for c in g.cards) + Counter(frame.loose)
                mine = Counter(c for g in frame.groups for c, h in zip(g.cards, g.from_hand) if h)
                assert shown - mine == Counter(state.table_cards())  # every table card, once
                assert not mine - added  # only the cards put down come from the hand
        match.apply(record, move)


def test_the_log_tells_what_a_play_took_apart_and_built():
    add_phrases(CATALOGUES)
    set_language("en")
    hands = [["8H", "9H", "KC", "2D", "4S"], ["7S", "7H", "7D", "7C", "QS"]]
    pack = [C.parse(hands[(1 + k) % 2][k // 2]) for k in range(10)]
    pack += [c for c in range(52) if c not in pack]
    state = State(2, 0, [pack], Options(hands=1))
    record = match.Record(state, [{"name": "Ann", "type": "human"}, {"name": "Gran", "type": "ai"}], 0, [pack], [])
    match.apply(record, "table 7S-7H-7D-7C")
    events = match.apply(record, "table 7S-7D-7C 7H-8H-9H")
    lines = [story.line(e, ["Ann", "Gran"]) for e in events]
    assert "Ann takes apart 7 of spades, 7 of hearts, 7 of diamonds, 7 of clubs." in lines
    assert "Ann builds 7 of spades, 7 of diamonds, 7 of clubs." in lines
    assert "Ann builds 7 of hearts, 8 of hearts, 9 of hearts, with 8 of hearts, 9 of hearts from the hand." in lines
    assert "Gran lays down 7 of spades, 7 of hearts, 7 of diamonds, 7 of clubs from the hand." in [
        story.line(e, ["Ann", "Gran"]) for e in match.last_move_events(match.position_before(record, 1))]


def test_a_meld_that_only_grew_is_told_as_cards_added_and_shown_in_one_step():
    add_phrases(CATALOGUES)
    set_language("en")
    hands = [["6S", "TS", "KC", "2D", "4H"], ["7S", "8S", "9S", "QS", "QH"]]
    pack = [C.parse(hands[(1 + k) % 2][k // 2]) for k in range(10)]
    pack += [c for c in range(52) if c not in pack]
    state = State(2, 0, [pack], Options(hands=1))
    record = match.Record(state, [{"name": "Ann", "type": "human"}, {"name": "Gran", "type": "ai"}], 0, [pack], [])
    match.apply(record, "table 7S-8S-9S")
    before = [list(m) for m in record.state.table]
    events = match.apply(record, "table 6S-7S-8S-9S-TS")
    lines = [story.line(e, ["Ann", "Gran"]) for e in events]
    assert "Ann adds 6 of spades, 10 of spades to 7 of spades, 8 of spades, 9 of spades." in lines
    assert not [e for e in events if e.kind in ("taken", "built")]
    (only,) = changes.frames(before, melds("6S-7S-8S-9S-TS"))  # no step takes it apart
    assert only.doing == "adding" and only.loose == ()
    assert only.groups[0].mark == changes.NEW and only.groups[0].from_hand == (True, False, False, False, True)


def test_a_card_a_grown_meld_keeps_is_never_shown_in_a_built_meld_too():
    """The tens grow by a ten of clubs and keep their ten of hearts, so the run built beside them
    takes its ten of hearts from the hand (two decks): the log says so, and no step shows the
    table's ten twice."""
    before = melds("TC-JC-QC KS-KH-KD-KD TS-TS-TH 9S-9H-9H-9D-9C")
    after = melds("TC-JC-QC KS-KH-KD-KD 8H-9H-TH 9S-9H-9D-9C TS-TS-TH-TC")
    built = dict(changes.rebuild(before, after).built)  # what the log tells as the hand's
    assert built[tuple(C.split_meld("8H-9H-TH"))] == tuple(C.split_meld("8H-TH"))
    assert built[tuple(C.split_meld("TS-TS-TH-TC"))] == (C.parse("TC"),)
    steps = changes.frames(before, after)
    run = next(g for g in steps[1].groups if g.mark == changes.NEW)
    assert run.cards == tuple(C.split_meld("8H-9H-TH")) and run.from_hand == (True, False, True)
    table = Counter(c for m in before for c in m)
    for frame in steps[1:]:
        shown = Counter(c for g in frame.groups for c in g.cards) + Counter(frame.loose)
        mine = Counter(c for g in frame.groups for c, h in zip(g.cards, g.from_hand) if h)
        assert shown - mine == table


def test_a_meld_that_gave_a_card_away_was_rebuilt_not_grown():
    before = melds("7S-7H-7D-7C 2C-3C-4C")
    after = melds("7S-7D-7C 2C-3C-4C 7H-8H-9H")
    assert changes.grown(before, after) == []
    assert changes.grown(melds("2C-3C-4C 2C-3C-4C"), melds("2C-3C-4C 2C-3C-4C-5C")) == [(1, 1, (C.parse("5C"),))]


def table_game(deal: dict[int, list[str]], stock: list[str] = (), people: tuple[int, ...] = (0,),
               hands: int = 2) -> match.Record:
    """Two seats dealt `deal` (seat 1 plays first), people at the seats named, the computer at the rest."""
    state = penny_helpers.game(2, 0, deal, list(stock), hands=hands)
    players = [{"name": f"P{p}", "type": "human"} if p in people else {"name": f"P{p}", "type": "ai", "level": "aunt"}
               for p in range(2)]
    return match.Record(state, players, 0, [list(p) for p in state.packs], [])


SEVENS_DEAL = {0: ["8H", "9H", "KC", "2D", "4S"], 1: ["7S", "7H", "7D", "7C", "QS"]}


def test_a_persons_play_may_be_taken_back_until_the_next_player_acts():
    record = table_game(SEVENS_DEAL, stock=["5D", "JD"])
    assert undo.undo_status(record) == undo.UndoStatus(False, None, undo.NOTHING)
    match.apply(record, "table 7S-7H-7D-7C")
    assert undo.undo_status(record) == undo.UndoStatus(False, 1, undo.NOT_A_PERSON)
    start = record.state.clone().key()  # key() shares the live lists
    match.apply(record, "table 7S-7D-7C 7H-8H-9H")
    assert undo.undo_status(record) == undo.UndoStatus(True, 0, None)
    assert undo.undo_status(record, next_seen=True) == undo.UndoStatus(False, 0, undo.SEEN)
    back, played = undo.undone(record)
    assert back.state.key() == start and back.moves == record.moves[:-1]
    assert played == melds("7S-7D-7C 7H-8H-9H")
    match.apply(record, record.state.step())  # the next player acts: a draw
    assert undo.undo_status(record) == undo.UndoStatus(False, None, undo.FORCED)
    with pytest.raises(ValueError):
        undo.undone(record)


def test_a_draw_and_a_play_that_ends_the_hand_are_never_taken_back():
    record = table_game({0: ["2S", "5H", "9D", "JC", "KS"], 1: ["6S", "6H", "6D", "8C", "AD"]},
                        stock=["3D", "7C", "TS"], people=(0, 1))
    match.apply(record, "table 6S-6H-6D")
    assert undo.undo_status(record).allowed  # seat 1 is a person too
    match.apply(record, "draw")  # seat 0 has no play and draws
    assert undo.undo_status(record).reason == undo.FORCED
    out = table_game({0: ["2S", "5H", "9D", "JC", "KS"], 1: ["6S", "6H", "6D", "6C", "7S"]}, people=(1,))
    match.apply(out, "table 6S-6H-6D-6C")
    assert undo.undo_status(out).allowed
    match.apply(out, "draw")
    out = table_game({0: ["2S", "5H", "9D", "JC", "KS"], 1: ["5S", "6S", "7S", "8S", "9S"]}, people=(1,))
    match.apply(out, "table 5S-6S-7S-8S-9S")  # out at once: the next hand is dealt
    assert undo.undo_status(out).reason == undo.HAND_OVER


@settings(max_examples=3, deadline=None)
@given(st.integers(0, 10_000))
def test_whenever_undo_is_allowed_it_gives_back_the_position_before_a_persons_own_play(seed):
    record = match.new_record([match.Seat("A", "human"), match.Seat("B"), match.Seat("C", "human")],
                              Options(hands=2), seed)
    rng = random.Random(seed)
    while not record.state.over and len(record.moves) < 40:
        state = record.state
        step = state.step()
        before, mover = state.clone().key(), state.turn
        match.apply(record, step if step != "play" else rng.choice(state.legal_actions()))
        status = undo.undo_status(record)
        if status.allowed:
            assert step == "play" and status.seat == mover and record.players[mover]["type"] == "human"
            assert undo.undone(record)[0].state.key() == before
        elif step == "play" and record.players[mover]["type"] == "human":
            assert status.reason == undo.HAND_OVER  # a person's play is refused only when the hand ended


def finished_game(seed: int) -> match.Record:
    """A whole game of three (two hands at most) played by the first listed choice."""
    record = match.new_record([match.Seat("A", "human"), match.Seat("B"), match.Seat("C")],
                              Options(hands=2, pennies=3), seed)
    rng = random.Random(seed)
    while not record.state.over:
        state = record.state
        step = state.step()
        match.apply(record, step if step != "play" else rng.choice(state.legal_actions()))
    return record


def test_the_replay_shows_every_position_with_all_hands_and_each_hands_end_as_played():
    record = finished_game(4)
    steps = replay.turns(record)
    ends = [s for s in steps if s.hand_end]
    assert len(ends) == record.state.hand_no  # every hand's end, the last one included
    assert len(steps) == len(record.moves) + 1 + len(ends) - 1
    for s in steps:
        assert not any(s.record.state.hidden_hand(p) for p in range(3))
        if not s.hand_end:
            assert s.record.state.key() == match.position_before(record, s.moves).state.key()
    for s in ends:
        move = record.moves[s.moves - 1]
        if move.startswith("table"):
            assert [list(m) for m in s.record.state.table] == M.parse_table(move.split(" ")[1:])
        assert any(e.kind in ("out", "stuck") for e in s.events)
        assert not any(seat.to_play for seat in replay.table_of(s).seats)  # the hand is over: nobody plays
    assert any(seat.to_play for seat in replay.table_of(steps[1]).seats)
    starts = replay.hand_starts(steps)
    assert starts[0] == 0 and len(starts) == record.state.hand_no
    assert all(steps[i].hand == k + 1 for k, i in enumerate(starts))


def test_the_replay_steps_one_turn_or_one_hand_at_a_time_and_stops_at_the_ends():
    starts, count = [0, 5, 9], 12
    assert replay.moved(0, "prev", count, starts) == 0 and replay.moved(11, "next", count, starts) == 11
    assert replay.moved(3, "next", count, starts) == 4 and replay.moved(3, "prev", count, starts) == 2
    assert replay.moved(3, "next-hand", count, starts) == 5 and replay.moved(9, "next-hand", count, starts) == 11
    assert replay.moved(7, "prev-hand", count, starts) == 5  # the start of this hand first
    assert replay.moved(5, "prev-hand", count, starts) == 0  # then the one before
    assert replay.moved(4, "first", count, starts) == 0 and replay.moved(4, "last", count, starts) == 11
    with pytest.raises(ValueError):
        replay.moved(4, "sideways", count, starts)


def test_a_game_is_shared_only_when_it_shows_no_hand_another_person_has_not_seen():
    alone = match.new_record([match.Seat("A", "human"), match.Seat("B"), match.Seat("C")], Options(), 1)
    assert sharing.refusal(alone) is None  # one person against the computer
    two = match.new_record([match.Seat("A", "human"), match.Seat("B", "human"), match.Seat("C")], Options(), 1)
    assert sharing.refusal(two) == sharing.PEOPLE_HIDDEN
    machines = match.new_record([match.Seat("A"), match.Seat("B")], Options(), 1)
    assert sharing.refusal(machines) == sharing.PEOPLE_HIDDEN  # only the two kinds of game may be shared
    people = match.new_record([match.Seat("A", "human"), match.Seat("B", "human")], Options(hands=1), 3)
    rng = random.Random(3)
    while not people.state.over:
        assert sharing.refusal(people) == sharing.PEOPLE_HIDDEN
        state = people.state
        step = state.step()
        match.apply(people, step if step != "play" else rng.choice(state.legal_actions()))
    assert sharing.refusal(people) is None  # over: every hand is open in the replay anyway


def test_a_link_goes_to_this_board_and_its_game_comes_back_whole():
    record = finished_game(2)
    fragment = saves.encode_link(record, record.players, shelf=saves.shelf_for("penny-shanghai"))
    link = sharing.address("https://example.org/shanghai/?seed=1#/penny-shanghai", fragment)
    assert link.startswith("https://example.org/shanghai/?seed=1#/penny-shanghai/g1=")
    assert site.route("#" + link.split("#", 1)[1]) == "penny-shanghai"
    taken = sharing.fragment_of("#" + link.split("#", 1)[1])
    back = saves.decode_link(taken)
    assert back.game == "penny-shanghai" and back.state.moves == record.moves
    assert back.state.state.key() == record.state.key()
    assert sharing.fragment_of("#/penny-shanghai") is None and sharing.fragment_of("#g1=abc") is None


def test_tips_come_one_at_a_time_in_their_situation_until_seen():
    assert tips.next_tip([], "turn") == "pick"
    assert tips.next_tip(["pick"], "turn") == "rebuild"
    assert tips.next_tip(["pick", "rebuild", "stuck"], "turn") is None
    assert tips.next_tip(["pick"], "computer") == "computer"
    assert tips.next_tip([], "hand-end") == "pot"
    assert tips.next_tip([], "") is None
    assert all(tips.next_tip(tips.all_tips(), where) is None for _, where in tips.TIPS)
    add_phrases(CATALOGUES)
    for code in CATALOGUES:
        assert all(f"ps.tip.{tip}" in CATALOGUES[code] for tip in tips.all_tips())


def test_the_undo_button_is_enabled_exactly_when_the_play_may_be_taken_back():
    record = table_game(SEVENS_DEAL, stock=["5D", "JD"])
    match.apply(record, "table 7S-7H-7D-7C")
    off = view.screen(record, None, 0)
    assert off.undo == view.Control(False, undo.NOT_A_PERSON)
    match.apply(record, "table 7S-7D-7C 7H-8H-9H")
    assert view.screen(record, None, 0, busy=True).undo == view.Control(True, None)
    assert view.screen(record, None, 0, next_seen=True).undo == view.Control(False, undo.SEEN)
    match.apply(record, "draw")
    assert view.screen(record, None, 0).undo == view.Control(False, undo.FORCED)


def test_a_player_who_cannot_pay_in_full_is_told_so_at_the_hand_end():
    """A penny a card, paid as far as each can: the panel says what was owed when less was paid."""
    add_phrases(CATALOGUES)
    set_language("en")
    names = ["A", "B", "C", "D"]
    lines: list[str] = []
    short = 0
    for seed in range(40):
        if short >= 3 and any(line.endswith("all they had left.") for line in lines):
            break
        record = match.new_record([match.Seat(n, "human") for n in names], Options(pennies=2, hands=3), seed)
        while not record.state.over:
            before = record.state.clone()
            state = record.state
            events = match.apply(record, state.step() if state.step() != "play" else state.legal_actions()[0])
            for event in events:
                if event.kind != "out":
                    continue
                for p, paid in event.fields["paid"].items():
                    owed = event.fields["owed"][p]
                    assert owed == len(before.hands[p]) and paid == min(owed, before.pennies[p])
                    short += paid < owed
                lines += story.hand_end(events, names)
    assert short >= 3
    assert any(line.endswith(" has no pennies left to pay with.") for line in lines)
    assert any(line.endswith(" cards: all they had left.") for line in lines)
    assert story.payment("B", 0, 2) == "B has no pennies left to pay with."
    assert story.payment("C", 1, 3) == "C pays 1 penny for 3 cards: all they had left."
    assert story.payment("D", 3, 3) == "D pays 3 pennies."
