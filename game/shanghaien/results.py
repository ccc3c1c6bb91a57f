"""Statistics per AI level: games, wins, draws, losses, points, best winning margin, monopolies;
and, counted apart, games of two people on one device (wins by seat colour).

Recorded once per finished game (idempotent by game id); a reset zeroes the numbers but
remembers which games were counted, so reopening an old game never counts it again.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from game.saves.keys import FIRST_GAME, STATS
from game.saves.scan import STATS_CHECKS
from game.saves.meta import ai_level, human_seat
from game.saves.storage import Storage, read_json, to_json, write
from game.saves.values import BLOCKED, DAMAGED, SAVED, UNCHANGED, Notice, SaveResult, Unreadable

from .state import State
from .view import nation_scores


MAX_LEVEL = 40  # characters kept of a level name (it comes from the record)


@dataclass(frozen=True)
class LevelStats:
    """The human's results against one AI level (or all levels, for Stats.total)."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    points: int = 0  # the human's final scores, summed
    best_margin: int | None = None  # the biggest winning margin; None before the first win
    monopolies: int = 0  # nations the human alone held at the end of a game

    @property
    def average_score(self) -> float | None:
        """The human's mean final score, None before the first game."""
        return self.points / self.games if self.games else None

    def plus(self, other: LevelStats) -> LevelStats:
        """Both tallies together."""
        margins = [m for m in (self.best_margin, other.best_margin) if m is not None]
        return LevelStats(self.games + other.games, self.wins + other.wins, self.draws + other.draws,
                          self.losses + other.losses, self.points + other.points,
                          max(margins) if margins else None, self.monopolies + other.monopolies)


@dataclass(frozen=True)
class HotSeatStats:
    """Games of two people on one device: who won by seat (red is player 0, blue player 1)."""

    games: int = 0
    red_wins: int = 0
    blue_wins: int = 0
    draws: int = 0
    points: int = 0  # both players' final scores, summed
    best_margin: int | None = None  # the biggest winning margin; None before the first decided game
    monopolies: int = 0  # nations one player alone held at the end, both players counted

    @property
    def average_score(self) -> float | None:
        """A player's mean final score, None before the first game."""
        return self.points / (2 * self.games) if self.games else None

    def plus(self, other: HotSeatStats) -> HotSeatStats:
        """Both tallies together."""
        margins = [m for m in (self.best_margin, other.best_margin) if m is not None]
        return HotSeatStats(self.games + other.games, self.red_wins + other.red_wins,
                            self.blue_wins + other.blue_wins, self.draws + other.draws, self.points + other.points,
                            max(margins) if margins else None, self.monopolies + other.monopolies)


@dataclass(frozen=True)
class Stats:
    """All statistics: a tally per AI level, hot-seat games apart, and the ids of the games counted so far."""

    levels: tuple[tuple[str, LevelStats], ...] = ()
    counted: frozenset[str] = frozenset()
    hot_seat: HotSeatStats = HotSeatStats()

    def level(self, name: str) -> LevelStats:
        """The tally against one level (zeros if never played)."""
        return dict(self.levels).get(name, LevelStats())

    @property
    def total(self) -> LevelStats:
        """The tallies of all levels together."""
        out = LevelStats()
        for _, tally in self.levels:
            out = out.plus(tally)
        return out


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _tally(raw: Any, kind: type = LevelStats) -> Any:
    """A LevelStats (or HotSeatStats) from stored JSON, or None if it is not in that shape."""
    if not isinstance(raw, dict):
        return None
    names = [f.name for f in fields(kind)]
    if any(not _count(raw.get(n)) for n in names if n != "best_margin"):
        return None
    if raw.get("best_margin") is not None and not _count(raw["best_margin"]):
        return None
    return kind(**{n: raw.get(n) for n in names})


def _as_json(tally: Any) -> dict:
    return {f.name: getattr(tally, f.name) for f in fields(tally)}


def _parse(data: Any) -> Stats | None:
    if not isinstance(data, dict) or not isinstance(data.get("levels"), dict):
        return None
    counted = data.get("counted", [])
    if not isinstance(counted, list) or not all(isinstance(c, str) for c in counted):
        return None
    levels = []
    for name, raw in sorted(data["levels"].items()):
        tally = _tally(raw)
        if tally is None:
            return None
        levels.append((name, tally))
    hot_seat = _tally(data["hot_seat"], HotSeatStats) if "hot_seat" in data else HotSeatStats()
    if hot_seat is None:
        return None
    return Stats(tuple(levels), frozenset(counted), hot_seat)


def _read(storage: Storage) -> Stats | Notice:
    raw, data, parsed = read_json(storage, STATS)
    if raw is None:
        return Stats()
    stats = _parse(data) if parsed else None
    if stats is None:
        why = "not valid JSON" if not parsed else "not in the expected shape"
        return Notice(STATS, DAMAGED, f"Your statistics cannot be read ({why}). They are kept as they are: "
                                      "you can export them as text, or reset the statistics.")
    return stats


def _store(storage: Storage, stats: Stats) -> SaveResult:
    data = {"levels": {name: _as_json(tally) for name, tally in stats.levels}, "counted": sorted(stats.counted),
            "hot_seat": _as_json(stats.hot_seat)}
    return write(storage, STATS, to_json(data), lost="the statistics were not updated") or SaveResult(SAVED)


def check(storage: Storage) -> Notice | None:
    """A notice if the stored statistics cannot be read, else None."""
    found = _read(storage)
    return found if isinstance(found, Notice) else None


def load_stats(storage: Storage) -> Stats:
    """The statistics (empty if none yet); raises Unreadable if the stored ones cannot be read."""
    found = _read(storage)
    if isinstance(found, Notice):
        raise Unreadable(found)
    return found


def record_game(storage: Storage, game_id: str, state: State, players: list[dict] | None) -> SaveResult:
    """Count a finished game once: against the AI under its level, two people on one device apart.

    UNCHANGED if the game is not over, has no known players (or two AIs), or is counted already.
    """
    if not state.is_terminal():
        return SaveResult(UNCHANGED, "the game is not over")
    seat = human_seat(players)
    hot_seat = bool(players) and all(p.get("type") == "human" for p in players)
    if seat is None and not hot_seat:
        return SaveResult(UNCHANGED, "only games of people against the AI or each other are counted")
    stats = _read(storage)
    if isinstance(stats, Notice):
        return SaveResult(BLOCKED, stats.message)
    if game_id in stats.counted:
        return SaveResult(UNCHANGED, "this game is already counted")
    if seat is None:
        return _store(storage, replace(stats, counted=stats.counted | {game_id},
                                       hot_seat=stats.hot_seat.plus(_hot_seat_game(state))))
    mine, theirs = state.scores()[seat], state.scores()[1 - seat]
    margin = mine - theirs
    monopolies = sum(1 for ns in nation_scores(state) if ns.strengths[seat] and not ns.strengths[1 - seat])
    game = LevelStats(1, int(margin > 0), int(margin == 0), int(margin < 0), mine,
                      margin if margin > 0 else None, monopolies)
    level = (ai_level(players) or "")[:MAX_LEVEL]
    levels = dict(stats.levels)
    levels[level] = levels.get(level, LevelStats()).plus(game)
    return _store(storage, Stats(tuple(sorted(levels.items())), stats.counted | {game_id}, stats.hot_seat))


def _hot_seat_game(state: State) -> HotSeatStats:
    """One finished game of two people as a tally."""
    s0, s1 = state.scores()
    monopolies = sum(1 for ns in nation_scores(state) if bool(ns.strengths[0]) != bool(ns.strengths[1]))
    return HotSeatStats(1, int(s0 > s1), int(s1 > s0), int(s0 == s1), s0 + s1,
                        abs(s0 - s1) if s0 != s1 else None, monopolies)


def reset_stats(storage: Storage) -> SaveResult:
    """Zero the statistics, hot-seat games included (keeping which games were counted); unreadable ones are replaced."""
    stats = _read(storage)
    counted = stats.counted if isinstance(stats, Stats) else frozenset()
    return _store(storage, Stats((), counted))


STATS_CHECKS[FIRST_GAME] = check
