"""The games index: one small metadata row per saved game, so listing never replays a record.

The index is derived data: every row can be rebuilt from its record (see listing.py), so a
damaged index is rebuilt, never trusted, and a failed index write loses nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .codec import seats_of
from .keys import FIRST_GAME, is_game_id
from .shelf import Shelf, pick
from .storage import Storage, read_json, to_json, write


@dataclass(frozen=True)
class GameInfo:
    """One line of the saved-games list: who plays, the options, how far it got, when last played."""

    id: str
    name: str
    names: tuple[str, ...]  # per seat
    types: tuple[str, ...]  # "human" or "ai" per seat
    level: str | None  # the computer's level when one person plays against the computer
    options: dict[str, Any]  # the rule options by their record keys
    round: int  # the round (or hand) in play, its last once finished
    scores: tuple[int, ...]  # the final scores once finished, else as they stand
    finished: bool
    winners: tuple[int, ...]  # the seats that won (a shared win has several); () while not over
    moves: int  # how many moves the record holds
    rev: int
    created: int  # milliseconds since 1970
    updated: int  # last played, milliseconds since 1970
    game: str = FIRST_GAME  # the registry id of the game it is a game of

    @property
    def human(self) -> int | None:
        """The person's seat in a game of one person against the computer, else None."""
        return human_seat_of(self.types)

    @property
    def winner(self) -> int | None:
        """The one seat that won, None for a shared win (a draw) or a game not over."""
        return self.winners[0] if len(self.winners) == 1 else None


def human_seat_of(types: tuple[str, ...] | list[str]) -> int | None:
    """The seat of the only human when every other seat is the computer, else None."""
    humans = [i for i, kind in enumerate(types) if kind == "human"]
    if len(humans) == 1 and len(types) > 1 and all(kind == "ai" for i, kind in enumerate(types) if i != humans[0]):
        return humans[0]
    return None


def human_seat(players: list[dict] | None) -> int | None:
    """The seat of the only human in a record's players against the computer, else None."""
    if not players:
        return None
    return human_seat_of([p.get("type", "") for p in players])


def ai_level(players: list[dict] | None) -> str | None:
    """The computer's level in a game of one person against it ("" if the record names none or several)."""
    seat = human_seat(players)
    if seat is None or players is None:
        return None
    levels = {p.get("level", "") for i, p in enumerate(players) if i != seat}
    level = levels.pop() if len(levels) == 1 else ""
    return level if isinstance(level, str) else ""


def info_of(game_id: str, state: Any, players: list[dict] | None, *, name: str, moves: int,
            rev: int, created: int, updated: int, shelf: Shelf | None = None) -> GameInfo:
    """The list line of a game from its position and header."""
    shelf = pick(shelf)
    progress = shelf.codec.progress(state)
    names, types, _ = seats_of(players, shelf.codec.default_names(progress.seats))
    return GameInfo(game_id, name, names, types, ai_level(players), dict(progress.options), progress.stage,
                    progress.scores, progress.finished, progress.winners, moves, rev, created, updated, shelf.game)


def row_of(info: GameInfo) -> dict:
    """The index row (JSON-ready) of a list line."""
    return {"name": info.name, "names": list(info.names), "types": list(info.types),
            "level": info.level, "options": info.options, "round": info.round,
            "scores": list(info.scores), "finished": info.finished, "winners": list(info.winners),
            "moves": info.moves, "rev": info.rev, "created": info.created, "updated": info.updated}


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seats(value: Any, kind: type, seats: int | None = None) -> bool:
    return isinstance(value, list) and len(value) >= 1 and (seats is None or len(value) == seats) and all(
        _int(v) if kind is int else isinstance(v, kind) for v in value)


def info_of_row(game_id: str, row: Any, game: str = FIRST_GAME) -> GameInfo | None:
    """The list line an index row describes, or None if the row is not well formed."""
    if not isinstance(row, dict) or not isinstance(row.get("names"), list):
        return None
    seats = len(row["names"])
    ok = (isinstance(row.get("name"), str) and _seats(row["names"], str)
          and _seats(row.get("types"), str, seats) and (row.get("level") is None or isinstance(row["level"], str))
          and isinstance(row.get("options"), dict) and _int(row.get("round"))
          and _seats(row.get("scores"), int, seats) and isinstance(row.get("finished"), bool)
          and isinstance(row.get("winners"), list) and all(_int(w) and 0 <= w < seats for w in row["winners"])
          and all(_int(row.get(k)) for k in ("moves", "rev", "created", "updated")))
    if not ok:
        return None
    return GameInfo(game_id, row["name"], tuple(row["names"]), tuple(row["types"]), row["level"], row["options"],
                    row["round"], tuple(row["scores"]), row["finished"], tuple(row["winners"]), row["moves"],
                    row["rev"], row["created"], row["updated"], game)


def read_index(storage: Storage, shelf: Shelf | None = None) -> dict[str, Any] | None:
    """The index rows by game id ({} if there is no index), or None if the index is damaged."""
    raw, data, parsed = read_json(storage, pick(shelf).keys.index)
    if raw is None:
        return {}
    if not parsed or not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        return None
    return {k: v for k, v in data["games"].items() if is_game_id(k)}


def write_index(storage: Storage, rows: dict[str, Any], shelf: Shelf | None = None) -> bool:
    """Store the index rows; False if the browser refused (the index is rebuilt later)."""
    return write(storage, pick(shelf).keys.index, to_json({"games": rows})) is None


def put_row(storage: Storage, info: GameInfo, shelf: Shelf | None = None) -> None:
    """Add or replace one game's row; a damaged index is left for list_games to rebuild."""
    rows = read_index(storage, shelf)
    if rows is not None:
        rows[info.id] = row_of(info)
        write_index(storage, rows, shelf)


def rename_row(storage: Storage, game_id: str, name: str, shelf: Shelf | None = None) -> None:
    """Change the name in one game's row, if the index has a row for it."""
    rows = read_index(storage, shelf)
    if rows is not None and isinstance(rows.get(game_id), dict):
        rows[game_id]["name"] = name
        write_index(storage, rows, shelf)


def drop_row(storage: Storage, game_id: str, shelf: Shelf | None = None) -> None:
    """Remove one game's row, if the index has it."""
    rows = read_index(storage, shelf)
    if rows is not None and game_id in rows:
        del rows[game_id]
        write_index(storage, rows, shelf)
