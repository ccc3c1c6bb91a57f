"""Penny Shanghai records (docs/penny-shanghai-record.md, version 1): read strictly, write exactly.

Every fault is a RecordError reading `move N: reason` (N is 0 for the header). A masked record
(the AI protocol's: `??` for cards its seat has not seen, later packs left out) is read only with
`masked=True`, into a state whose unseen cards are hidden (-1).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..rummy import cards as C
from .state import HIDDEN, NEXT_DEALER, IllegalMove, Options, State

FORMAT = "penny-shanghai-record"
VERSION = 1
_TOP = ("format", "version", "options", "players", "dealer", "packs", "moves", "x")
_REQUIRED = ("format", "version", "players", "dealer", "packs", "moves")
_PLAYER = ("name", "type", "level")
_OPTIONS = ("decks", "pennies", "hands", "next_dealer")


class RecordError(ValueError):
    """A record that cannot be honoured: `move` is 0 for the header, else the 1-based move."""

    def __init__(self, move: int, reason: str):
        reason = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in reason)
        super().__init__(f"move {move}: {reason}")
        self.move = move
        self.reason = reason


@dataclass
class Record:
    """A read record: the position it reaches, its players and moves, and the header kept as given."""

    state: State
    players: list[dict]
    dealer: int
    packs: list[list[int]]
    moves: list[str]
    x: dict = field(default_factory=dict)


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _fault(reason: str) -> RecordError:
    return RecordError(0, reason)


def _options(raw: Any, n: int) -> Options:
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise _fault("'options' must be an object")
    for key in raw:
        if key not in _OPTIONS:
            raise _fault(f"'options' has an unknown key {key!r} (it takes {', '.join(_OPTIONS)})")
    decks = raw.get("decks", Options.default_decks(n))
    if not _int(decks) or not 1 <= decks <= 4:
        raise _fault(f"options 'decks' must be an integer from 1 to 4, not {decks!r}")
    if 52 * decks < 5 * n + 1:
        raise _fault(f"{decks} deck{'s' if decks > 1 else ''} cannot deal five cards to {n} players and leave a stock")
    pennies = raw.get("pennies", 12)
    if not _int(pennies) or not 1 <= pennies <= 1000:
        raise _fault(f"options 'pennies' must be an integer from 1 to 1000, not {pennies!r}")
    hands = raw.get("hands", 10)
    if not _int(hands) or not 1 <= hands <= 100:
        raise _fault(f"options 'hands' must be an integer from 1 to 100, not {hands!r}")
    nxt = raw.get("next_dealer", "left")
    if nxt not in NEXT_DEALER:
        raise _fault(f"options 'next_dealer' must be \"left\" or \"winner-first\", not {nxt!r}")
    return Options(decks, pennies, hands, nxt)


def _players(raw: Any) -> list[dict]:
    if not isinstance(raw, list) or not 2 <= len(raw) <= 10:
        raise _fault("'players' must be an array of 2 to 10 player objects")
    for i, player in enumerate(raw):
        if not isinstance(player, dict):
            raise _fault(f"players[{i}] must be an object")
        for key, value in player.items():
            if key not in _PLAYER:
                raise _fault(f"players[{i}] has an unknown key {key!r} (it takes name, type, level)")
            if key == "type" and value not in ("human", "ai"):
                raise _fault(f"players[{i}] 'type' must be \"human\" or \"ai\", not {value!r}")
            if key != "type" and not isinstance(value, str):
                raise _fault(f"players[{i}] '{key}' must be a string")
    return raw


def _pack(raw: Any, h: int, decks: int, masked: bool) -> list[int]:
    if not isinstance(raw, list):
        raise _fault(f"packs[{h}] must be an array of card codes")
    if masked:
        if len(raw) != 52 * decks:
            raise _fault(f"packs[{h}] holds {len(raw)} cards, not {52 * decks}")
        seen = [0] * 52
        out = []
        for item in raw:
            if item == C.HIDDEN:
                out.append(HIDDEN)
                continue
            if not isinstance(item, str) or not C.is_code(item):
                raise _fault(f"packs[{h}]: {item!r} is not a card")
            card = C.parse(item)
            seen[card] += 1
            if seen[card] > decks:
                raise _fault(f"packs[{h}] holds {item} more than {decks} time{'s' if decks > 1 else ''}")
            out.append(card)
        return out
    for item in raw:
        if item == C.HIDDEN:
            raise _fault(f"packs[{h}] hides a card ('??'): only the AI reads masked records")
    fault = C.pack_fault(raw, decks)
    if fault:
        raise _fault(f"packs[{h}] {fault}")
    return [C.parse(item) for item in raw]


def parse(data: Any, masked: bool = False) -> Record:
    """A record from its parsed JSON; RecordError at the first fault."""
    if not isinstance(data, dict):
        raise _fault("a record is a JSON object")
    for key in data:
        if key not in _TOP:
            raise _fault(f"unknown key {key!r} (keys of your own go in 'x')")
    for key in _REQUIRED:
        if key not in data:
            raise _fault(f"the key {key!r} is missing")
    if data["format"] != FORMAT:
        raise _fault(f"'format' must be {FORMAT!r}, not {data['format']!r}")
    if not _int(data["version"]) or data["version"] != VERSION:
        raise _fault(f"'version' must be {VERSION}, not {data['version']!r}")
    players = _players(data["players"])
    n = len(players)
    options = _options(data.get("options"), n)
    dealer = data["dealer"]
    if not _int(dealer) or not 0 <= dealer < n:
        raise _fault(f"'dealer' must be a player's index from 0 to {n - 1}, not {dealer!r}")
    packs_raw = data["packs"]
    if not isinstance(packs_raw, list) or not 1 <= len(packs_raw) <= options.hands:
        raise _fault(f"'packs' must be an array of 1 to {options.hands} packs (one per hand started)")
    packs = [_pack(p, h, options.decks, masked) for h, p in enumerate(packs_raw)]
    moves = data["moves"]
    if not isinstance(moves, list):
        raise _fault("'moves' must be an array of strings")
    x = data.get("x", {})
    if not isinstance(x, dict):
        raise _fault("'x' must be an object")
    state = State(n, dealer, packs, options)
    for k, move in enumerate(moves, 1):
        if not isinstance(move, str):
            raise RecordError(k, f"a move is a string, not {json.dumps(move)[:40]}")
        if state.is_terminal():
            raise RecordError(k, "the game is already over")
        try:
            state.apply_action(move)
        except IllegalMove as err:
            raise RecordError(k, f"{move[:80]!r}: {err}") from None
    return Record(state, players, dealer, packs, list(moves), x)


def loads(text: bytes | str, masked: bool = False) -> Record:
    """Read a record from JSON text (a UTF-8 BOM is fine); RecordError at the first fault."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as err:
            raise _fault(f"the record is not UTF-8 ({err.reason} at byte {err.start})") from None
    text = text.removeprefix("\ufeff")
    try:
        data = json.loads(text)
    except RecursionError:
        raise _fault("the record is nested too deeply") from None
    except ValueError as err:
        raise _fault(f"the record is not JSON ({err})") from None
    return parse(data, masked)


def to_json(players: list[dict], dealer: int, packs: list[list[int]], options: Options, moves: list[str],
            x: dict | None = None) -> dict:
    """A record as a JSON object."""
    data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "options": options.to_json(), "players": players,
                            "dealer": dealer, "packs": [[C.HIDDEN if c == HIDDEN else C.code(c) for c in p]
                                                        for p in packs],
                            "moves": list(moves)}
    if x:
        data["x"] = x
    return data


def dumps(record: Record) -> str:
    """The record as JSON text; loads(dumps(r)) reaches the same position."""
    return json.dumps(to_json(record.players, record.dealer, record.packs, record.state.options, record.moves,
                              record.x))


def masked(record: Record, seat: int) -> dict:
    """The record as `seat` has seen it (the AI protocol's): every pack card it was not dealt and did
    not draw is `??`, and packs of hands not yet started are left out."""
    state = State(len(record.players), record.dealer, record.packs, record.state.options)
    seen: list[set[int]] = [set() for _ in record.packs]

    def deal_seen() -> None:
        order = [state.left_of(state.dealer)]
        while len(order) < len(state.seated):
            order.append(state.left_of(order[-1]))
        seen[state.hand_no - 1].update(k for k in range(5 * len(order)) if order[k % len(order)] == seat)

    deal_seen()
    for move in record.moves:
        hand_no = state.hand_no
        if move == "draw" and state.turn == seat:
            seen[hand_no - 1].add(len(record.packs[hand_no - 1]) - len(state.stock))
        state.apply_action(move)
        if state.hand_no != hand_no and not state.over:
            deal_seen()
    packs = [[C.code(c) if k in seen[h] else C.HIDDEN for k, c in enumerate(pack)]
             for h, pack in enumerate(record.packs[:state.hand_no])]
    data = to_json(record.players, record.dealer, [], state.options, record.moves, record.x)
    data["packs"] = packs
    return data
