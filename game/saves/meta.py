"""The games index: one small metadata row per saved game, so listing never replays a record.

The index is derived data: every row can be rebuilt from its record (see listing.py), so a
damaged index is rebuilt, never trusted, and a failed index write loses nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.shanghaien.replay import summary
from game.shanghaien.state import Options, State

from .keys import INDEX, is_game_id
from .storage import Storage, read_json, to_json, write

DEFAULT_NAMES = ("Red", "Blue")  # the engine view's names for players 0 and 1


@dataclass(frozen=True)
class GameInfo:
    """One line of the saved-games list: who plays, the options, how far it got, when last played."""

    id: str
    name: str
    names: tuple[str, str]
    types: tuple[str, str]  # "human" or "ai" for players 0 and 1
    level: str | None  # the AI's level when exactly one player is the AI
    options: Options
    round: int  # 1 to 8
    scores: tuple[int, int]  # the final score once finished, else the score if it ended now
    finished: bool
    winner: int | None  # 0, 1, or None for a draw or a game not over
    moves: int  # how many moves the record holds
    rev: int
    created: int  # milliseconds since 1970
    updated: int  # last played, milliseconds since 1970

    @property
    def human(self) -> int | None:
        """The human's seat in a game against the AI, else None."""
        return human_seat_of(self.types)


def human_seat_of(types: tuple[str, ...] | list[str]) -> int | None:
    """The seat of the only human when the other player is the AI, else None."""
    if tuple(types) == ("human", "ai"):
        return 0
    if tuple(types) == ("ai", "human"):
        return 1
    return None


def human_seat(players: list[dict] | None) -> int | None:
    """The seat of the only human in a record's players against the AI, else None."""
    if not players:
        return None
    return human_seat_of([p.get("type", "") for p in players])


def ai_level(players: list[dict] | None) -> str | None:
    """The level of the AI in a game of one human against the AI ("" if the record names none)."""
    seat = human_seat(players)
    if seat is None or players is None:
        return None
    level = players[1 - seat].get("level", "")
    return level if isinstance(level, str) else ""


def info_of(game_id: str, state: State, players: list[dict] | None, *, name: str, moves: int,
            rev: int, created: int, updated: int) -> GameInfo:
    """The list line of a game from its position and header."""
    s = summary(state)
    names = tuple(p["name"] for p in players) if players else DEFAULT_NAMES
    types = tuple(p["type"] for p in players) if players else ("human", "human")
    return GameInfo(game_id, name, names, types, ai_level(players), state.options, s["round"],
                    state.scores(), s["finished"], s.get("winner"), moves, rev, created, updated)


def row_of(info: GameInfo) -> dict:
    """The index row (JSON-ready) of a list line."""
    return {"name": info.name, "names": list(info.names), "types": list(info.types),
            "level": info.level, "options": info.options.to_json(), "round": info.round,
            "scores": list(info.scores), "finished": info.finished, "winner": info.winner,
            "moves": info.moves, "rev": info.rev, "created": info.created, "updated": info.updated}


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _pair(value: Any, kind: type) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(
        _int(v) if kind is int else isinstance(v, kind) for v in value)


def info_of_row(game_id: str, row: Any) -> GameInfo | None:
    """The list line an index row describes, or None if the row is not well formed."""
    if not isinstance(row, dict):
        return None
    ok = (isinstance(row.get("name"), str) and _pair(row.get("names"), str)
          and _pair(row.get("types"), str) and (row.get("level") is None or isinstance(row["level"], str))
          and isinstance(row.get("options"), dict) and _int(row.get("round"))
          and _pair(row.get("scores"), int) and isinstance(row.get("finished"), bool)
          and row.get("winner") in (None, 0, 1) and not isinstance(row.get("winner"), bool)
          and all(_int(row.get(k)) for k in ("moves", "rev", "created", "updated")))
    if not ok:
        return None
    raw = row["options"]
    options = Options(raw.get("next_start", "non-caller"), raw.get("extra_wild", False), raw.get("sharks", False))
    if options.next_start not in ("non-caller", "alternate") or not isinstance(options.extra_wild, bool) \
            or not isinstance(options.sharks, bool):
        return None
    return GameInfo(game_id, row["name"], tuple(row["names"]), tuple(row["types"]), row["level"], options,
                    row["round"], tuple(row["scores"]), row["finished"], row["winner"], row["moves"],
                    row["rev"], row["created"], row["updated"])


def read_index(storage: Storage) -> dict[str, Any] | None:
    """The index rows by game id ({} if there is no index), or None if the index is damaged."""
    raw, data, parsed = read_json(storage, INDEX)
    if raw is None:
        return {}
    if not parsed or not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        return None
    return {k: v for k, v in data["games"].items() if is_game_id(k)}


def write_index(storage: Storage, rows: dict[str, Any]) -> bool:
    """Store the index rows; False if the browser refused (the index is rebuilt later)."""
    return write(storage, INDEX, to_json({"games": rows})) is None


def put_row(storage: Storage, info: GameInfo) -> None:
    """Add or replace one game's row; a damaged index is left for list_games to rebuild."""
    rows = read_index(storage)
    if rows is not None:
        rows[info.id] = row_of(info)
        write_index(storage, rows)


def rename_row(storage: Storage, game_id: str, name: str) -> None:
    """Change the name in one game's row, if the index has a row for it."""
    rows = read_index(storage)
    if rows is not None and isinstance(rows.get(game_id), dict):
        rows[game_id]["name"] = name
        write_index(storage, rows)


def drop_row(storage: Storage, game_id: str) -> None:
    """Remove one game's row, if the index has it."""
    rows = read_index(storage)
    if rows is not None and game_id in rows:
        del rows[game_id]
        write_index(storage, rows)
