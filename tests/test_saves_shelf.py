"""The saves layer keeps any registered game: a tiny game of the tests' own, for four seats, saved,
listed, exported, imported and shared beside Shanghaien's games without touching them."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field, replace

import pytest

from game import registry, saves
from game.registry import GameDescriptor
from game.saves import Loaded, Progress, RecordFault
from game.saves.memory import MemoryStorage
from game.shanghaien.randomplay import shuffled_deck
from game.shanghaien.state import State

FORMAT = "pass-the-parcel-record"


@dataclass
class Parcel:
    """Seats pass a parcel round: each move adds one to the mover's points; ten moves end it."""

    seats: int
    moves: list[str] = field(default_factory=list)
    unwrapping: bool = False  # a step a record cannot hold (like dice in the air)

    def points(self) -> tuple[int, ...]:
        return tuple(sum(1 for i, _ in enumerate(self.moves) if i % self.seats == s) for s in range(self.seats))


class ParcelCodec:
    """The tiny game's records for the saves layer."""

    game = "pass-the-parcel"
    format = FORMAT
    version = 1
    title = "Pass the parcel"

    def read(self, data: dict) -> Loaded:
        players = data.get("players")
        if not isinstance(players, list) or not 2 <= len(players) <= 6:
            raise RecordFault(0, "players must be 2 to 6")
        for n, move in enumerate(data.get("moves", []), 1):
            if move != "pass":
                raise RecordFault(n, f"{move!r} is not pass")
        return Loaded(Parcel(len(players), list(data["moves"])), players, dict(data.get("x") or {}))

    def write(self, state: Parcel, players: list[dict] | None, x: dict) -> dict:
        record = {"format": FORMAT, "version": 1, "players": players or [{}] * state.seats, "moves": state.moves}
        if x:
            record["x"] = x
        return record

    def progress(self, state: Parcel) -> Progress:
        points = state.points()
        over = len(state.moves) >= 10
        best = max(points)
        winners = tuple(s for s, p in enumerate(points) if p == best) if over else ()
        return Progress(len(state.moves) // state.seats + 1, points, over, winners, {"laps": 10}, state.seats)

    def pending(self, state: Parcel) -> str | None:
        return "unwrap" if state.unwrapping else None

    def resume(self, state: Parcel, pending: str) -> None:
        state.unwrapping = pending == "unwrap"

    def default_names(self, seats: int) -> tuple[str, ...]:
        return tuple(f"Seat {i + 1}" for i in range(seats))


def codec() -> ParcelCodec:
    """The tiny game's codec."""
    return ParcelCodec()


PARCEL = GameDescriptor(
    id="pass-the-parcel", format=FORMAT, package=__name__, api="",
    names={lang: "Pass the parcel" for lang in ("en", "de", "it", "fr")},
    blurbs={lang: "Round it goes" for lang in ("en", "de", "it", "fr")},
    players=(2, 6), levels=("passer",), default_level="passer", hidden_hands=False)

FOUR = [{"name": "Ann", "type": "human"}, {"name": "Bo", "type": "ai", "level": "passer"},
        {"name": "Cy", "type": "ai", "level": "passer"}, {"name": "Di", "type": "ai", "level": "passer"}]


@pytest.fixture()
def parcel():
    registry.register(PARCEL)
    saves.shelf_for.cache_clear()
    yield saves.shelf_for(PARCEL.id)
    registry.unregister(PARCEL.id)
    saves.shelf_for.cache_clear()


def a_shanghaien_game(storage: MemoryStorage) -> State:
    state = State(shuffled_deck(random.Random(5)), 0)
    saves.autosave(storage, "sh", state, [{"name": "Red", "type": "human"}, {"name": "Blue", "type": "human"}],
                   base_rev=0, now=1000)
    return state


def test_a_four_seat_game_is_saved_under_its_own_keys_and_listed_apart(parcel):
    storage = MemoryStorage()
    a_shanghaien_game(storage)
    state = Parcel(4, ["pass"] * 5)
    result = saves.autosave(storage, "p1", state, FOUR, {"ui": 1}, base_rev=0, now=2000, shelf=parcel)
    assert result.ok and result.rev == 1
    assert "pass-the-parcel.v1.game.p1" in storage.items and "pass-the-parcel.v1.index" in storage.items
    mine = saves.list_games(storage, shelf=parcel)
    assert [g.id for g in mine.games] == ["p1"] and mine.notices == ()
    info = mine.games[0]
    assert info.game == "pass-the-parcel" and info.names == ("Ann", "Bo", "Cy", "Di")
    assert info.human == 0 and info.level == "passer" and info.round == 2 and info.scores == (2, 1, 1, 1)
    assert not info.finished and info.winners == () and info.name == "Ann vs Bo vs Cy vs Di"
    assert [g.id for g in saves.list_games(storage).games] == ["sh"]  # Shanghaien's list is its own
    game = saves.load_game(storage, "p1", shelf=parcel)
    assert game.state == state and game.players == FOUR and game.x == {"ui": 1} and game.game == "pass-the-parcel"


def test_a_shared_win_lists_every_winner_and_no_single_one(parcel):
    storage = MemoryStorage()
    saves.autosave(storage, "done", Parcel(5, ["pass"] * 10), None, shelf=parcel)
    info = saves.list_games(storage, shelf=parcel).games[0]
    assert info.finished and info.winners == (0, 1, 2, 3, 4) and info.winner is None
    assert info.names == ("Seat 1", "Seat 2", "Seat 3", "Seat 4", "Seat 5") and info.human is None


def test_a_pending_step_survives_a_reload(parcel):
    storage = MemoryStorage()
    state = Parcel(3, ["pass"], unwrapping=True)
    saves.autosave(storage, "g", state, None, shelf=parcel)
    assert json.loads(storage.items["pass-the-parcel.v1.game.g"])["x"]["save"]["pending"] == "unwrap"
    assert saves.load_game(storage, "g", shelf=parcel).state.unwrapping


def test_files_and_links_of_any_game_go_to_their_own_game(parcel):
    storage = MemoryStorage()
    state = Parcel(4, ["pass"] * 3)
    text = saves.export_text(state, FOUR, shelf=parcel)
    imported, result = saves.import_game(storage, text, now=3000)
    assert result.ok and imported.game == "pass-the-parcel" and imported.state == state
    assert [g.id for g in saves.list_games(storage, shelf=parcel).games] == [imported.id]
    assert saves.list_games(storage).games == ()
    linked = saves.decode_link(saves.encode_link(state, FOUR, shelf=parcel))
    assert linked.game == "pass-the-parcel" and linked.state == state and linked.players == FOUR
    assert saves.export_filename("Ann's game", now=0, shelf=parcel) == "pass-the-parcel-ann-s-game-1970-01-01.json"


def test_a_bad_record_of_another_game_is_refused_by_that_game(parcel):
    bad = json.dumps({"format": FORMAT, "version": 1, "players": [{}, {}], "moves": ["pass", "grab"]})
    with pytest.raises(saves.ImportRefused, match="move 2: 'grab' is not pass"):
        saves.read_import(bad)
    with pytest.raises(saves.ImportRefused, match="move 0: not valid JSON"):
        saves.read_import("{nope")


def test_a_record_of_a_game_whose_code_is_not_on_the_page_is_refused_with_what_to_do(parcel):
    """In the browser a game's package comes when the game is first opened: a record of a game
    not opened yet, read on another board, is refused with a message, never a traceback."""
    absent = replace(PARCEL, id="not-here", format="not-here-record", package="game.not_here", api="api",
                     names={"en": "Hide and seek"})
    registry.register(absent)
    try:
        record = json.dumps({"format": "not-here-record", "version": 1, "players": [{}, {}], "moves": []})
        with pytest.raises(saves.ImportRefused, match="move 0: a record of Hide and seek, which this page has not "
                                                      "loaded yet: open Hide and seek from the list of games"):
            saves.read_import(record)
    finally:
        registry.unregister(absent.id)
        saves.shelf_for.cache_clear()


def test_an_entry_of_one_game_is_never_taken_for_another(parcel):
    storage = MemoryStorage()
    a_shanghaien_game(storage)
    storage.setItem("pass-the-parcel.v1.game.x", storage.items["shanghaien.v1.game.sh"])
    listing = saves.list_games(storage, shelf=parcel)
    assert listing.games == () and [n.key for n in listing.notices] == ["pass-the-parcel.v1.game.x"]
    assert "not a Pass the parcel game record" in listing.notices[0].message
    saves.discard_entry(storage, "pass-the-parcel.v1.game.x", shelf=parcel)
    with pytest.raises(ValueError):
        saves.discard_entry(storage, "shanghaien.v1.game.sh", shelf=parcel)
    assert "shanghaien.v1.game.sh" in storage.items


def test_the_current_game_is_kept_per_game(parcel):
    storage = MemoryStorage()
    a_shanghaien_game(storage)
    saves.set_current(storage, "sh")
    saves.autosave(storage, "p", Parcel(2), None, shelf=parcel)
    saves.set_current(storage, "p", shelf=parcel)
    assert saves.get_current(storage) == "sh" and saves.get_current(storage, shelf=parcel) == "p"
    saves.delete_game(storage, "p", shelf=parcel)
    assert saves.get_current(storage, shelf=parcel) is None and saves.get_current(storage) == "sh"


def test_results_count_each_finished_game_once_by_level_and_table_size(parcel):
    storage = MemoryStorage()
    three = FOUR[:3]
    won = Parcel(3, ["pass"] * 9)
    assert saves.record_result(storage, parcel, "a", won, three).status == "unchanged"  # not over yet
    won.moves.append("pass")  # seat 0 has passed four times, the others three: seat 0 wins alone
    shared = Parcel(5, ["pass"] * 10)  # everyone moved twice: a win shared by all five
    five = FOUR + [{"name": "Ed", "type": "ai", "level": "passer"}]
    assert saves.record_result(storage, parcel, "a", won, three).ok
    assert saves.record_result(storage, parcel, "a", won, three).status == "unchanged"  # counted once
    assert saves.record_result(storage, parcel, "b", shared, five).ok
    people = [{"name": n, "type": "human"} for n in "ABCD"]
    assert saves.record_result(storage, parcel, "c", Parcel(4, ["pass"] * 10), people).ok
    results = saves.load_results(storage, parcel)
    at_three, at_five = results.tally("passer", 3), results.tally("passer", 5)
    assert (at_three.games, at_three.wins, at_three.shared, at_three.points, at_three.places,
            at_three.best) == (1, 1, 0, 4, 1, 4)
    assert (at_five.games, at_five.wins, at_five.shared, at_five.average_place) == (1, 0, 1, 1.0)
    assert results.people == ((4, 1),) and results.tally("passer", 4).games == 0
    assert "shanghaien.v1.stats" not in storage.items  # Shanghaien's statistics are its own
    saves.reset_results(storage, parcel)
    assert saves.load_results(storage, parcel).tally("passer", 3).games == 0
    assert saves.record_result(storage, parcel, "a", won, three).status == "unchanged"  # still counted


def test_damaged_results_are_reported_kept_and_never_overwritten(parcel):
    storage = MemoryStorage()
    storage.setItem("pass-the-parcel.v1.stats", "{broken")
    notices = saves.list_games(storage, shelf=parcel).notices
    assert [n.key for n in notices] == ["pass-the-parcel.v1.stats"]
    assert "Pass the parcel statistics cannot be read" in notices[0].message
    result = saves.record_result(storage, parcel, "x", Parcel(2, ["pass"] * 10), FOUR[:2])
    assert result.status == "blocked" and storage.items["pass-the-parcel.v1.stats"] == "{broken"
    with pytest.raises(saves.Unreadable):
        saves.load_results(storage, parcel)
