"""What one seat knows, and guesses at the rest: a record masked for a seat (`??` for every card it
has not seen), a seat's running view in the arena, and a determinization that deals the unseen
cards at random."""

from __future__ import annotations

import random
from collections import Counter

from ...rummy import cards as C
from ..state import BUY, HIDDEN, TAKE, State


def seen_places(raw: dict, state_cls=State) -> tuple[int, int, list[set[int]]]:
    """Replay a full record's moves: (hand in play, its dealer, per player the pack places of the
    current hand that player saw leave the pack by drawing or buying)."""
    from ..record import loads

    base = dict(raw, moves=[])
    state = loads(_dumps(base), masked=True).state
    seen: list[set[int]] = [set() for _ in range(state.n)]
    for move in raw["moves"]:
        h = state.h
        if move == "draw" and state.step == TAKE:
            seen[state.turn].add(state.sp)
        elif move == "buy" and state.step == BUY:
            seen[state.asked].add(state.sp)  # type: ignore[index]
        state._apply(move)
        if state.h != h:
            seen = [set() for _ in range(state.n)]
    return state.h, state.dealer(), seen


def _dumps(raw: dict) -> str:
    import json

    return json.dumps(raw)


def mask_record(raw: dict, seat: int) -> dict:
    """The record as `seat` sees it: the current hand's pack shows only the seat's own dealt cards,
    the turned-up card and the stock cards it drew or bought; later packs are left out; `x` is dropped.
    Finished hands stay as they are (every card left in hand is shown when a hand ends)."""
    h, dealer, seen = seen_places(raw)
    n = len(raw["players"])
    pack = raw["packs"][h - 1]
    mine = {i for i in range(11 * n) if i % n == (seat - dealer - 1) % n} | {11 * n} | seen[seat]
    out = {k: v for k, v in raw.items() if k != "x"}
    out["packs"] = [list(p) for p in raw["packs"][: h - 1]] + [
        [code if i in mine else C.HIDDEN for i, code in enumerate(pack)]]
    return out


def determinize(view: State, seat: int, rng: random.Random) -> State:
    """A copy of a seat's view with every unseen card (others' hands, the stock) dealt at random
    from the cards the seat cannot place."""
    s = view.clone()
    unseen: Counter[int] = Counter({c: s.decks for c in range(52)})
    for hand in s.hands:
        unseen.subtract(c for c in hand if c >= 0)
    for meld in s.table:
        unseen.subtract(meld.cards)
    unseen.subtract(s.pile)
    pack = list(s.pack)
    unseen.subtract(c for c in pack[s.sp:] if c >= 0)
    pool = [c for c, k in unseen.items() for _ in range(max(0, k))]
    rng.shuffle(pool)
    for p, hand in enumerate(s.hands):
        if p != seat and HIDDEN in hand:
            s.hands[p] = [c if c >= 0 else (pool.pop() if pool else 0) for c in hand]
    for i in range(s.sp, len(pack)):
        if pack[i] < 0:
            pack[i] = pool.pop() if pool else 0
    s.pack = pack
    s.packs = list(s.packs)
    s.packs[s.h - 1] = pack
    s.masked = False
    return s


class SeatViews:
    """Every seat's running view of a game the arena plays: each a masked State fed the same moves,
    with a pack card revealed to a seat just as it draws or buys it."""

    def __init__(self, truth: State):
        self.truth = truth
        self.views = [self._fresh(p) for p in range(truth.n)]

    def _fresh(self, seat: int) -> State:
        t = self.truth
        packs = []
        for h, pack in enumerate(t.packs, 1):
            dealer = (t.dealer0 + h - 1) % t.n
            mine = {i for i in range(11 * t.n) if i % t.n == (seat - dealer - 1) % t.n} | {11 * t.n}
            packs.append([c if i in mine else HIDDEN for i, c in enumerate(pack)])
        return State(t.n, t.dealer0, packs, t.decks, t.buys, masked=True)

    def apply(self, move: str) -> None:
        """Play `move` in the game and in every view."""
        t = self.truth
        taker = t.turn if (move == "draw" and t.step == TAKE) else t.asked if (move == "buy" and t.step == BUY) else None
        if taker is not None:
            view = self.views[taker]
            view.pack[view.sp] = t.pack[t.sp]
        t._apply(move)
        for view in self.views:
            view._apply(move)
