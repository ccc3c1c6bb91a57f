"""game.shanghaien.takeback: the human takes back only their own last decisions that revealed nothing new."""

import pytest

from game import saves
from game.shanghaien import takeback as U
from game.shanghaien.cards import DECK_CODES
from game.shanghaien.record import RecordError, read_record

HUMAN_FIRST = [{"name": "Ann", "type": "human"}, {"name": "Bot", "type": "ai", "level": "easy"}]
AI_FIRST = [{"name": "Bot", "type": "ai", "level": "easy"}, {"name": "Ann", "type": "human"}]

# A first round on the unshuffled deck, player 0 starting: each player places three dice, then
# player 0 calls Shanghai and player 1 starts round 2.
ROUND_1 = ["roll 2 5", "dir up", "place 2", "roll 1 3", "place 3", "roll 4 4", "place 4",
           "roll 6 5", "place 5", "roll 1 6", "place 1", "roll 2 6", "place 6", "shanghai"]


def record(moves, players=HUMAN_FIRST, **options):
    data = {"format": "shanghaien-record", "version": 1, "deck": list(DECK_CODES), "start": 0, "moves": list(moves)}
    if players is not None:
        data["players"] = players
    if options:
        data["options"] = options
    return data


def test_the_human_takes_back_their_decisions_after_their_own_roll():
    rec = record(["roll 2 5", "dir up", "place 2"])
    assert U.undo_status(rec) == U.UndoStatus(2, U.ROLLED)
    once = U.undo(rec, steps=1)
    assert once["moves"] == ["roll 2 5", "dir up"]
    assert read_record(once).state.die_a == 2  # the same dice are still shown
    assert U.undo(rec)["moves"] == ["roll 2 5"]  # default: as far as allowed
    assert U.undo(rec, steps=9)["moves"] == ["roll 2 5"]


def test_several_tricks_and_choices_of_one_turn_come_back_one_by_one():
    rec = record(["roll 2 5", "trick *X sharks", "dir up"], sharks=True)
    assert U.undo_status(rec).steps == 2
    assert U.undo(rec, steps=1)["moves"] == ["roll 2 5", "trick *X sharks"]
    assert U.undo(U.undo(rec, steps=1), steps=1)["moves"] == ["roll 2 5"]


def test_a_die_roll_is_never_taken_back():
    rec = record(["roll 2 5"])
    assert U.undo_status(rec) == U.UndoStatus(0, U.ROLLED)
    with pytest.raises(saves.UndoRefused) as caught:
        U.undo(rec)
    assert str(caught.value) == U.ROLLED


def test_never_past_the_ai_moving_after_new_information():
    rec = record(["roll 2 5", "dir up", "place 2", "roll 1 3", "place 3"])  # the AI rolled, then placed
    assert U.undo_status(rec) == U.UndoStatus(0, U.AI_MOVED)
    with pytest.raises(saves.UndoRefused, match="the AI has moved since"):
        U.undo(rec)
    assert U.undo_status(record(rec["moves"][:4])) == U.UndoStatus(0, U.ROLLED)


def test_never_past_a_rounds_distribution():
    assert U.undo_status(record(ROUND_1)) == U.UndoStatus(0, U.DISTRIBUTED)
    # player 1 starts round 2; as the human in seat 1 they may take back their direction, no further
    rec = record(ROUND_1 + ["roll 3 4", "dir down"], players=AI_FIRST)
    assert U.undo_status(rec) == U.UndoStatus(1, U.ROLLED)


def test_the_human_may_sit_in_either_seat():
    moves = ["roll 2 5", "dir up", "place 2", "roll 1 3"]
    assert U.undo_status(record(moves + ["place 3"], players=AI_FIRST)) == U.UndoStatus(1, U.ROLLED)
    assert U.undo_status(record(moves + ["place 3"]), human=1).steps == 1


def test_undo_can_be_switched_off():
    rec = record(["roll 2 5", "dir up"])
    assert U.undo_status(rec, enabled=False) == U.UndoStatus(0, U.OFF)
    with pytest.raises(saves.UndoRefused, match="undo is switched off"):
        U.undo(rec, enabled=False)
    assert saves.load_settings(saves.MemoryStorage())["undo"] is True


@pytest.mark.parametrize("players", [None, [{"name": "A", "type": "human"}, {"name": "B", "type": "human"}]])
def test_undo_is_for_games_against_the_ai(players):
    assert U.undo_status(record(["roll 2 5", "dir up"], players=players)) == U.UndoStatus(0, U.NOT_AGAINST_AI)


def test_nothing_to_take_back_at_the_start():
    assert U.undo_status(record([])) == U.UndoStatus(0, U.AT_START)


def test_undo_leaves_its_argument_alone():
    rec = record(["roll 2 5", "dir up", "place 2"])
    U.undo(rec)
    assert rec["moves"] == ["roll 2 5", "dir up", "place 2"]


def test_a_record_that_does_not_replay_is_an_error():
    with pytest.raises(RecordError, match="move 3: you rolled 1 and 2: no die shows 4"):
        U.undo_status(record(["roll 1 2", "dir up", "place 4"]))
