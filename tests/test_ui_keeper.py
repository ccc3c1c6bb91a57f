"""game.shanghaien.ui.keeper: the board's side of the saves layer, over a MemoryStorage (no browser)."""

import json
import random

from game import saves
from game.saves import keys
from game.shanghaien import actions as A
from game.shanghaien.ui.keeper import Keeper
from game.shanghaien.ui.session import Setup, new_session
from game.shanghaien.ui.settings import Settings


def vs_ai(seed=3):
    rng = random.Random(seed)
    return new_session(Setup(opponent="deckhand", first="0", names=("Ann", "")), rng, seed=11), rng


def test_every_action_is_saved_and_a_new_keeper_resumes_the_same_position():
    storage = saves.MemoryStorage()
    keeper = Keeper(storage)
    assert keeper.start().session is None
    session, rng = vs_ai()
    keeper.begin()
    keeper.save(session)
    for _ in range(40):
        if session.state.is_terminal():
            break
        if A.ROLL in session.state.legal_actions():
            session.roll(rng)
        else:
            session.apply(session.state.legal_actions()[0])
        assert keeper.save(session).status == saves.SAVED
        again = Keeper(storage).start().session
        assert again.state.actions_played() == session.state.actions_played()
        assert [e.text for e in again.log] == [e.text for e in session.log]
        assert again.seed == 11 and again.names() == session.names()
    assert keeper.rev > 10


def test_a_second_keeper_on_the_same_game_is_stale_and_can_fork():
    storage = saves.MemoryStorage()
    one = Keeper(storage)
    session, _ = vs_ai()
    one.begin()
    one.save(session)
    two = Keeper(storage)
    other = two.start().session
    first, second = A.dice(1, 2), A.dice(5, 6)
    for action in (A.ROLL, first):
        session.apply(action)
    one.save(session)
    assert two.changed_elsewhere(keys.game_key(one.game_id))
    assert two.changed_elsewhere(None)  # another tab cleared the storage
    assert not two.changed_elsewhere("someone-else")
    for action in (A.ROLL, second):
        other.apply(action)
    assert two.save(other).status == saves.STALE
    assert saves.load_game(storage, one.game_id).state.actions_played() == session.state.actions_played()
    assert two.fork(other).ok and two.game_id != one.game_id
    assert len(saves.list_games(storage).games) == 2


def test_undo_takes_back_a_direction_but_never_the_roll():
    storage = saves.MemoryStorage()
    keeper = Keeper(storage)
    session, rng = vs_ai()
    session.roll(rng)
    assert keeper.undo_status(session, True).steps == 0
    session.apply(A.DIR_UP)
    assert keeper.undo_status(session, True).steps == 1
    assert keeper.undo_status(session, False).steps == 0
    back = keeper.undo(session, True)
    assert back.state.actions_played() == session.state.actions_played()[:-1]
    assert back.seed == session.seed


def test_settings_and_setup_live_under_the_layers_keys():
    storage = saves.MemoryStorage()
    keeper = Keeper(storage)
    keeper.save_settings(Settings(pace="fast", undo=False))
    keeper.save_setup(Setup(opponent="mate"))
    assert json.loads(storage.items[keys.SETTINGS])["undo"] is False
    assert keeper.settings() == Settings(pace="fast", undo=False)
    assert keeper.setup().opponent == "mate"
    assert set(storage.items) == {keys.SETTINGS, keys.SETUP}


def test_a_full_storage_is_reported_and_the_game_saved_once_there_is_room():
    storage = saves.MemoryStorage(quota=400)
    keeper = Keeper(storage)
    session, _ = vs_ai()
    keeper.begin()
    assert keeper.save(session).status == saves.FULL
    storage.quota = None
    assert keeper.save(session).ok
    assert saves.get_current(storage) == keeper.game_id
