"""game.saves: autosave and resume, the games list and its index, rename, delete, two tabs,
a full storage, and entries that cannot be trusted (damaged, newer version, unknown keys)."""

import json
import random

import pytest

from game import saves
from game.saves import keys
from game.saves.memory import MemoryStorage, QuotaExceededError
from game.shanghaien import actions as A
from game.shanghaien import results as _results  # noqa: F401 - registers the check of Shanghaien's statistics, as its board does
from game.shanghaien.cards import DECK_CODES
from game.shanghaien.randomplay import random_options, roll_dice, shuffled_deck
from game.shanghaien.record import to_record
from game.shanghaien.replay import summary
from game.shanghaien.state import ROLLING, State

PLAYERS = [{"name": "Ann", "type": "human"}, {"name": "Bot", "type": "ai", "level": "easy"}]
FULL_MESSAGE = "storage is full: your game is kept in memory, export it"


def random_positions(seed):
    """Every position of one random game, the first one included, as separate states."""
    rng = random.Random(seed)
    state = State(shuffled_deck(rng), rng.randrange(2), random_options(rng))
    yield state.clone()
    while not state.is_terminal():
        if state.phase == ROLLING:
            state.apply_action(roll_dice(rng))
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])
        yield state.clone()


def finished_game(seed=1):
    """The last position of a random game."""
    *_, last = random_positions(seed)
    return last


def opening(moves=("roll 2 5", "dir up")):
    """A position a few moves into a game on the unshuffled deck."""
    state = State(list(DECK_CODES), 0)
    for move in moves:
        from game.shanghaien.record import apply_move
        apply_move(state, move)
    return state


def snapshot(storage):
    return dict(storage.items)


# --- autosave and resume -------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_every_position_of_a_random_game_resumes_exactly(seed):
    storage = MemoryStorage()
    rev = 0
    pending_seen = False
    for state in random_positions(seed):
        result = saves.autosave(storage, "g", state, PLAYERS, {"ui": {"ai_thinking": False}}, base_rev=rev)
        assert result.ok and result.rev == rev + 1
        rev = result.rev
        game = saves.load_game(storage, "g")
        assert game.state == state
        assert game.state.phase == state.phase
        assert game.players == PLAYERS and game.x == {"ui": {"ai_thinking": False}} and game.rev == rev
        pending_seen |= state.phase == ROLLING
    assert pending_seen


def test_a_pending_roll_survives_a_reload_and_can_be_rolled():
    state = opening(("roll 2 5", "dir up", "place 2"))
    state.apply_action(A.ROLL)  # the AI's dice are in the air
    saves.autosave(storage := MemoryStorage(), "g", state, PLAYERS)
    game = saves.load_game(storage, "g")
    assert game.state.is_chance_node()
    game.state.apply_action(A.dice(3, 4))
    assert game.state.die_a == 3 and game.state.die_b == 4


def test_the_entry_is_a_game_record_under_a_versioned_key():
    storage = MemoryStorage()
    state = opening()
    saves.autosave(storage, "abc", state, PLAYERS, {"ui": 1})
    assert list(storage.items) == ["shanghaien.v1.game.abc", "shanghaien.v1.index"]
    data = json.loads(storage.items["shanghaien.v1.game.abc"])
    assert data["format"] == "shanghaien-record" and data["version"] == 1
    assert data["moves"] == ["roll 2 5", "dir up"] and data["players"] == PLAYERS
    assert data["x"]["ui"] == 1 and data["x"]["save"]["rev"] == 1


def test_saving_the_same_position_again_writes_nothing_and_keeps_the_revision():
    storage = MemoryStorage()
    state = opening()
    first = saves.autosave(storage, "g", state, PLAYERS, base_rev=0, now=1000)
    before = snapshot(storage)
    again = saves.autosave(storage, "g", state, PLAYERS, base_rev=first.rev, now=2000)
    assert again.status == saves.UNCHANGED and again.ok and again.rev == first.rev
    assert snapshot(storage) == before


def test_a_new_game_gets_its_name_and_later_saves_keep_it():
    storage = MemoryStorage()
    saves.autosave(storage, "a", opening(), PLAYERS)
    saves.autosave(storage, "b", opening(), PLAYERS, name="Sunday game")
    saves.autosave(storage, "b", opening(("roll 2 5", "dir up", "place 2")), PLAYERS, base_rev=1, name="other")
    names = {g.id: g.name for g in saves.list_games(storage).games}
    assert names == {"a": "Ann vs Bot", "b": "Sunday game"}


def test_new_game_ids_are_fresh_and_well_formed():
    ids = {saves.new_game_id() for _ in range(50)}
    assert len(ids) == 50 and all(keys.is_game_id(i) for i in ids)
    with pytest.raises(ValueError):
        saves.game_key("../x")


def test_loading_a_game_that_is_not_saved_says_so():
    with pytest.raises(saves.NotFound, match="no longer saved"):
        saves.load_game(MemoryStorage(), "nope")


def test_the_current_game_is_remembered_and_forgotten():
    storage = MemoryStorage()
    assert saves.get_current(storage) is None
    saves.autosave(storage, "g", opening(), PLAYERS)
    assert saves.set_current(storage, "g").ok
    assert saves.get_current(storage) == "g"
    saves.delete_game(storage, "g")
    assert saves.get_current(storage) is None and keys.CURRENT not in storage.items


# --- listing, rename, delete, index ---------------------------------------------------------


def three_games(storage):
    done = finished_game(3)
    saves.autosave(storage, "done", done, PLAYERS, now=3000)
    saves.autosave(storage, "early", opening(), PLAYERS, now=1000)
    hot = [{"name": "Ann", "type": "human"}, {"name": "Cy", "type": "human"}]
    saves.autosave(storage, "hot", opening(("roll 2 5", "dir up", "place 2")), hot, now=2000)
    return done


def test_the_list_shows_opponent_options_round_score_and_last_played():
    storage = MemoryStorage()
    done = three_games(storage)
    listing = saves.list_games(storage)
    assert [g.id for g in listing.games] == ["done", "hot", "early"]  # last played first
    assert [g.id for g in listing.in_progress] == ["hot", "early"]
    assert [g.id for g in listing.finished] == ["done"]
    assert listing.notices == ()
    info = listing.games[0]
    s = summary(done)
    assert (info.round, list(info.scores), info.winner, info.finished) == (8, s["scores"], s["winner"], True)
    assert info.level == "easy" and info.human == 0 and info.names == ("Ann", "Bot")
    assert info.options == done.options.to_json() and info.updated == 3000 and info.rev == 1
    hot = listing.games[1]
    assert hot.level is None and hot.human is None and hot.round == 1 and not hot.finished and hot.moves == 3


def test_listing_reads_the_index_without_replaying_records(monkeypatch):
    storage = MemoryStorage()
    three_games(storage)
    expected = saves.list_games(storage)

    def no_replay(*args):
        raise AssertionError("listing replayed a record")

    monkeypatch.setattr("game.saves.listing.replay", no_replay)
    assert saves.list_games(storage) == expected


@pytest.mark.parametrize("damage", [None, "{not json", "[]", '{"games": 5}', '{"games": {"done": {"rev": "x"}}}'])
def test_a_missing_or_damaged_index_is_rebuilt_from_the_records(damage):
    storage = MemoryStorage()
    three_games(storage)
    expected = saves.list_games(storage).games
    if damage is None:
        storage.removeItem(keys.INDEX)
    else:
        storage.setItem(keys.INDEX, damage)
    listing = saves.list_games(storage)
    assert listing.games == expected
    repaired = [n for n in listing.notices if n.kind == "repaired"]
    assert len(repaired) == (1 if damage in ("{not json", "[]", '{"games": 5}') else 0)
    assert saves.list_games(storage).notices == ()  # the index was written back


def test_stale_or_orphan_index_rows_are_corrected():
    storage = MemoryStorage()
    three_games(storage)
    rows = json.loads(storage.items[keys.INDEX])["games"]
    rows["gone"] = rows["early"]  # a row whose entry another tab deleted
    rows["done"]["rev"] = 99  # a row older or newer than its entry
    rows["done"]["scores"] = [0, 0]
    storage.setItem(keys.INDEX, json.dumps({"games": rows}))
    listing = saves.list_games(storage)
    assert sorted(g.id for g in listing.games) == ["done", "early", "hot"]
    done = next(g for g in listing.games if g.id == "done")
    assert done.rev == 1 and done.scores == finished_game(3).scores()


def test_rebuild_index_on_request():
    storage = MemoryStorage()
    three_games(storage)
    expected = saves.list_games(storage)
    assert saves.rebuild_index(storage) == expected


def test_rename_stores_untrusted_names_as_given_but_capped():
    storage = MemoryStorage()
    saves.autosave(storage, "g", opening(), PLAYERS)
    name = '<img src=x onerror="alert(1)"> & "quotes" ☠ ' + "x" * 200
    result = saves.rename_game(storage, "g", name)
    assert result.ok and result.rev == 1  # a rename does not count as a new revision of the game
    expected = name[:saves.MAX_NAME]
    assert saves.load_game(storage, "g").name == expected
    assert saves.list_games(storage).games[0].name == expected
    saves.autosave(storage, "g", opening(("roll 2 5", "dir up", "place 2")), PLAYERS, base_rev=1)
    assert saves.list_games(storage).games[0].name == expected
    assert saves.rename_game(storage, "nope", "x").status == saves.MISSING


def test_delete_removes_the_game_and_its_row_only():
    storage = MemoryStorage()
    three_games(storage)
    storage.setItem("other-app", "1")
    saves.delete_game(storage, "hot")
    assert [g.id for g in saves.list_games(storage).games] == ["done", "early"]
    assert "shanghaien.v1.game.hot" not in storage.items and "hot" not in storage.items[keys.INDEX]
    assert storage.items["other-app"] == "1"


# --- two tabs -------------------------------------------------------------------------------


def test_a_tab_never_overwrites_a_newer_revision_written_by_another_tab():
    storage = MemoryStorage()
    saves.autosave(storage, "g", opening(), PLAYERS)
    tab_a, tab_b = saves.load_game(storage, "g"), saves.load_game(storage, "g")
    a_state = opening(("roll 2 5", "dir up", "place 2"))
    a = saves.autosave(storage, "g", a_state, PLAYERS, base_rev=tab_a.rev)
    assert a.status == saves.SAVED and a.rev == 2
    before = snapshot(storage)
    b = saves.autosave(storage, "g", opening(("roll 2 5", "dir up", "place 5")), PLAYERS, base_rev=tab_b.rev)
    assert b.status == saves.STALE and not b.ok and b.rev == 1
    assert "Another tab" in b.message and "revision 2" in b.message
    assert snapshot(storage) == before
    reloaded = saves.load_game(storage, "g")
    assert reloaded.state == a_state and reloaded.rev == 2
    assert saves.autosave(storage, "g", opening(("roll 2 5", "dir up", "place 2", "roll 1 1")), PLAYERS,
                          base_rev=reloaded.rev).rev == 3


def test_a_tab_that_only_looked_at_a_game_does_not_make_the_other_stale():
    storage = MemoryStorage()
    saves.autosave(storage, "g", opening(), PLAYERS)
    viewer = saves.load_game(storage, "g")
    assert saves.autosave(storage, "g", viewer.state, PLAYERS, base_rev=viewer.rev).status == saves.UNCHANGED
    assert saves.autosave(storage, "g", opening(("roll 2 5", "dir up", "place 2")), PLAYERS, base_rev=1).rev == 2


def test_a_game_deleted_elsewhere_is_saved_again_rather_than_lost():
    storage = MemoryStorage()
    saves.autosave(storage, "g", opening(), PLAYERS)
    storage.clear()
    result = saves.autosave(storage, "g", opening(("roll 2 5", "dir up", "place 2")), PLAYERS, base_rev=1)
    assert result.status == saves.SAVED and result.rev == 2


def test_storage_events_tell_whether_they_concern_the_current_game():
    key = saves.game_key("g")
    assert saves.concerns_game(key, "g")
    assert not saves.concerns_game(saves.game_key("h"), "g")
    assert not saves.concerns_game(keys.SETTINGS, "g")
    assert not saves.concerns_game("other-app", "g")
    assert saves.concerns_game(None, "g")  # storage.clear() in another tab
    assert saves.concerns_list(key) and saves.concerns_list(keys.STATS) and saves.concerns_list(None)
    assert not saves.concerns_list("other-app")


# --- a full storage ---------------------------------------------------------------------------


def test_a_full_storage_is_reported_and_the_game_stays_in_memory():
    storage = MemoryStorage(quota=200)
    state = opening()
    result = saves.autosave(storage, "g", state, PLAYERS)
    assert result.status == saves.FULL and not result.ok and result.message == FULL_MESSAGE
    assert storage.items == {}


def test_a_full_storage_keeps_the_last_saved_revision():
    storage = MemoryStorage()
    saves.autosave(storage, "g", opening(), PLAYERS)
    storage.quota = storage.used()
    before = snapshot(storage)
    result = saves.autosave(storage, "g", opening(("roll 2 5", "dir up", "place 2")), PLAYERS, base_rev=1)
    assert result.status == saves.FULL and result.rev == 1
    assert snapshot(storage) == before and saves.load_game(storage, "g").state == opening()


class BrowserLikeStorage(MemoryStorage):
    """Raises what Pyodide hands over from the browser, and answers null the way Pyodide may."""

    def __init__(self, error):
        super().__init__()
        self.error = error

    def setItem(self, key, value):  # noqa: N802
        raise self.error

    def getItem(self, key):  # noqa: N802
        return self.items.get(key, JSNULL)


class JsNull:
    def __bool__(self):
        return False


JSNULL = JsNull()


class JsException(Exception):
    def __init__(self, name, message):
        super().__init__(message)
        self.name = name


@pytest.mark.parametrize("error", [
    QuotaExceededError("full"),
    JsException("QuotaExceededError", "Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota."),
    JsException("NS_ERROR_DOM_QUOTA_REACHED", "Persistent storage maximum size reached"),
])
def test_browser_quota_errors_are_recognised(error):
    result = saves.autosave(BrowserLikeStorage(error), "g", opening(), PLAYERS)
    assert result.status == saves.FULL and result.message == FULL_MESSAGE


def test_other_browser_refusals_are_reported_too():
    result = saves.autosave(BrowserLikeStorage(JsException("SecurityError", "The operation is insecure.")),
                            "g", opening(), PLAYERS)
    assert result.status == saves.FAILED and not result.ok
    assert result.message.endswith("your game is kept in memory, export it")


def test_javascript_null_reads_as_missing():
    storage = BrowserLikeStorage(QuotaExceededError())
    assert saves.get_current(storage) is None
    with pytest.raises(saves.NotFound):
        saves.load_game(storage, "g")
    assert saves.list_games(storage) == saves.Listing((), ())


# --- entries that cannot be trusted -----------------------------------------------------------


def record_text(moves, version=1):
    return json.dumps({"format": "shanghaien-record", "version": version, "deck": list(DECK_CODES),
                       "start": 0, "moves": moves})


GARBAGE = {
    "shanghaien.v1.game.badjson": "{not json",
    "shanghaien.v1.game.notrecord": '{"hello": 1}',
    "shanghaien.v1.game.badmove": record_text(["roll 1 2", "dir up", "place 4"]),
    "shanghaien.v1.game.future": record_text([], version=2),
    "shanghaien.v2.game.abc": "whatever a later version writes",
    "shanghaien.v1.mystery": "?",
    "shanghaien.v1.game.bad id!": "{}",
    "shanghaien.v1.settings": "[1, 2",
    "shanghaien.v1.stats": '{"levels": {"easy": {"games": -1}}}',
    "shanghaien.v1.current": "not an id!",
    "shanghaien:last-roll": "[3, 4]",  # the page's own small values, another prefix
    "someone-else": "x",
}


def garbage_storage():
    storage = MemoryStorage(GARBAGE)
    saves.autosave(storage, "good", opening(), PLAYERS)
    return storage


def test_untrusted_entries_become_notices_and_the_rest_keeps_working():
    storage = garbage_storage()
    listing = saves.list_games(storage)
    assert [g.id for g in listing.games] == ["good"]
    kinds = {n.key: n.kind for n in listing.notices}
    assert kinds == {
        "shanghaien.v1.game.badjson": "damaged",
        "shanghaien.v1.game.notrecord": "damaged",
        "shanghaien.v1.game.badmove": "damaged",
        "shanghaien.v1.game.future": "future",
        "shanghaien.v2.game.abc": "future",
        "shanghaien.v1.mystery": "foreign",
        "shanghaien.v1.game.bad id!": "foreign",
        "shanghaien.v1.settings": "damaged",
        "shanghaien.v1.stats": "damaged",
        "shanghaien.v1.current": "damaged",
    }
    messages = {n.key: n.message for n in listing.notices}
    assert "move 3: you rolled 1 and 2: no die shows 4" in messages["shanghaien.v1.game.badmove"]
    assert "not valid JSON" in messages["shanghaien.v1.game.badjson"]
    assert "newer version" in messages["shanghaien.v1.game.future"]
    assert all("kept" in m for m in messages.values())


def test_untrusted_entries_are_kept_byte_for_byte_and_can_be_exported_raw():
    storage = garbage_storage()
    saves.list_games(storage)
    saves.autosave(storage, "good", opening(("roll 2 5", "dir up", "place 2")), PLAYERS, base_rev=1)
    for key, raw in GARBAGE.items():
        assert storage.items[key] == raw
        assert saves.export_raw(storage, key) == raw


def test_an_unreadable_game_is_never_overwritten():
    storage = garbage_storage()
    for game_id in ("badjson", "notrecord", "future"):
        result = saves.autosave(storage, game_id, opening(), PLAYERS, base_rev=5)
        assert result.status == saves.BLOCKED and not result.ok and "kept in memory" in result.message
        assert saves.rename_game(storage, game_id, "x").status == saves.BLOCKED
    assert all(storage.items[k] == v for k, v in GARBAGE.items())


def test_loading_an_unreadable_game_raises_with_its_notice():
    storage = garbage_storage()
    with pytest.raises(saves.Unreadable) as caught:
        saves.load_game(storage, "badmove")
    assert caught.value.notice.key == "shanghaien.v1.game.badmove"
    assert "move 3: you rolled 1 and 2: no die shows 4" in str(caught.value)
    with pytest.raises(saves.Unreadable, match="newer version"):
        saves.load_game(storage, "future")


def test_the_player_may_discard_a_bad_entry_but_not_another_pages_key():
    storage = garbage_storage()
    for key in ("shanghaien.v1.game.badjson", "shanghaien.v1.mystery", "shanghaien.v2.game.abc"):
        saves.discard_entry(storage, key)
        assert key not in storage.items
    with pytest.raises(ValueError):
        saves.discard_entry(storage, "someone-else")
    assert storage.items["someone-else"] == "x"
    remaining = {n.key for n in saves.list_games(storage).notices}
    assert "shanghaien.v1.game.badjson" not in remaining and "shanghaien.v1.mystery" not in remaining


def test_a_damaged_current_mark_resumes_nothing():
    assert saves.get_current(garbage_storage()) is None


def test_a_record_without_the_layers_bookkeeping_still_lists_and_loads():
    storage = MemoryStorage({"shanghaien.v1.game.hand": record_text(["roll 1 2", "dir up", "place 1"])})
    listing = saves.list_games(storage)
    assert [(g.id, g.rev, g.moves, g.name) for g in listing.games] == [("hand", 0, 3, "Game")]
    game = saves.load_game(storage, "hand")
    assert game.rev == 0 and to_record(game.state)["moves"] == ["roll 1 2", "dir up", "place 1"]
