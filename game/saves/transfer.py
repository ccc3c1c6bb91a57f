"""Export a game as a .json record file, and import one: a bad file is refused with `move N: reason`
and changes nothing.
"""

from __future__ import annotations

import json
import re
import time

from typing import Any

from .codec import RecordFault
from .entries import BOOK, autosave, cap_name, default_name, load_game, new_game_id
from .shelf import Shelf, pick, shelf_for, shelf_of_format
from .storage import Storage, now_ms
from .values import Game, Imported, ImportRefused, SaveResult

MAX_FILE_CHARS = 1 << 20  # a whole game's record is a few kilobytes


def _clean(x: dict | None) -> dict:
    return {k: v for k, v in (x or {}).items() if k != BOOK}


def _pretty(record: dict, ascii_only: bool) -> str:
    """JSON for people: one player or move per line, the deck one round's tavern per line."""
    def dump(value: object) -> str:
        return json.dumps(value, ensure_ascii=ascii_only, separators=(", ", ": "))

    def block(items: list[str]) -> str:
        return "[\n    " + ",\n    ".join(items) + "\n  ]" if items else "[]"

    lines = []
    for key, value in record.items():
        if key in ("players", "moves"):
            text = block([dump(v) for v in value])
        elif key == "deck":
            text = block([", ".join(dump(c) for c in value[i:i + 6]) for i in range(0, len(value), 6)])
        elif key == "packs":
            text = block(["[" + ", ".join(dump(c) for c in pack) + "]" for pack in value])
        else:
            text = dump(value)
        lines.append(f"  {dump(key)}: {text}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def export_text(state: Any, players: list[dict] | None, x: dict | None = None, shelf: Shelf | None = None) -> str:
    """The record of a position as pretty JSON text for a .json file (the layer's bookkeeping left out)."""
    record = pick(shelf).codec.write(state, players, _clean(x))
    text = _pretty(record, ascii_only=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a name with a lone surrogate: escape it rather than fail
        text = _pretty(record, ascii_only=True)
    return text


def export_game(storage: Storage, game_id: str, shelf: Shelf | None = None) -> str:
    """The saved game's record as pretty JSON text; raises NotFound or Unreadable (then use export_raw)."""
    game = load_game(storage, game_id, shelf)
    return export_text(game.state, game.players, game.x, shelf)


def export_filename(name: str, now: int | None = None, shelf: Shelf | None = None) -> str:
    """A file name for an export: <game id>-<name in safe letters>-<YYYY-MM-DD>.json."""
    slug = re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-").lower()[:40].strip("-") or "game"
    day = time.strftime("%Y-%m-%d", time.gmtime((now_ms() if now is None else now) / 1000))
    return f"{pick(shelf).game}-{slug}-{day}.json"


def parse_record(text: str | bytes) -> tuple[Shelf, dict]:
    """The shelf of the game a record's `format` names, and the record parsed; raises RecordFault.

    A record whose format no game claims goes to the first game's codec, whose reader names the fault.
    """
    if isinstance(text, (bytes, bytearray)):
        try:  # json.loads would guess UTF-16/32 and let encoded surrogates through
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            raise RecordFault(0, f"not UTF-8 text (byte {err.start + 1}: {err.reason})") from None
    try:
        data = json.loads(text.removeprefix("\ufeff"))
    except (ValueError, UnicodeDecodeError) as err:
        raise RecordFault(0, f"not valid JSON ({err})") from None
    except RecursionError:
        raise RecordFault(0, "not valid JSON (nested too deeply)") from None
    shelf = shelf_of_format(data.get("format") if isinstance(data, dict) else None) or pick(None)
    return shelf, data


def read_record_text(text: str | bytes) -> Imported:
    """Read any game's record from JSON text, by its `format`; raises RecordFault."""
    shelf, data = parse_record(text)
    loaded = shelf.codec.read(data)
    return Imported(loaded.state, loaded.players, _clean(loaded.x), shelf.game)


def read_import(text: str | bytes) -> Imported:
    """Read a record file's text; raises ImportRefused("move N: reason") for anything it cannot honour."""
    if len(text) > MAX_FILE_CHARS:
        raise ImportRefused(0, f"the file is too large ({len(text)} characters; "
                               f"a game record has at most {MAX_FILE_CHARS})")
    try:
        return read_record_text(text)
    except RecordFault as err:
        raise ImportRefused(err.move, err.reason) from None


def store_new(storage: Storage, game: Imported, name: str | None = None,
              now: int | None = None) -> tuple[Game, SaveResult]:
    """Save an imported or linked game as a new saved game of its game; the Game is usable even if the save failed."""
    shelf = shelf_for(game.game)
    now = now_ms() if now is None else now
    game_id = new_game_id()
    result = autosave(storage, game_id, game.state, game.players, game.x, base_rev=0, name=name, now=now,
                      shelf=shelf)
    title = cap_name(name) if name is not None else default_name(game.players)
    return Game(game_id, game.state, game.players, game.x, title, result.rev, now, now, game.game), result


def import_game(storage: Storage, text: str | bytes, name: str | None = None,
                now: int | None = None) -> tuple[Game, SaveResult]:
    """Read a record file and save it as a new game; raises ImportRefused (storage untouched) if bad."""
    return store_new(storage, read_import(text), name, now)
