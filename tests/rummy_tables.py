"""Hand-made Shanghai rummy positions for the tests: a pack that deals the hands a test names."""

from __future__ import annotations

import json
from collections import Counter

from game.rummy import cards as C


def pack(hands: list[list[str]], turned: str, stock: list[str] = (), dealer: int = 0, decks: int = 2) -> list[str]:
    """A pack of `decks` decks that deals `hands` (11 codes each, player 0 first) with `dealer`
    dealing, turns up `turned`, and puts `stock` on top of the stock, the rest after in deck order."""
    n = len(hands)
    out: list[str | None] = [None] * (52 * decks)
    for p, hand in enumerate(hands):
        assert len(hand) == 11, f"player {p} needs 11 cards"
        for i, code in enumerate(hand):
            out[i * n + (p - dealer - 1) % n] = code
    out[11 * n] = turned
    for i, code in enumerate(stock):
        out[11 * n + 1 + i] = code
    used = Counter(c for c in out if c)
    assert all(used[code] <= decks for code in used), "a card dealt more often than the decks hold it"
    left = Counter({code: decks for code in C.CODES}) - used
    rest = [code for code in C.CODES for _ in range(left[code])]
    for i, item in enumerate(out):
        if item is None:
            out[i] = rest.pop(0)
    assert not rest
    return out  # type: ignore[return-value]


def record(packs: list[list[str]], moves: list[str], dealer: int = 0, players: int = 3, **options) -> str:
    """The record text of a game on these packs."""
    raw: dict = {"format": "shanghai-rummy-record", "version": 1}
    if options:
        raw["options"] = options
    raw.update({"players": [{} for _ in range(players)], "dealer": dealer, "packs": packs, "moves": moves})
    return json.dumps(raw)


def skip_hands(packs: list[list[str]], hands: int, dealer: int = 0, players: int = 3, **options) -> list[str]:
    """Moves that play the first `hands` hands of these packs out with nobody going down: each turn
    draws, nobody buys, and the player throws the card drawn (or the first it may, for a deuce)."""
    from game.shanghai_rummy.record import loads

    state = loads(record(packs, [], dealer, players, **options)).state
    while state.h <= hands and not state.over:
        if state.step == "take":
            move = "draw"
        elif state.step == "buy":
            move = "pass"
        else:
            drawn = state.pack[state.sp - 1]
            throw = "discard " + C.CODES[drawn]
            move = throw if drawn % 13 != 1 and drawn in state.hands[state.turn] else \
                next(m for m in state.legal_actions() if m.startswith("discard"))
        state.apply_action(move)
    return list(state.moves)

