"""game.shanghaien.results (Shanghaien's statistics) and settings: results per AI level, counted once per game; a reset; settings."""

import json
import random

import pytest

from game import saves
from game.saves import keys
from game.shanghaien import results
from game.saves.memory import MemoryStorage
from game.shanghaien.cards import DECK_CODES
from game.shanghaien.randomplay import play_random_game, random_options, shuffled_deck
from game.shanghaien.state import State
from game.shanghaien.view import breakdown


def vs(level, human=0):
    players = [{"name": "Ann", "type": "human"}, {"name": "Bot", "type": "ai", "level": level}]
    return players if human == 0 else players[::-1]


def finished(seed):
    rng = random.Random(seed)
    return play_random_game(State(shuffled_deck(rng), rng.randrange(2), random_options(rng)), rng)


def find(outcome, count=1):
    """Finished random games whose result for player 0 is 'win', 'draw' or 'loss'."""
    found = []
    for seed in range(2000):
        s0, s1 = finished(seed).scores()
        if {"win": s0 > s1, "draw": s0 == s1, "loss": s0 < s1}[outcome]:
            found.append(finished(seed))
            if len(found) == count:
                return found
    raise AssertionError(f"no {outcome} among the seeds")


def monopolies(state, seat):
    return sum(1 for n in breakdown(state)["nations"] if n["outcome"] == f"monopoly{seat}")


def test_a_finished_game_is_counted_under_its_level():
    storage = MemoryStorage()
    (win,) = find("win")
    assert results.record_game(storage, "g1", win, vs("easy")).status == saves.SAVED
    stats = results.load_stats(storage)
    mine, theirs = win.scores()
    assert stats.level("easy") == results.LevelStats(1, 1, 0, 0, mine, mine - theirs, monopolies(win, 0))
    assert stats.level("easy").average_score == mine
    assert stats.level("hard") == results.LevelStats()
    assert stats.total == stats.level("easy")


def test_wins_draws_and_losses_margins_and_averages_add_up():
    storage = MemoryStorage()
    wins, (draw,), (loss,) = find("win", 2), find("draw"), find("loss")
    for i, game in enumerate(wins + [draw, loss]):
        results.record_game(storage, f"g{i}", game, vs("hard"))
    tally = results.load_stats(storage).level("hard")
    assert (tally.games, tally.wins, tally.draws, tally.losses) == (4, 2, 1, 1)
    assert tally.best_margin == max(s0 - s1 for s0, s1 in (g.scores() for g in wins))
    assert tally.points == sum(g.scores()[0] for g in wins + [draw, loss])
    assert tally.average_score == tally.points / 4
    assert tally.monopolies == sum(monopolies(g, 0) for g in wins + [draw, loss])


def test_the_human_in_seat_1_is_scored_from_their_side():
    storage = MemoryStorage()
    (loss,) = find("loss")  # player 0 lost, so the human in seat 1 won
    results.record_game(storage, "g", loss, vs("easy", human=1))
    tally = results.load_stats(storage).level("easy")
    assert (tally.wins, tally.losses, tally.points) == (1, 0, loss.scores()[1])
    assert tally.monopolies == monopolies(loss, 1)


def test_a_game_is_counted_once_even_after_a_reset():
    storage = MemoryStorage()
    (win,) = find("win")
    results.record_game(storage, "g", win, vs("easy"))
    again = results.record_game(storage, "g", win, vs("easy"))
    assert again.status == saves.UNCHANGED and again.ok
    assert results.load_stats(storage).level("easy").games == 1
    assert results.reset_stats(storage).ok
    assert results.load_stats(storage).total == results.LevelStats()
    results.record_game(storage, "g", win, vs("easy"))
    assert results.load_stats(storage).total.games == 0
    results.record_game(storage, "other", win, vs("easy"))
    assert results.load_stats(storage).total.games == 1


HOT = [{"name": "A", "type": "human"}, {"name": "B", "type": "human"}]


def test_unfinished_games_and_games_without_people_are_not_counted():
    storage = MemoryStorage()
    assert results.record_game(storage, "g", State(list(DECK_CODES), 0), vs("easy")).status == saves.UNCHANGED
    (win,) = find("win")
    assert results.record_game(storage, "g", win, None).status == saves.UNCHANGED
    bots = [{"name": "A", "type": "ai", "level": "easy"}, {"name": "B", "type": "ai", "level": "hard"}]
    assert results.record_game(storage, "g", win, bots).status == saves.UNCHANGED
    assert keys.STATS not in storage.items


def all_monopolies(state):
    return monopolies(state, 0) + monopolies(state, 1)


def test_hot_seat_games_are_counted_apart_by_seat_colour():
    storage = MemoryStorage()
    (win,), (draw,), (loss,) = find("win"), find("draw"), find("loss")
    for i, game in enumerate([win, draw, loss]):
        assert results.record_game(storage, f"h{i}", game, HOT).status == saves.SAVED
    stats = results.load_stats(storage)
    hot = stats.hot_seat
    assert (hot.games, hot.red_wins, hot.blue_wins, hot.draws) == (3, 1, 1, 1)
    assert hot.points == sum(sum(g.scores()) for g in (win, draw, loss))
    assert hot.average_score == hot.points / 6
    assert hot.best_margin == max(abs(g.scores()[0] - g.scores()[1]) for g in (win, loss))
    assert hot.monopolies == sum(all_monopolies(g) for g in (win, draw, loss))
    assert stats.total == results.LevelStats() and stats.levels == ()  # not mixed into the AI levels
    assert results.record_game(storage, "h0", win, HOT).status == saves.UNCHANGED
    results.record_game(storage, "ai", win, vs("easy"))
    stats = results.load_stats(storage)
    assert stats.hot_seat == hot and stats.total.games == 1


def test_a_drawn_hot_seat_game_has_no_best_win_and_a_reset_clears_hot_seat_games_too():
    storage = MemoryStorage()
    (draw,) = find("draw")
    results.record_game(storage, "d", draw, HOT)
    assert results.load_stats(storage).hot_seat.best_margin is None
    assert results.load_stats(storage).hot_seat.average_score == draw.scores()[0]
    assert results.reset_stats(storage).ok
    assert results.load_stats(storage).hot_seat == results.HotSeatStats()
    assert results.record_game(storage, "d", draw, HOT).status == saves.UNCHANGED


def test_statistics_stored_before_hot_seat_games_were_counted_still_read():
    storage = MemoryStorage({keys.STATS: json.dumps({"levels": {"easy": {
        "games": 1, "wins": 1, "draws": 0, "losses": 0, "points": 12, "best_margin": 3, "monopolies": 2}},
        "counted": ["g"]})})
    stats = results.load_stats(storage)
    assert stats.level("easy").games == 1 and stats.hot_seat == results.HotSeatStats()
    storage.setItem(keys.STATS, json.dumps({"levels": {}, "counted": [], "hot_seat": {"games": -1}}))
    with pytest.raises(saves.Unreadable):
        results.load_stats(storage)


def test_damaged_statistics_are_kept_until_the_player_resets_them():
    storage = MemoryStorage({keys.STATS: "{broken"})
    with pytest.raises(saves.Unreadable, match="statistics cannot be read"):
        results.load_stats(storage)
    (win,) = find("win")
    assert results.record_game(storage, "g", win, vs("easy")).status == saves.BLOCKED
    assert storage.items[keys.STATS] == "{broken"
    assert results.reset_stats(storage).ok
    assert results.load_stats(storage) == results.Stats()


def test_a_full_storage_leaves_the_statistics_as_they_were():
    storage = MemoryStorage()
    (win,) = find("win")
    results.record_game(storage, "a", win, vs("easy"))
    storage.quota = storage.used()
    result = results.record_game(storage, "b", win, vs("easy"))
    assert result.status == saves.FULL and result.message == "storage is full: the statistics were not updated"
    assert results.load_stats(storage).total.games == 1


def test_statistics_are_plain_json_under_their_key():
    storage = MemoryStorage()
    (win,) = find("win")
    results.record_game(storage, "g", win, vs("easy"))
    data = json.loads(storage.items["shanghaien.v1.stats"])
    assert data["counted"] == ["g"] and data["levels"]["easy"]["games"] == 1
    assert data["hot_seat"]["games"] == 0


def test_settings_round_trip_over_defaults_and_damaged_ones_are_kept():
    storage = MemoryStorage()
    assert saves.load_settings(storage) == {"undo": True}
    assert saves.save_settings(storage, {"undo": False, "level": "hard"}).ok
    assert saves.load_settings(storage) == {"undo": False, "level": "hard"}
    storage.setItem(keys.SETTINGS, "nonsense")
    assert saves.load_settings(storage) == {"undo": True}
    assert saves.save_settings(storage, {"undo": False}).status == saves.BLOCKED
    assert storage.items[keys.SETTINGS] == "nonsense"
