"""A second, independent reading of the Shanghai rummy record format, for differential tests.

Written straight from the record spec (docs/shanghai-rummy-record.md) by someone other than the
engine's author, as plainly as possible and with no thought for speed: it replays a record to
the spec's replay summary, or names the first move it cannot honour. tests/test_shanghai_rummy_oracle.py
plays many random and mutated records through both and asks for the same answer.
"""

from __future__ import annotations

import json
import re
from collections import Counter

RANKS = "A23456789TJQK"
SUITS = "SHDC"
CODES = [r + s for s in SUITS for r in RANKS]
CONTRACTS = {  # hand: (sets of 3, runs of n...)
    1: ("S", "S"), 2: ("R4", "S"), 3: ("R4", "R4"), 4: ("S", "S", "S"), 5: ("R7", "S"),
    6: ("R4", "R4", "S"), 7: ("R4", "R4", "R4"), 8: ("R10", "S"), 9: ("S", "S", "S", "R5"),
    10: ("R5", "R5", "R5"),
}


NUMBER = re.compile(r"[1-9][0-9]*")


class Fault(Exception):
    """A record the spec says to refuse, at `move` (0: the header)."""

    def __init__(self, move: int, reason: str):
        super().__init__(f"move {move}: {reason}")
        self.move = move


def wild(c: str) -> bool:
    return c[0] == "2"


def points(c: str) -> int:
    r = c[0]
    return 15 if r == "A" else 20 if r == "2" else 10 if r in "TJQK" else 5


def rank_no(c: str) -> int:
    return RANKS.index(c[0]) + 1


def sort_key(c: str) -> tuple[int, int]:
    return SUITS.index(c[1]), RANKS.index(c[0])


class Meld:
    """A meld on the table: a set (its cards in order) or a run (position -> card)."""

    def __init__(self, kind: str, cards: list[str], start: int = 0, suit: str = ""):
        self.kind, self.cards, self.start, self.suit = kind, cards, start, suit

    def text(self) -> str:
        return "-".join(self.cards)

    def wilds(self) -> int:
        return sum(wild(c) for c in self.cards)

    def ok_share(self) -> bool:
        return 2 * self.wilds() < len(self.cards)


def read_meld(text: str) -> Meld | None:
    cards = text.split("-")
    if len(cards) < 3 or any(c not in CODES for c in cards):
        return None
    nat = [c for c in cards if not wild(c)]
    if not nat:
        return None
    if len({c[0] for c in nat}) == 1:
        meld = Meld("set", cards)
    else:
        if len({c[1] for c in nat}) != 1:
            return None
        first = next(i for i, c in enumerate(cards) if not wild(c))
        found = None
        for p0 in ([1, 14] if cards[first][0] == "A" else [rank_no(cards[first])]):
            start = p0 - first
            if start < 1 or start + len(cards) - 1 > 14:
                continue
            if all(wild(c) or (start + i) in ((1, 14) if c[0] == "A" else (rank_no(c),))
                   for i, c in enumerate(cards)):
                found = start
        if found is None:
            return None
        meld = Meld("run", cards, found, nat[0][1])
    return meld if meld.ok_share() else None


def meets(melds: list[Meld], hand_no: int) -> bool:
    need = list(CONTRACTS[hand_no])
    if len(melds) != len(need):
        return False

    def fits(m: Meld, req: str) -> bool:
        return m.kind == "set" if req == "S" else (m.kind == "run" and len(m.cards) >= int(req[1:]))

    def match(i: int, free: list[str]) -> bool:
        if i == len(melds):
            return True
        return any(fits(melds[i], r) and match(i + 1, free[:j] + free[j + 1:]) for j, r in enumerate(free))

    return match(0, need)


class Game:
    """A whole game, replayed move by move."""

    def __init__(self, data: dict):
        self.n = len(data["players"])
        self.decks = data["options"]["decks"]
        self.buys = data["options"]["buys"]
        self.dealer0 = data["dealer"]
        self.packs = data["packs"]
        self.totals = [0] * self.n
        self.hand_points: list[list[int]] = []
        self.out: list[int | None] = []
        self.over = False
        self.start_hand(1)

    def start_hand(self, h: int) -> None:
        self.h = h
        pack = list(self.packs[h - 1])
        dealer = (self.dealer0 + h - 1) % self.n
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        for k in range(11 * self.n):
            self.hands[(dealer + 1 + k) % self.n].append(pack[k])
        self.discard = [pack[11 * self.n]]
        self.discarder: int | None = None
        self.stock = pack[11 * self.n + 1:]
        self.table: list[Meld] = []
        self.down = [False] * self.n
        self.buys_left = [self.buys[h - 1]] * self.n
        self.turn = (dealer + 1) % self.n
        self.step = "take"
        self.asked: int | None = None

    def eligible(self, p: int) -> bool:
        return self.buys_left[p] > 0 and len(self.stock) >= 1 and p != self.discarder

    def next_asked(self, after: int) -> int | None:
        p = (after + 1) % self.n
        while p != self.turn:
            if self.eligible(p):
                return p
            p = (p + 1) % self.n
        return None

    def to_move(self) -> int | None:
        return None if self.over else (self.asked if self.step == "buy" else self.turn)

    def end_hand(self, out: int | None, move_no: int) -> None:
        pts = [0 if p == out else sum(points(c) for c in self.hands[p]) for p in range(self.n)]
        self.hand_points.append(pts)
        self.out.append(out)
        self.totals = [a + b for a, b in zip(self.totals, pts)]
        if self.h == 10:
            self.over, self.step = True, "over"
            return
        if len(self.packs) <= self.h:
            raise Fault(move_no, "no pack for the next hand")
        self.start_hand(self.h + 1)

    def take_from_hand(self, p: int, cards: list[str], move_no: int) -> None:
        have = Counter(self.hands[p])
        if Counter(cards) - have:
            raise Fault(move_no, "not in hand")
        for c in cards:
            self.hands[p].remove(c)

    def apply(self, move: object, k: int) -> None:
        if self.over:
            raise Fault(k, "over")
        if not isinstance(move, str):
            raise Fault(k, "not a string")
        words = move.split(" ")
        if move != " ".join(w for w in words if w) or not move:
            raise Fault(k, "spacing")
        verb, args = words[0], words[1:]
        p = self.to_move()
        if self.step == "take":
            if verb == "take" and not args and self.discard:
                self.hands[p].append(self.discard.pop())
                self.step = "play"
            elif verb == "draw" and not args:
                self.hands[p].append(self.stock.pop(0))
                self.asked = self.next_asked(p)
                self.step = "buy" if self.asked is not None else "play"
            else:
                raise Fault(k, "take or draw")
        elif self.step == "buy":
            if verb == "buy" and not args:
                self.hands[p].append(self.discard.pop())
                self.hands[p].append(self.stock.pop(0))
                self.buys_left[p] -= 1
                self.step, self.asked = "play", None
            elif verb == "pass" and not args:
                self.asked = self.next_asked(p)
                if self.asked is None:
                    self.step = "play"
            else:
                raise Fault(k, "buy or pass")
        else:
            self.play(p, verb, args, k)

    def play(self, p: int, verb: str, args: list[str], k: int) -> None:
        hand = self.hands[p]
        if verb == "down":
            if self.down[p] or not args:
                raise Fault(k, "down")
            melds = [read_meld(a) for a in args]
            if any(m is None for m in melds) or not meets(melds, self.h):  # type: ignore[arg-type]
                raise Fault(k, "contract")
            self.take_from_hand(p, [c for a in args for c in a.split("-")], k)
            self.table.extend(melds)  # type: ignore[arg-type]
            self.down[p] = True
            if not hand:
                self.end_hand(p, k)
        elif verb == "lay":
            if not self.down[p] or len(args) not in (2, 3) or args[0] not in CODES:
                raise Fault(k, "lay")
            c, key = args[0], args[1]
            if not NUMBER.fullmatch(key) or not 1 <= int(key) <= len(self.table):
                raise Fault(k, "meld number")
            if c not in hand:
                raise Fault(k, "not in hand")
            m = self.table[int(key) - 1]
            end = args[2] if len(args) == 3 else None
            if end not in (None, "low", "high"):
                raise Fault(k, "end word")
            if m.kind == "set":
                if end is not None or not (wild(c) or c[0] == m.cards[next(i for i, x in enumerate(m.cards) if not wild(x))][0]):
                    raise Fault(k, "set")
                new = Meld("set", m.cards + [c])
            else:
                lo, hi = m.start, m.start + len(m.cards) - 1
                ends = []
                if lo > 1 and (wild(c) or (c[1] == m.suit and (lo - 1) in ((1, 14) if c[0] == "A" else (rank_no(c),)))):
                    ends.append("low")
                if hi < 14 and (wild(c) or (c[1] == m.suit and (hi + 1) in ((1, 14) if c[0] == "A" else (rank_no(c),)))):
                    ends.append("high")
                if not ends or (len(ends) == 2) != (end is not None) or (end is not None and end not in ends):
                    raise Fault(k, "ends")
                side = end or ends[0]
                new = (Meld("run", [c] + m.cards, lo - 1, m.suit) if side == "low"
                       else Meld("run", m.cards + [c], lo, m.suit))
            if not new.ok_share():
                raise Fault(k, "share")
            hand.remove(c)
            self.table[int(key) - 1] = new
            if not hand:
                self.end_hand(p, k)
        elif verb == "swap":
            if not self.down[p] or len(args) != 2 or args[0] not in CODES or wild(args[0]):
                raise Fault(k, "swap")
            c, key = args
            if not NUMBER.fullmatch(key) or not 1 <= int(key) <= len(self.table):
                raise Fault(k, "meld number")
            if c not in hand:
                raise Fault(k, "not in hand")
            m = self.table[int(key) - 1]
            if m.kind != "run" or c[1] != m.suit:
                raise Fault(k, "no wild for it")
            want = (1, 14) if c[0] == "A" else (rank_no(c),)
            spots = [i for i, x in enumerate(m.cards) if wild(x) and m.start + i in want]
            if not spots:
                raise Fault(k, "no wild for it")
            i = spots[0]
            hand.remove(c)
            hand.append(m.cards[i])
            m.cards = m.cards[:i] + [c] + m.cards[i + 1:]
        elif verb == "discard":
            if len(args) != 1 or args[0] not in hand:
                raise Fault(k, "discard")
            c = args[0]
            if wild(c) and not all(wild(x) for x in hand):
                raise Fault(k, "deuce")
            hand.remove(c)
            self.discard.append(c)
            self.discarder = p
            if not hand:
                self.end_hand(p, k)
            elif not self.stock:
                self.end_hand(None, k)
            else:
                self.turn = (p + 1) % self.n
                self.step = "take"
        else:
            raise Fault(k, "not a move here")

    def summary(self) -> dict:
        over = self.over
        winners = [p for p in range(self.n) if self.totals[p] == min(self.totals)] if over else []
        return {
            "hand": self.h, "over": over, "totals": self.totals, "hand_points": self.hand_points,
            "out": self.out, "winners": winners, "to_move": self.to_move(), "step": self.step,
            "hands": [sorted(h, key=sort_key) for h in self.hands], "down": self.down,
            "buys_left": self.buys_left, "table": [m.text() for m in self.table],
            "discard_top": self.discard[-1] if self.discard else None, "discard_size": len(self.discard),
            "stock_size": len(self.stock),
        }


def _int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def header(data: object) -> dict:
    """The record with its options filled in; Fault(0) when the header breaks the spec."""
    if not isinstance(data, dict):
        raise Fault(0, "not an object")
    allowed = {"format", "version", "options", "players", "dealer", "packs", "moves", "x"}
    if set(data) - allowed or {"format", "version", "players", "dealer", "packs", "moves"} - set(data):
        raise Fault(0, "keys")
    if data["format"] != "shanghai-rummy-record" or not _int(data["version"]) or data["version"] != 1:
        raise Fault(0, "format/version")
    players = data["players"]
    if not isinstance(players, list) or not 3 <= len(players) <= 8:
        raise Fault(0, "players")
    for pl in players:
        if not isinstance(pl, dict) or set(pl) - {"name", "type", "level"}:
            raise Fault(0, "player")
        if ("name" in pl and not isinstance(pl["name"], str)) or ("level" in pl and not isinstance(pl["level"], str)):
            raise Fault(0, "player")
        if "type" in pl and pl["type"] not in ("human", "ai"):
            raise Fault(0, "player type")
    n = len(players)
    opts = data.get("options", {})
    if not isinstance(opts, dict) or set(opts) - {"decks", "buys"}:
        raise Fault(0, "options")
    decks = opts.get("decks", 2 if n <= 4 else n - 2)
    if not _int(decks) or not 1 <= decks <= 6 or 52 * decks < 11 * n + 2:
        raise Fault(0, "decks")
    buys = opts.get("buys", [3, 3, 3, 3, 3, 3, 3, 4, 4, 4])
    if not isinstance(buys, list) or len(buys) != 10 or not all(_int(b) and 0 <= b <= 9 for b in buys):
        raise Fault(0, "buys")
    if not _int(data["dealer"]) or not 0 <= data["dealer"] < n:
        raise Fault(0, "dealer")
    packs = data["packs"]
    if not isinstance(packs, list) or not 1 <= len(packs) <= 10:
        raise Fault(0, "packs")
    full = Counter({c: decks for c in CODES})
    for pack in packs:
        if not isinstance(pack, list) or not all(isinstance(c, str) for c in pack) or Counter(pack) != full:
            raise Fault(0, "pack")
    if not isinstance(data["moves"], list):
        raise Fault(0, "moves")
    if "x" in data and not isinstance(data["x"], dict):
        raise Fault(0, "x")
    return {**data, "options": {"decks": decks, "buys": buys}}


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
    data = header(data)
    game = Game(data)
    for k, move in enumerate(data["moves"], 1):
        game.apply(move, k)
    return game.summary()
