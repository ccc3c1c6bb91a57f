"""The Shanghai rummy record: read strictly (every fault is `move N: reason`), write, and read an
AI's masked view of one (hidden cards written `??`)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..rummy import cards as C
from .state import DEFAULT_BUYS, HIDDEN, IllegalMove, State, default_decks

FORMAT = "shanghai-rummy-record"
VERSION = 1
_TOP = ("format", "version", "options", "players", "dealer", "packs", "moves", "x")
_REQUIRED = ("format", "version", "players", "dealer", "packs", "moves")
_PLAYER_KEYS = ("name", "type", "level")


class RecordError(ValueError):
    """A record that cannot be honoured; the message reads `move N: reason` (N = 0: the keys)."""


@dataclass
class Record:
    """A loaded record: the position it replays to and what it carries besides the moves."""

    state: State
    players: list[dict]
    options: dict | None = None
    x: dict | None = None
    pack_codes: list[list[str]] = field(default_factory=list)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _header_fault(msg: str) -> RecordError:
    return RecordError(f"move 0: {msg}")


def _parse_json(data: bytes | str) -> Any:
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as err:
            raise _header_fault(f"the record is not UTF-8 text ({err.reason} at byte {err.start})") from None
    text = data[1:] if data.startswith("\ufeff") else data
    try:
        return json.loads(text)
    except RecursionError:
        raise _header_fault("the record is nested too deeply to be a record") from None
    except ValueError as err:
        raise _header_fault(f"the record is not JSON ({err})") from None


def _check_header(raw: Any, masked: bool) -> tuple[int, int, list[int], list[list[int]]]:
    """(players, decks, buys, packs as ints) of a record's keys, or RecordError at move 0."""
    if not isinstance(raw, dict):
        raise _header_fault("a record is a JSON object")
    for key in raw:
        if key not in _TOP:
            raise _header_fault(f"unknown key {key!r} (an implementation's own keys go in \"x\")")
    for key in _REQUIRED:
        if key not in raw:
            raise _header_fault(f"the key {key!r} is missing")
    if raw["format"] != FORMAT:
        raise _header_fault(f"format must be {FORMAT!r}, not {raw['format']!r}")
    if not _is_int(raw["version"]) or raw["version"] != VERSION:
        raise _header_fault(f"version must be {VERSION}, not {raw['version']!r}")
    players = raw["players"]
    if not isinstance(players, list) or not 3 <= len(players) <= 8:
        raise _header_fault("players must be an array of 3 to 8 objects")
    for i, player in enumerate(players):
        if not isinstance(player, dict):
            raise _header_fault(f"players[{i}] is not an object")
        for key, value in player.items():
            if key not in _PLAYER_KEYS:
                raise _header_fault(f"players[{i}] has an unknown key {key!r}")
            if key == "type" and value not in ("human", "ai"):
                raise _header_fault(f"players[{i}].type must be \"human\" or \"ai\", not {value!r}")
            if key != "type" and not isinstance(value, str):
                raise _header_fault(f"players[{i}].{key} must be a string")
    n = len(players)
    options = raw.get("options", {})
    if not isinstance(options, dict):
        raise _header_fault("options must be an object")
    for key in options:
        if key not in ("decks", "buys"):
            raise _header_fault(f"options has an unknown key {key!r} (it has decks and buys)")
    decks = options.get("decks", default_decks(n))
    if not _is_int(decks) or not 1 <= decks <= 6:
        raise _header_fault(f"options.decks must be an integer from 1 to 6, not {decks!r}")
    if 52 * decks < 11 * n + 2:
        raise _header_fault(f"{decks} deck{'s' if decks > 1 else ''} cannot deal 11 cards to {n} players")
    buys = options.get("buys", list(DEFAULT_BUYS))
    if not isinstance(buys, list) or len(buys) != 10 or not all(_is_int(b) and 0 <= b <= 9 for b in buys):
        raise _header_fault("options.buys must be an array of 10 integers from 0 to 9")
    dealer = raw["dealer"]
    if not _is_int(dealer) or not 0 <= dealer < n:
        raise _header_fault(f"dealer must be a player number from 0 to {n - 1}, not {dealer!r}")
    packs = raw["packs"]
    if not isinstance(packs, list) or not 1 <= len(packs) <= 10:
        raise _header_fault("packs must be an array of 1 to 10 packs")
    out = []
    for h, pack in enumerate(packs, 1):
        if not isinstance(pack, list):
            raise _header_fault(f"packs[{h - 1}] (hand {h}) is not an array")
        if masked:
            out.append(_masked_pack(pack, decks, h))
            continue
        for item in pack:
            if item == C.HIDDEN:
                raise _header_fault(f"packs[{h - 1}] (hand {h}) holds a hidden card \"??\": only the AI reads masked records")
        fault = C.pack_fault(pack, decks)
        if fault:
            raise _header_fault(f"packs[{h - 1}] (hand {h}) is not a shuffle of {decks} deck{'s' if decks > 1 else ''}: it {fault}")
        out.append([C.parse(item) for item in pack])
    if not isinstance(raw["moves"], list):
        raise _header_fault("moves must be an array of strings")
    if "x" in raw and not isinstance(raw["x"], dict):
        raise _header_fault("x must be an object")
    return n, decks, buys, out


def _masked_pack(pack: list, decks: int, h: int) -> list[int]:
    if len(pack) != 52 * decks:
        raise _header_fault(f"packs[{h - 1}] (hand {h}) holds {len(pack)} cards, not {52 * decks}")
    seen: Counter[int] = Counter()
    out = []
    for item in pack:
        if item == C.HIDDEN:
            out.append(HIDDEN)
            continue
        if not isinstance(item, str) or not C.is_code(item):
            raise _header_fault(f"packs[{h - 1}] (hand {h}) holds {item!r}, not a card")
        card = C.parse(item)
        seen[card] += 1
        if seen[card] > decks:
            raise _header_fault(f"packs[{h - 1}] (hand {h}) holds {item} more than {decks} times")
        out.append(card)
    return out


def loads(data: bytes | str, masked: bool = False) -> Record:
    """Read a record (a UTF-8 BOM is fine); RecordError `move N: reason` for the first fault.
    `masked`: an AI's view, whose packs may hide cards as `??` and lack hands not yet started."""
    raw = _parse_json(data)
    n, decks, buys, packs = _check_header(raw, masked)
    state = State(n, raw["dealer"], packs, decks, buys, masked)
    for k, move in enumerate(raw["moves"], 1):
        fault = state.why_not(move)
        if fault:
            raise RecordError(f"move {k}: {fault}")
        try:
            state._apply(move)
        except IllegalMove as err:
            raise RecordError(f"move {k}: {err}") from None
    pack_codes = [list(p) for p in raw["packs"]]
    return Record(state, list(raw["players"]), raw.get("options"), raw.get("x"), pack_codes)


def record_dict(state: State, players: list[dict] | None = None, options: dict | None = None,
                x: dict | None = None, pack_codes: list[list[str]] | None = None) -> dict:
    """The record of a position as a JSON-ready dict, keys in the spec's order."""
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if options is not None:
        out["options"] = options
    out["players"] = players if players is not None else [{} for _ in range(state.n)]
    out["dealer"] = state.dealer0
    out["packs"] = pack_codes if pack_codes is not None else [
        [C.HIDDEN if c < 0 else C.CODES[c] for c in pack] for pack in state.packs]
    out["moves"] = list(state.moves)
    if x is not None:
        out["x"] = x
    return out


def dumps(state: State, players: list[dict] | None = None, options: dict | None = None,
          x: dict | None = None, pack_codes: list[list[str]] | None = None) -> str:
    """The record as JSON text (one line)."""
    return json.dumps(record_dict(state, players, options, x, pack_codes), ensure_ascii=False)


def options_of(state: State) -> dict:
    """The options of a position written out in full."""
    return {"decks": state.decks, "buys": list(state.buys)}


__all__ = ["FORMAT", "Record", "RecordError", "loads", "dumps", "record_dict", "options_of"]
