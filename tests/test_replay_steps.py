"""The replay viewer's steps (game.shanghaien.ui.replay_steps): positions, log and rounds for any prefix of a game."""

import random

import pytest

from game.shanghaien import actions as A
from game.shanghaien.randomplay import play_random_game, random_options, shuffled_deck
from game.shanghaien.record import read_record, to_record
from game.shanghaien.state import State
from game.shanghaien.ui.replay_steps import ReplayGame
from game.shanghaien.ui.session import Player, session_from_state

PLAYERS = [{"name": "Ann", "type": "human"}, {"name": "Bot", "type": "ai", "level": "deckhand"}]


def finished(seed: int) -> State:
    rng = random.Random(seed)
    return play_random_game(State(shuffled_deck(rng), rng.randrange(2), random_options(rng)), rng)


def prefix(state: State, k: int) -> State:
    """What the engine says the position is after the record's first k moves."""
    record = to_record(state)
    record["moves"] = record["moves"][:k]
    return read_record(record).state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_step_is_the_position_the_record_reaches_after_that_many_moves(seed):
    state = finished(seed)
    replay = ReplayGame(state, PLAYERS)
    moves = to_record(state)["moves"]
    assert replay.moves == len(moves) and replay.finished
    for k, step in enumerate(replay.steps):
        assert step.state == prefix(state, k), k
    assert replay.steps[-1].state == state


def test_each_step_tells_who_did_what_as_the_log_does():
    state = finished(4)
    replay = ReplayGame(state, PLAYERS)
    full_log = session_from_state(state, PLAYERS).log
    assert replay.log == full_log
    start = replay.steps[0]
    assert (start.action, start.mover, start.round, start.text, start.log_index) == (None, -1, 1, "", -1)
    assert [e.text for e in replay.log_at(0)] == ["Round 1"]
    for k, step in enumerate(replay.steps[1:], start=1):
        entry = replay.log[step.log_index]
        assert entry.text == step.text and entry.player == step.mover and entry.round == step.round
        shown = replay.log_at(k)
        assert step.log_index < len(shown) and shown == full_log[:len(shown)]
        # the log at a step is exactly the log of the game stopped there
        assert shown == session_from_state(step.state, PLAYERS).log
    rolls = [s for s in replay.steps if s.action is not None and A.is_chance(s.action)]
    assert rolls and all(" rolled " in s.text for s in rolls)
    assert replay.steps[-1].shanghai and replay.steps[-1].text.endswith("That was the last round.")


def test_a_round_starts_at_its_first_move_and_rounds_not_reached_have_no_start():
    state = finished(5)
    replay = ReplayGame(state, PLAYERS)
    assert replay.rounds_reached() == 8
    for r in range(1, 9):
        index = replay.round_start(r)
        assert replay.steps[index].round == r and replay.steps[index - 1].round == (r if index == 1 else r - 1)
        assert A.is_chance(replay.steps[index].action)  # every round opens with a roll
    assert replay.round_start(1) == 1
    assert replay.round_start(0) is None and replay.round_start(9) is None
    half = prefix(state, replay.round_start(4) - 1)
    short = ReplayGame(half, PLAYERS)
    assert short.rounds_reached() == 3 and short.round_start(4) is None and not short.finished


def test_a_game_in_progress_with_dice_in_the_air_replays_up_to_its_last_record_move():
    state = finished(6)
    record = to_record(state)
    record["moves"] = record["moves"][:20]
    position = read_record(record).state
    assert A.ROLL in position.legal_actions()
    position.apply_action(A.ROLL)  # the dice are in the air: not a record move yet
    before = (position.key(), position.actions_played())
    replay = ReplayGame(position, PLAYERS)
    assert position.key() == before[0] and position.actions_played() == before[1]  # read-only
    assert replay.moves == 20 and replay.steps[-1].state == prefix(state, 20)


def test_steps_are_copies_and_the_given_state_is_untouched():
    state = finished(7)
    key, actions = state.key(), state.actions_played()
    replay = ReplayGame(state, PLAYERS)
    replay.steps[3].state.apply_action(replay.steps[3].state.legal_actions()[0])
    assert replay.steps[4].state == prefix(state, 4)
    assert state.key() == key and state.actions_played() == actions
    assert ReplayGame(state, PLAYERS).steps[3].state == prefix(state, 3)


def test_players_may_be_the_boards_own_or_a_records_and_names_follow():
    state = finished(8)
    assert ReplayGame(state, PLAYERS).names == ("Ann", "Bot")
    assert ReplayGame(state, [Player("Cy"), Player("Di", "ai", "mate")]).names == ("Cy", "Di")
    assert ReplayGame(state, None).names == ("Red", "Blue")
    assert ReplayGame(state, [Player("Cy"), Player("Di")]).steps[1].text.startswith(("Cy", "Di"))


def test_clamp_keeps_a_step_inside_the_game():
    replay = ReplayGame(finished(9), PLAYERS)
    assert replay.clamp(-3) == 0 and replay.clamp(10 ** 6) == replay.moves and replay.clamp(5) == 5
