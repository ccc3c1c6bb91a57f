"""A second, independent reading of the Penny Shanghai record format, for differential tests.

Written from the record spec (docs/penny-shanghai-record.md) apart from the engine, as plainly as
possible: it replays a record to the spec's summary, or names the first move it cannot honour.
Its "has a play" is a plain exact search (cover the lowest table card still to cover by every meld
of three to five cards that holds it), not the engine's solver. Any partition of cards into valid
melds can be cut into melds of three to five cards, so looking at those alone loses nothing.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache

RANKS = "A23456789TJQK"
SUITS = "SHDC"
CODES = [r + s for s in SUITS for r in RANKS]
INDEX = {c: i for i, c in enumerate(CODES)}  # suit * 13 + rank - 1


class Fault(Exception):
    """A record the spec says to refuse, at `move` (0: the header)."""

    def __init__(self, move: int, reason: str):
        super().__init__(f"move {move}: {reason}")
        self.move = move


def sort_key(c: str) -> tuple[int, int]:
    return SUITS.index(c[1]), RANKS.index(c[0])


def meld_ok(cards: list[str]) -> bool:
    """A valid set, or a run written low to high."""
    if len(cards) < 3 or any(c not in INDEX for c in cards):
        return False
    if len({c[0] for c in cards}) == 1:
        return True
    if len({c[1] for c in cards}) != 1:
        return False
    ranks = [RANKS.index(c[0]) + 1 for c in cards]
    if ranks[-1] == 1:
        ranks[-1] = 14  # an ace written last is high
    if ranks[0] == 1 and ranks[-1] == 14:
        return False  # low and high at once
    return all(b == a + 1 for a, b in zip(ranks, ranks[1:]))


def rewrite(cards: list[str]) -> str:
    """A meld as the summary writes it: a set by suit, a run low to high (as written)."""
    if len({c[0] for c in cards}) == 1:
        cards = sorted(cards, key=lambda c: SUITS.index(c[1]))
    return "-".join(cards)


def _melds_with(card: int, avail: tuple[int, ...]) -> list[list[int]]:
    """Every meld of three to five cards holding `card`, from the counts `avail`."""
    suit, rank = divmod(card, 13)
    out: list[list[int]] = []
    same = [s * 13 + rank for s in range(4)]

    def sets(i: int, chosen: list[int]) -> None:
        if i == 4:
            if 3 <= len(chosen) <= 5 and card in chosen:
                out.append(list(chosen))
            return
        for k in range(0, min(avail[same[i]], 5 - len(chosen)) + 1):
            sets(i + 1, chosen + [same[i]] * k)

    sets(0, [])
    positions = (1, 14) if rank == 0 else (rank + 1,)
    for p in positions:
        for low in range(max(1, p - 4), p + 1):
            for high in range(max(p, low + 2), min(14, low + 4) + 1):
                cards = [suit * 13 + (q - 1) % 13 for q in range(low, high + 1)]
                if (low == 1 and high == 14) or Counter(cards) - Counter({c: avail[c] for c in cards}):
                    continue
                out.append(cards)
    return out


@lru_cache(maxsize=200_000)
def _cover(required: tuple[int, ...], optional: tuple[int, ...], used: bool) -> bool:
    first = next((c for c in range(52) if required[c]), None)
    if first is None:
        return used or any(_melds_with(c, optional) for c in range(52) if optional[c])
    avail = tuple(a + b for a, b in zip(required, optional))
    for meld in _melds_with(first, avail):
        req, opt, took = list(required), list(optional), used
        for c in meld:
            if req[c]:
                req[c] -= 1
            else:
                opt[c] -= 1
                took = True
        if _cover(tuple(req), tuple(opt), took):
            return True
    return False


def has_play(table: list[str], hand: list[str]) -> bool:
    """Whether some non-empty set of hand cards joins the table's cards in valid melds."""
    req, opt = [0] * 52, [0] * 52
    for c in table:
        req[INDEX[c]] += 1
    for c in hand:
        opt[INDEX[c]] += 1
    return _cover(tuple(req), tuple(opt), False)


class Game:
    """A whole game, replayed move by move."""

    def __init__(self, data: dict):
        self.n = len(data["players"])
        o = data["options"]
        self.decks, self.hands_max, self.next_dealer = o["decks"], o["hands"], o["next_dealer"]
        self.packs = data["packs"]
        self.pennies = [o["pennies"]] * self.n
        self.in_game = [True] * self.n
        self.pot = 0
        self.won: list[int | None] = []
        self.over = False
        self.h = 0
        self.start_hand(data["dealer"], 0)

    def left_of(self, p: int) -> int:
        q = (p + 1) % self.n
        while not self.in_game[q]:
            q = (q + 1) % self.n
        return q

    def right_of(self, p: int) -> int:
        q = (p - 1) % self.n
        while not self.in_game[q]:
            q = (q - 1) % self.n
        return q

    def start_hand(self, dealer: int, move_no: int) -> None:
        if len(self.packs) <= self.h:
            raise Fault(move_no, "no pack for the next hand")
        self.h += 1
        self.dealer = dealer
        self.players = [p for p in range(self.n) if self.in_game[p]]
        for p in self.players:
            self.pennies[p] -= 1
            self.pot += 1
        pack = list(self.packs[self.h - 1])
        self.hands = [[] for _ in range(self.n)]
        first = self.left_of(dealer)
        order = [first]
        while len(order) < len(self.players):
            order.append(self.left_of(order[-1]))
        for k in range(5 * len(order)):
            self.hands[order[k % len(order)]].append(pack[k])
        self.stock = pack[5 * len(order):]
        self.table: list[list[str]] = []
        self.turn, self.drawn, self.lap = first, 0, 0

    def end_hand(self, winner: int | None, move_no: int) -> None:
        self.won.append(winner)
        if winner is not None:
            gain = self.pot
            self.pot = 0
            for p in self.players:
                if p != winner:
                    pay = min(len(self.hands[p]), self.pennies[p])
                    self.pennies[p] -= pay
                    gain += pay
            self.pennies[winner] += gain
        if self.h == self.hands_max:
            self.over = True
            return
        for p in range(self.n):
            if self.in_game[p] and self.pennies[p] == 0:
                self.in_game[p] = False
        if sum(self.in_game) < 2:
            self.over = True
            return
        if self.next_dealer == "winner-first" and winner is not None:
            dealer = self.right_of(winner)
        else:
            dealer = self.left_of(self.dealer)
        self.start_hand(dealer, move_no)

    def step(self) -> str:
        if self.over:
            return "over"
        if has_play([c for m in self.table for c in m], self.hands[self.turn]):
            return "play"
        return "draw" if self.drawn < 5 and self.stock else "pass"

    def apply(self, move: object, k: int) -> None:
        if self.over:
            raise Fault(k, "over")
        if not isinstance(move, str) or not move:
            raise Fault(k, "not a move")
        words = move.split(" ")
        if "" in words:
            raise Fault(k, "spacing")
        p = self.turn
        step = self.step() if words in (["draw"], ["pass"]) else "play"
        if words == ["draw"]:
            if step != "draw":
                raise Fault(k, "has a play" if step == "play" else "may not draw")
            self.hands[p].append(self.stock.pop(0))
            self.drawn += 1
        elif words == ["pass"]:
            if step != "pass":
                raise Fault(k, "may not pass")
            if self.pennies[p]:
                self.pennies[p] -= 1
                self.pot += 1
            self.lap = self.lap + 1 if not self.stock else 0
            if self.lap == len(self.players):
                self.end_hand(None, k)
            else:
                self.turn, self.drawn = self.left_of(p), 0
        elif words[0] == "table" and len(words) > 1:
            melds = [w.split("-") for w in words[1:]]
            if not all(meld_ok(m) for m in melds):
                raise Fault(k, "not a meld")
            new = Counter(c for m in melds for c in m) - Counter(c for m in self.table for c in m)
            if Counter(c for m in self.table for c in m) - Counter(c for m in melds for c in m):
                raise Fault(k, "a card left the table")
            if not new or new - Counter(self.hands[p]):
                raise Fault(k, "new cards")
            for c in new.elements():
                self.hands[p].remove(c)
            self.table = melds
            self.lap = 0
            if not self.hands[p]:
                self.end_hand(p, k)
            else:
                self.turn, self.drawn = self.left_of(p), 0
        else:
            raise Fault(k, "unknown move")

    def summary(self) -> dict:
        most = max(self.pennies)
        return {
            "hand": self.h, "over": self.over, "pennies": self.pennies, "pot": self.pot,
            "in_game": self.in_game, "won": self.won, "to_move": None if self.over else self.turn,
            "step": self.step(), "drawn": 0 if self.over else self.drawn,
            "hands": [sorted(h, key=sort_key) for h in self.hands],
            "table": [rewrite(m) for m in self.table], "stock_size": len(self.stock),
            "winners": [p for p in range(self.n) if self.pennies[p] == most] if self.over else [],
        }


def _int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def header(data: object) -> dict:
    """The record with its options filled in; Fault(0) when the header breaks the spec."""
    if not isinstance(data, dict):
        raise Fault(0, "not an object")
    if set(data) - {"format", "version", "options", "players", "dealer", "packs", "moves", "x"} or \
            {"format", "version", "players", "dealer", "packs", "moves"} - set(data):
        raise Fault(0, "keys")
    if data["format"] != "penny-shanghai-record" or not _int(data["version"]) or data["version"] != 1:
        raise Fault(0, "format/version")
    players = data["players"]
    if not isinstance(players, list) or not 2 <= len(players) <= 10:
        raise Fault(0, "players")
    for pl in players:
        if not isinstance(pl, dict) or set(pl) - {"name", "type", "level"}:
            raise Fault(0, "player")
        if ("name" in pl and not isinstance(pl["name"], str)) or ("level" in pl and not isinstance(pl["level"], str)):
            raise Fault(0, "player")
        if "type" in pl and pl["type"] not in ("human", "ai"):
            raise Fault(0, "player type")
    n = len(players)
    o = data.get("options", {})
    if not isinstance(o, dict) or set(o) - {"decks", "pennies", "hands", "next_dealer"}:
        raise Fault(0, "options")
    o = {"decks": 1 if n <= 4 else 2, "pennies": 12, "hands": 10, "next_dealer": "left", **o}
    if not _int(o["decks"]) or not 1 <= o["decks"] <= 4 or 52 * o["decks"] < 5 * n + 1:
        raise Fault(0, "decks")
    if not _int(o["pennies"]) or not 1 <= o["pennies"] <= 1000 or not _int(o["hands"]) or not 1 <= o["hands"] <= 100:
        raise Fault(0, "pennies/hands")
    if o["next_dealer"] not in ("left", "winner-first"):
        raise Fault(0, "next_dealer")
    if not _int(data["dealer"]) or not 0 <= data["dealer"] < n:
        raise Fault(0, "dealer")
    packs = data["packs"]
    if not isinstance(packs, list) or not 1 <= len(packs) <= o["hands"]:
        raise Fault(0, "packs")
    full = Counter({c: o["decks"] for c in CODES})
    for pack in packs:
        if not isinstance(pack, list) or not all(isinstance(c, str) for c in pack) or Counter(pack) != full:
            raise Fault(0, "pack")
    if not isinstance(data["moves"], list):
        raise Fault(0, "moves")
    if "x" in data and not isinstance(data["x"], dict):
        raise Fault(0, "x")
    return {**data, "options": o}


def replay(text: str | bytes) -> dict:
    """The replay summary of a record, or Fault naming the first move it cannot honour."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise Fault(0, "not UTF-8") from None
    try:
        data = json.loads(text.removeprefix("\ufeff"))
    except ValueError:
        raise Fault(0, "not JSON") from None
    game = Game(header(data))
    for k, move in enumerate(data["moves"], 1):
        game.apply(move, k)
    return game.summary()
