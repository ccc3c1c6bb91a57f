"""game.saves: export and import of record files, and sharing a game by link."""

import base64
import json
import random
import zlib

import pytest

from game import saves
from game.saves.link import MAX_DECODED, MAX_FRAGMENT
from game.saves.memory import MemoryStorage
from game.saves.transfer import MAX_FILE_CHARS
from game.shanghaien import actions as A
from game.shanghaien.cards import DECK_CODES
from game.shanghaien.randomplay import play_random_game, random_options, shuffled_deck
from game.shanghaien.record import apply_move, dumps
from game.shanghaien.state import State

PLAYERS = [{"name": "Änne <b>", "type": "human"}, {"name": "Bot", "type": "ai", "level": "hard"}]


def positions(seed, every=7):
    """Positions along one random game (every few actions, and the end) that a record can state.

    Dice in the air after a bare roll are not part of a record (the spec's `roll A B` carries both).
    """
    rng = random.Random(seed)
    state = State(shuffled_deck(rng), rng.randrange(2), random_options(rng))
    end = play_random_game(state.clone(), rng)
    actions = end.actions_played()
    replay = State(state.deck, state.start, state.options)
    for i, action in enumerate(actions):
        replay.apply_action(action)
        if i % every == 0 and action != A.ROLL:
            yield replay.clone()
    yield replay.clone()


def record_text(moves, **header):
    data = {"format": "shanghaien-record", "version": 1, "deck": list(DECK_CODES), "start": 0, "moves": moves}
    data.update(header)
    return json.dumps(data)


def opening(moves=("roll 2 5", "dir up", "place 2")):
    state = State(list(DECK_CODES), 0)
    for move in moves:
        apply_move(state, move)
    return state


# --- export and import ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_export_then_import_gives_back_every_position(seed):
    for state in positions(seed):
        text = saves.export_text(state, PLAYERS, {"ui": {"note": 1}, "save": {"rev": 9}})
        imported = saves.read_import(text)
        assert imported.state == state and imported.players == PLAYERS
        assert imported.x == {"ui": {"note": 1}}  # the layer's bookkeeping stays out of files


def test_dice_in_the_air_export_as_the_position_before_the_roll():
    state = opening()
    state.apply_action(A.ROLL)
    assert saves.read_import(saves.export_text(state, PLAYERS)).state == opening()
    assert saves.decode_link(saves.encode_link(state, PLAYERS)).state == opening()


def test_the_export_is_pretty_utf8_json_with_players():
    text = saves.export_text(opening(), PLAYERS)
    data = json.loads(text)
    assert data["players"] == PLAYERS and data["moves"] == ["roll 2 5", "dir up", "place 2"]
    assert "Änne <b>" in text and "\n    \"roll 2 5\",\n" in text
    assert "x" not in data
    assert text.endswith("}\n")


def test_export_game_reads_the_saved_game():
    storage = MemoryStorage()
    saves.autosave(storage, "g", opening(), PLAYERS, {"ui": 1})
    assert saves.export_game(storage, "g") == saves.export_text(opening(), PLAYERS, {"ui": 1})


def test_export_filename_is_safe_whatever_the_name():
    assert saves.export_filename("Sunday / <game> vs Bot!", now=0) == "shanghaien-sunday-game-vs-bot-1970-01-01.json"
    assert saves.export_filename("☠☠", now=0) == "shanghaien-game-1970-01-01.json"


def test_import_saves_a_new_game_that_lists_and_loads():
    storage = MemoryStorage()
    game, result = saves.import_game(storage, saves.export_text(opening(), PLAYERS), now=5)
    assert result.ok and result.rev == 1 and game.rev == 1 and game.name == "Änne <b> vs Bot"
    assert [g.id for g in saves.list_games(storage).games] == [game.id]
    assert saves.load_game(storage, game.id).state == opening()
    again, _ = saves.import_game(storage, saves.export_text(opening(), PLAYERS), name="copy")
    assert again.id != game.id and again.name == "copy"


def test_a_game_that_did_not_fit_in_storage_can_still_be_exported():
    storage = MemoryStorage(quota=200)
    state = opening()
    assert saves.autosave(storage, "g", state, PLAYERS).status == saves.FULL
    assert saves.read_import(saves.export_text(state, PLAYERS)).state == state


def test_an_import_that_does_not_fit_is_still_playable_in_memory():
    storage = MemoryStorage(quota=100)
    game, result = saves.import_game(storage, saves.export_text(opening(), PLAYERS))
    assert result.status == saves.FULL and game.state == opening() and storage.items == {}


@pytest.mark.parametrize("text, message", [
    (record_text(["roll 1 2", "dir up", "place 4"]), "move 3: you rolled 1 and 2: no die shows 4"),
    (record_text(["roll 1 2", "place 1"]), "move 2: choose the direction of the numbers first (which end of the row is 1)"),
    (record_text(["roll 1 7"]), "move 1: '7' is not a die value (1 to 6)"),
    (record_text([5]), "move 1: a move must be a string"),
    (record_text([], version=2), "move 0: 'version' must be the integer 1 (this reader knows version 1 only)"),
    (record_text([], extra=1), "move 0: unknown key 'extra'"),
    ("[]", "move 0: a record is a JSON object"),
    ("x" * (MAX_FILE_CHARS + 1), f"move 0: the file is too large ({MAX_FILE_CHARS + 1} characters; "
                                 f"a game record has at most {MAX_FILE_CHARS})"),
])
def test_a_bad_file_is_refused_with_the_move_and_the_reason_and_changes_nothing(text, message):
    storage = MemoryStorage()
    saves.autosave(storage, "g", opening(), PLAYERS)
    before = dict(storage.items)
    with pytest.raises(saves.ImportRefused) as caught:
        saves.import_game(storage, text)
    assert str(caught.value) == message
    assert caught.value.move == int(message.split(":")[0].split()[1])
    assert storage.items == before


def test_a_file_that_is_not_json_is_a_fault_of_move_0():
    with pytest.raises(saves.ImportRefused, match=r"^move 0: not valid JSON") as caught:
        saves.read_import("{oops")
    assert caught.value.move == 0
    with pytest.raises(saves.ImportRefused, match=r"^move 0: not valid JSON"):
        saves.read_import(b"{oops")
    with pytest.raises(saves.ImportRefused, match=r"^move 0: "):
        saves.read_import(b"\xff\xfe\x00garbage")


# --- links ------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_a_link_gives_back_every_position(seed):
    for state in positions(seed):
        fragment = saves.encode_link(state, PLAYERS)
        assert fragment.startswith("#g1=") and saves.is_game_link(fragment)
        for form in (fragment, fragment[1:]):
            linked = saves.decode_link(form)
            assert linked.state == state and linked.players == PLAYERS


def test_a_whole_game_makes_a_short_link():
    lengths = [len(saves.encode_link(list(positions(seed))[-1], PLAYERS)) for seed in range(10)]
    assert max(lengths) < 2000


def fragment_of(data: bytes, prefix="g1=") -> str:
    return "#" + prefix + base64.urlsafe_b64encode(data).rstrip(b"=").decode()


GOOD = saves.encode_link(opening(), PLAYERS)
GOOD_DATA = zlib.compress(dumps(opening(), PLAYERS).encode())


@pytest.mark.parametrize("fragment, message", [
    ("", "This link does not hold a game."),
    ("#", "This link does not hold a game."),
    ("#x=abc", "This link does not hold a game."),
    ("#g1", "This link does not hold a game."),
    ("#g2=abc", "This link was made by another version of this site (link version 2; this one reads version 1)."),
    ("#g1=ab$c", "This link is damaged: it holds characters a game link never uses."),
    ("#g1=ab+/", "This link is damaged: it holds characters a game link never uses."),
    ("#g1=a", "This link is damaged: it is cut short or altered."),
    ("#g1=", "This link is damaged: it is cut short."),
    (fragment_of(b"hello, world"), "This link is damaged: its data is not compressed as a game link's is."),
    (GOOD[:-12], "This link is damaged: it is cut short."),
    (fragment_of(GOOD_DATA + b"more"), "This link is damaged: it has extra data after the game."),
    (fragment_of(zlib.compress(b"\xff\xfe")), "This link is damaged: its game is not text."),
    (fragment_of(zlib.compress(b"[]")), "The game in this link cannot be read: move 0: a record is a JSON object"),
    (fragment_of(zlib.compress(record_text(["roll 1 2", "dir up", "place 4"]).encode())),
     "The game in this link cannot be read: move 3: you rolled 1 and 2: no die shows 4"),
    ("#g1=" + "A" * MAX_FRAGMENT, f"This link is too long ({MAX_FRAGMENT + 3} characters; a game link has at most "
                                  f"{MAX_FRAGMENT})."),
])
def test_a_malformed_link_is_refused_with_a_message(fragment, message):
    with pytest.raises(saves.LinkRefused) as caught:
        saves.decode_link(fragment)
    assert str(caught.value) == message


@pytest.mark.parametrize("size", [MAX_DECODED + 1, 10_000_000])
def test_a_zip_bomb_is_refused_without_unpacking_it(size):
    bomb = zlib.compressobj(9)
    data = bomb.compress(b"[" + b" " * (size - 2)) + bomb.compress(b"]") + bomb.flush()
    fragment = fragment_of(data)
    assert len(fragment) <= MAX_FRAGMENT  # short enough to pass the length check: only the unpacking cap stops it
    with pytest.raises(saves.LinkRefused, match=rf"too much data \(more than {MAX_DECODED // 1024} KiB once unpacked\)"):
        saves.decode_link(fragment)


def test_a_record_of_exactly_the_cap_still_unpacks():
    text = record_text([])
    padded = text[:-1] + " " * (MAX_DECODED - len(text)) + "}"
    assert len(padded) == MAX_DECODED
    assert saves.decode_link(fragment_of(zlib.compress(padded.encode()))).state == State(list(DECK_CODES), 0)


def test_a_linked_game_can_be_stored():
    storage = MemoryStorage()
    game, result = saves.store_new(storage, saves.decode_link(GOOD))
    assert result.ok and saves.load_game(storage, game.id).state == opening()


def test_is_game_link_ignores_other_fragments():
    assert not saves.is_game_link("")
    assert not saves.is_game_link("#rules")
    assert saves.is_game_link("#g7=x")
