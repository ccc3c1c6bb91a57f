"""Results of the finished games of any game of the site: one tally per computer level and table
size for a person playing against the computer, and a count of the games of several people.

Each game is counted once (by its id); a reset zeroes the tallies but remembers what was counted.
A game whose lowest score is the best (the codec's `low_wins`, Shanghai rummy's points) ranks low
first, its best score is its lowest.
Shanghaien keeps its own, richer statistics (stats.py) under its key.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from .meta import ai_level, human_seat
from .shelf import Shelf
from .storage import Storage, read_json, to_json, write
from .values import BLOCKED, DAMAGED, SAVED, UNCHANGED, Notice, SaveResult, Unreadable

MAX_LEVEL = 40  # characters kept of a level name (it comes from the record)


@dataclass(frozen=True)
class Tally:
    """A person's games against the computer at one level and table size."""

    games: int = 0
    wins: int = 0  # won alone
    shared: int = 0  # shared the win with others
    points: int = 0  # the person's final scores, summed
    places: int = 0  # the person's finishing places, summed (1 is first; a tie shares the better place)
    best: int | None = None  # the person's best final score; None before the first game

    @property
    def average_score(self) -> float | None:
        """The person's mean final score, None before the first game."""
        return self.points / self.games if self.games else None

    @property
    def average_place(self) -> float | None:
        """The person's mean finishing place, None before the first game."""
        return self.places / self.games if self.games else None


@dataclass(frozen=True)
class Results:
    """Every tally by (level, seats), the games of several people by seats, and the ids counted."""

    tallies: tuple[tuple[str, int, Tally], ...] = ()
    people: tuple[tuple[int, int], ...] = ()  # (seats, games) of games among people only
    counted: frozenset[str] = frozenset()

    def tally(self, level: str, seats: int) -> Tally:
        """The tally against one level at one table size (zeros if never played)."""
        return next((t for lv, n, t in self.tallies if lv == level and n == seats), Tally())


def place(scores: tuple[int, ...], seat: int, low_wins: bool) -> int:
    """A seat's finishing place (1 is first; equal scores share the better place)."""
    better = [s for s in scores if (s < scores[seat] if low_wins else s > scores[seat])]
    return 1 + len(better)


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _tally(raw: Any) -> Tally | None:
    if not isinstance(raw, dict):
        return None
    names = [f.name for f in fields(Tally) if f.name != "best"]
    if any(not _count(raw.get(n)) for n in names):
        return None
    best = raw.get("best")
    if best is not None and (not isinstance(best, int) or isinstance(best, bool)):
        return None
    return Tally(**{n: raw[n] for n in names}, best=best)


def _parse(data: Any) -> Results | None:
    if not isinstance(data, dict) or not isinstance(data.get("tallies"), list):
        return None
    counted, people = data.get("counted", []), data.get("people", {})
    if not isinstance(counted, list) or not all(isinstance(c, str) for c in counted):
        return None
    if not isinstance(people, dict) or not all(k.isdigit() and _count(v) for k, v in people.items()):
        return None
    tallies = []
    for row in data["tallies"]:
        if not isinstance(row, dict) or not isinstance(row.get("level"), str) or not _count(row.get("seats")):
            return None
        tally = _tally(row.get("tally"))
        if tally is None:
            return None
        tallies.append((row["level"], row["seats"], tally))
    return Results(tuple(sorted(tallies, key=lambda r: (r[0], r[1]))),
                   tuple(sorted((int(k), v) for k, v in people.items())), frozenset(counted))


def _read(storage: Storage, shelf: Shelf) -> Results | Notice:
    key = shelf.keys.stats
    raw, data, parsed = read_json(storage, key)
    if raw is None:
        return Results()
    results = _parse(data) if parsed else None
    if results is None:
        why = "not valid JSON" if not parsed else "not in the expected shape"
        return Notice(key, DAMAGED, f"Your {shelf.title} statistics cannot be read ({why}). They are kept "
                                    "as they are: you can export them as text, or reset the statistics.")
    return results


def _store(storage: Storage, shelf: Shelf, results: Results) -> SaveResult:
    data = {"tallies": [{"level": lv, "seats": n, "tally": {f.name: getattr(t, f.name) for f in fields(t)}}
                        for lv, n, t in results.tallies],
            "people": {str(n): games for n, games in results.people}, "counted": sorted(results.counted)}
    return write(storage, shelf.keys.stats, to_json(data), lost="the statistics were not updated") or SaveResult(SAVED)


def check_results(storage: Storage, shelf: Shelf) -> Notice | None:
    """A notice if the stored results cannot be read, else None."""
    found = _read(storage, shelf)
    return found if isinstance(found, Notice) else None


def load_results(storage: Storage, shelf: Shelf) -> Results:
    """The results of a game (empty if none yet); raises Unreadable if the stored ones cannot be read."""
    found = _read(storage, shelf)
    if isinstance(found, Notice):
        raise Unreadable(found)
    return found


def record_result(storage: Storage, shelf: Shelf, game_id: str, state: Any, players: list[dict] | None) -> SaveResult:
    """Count a finished game once: a person against the computer by level and table size, people apart.

    UNCHANGED if the game is not over, has nobody known at it, only computers, or is counted already.
    """
    progress = shelf.codec.progress(state)
    if not progress.finished:
        return SaveResult(UNCHANGED, "the game is not over")
    seat = human_seat(players)
    people = bool(players) and all(p.get("type") == "human" for p in players)
    if seat is None and not people:
        return SaveResult(UNCHANGED, "only games of a person against the computer or of people are counted")
    results = _read(storage, shelf)
    if isinstance(results, Notice):
        return SaveResult(BLOCKED, results.message)
    if game_id in results.counted:
        return SaveResult(UNCHANGED, "this game is already counted")
    counted = results.counted | {game_id}
    if seat is None:
        by_seats = dict(results.people)
        by_seats[progress.seats] = by_seats.get(progress.seats, 0) + 1
        return _store(storage, shelf, replace(results, people=tuple(sorted(by_seats.items())), counted=counted))
    score = progress.scores[seat]
    won = seat in progress.winners
    level = (ai_level(players) or "")[:MAX_LEVEL]
    old = results.tally(level, progress.seats)
    best = score if old.best is None else (min if progress.low_wins else max)(old.best, score)
    new = Tally(old.games + 1, old.wins + int(won and len(progress.winners) == 1),
                old.shared + int(won and len(progress.winners) > 1), old.points + score,
                old.places + place(progress.scores, seat, progress.low_wins), best)
    tallies = [r for r in results.tallies if (r[0], r[1]) != (level, progress.seats)] + [(level, progress.seats, new)]
    return _store(storage, shelf, Results(tuple(sorted(tallies, key=lambda r: (r[0], r[1]))), results.people,
                                          counted))


def reset_results(storage: Storage, shelf: Shelf) -> SaveResult:
    """Zero a game's results (keeping which games were counted); unreadable ones are replaced."""
    found = _read(storage, shelf)
    counted = found.counted if isinstance(found, Results) else frozenset()
    return _store(storage, shelf, Results(counted=counted))
