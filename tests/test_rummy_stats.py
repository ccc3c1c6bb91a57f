"""The rummy tables' statistics: which rows show, in what order, and how the figures are written;
and the shared card-and-statistics phrases are complete in every language."""

from __future__ import annotations

import pytest

from game.penny_shanghai import api as penny
from game.rummy.ui import stats, words
from game.saves.memory import MemoryStorage
from game.saves.results import Results, Tally, load_results, record_result
from game.saves.shelf import shelf_for
from game.ui.i18n import LANGUAGES, add_phrases, fields_of, set_language

add_phrases(words.CATALOGUES)


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def test_rows_follow_the_tables_level_order_then_unknown_levels_and_skip_unplayed():
    results = Results(tallies=(("greedy", 4, Tally(2, 1, 0, 30, 4, 10)),
                               ("shark", 4, Tally(4, 1, 1, 800, 9, 150)),
                               ("kibitzer", 3, Tally(1, 1, 0, 40, 1, 40)),
                               ("regular", 4, Tally())),
                      people=((4, 3),))
    view = stats.summary(results, ("kibitzer", "regular", "hustler", "shark"))
    assert [(r.level, r.seats) for r in view.rows] == [("kibitzer", 3), ("shark", 4), ("greedy", 4)]
    assert view.games == 2 + 4 + 1 + 3
    shark = view.rows[1]
    assert dict(zip(stats.COLUMNS, shark.cells)) == {
        "games": "4", "wins": "1", "shared": "1", "rate": "50%", "average": "200.0", "place": "2.2", "best": "150"}


def test_figures_are_written_the_languages_way():
    set_language("de")
    cells = dict(zip(stats.COLUMNS, stats.cells(Tally(3, 1, 0, 100, 5, 12))))
    assert cells["average"] == "33,3" and cells["place"] == "1,7" and cells["rate"] == "33 %"
    assert stats.cells(Tally())[3:] == ("—", "—", "—", "—")


def test_a_finished_game_counted_by_the_saves_layer_shows_as_a_row():
    shelf = shelf_for("penny-shanghai")
    store = MemoryStorage()
    finished = _finished_penny_game()
    players = [{"type": "human", "name": "Ana"}] + [{"type": "ai", "level": "aunt", "name": f"C{i}"} for i in range(3)]
    record_result(store, shelf, "g1", finished, players)
    record_result(store, shelf, "g1", finished, players)  # counted once
    view = stats.summary(load_results(store, shelf), ("cousin", "aunt", "grandma"))
    assert [(r.level, r.seats, r.cells[0]) for r in view.rows] == [("aunt", 4, "1")]


def _finished_penny_game():
    """A whole four-seat Penny Shanghai game of random moves, played to its end."""
    return penny.load(penny.random_record(seed=3, seats=4))


def test_an_unknown_level_keeps_its_name():
    name = stats.level_namer("sr.level.")
    assert name("shark-9000") == "shark-9000"


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_has_every_card_and_statistics_phrase_with_the_same_fields(code):
    english, theirs = words.CATALOGUES["en"], words.CATALOGUES[code]
    assert set(theirs) == set(english)
    for key, phrase in english.items():
        assert theirs[key].strip(), key
        assert fields_of(theirs[key]) == fields_of(phrase), key
