"""game.shanghaien.legacy: a game, settings and choices saved by the earlier board move into the layer once."""

import json

import pytest

from game import saves
from game.saves import keys
from game.shanghaien.legacy import migrate
from game.saves.memory import MemoryStorage
from game.shanghaien.cards import DECK_CODES
from game.shanghaien.record import apply_move, to_record
from game.shanghaien.state import State

PLAYERS = [{"name": "Zoë", "type": "human"}, {"name": "Deckhand", "type": "ai", "level": "deckhand"}]
MOVES = ("roll 2 5", "dir up", "place 2")


def old_record():
    state = State(list(DECK_CODES), 0)
    for move in MOVES:
        apply_move(state, move)
    return state, to_record(state, PLAYERS, {"ui": {"seed": 7}})


def test_an_old_game_is_moved_once_and_resumes_at_the_same_position():
    state, record = old_record()
    storage = MemoryStorage({keys.LEGACY_GAME: json.dumps(record),
                             keys.LEGACY_SETTINGS: json.dumps({"pace": "slow", "sounds": True}),
                             keys.LEGACY_SETUP: json.dumps({"opponent": "mate"}),
                             "shanghaien:snapshot": "off"})
    done = migrate(storage)
    assert done.game_id and done.notices == ()
    assert saves.get_current(storage) == done.game_id
    game = saves.load_game(storage, done.game_id)
    assert game.state.actions_played() == state.actions_played()
    assert game.players == PLAYERS and game.x == {"ui": {"seed": 7}}
    assert saves.load_settings(storage)["pace"] == "slow"
    assert saves.load_setup(storage) == {"opponent": "mate"}
    assert not any(k in storage.items for k in keys.LEGACY_KEYS)
    assert storage.items["shanghaien:snapshot"] == "off"  # not ours to move
    assert [g.id for g in saves.list_games(storage).games] == [done.game_id]
    assert migrate(storage).game_id is None  # a second start finds nothing to move
    assert len(saves.list_games(storage).games) == 1


def test_an_unreadable_old_game_is_kept_with_a_notice_and_can_be_discarded():
    storage = MemoryStorage({keys.LEGACY_GAME: "{not json"})
    done = migrate(storage)
    assert done.game_id is None
    assert [n.key for n in done.notices] == [keys.LEGACY_GAME]
    assert "cannot be read (not valid JSON)" in done.notices[0].message
    assert storage.items[keys.LEGACY_GAME] == "{not json"
    assert saves.export_raw(storage, keys.LEGACY_GAME) == "{not json"
    saves.discard_entry(storage, keys.LEGACY_GAME)
    assert keys.LEGACY_GAME not in storage.items


def test_a_full_storage_keeps_the_old_game_where_it_was():
    _, record = old_record()
    text = json.dumps(record)
    storage = MemoryStorage({keys.LEGACY_GAME: text}, quota=len(keys.LEGACY_GAME) + len(text) + 10)
    done = migrate(storage)
    assert done.game_id is None and done.failure is not None and done.failure.status == saves.FULL
    assert storage.items[keys.LEGACY_GAME] == text


def test_new_settings_are_not_overwritten_by_old_ones():
    storage = MemoryStorage({keys.LEGACY_SETTINGS: json.dumps({"pace": "slow"})})
    saves.save_settings(storage, {"pace": "fast"})
    migrate(storage)
    assert saves.load_settings(storage)["pace"] == "fast"
    assert keys.LEGACY_SETTINGS not in storage.items


def test_the_setup_key_is_ours_and_never_reported_as_foreign():
    storage = MemoryStorage()
    saves.save_setup(storage, {"opponent": "captain"})
    assert keys.classify_key(keys.SETUP) == keys.SETUP_KEY
    assert saves.list_games(storage).notices == ()


def test_every_game_keeps_its_keys_under_its_own_id():
    from game import registry

    prefixes = [keys.keys_for(game.id).prefix for game in registry.games()]
    assert keys.keys_for("shanghaien").prefix == "shanghaien.v1." == keys.PREFIX  # where today's saves are
    assert keys.keys_for("shanghai-rummy").game_prefix == "shanghai-rummy.v1.game."
    assert not any(a != b and b.startswith(a) for a in prefixes for b in prefixes)
    for bad in ("Shanghai", "penny shanghai", "", "a.b"):
        with pytest.raises(ValueError, match="not a game's id"):
            keys.keys_for(bad)
