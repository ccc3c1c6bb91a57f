"""Game records (docs/shanghaien-record.md, version 1): read strictly, write exactly.

A record read back from `to_record(state)` reaches a state equal to `state`.
Every fault is a RecordError naming the move number (0 for the header) and the reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from . import actions as A
from .cards import CARD_BY_CODE, DECK_SIZE, deck_multiset
from .legality import why_not
from .state import ROLLING, Options, State

FORMAT = "shanghaien-record"
VERSION = 1
_TOP_KEYS = {"format", "version", "options", "players", "deck", "start", "moves", "x"}
_REQUIRED = ("format", "version", "deck", "start", "moves")
_NEXT_START = ("non-caller", "alternate")


class RecordError(ValueError):
    """A record that cannot be honoured: `move` is 0 for the header, else the 1-based move."""

    def __init__(self, move: int, reason: str):
        # one line whatever the record held: control characters, line separators and lone
        # surrogates quoted from a move or key are written as escapes (\n, \u2028, \ud800)
        reason = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in reason)
        super().__init__(f"move {move}: {reason}")
        self.move = move
        self.reason = reason


@dataclass
class Record:
    """A parsed record: the position it reaches plus the header fields kept as given."""

    state: State
    players: list[dict] | None = None
    x: dict = field(default_factory=dict)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _header(data: Any) -> tuple[list[str], int, Options, list | None, dict]:
    def fault(reason: str) -> RecordError:
        return RecordError(0, reason)

    if not isinstance(data, dict):
        raise fault("a record is a JSON object")
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise fault(f"unknown key '{unknown[0]}'")
    for key in _REQUIRED:
        if key not in data:
            raise fault(f"the key '{key}' is missing")
    if data["format"] != FORMAT:
        raise fault(f"'format' must be \"{FORMAT}\"")
    if not _is_int(data["version"]) or data["version"] != VERSION:
        raise fault(f"'version' must be the integer {VERSION} (this reader knows version {VERSION} only)")
    options = _options(data.get("options", {}), fault)
    players = data.get("players")
    if "players" in data:  # present means an array of 2 player objects; null is no such array
        _check_players(players, fault)
    deck = _deck(data["deck"], fault)
    if not _is_int(data["start"]) or data["start"] not in (0, 1):
        raise fault("'start' must be 0 or 1")
    if not isinstance(data["moves"], list):
        raise fault("'moves' must be an array of strings")
    x = data.get("x", {})
    if not isinstance(x, dict):
        raise fault("'x' must be an object")
    return deck, data["start"], options, players, x


def _options(raw: Any, fault) -> Options:
    if not isinstance(raw, dict):
        raise fault("'options' must be an object")
    for key, value in raw.items():
        if key == "next_start":
            if value not in _NEXT_START:
                raise fault("option 'next_start' must be \"non-caller\" or \"alternate\"")
        elif key in ("extra_wild", "sharks"):
            if not isinstance(value, bool):
                raise fault(f"option '{key}' must be true or false")
        else:
            raise fault(f"unknown option '{key}'")
    return Options(raw.get("next_start", "non-caller"), raw.get("extra_wild", False), raw.get("sharks", False))


def _check_players(players: Any, fault) -> None:
    if not isinstance(players, list) or len(players) != 2:
        raise fault("'players' must be an array of exactly 2 objects")
    for i, player in enumerate(players):
        if not isinstance(player, dict):
            raise fault(f"player {i} must be an object")
        extra = sorted(set(player) - {"name", "type", "level"})
        if extra:
            raise fault(f"player {i} has an unknown key '{extra[0]}'")
        if not isinstance(player.get("name"), str):
            raise fault(f"player {i} needs a 'name' string")
        if player.get("type") not in ("human", "ai"):
            raise fault(f"player {i} 'type' must be \"human\" or \"ai\"")
        if "level" in player and not isinstance(player["level"], str):
            raise fault(f"player {i} 'level' must be a string")


def _deck(raw: Any, fault) -> list[str]:
    if not isinstance(raw, list):
        raise fault(f"'deck' must be an array of the {DECK_SIZE} tavern cards")
    for i, code in enumerate(raw):
        if not isinstance(code, str):
            raise fault(f"deck card {i + 1} is not a string")
        if code not in CARD_BY_CODE:
            raise fault(f"deck card {i + 1} '{code}' is not a tavern card code")
    if len(raw) != DECK_SIZE:
        raise fault(f"'deck' has {len(raw)} cards; it must list all {DECK_SIZE} tavern cards")
    want = deck_multiset()
    have: dict[str, int] = {}
    for code in raw:
        have[code] = have.get(code, 0) + 1
    for code in want:
        if have.get(code, 0) != want[code]:
            raise fault(f"'deck' is not a permutation of the {DECK_SIZE} tavern cards: "
                        f"it holds {have.get(code, 0)} of {code}, not {want[code]}")
    return list(raw)


def apply_move(state: State, text: Any) -> None:
    """Apply one record move to `state`; raises ValueError with the reason if it cannot."""
    try:
        kind, actions = A.parse_move(text)
    except A.MoveSyntaxError as err:
        raise ValueError(str(err)) from None
    if state.is_terminal():
        raise ValueError("the game is over: no move can follow")
    if kind == "roll":
        if state.phase != ROLLING:
            reason = why_not(state, A.ROLL)
            if reason:
                raise ValueError(f"'{text}': {reason}")
            state.apply_action(A.ROLL)
    elif state.phase == ROLLING:
        raise ValueError(f"'{text}': the rerolled dice must be recorded first ('roll A B')")
    for action in actions:
        reason = why_not(state, action)
        if reason:
            raise ValueError(reason)
        state.apply_action(action)


def read_record(data: Any) -> Record:
    """Replay a record (a parsed JSON value) to the position it reaches."""
    deck, start, options, players, x = _header(data)
    state = State(deck, start, options)
    for i, move in enumerate(data["moves"], start=1):
        try:
            apply_move(state, move)
        except ValueError as err:
            raise RecordError(i, str(err)) from None
    return Record(state, players, x)


def loads(text: str | bytes) -> Record:
    """Parse and replay a record from JSON text (bytes must be UTF-8)."""
    if isinstance(text, (bytes, bytearray)):
        try:  # json.loads would guess UTF-16/32 and let encoded surrogates through
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as err:
            raise RecordError(0, f"not UTF-8 text (byte {err.start + 1}: {err.reason})") from None
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as err:
        raise RecordError(0, f"not valid JSON ({err})") from None
    except RecursionError:
        raise RecordError(0, "not valid JSON (nested too deeply)") from None
    return read_record(data)


def moves_of(state: State) -> list[str]:
    """The record's moves for everything applied to `state` (a pending roll decision is left out)."""
    moves: list[str] = []
    for action in state.actions_played():
        if action == A.ROLL:
            continue
        moves.append(A.action_text(action))
    return moves


def to_record(state: State, players: list[dict] | None = None, x: dict | None = None) -> dict:
    """The record that replays to `state` (as a JSON-ready dict)."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "options": state.options.to_json(),
    }
    if players is not None:
        record["players"] = players
    record.update({"deck": list(state.deck), "start": state.start, "moves": moves_of(state)})
    if x:
        record["x"] = x
    return record


def dumps(state: State, players: list[dict] | None = None, x: dict | None = None) -> str:
    """The record of `state` as compact JSON text."""
    return json.dumps(to_record(state, players, x), separators=(",", ":"))
