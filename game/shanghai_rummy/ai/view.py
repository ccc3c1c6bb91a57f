"""What one seat knows: a record masked for a seat (`??` for every card it has not seen) and a
seat's running view in the arena. The levels reason over the unseen cards as a whole (ai/outs.py)."""

from __future__ import annotations

from ...rummy import cards as C
from ..state import BUY, HIDDEN, TAKE, State


def _received(state: State, move: str) -> tuple[int, int] | None:
    """(player, pack place) of the stock card `move` hands a player (a draw, a buy's penalty card)."""
    if move == "draw" and state.step == TAKE:
        return state.turn, state.sp
    if move == "buy" and state.step == BUY:
        return state.asked, state.sp  # type: ignore[return-value]
    return None


def _dealt(n: int, dealer: int, player: int) -> set[int]:
    """The pack places of `player`'s eleven dealt cards in a hand `dealer` deals."""
    return {i for i in range(11 * n) if i % n == (player - dealer - 1) % n}


def _shown_at_end(dealer: int, pack: list[int], hands: list[list[int]], taken: list[list[int]]) -> set[int]:
    """The places in a hand's `pack` of the cards left in every hand as it ends (`hands`, as they
    were before its last move). Two decks hold two of a card, and which of them a player kept is
    not told apart: every place a player got a card it still holds is shown (a copy it played was
    shown when played), so a replay of the masked record ends the hand as it was."""
    shown: set[int] = set()
    for p, hand in enumerate(hands):
        left = set(hand)
        shown |= {i for i in _dealt(len(hands), dealer, p) | set(taken[p]) if pack[i] in left}
    return shown


def seen_places(raw: dict) -> tuple[int, list[set[int]], list[list[list[int]]]]:
    """Replay a full record's moves: (hand in play, per finished hand the pack places of the cards
    left in hand at its end, per hand so far each player's drawn and bought pack places)."""
    from ..record import loads

    state = loads(_dumps(dict(raw, moves=[])), masked=True).state
    shown: list[set[int]] = []  # per finished hand: the cards left in hand at its end
    taken: list[list[list[int]]] = [[[] for _ in range(state.n)]]  # per hand, per player
    for move in raw["moves"]:
        h = state.h
        got = _received(state, move)
        if got is not None:
            taken[-1][got[0]].append(got[1])
        dealer, pack, hands = state.dealer(), state.pack, [list(hand) for hand in state.hands]
        state._apply(move)
        if state.h != h or state.over:
            shown.append(_shown_at_end(dealer, pack, hands, taken[-1]))
            if not state.over:
                taken.append([[] for _ in range(state.n)])
    return state.h, shown, taken


def _dumps(raw: dict) -> str:
    import json

    return json.dumps(raw)


def mask_record(raw: dict, seat: int) -> dict:
    """The record as `seat` sees it: in each hand's pack, the seat's own dealt cards, the turned-up
    card and the stock cards it drew or bought, and in a finished hand also every card left in a
    hand at its end (shown to all); every other place `??`; later packs left out; `x` dropped."""
    h, shown, taken = seen_places(raw)
    n = len(raw["players"])
    dealer0 = raw["dealer"]
    packs = []
    for k in range(h):
        mine = _dealt(n, (dealer0 + k) % n, seat) | {11 * n} | set(taken[k][seat])
        if k < len(shown):
            mine |= shown[k]
        packs.append([code if i in mine else C.HIDDEN for i, code in enumerate(raw["packs"][k])])
    out = {k: v for k, v in raw.items() if k != "x"}
    out["packs"] = packs
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
    """Every seat's running view of a game, kept move by move beside it (the arena's players and
    the board's computer think over these): a masked State per seat, shown a stock card as it takes
    it and, when a hand ends, every card left in hand, as the masked record shows them."""

    def __init__(self, state: State):
        """Views of a game at its deal (no moves played yet)."""
        self.views = [view_at_deal(state, p) for p in range(state.n)]
        self._before: tuple[State, int, list[list[int]]] | None = None

    def before(self, truth: State, move: str) -> None:
        """Call before `move` is played in `truth`: the seat taking a stock card gets to see it."""
        got = _received(truth, move)
        if got is not None:
            view = self.views[got[0]]
            view.pack[view.sp] = truth.pack[truth.sp]
        self._before = (truth, truth.h, [list(hand) for hand in truth.hands])

    def after(self, move: str) -> None:
        """Call after `move` is played in the game: every view plays it too, and a hand it ends
        is scored on the cards shown."""
        assert self._before is not None, "before() comes first"
        truth, h, hands = self._before
        ended = truth.h != h or truth.over
        for view in self.views:
            if ended:
                view.hands = [list(hand) for hand in hands]
            view._apply(move)
        self._before = None

    def play(self, truth: State, move: str) -> None:
        """Play `move` in the game `truth` and in every view."""
        self.before(truth, move)
        truth._apply(move)
        self.after(move)

    def of(self, seat: int) -> State:
        """A copy of what `seat` knows now."""
        return self.views[seat].clone()
