"""What one seat knows: a record masked for a seat (`??` for every card it has not seen) and a
seat's running view in the arena. The levels reason over the unseen cards as a whole (ai/outs.py)."""

from __future__ import annotations

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


def view_at_deal(t: State, seat: int) -> State:
    """What `seat` knows of a game before any move: in each hand's pack, its own eleven cards of
    the deal and the card turned up (every other card hidden), as a masked State."""
    packs = []
    for h, pack in enumerate(t.packs, 1):
        dealer = (t.dealer0 + h - 1) % t.n
        mine = {i for i in range(11 * t.n) if i % t.n == (seat - dealer - 1) % t.n} | {11 * t.n}
        packs.append([c if i in mine else HIDDEN for i, c in enumerate(pack)])
    return State(t.n, t.dealer0, packs, t.decks, t.buys, masked=True)


class SeatViews:
    """Every seat's running view of a game the arena plays: each a masked State fed the same moves,
    with a pack card revealed to a seat just as it draws or buys it."""

    def __init__(self, truth: State):
        self.truth = truth
        self.views = [self._fresh(p) for p in range(truth.n)]

    def _fresh(self, seat: int) -> State:
        return view_at_deal(self.truth, seat)

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
