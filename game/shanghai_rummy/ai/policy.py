"""The computer's play, one decision at a time, from a seat's view: what to take, when to buy,
going down, laying off and swapping, and which card to throw. A `Style` sets how well it plays."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...rummy import cards as C
from .. import melds as M
from ..helpers import best_grouping, can_meet
from ..state import BUY, PLAY, TAKE, State
from .evaluate import keep_value, missing


@dataclass(frozen=True)
class Style:
    """How a level plays."""

    noise: float = 0.0  # chance of throwing a random spare card instead of the worst one
    buys: bool = True  # buys a discard that brings the contract closer
    buy_room: int = 15  # never buys past this many cards in hand
    block: bool = False  # keeps back cards the next player visibly wants
    dump: bool = False  # throws high cards first once someone is close to going out
    samples: int = 0  # 1: weigh the throw by the unseen cards that would help ("outs")
    candidates: int = 3  # discards the outs count compares
    buy_any: bool = False  # buys every card that brings the contract closer, even with one buy left
    feed: float = 0.0  # before going down: how much it avoids throwing what the next player, down, lays off
    hold_wants: float = 0.0  # once down: how much it avoids throwing what the next player visibly wants
    dump_weight: float = 0.1  # how much a point counts in the throw once someone is close to going out
    lay_keep: float = 0.0  # before going down: how much it keeps a spare card it could lay off once down
    near_keep: float = 0.0  # once down: how much it keeps a card one gap beyond a run's end on the table
    take_outs: float = 0.0  # lookahead: takes a discard that leaves as many cards short but this many times the outs
    buy_outs: float = 0.0  # lookahead: the same for a buy (with a buy to spare), against the hand without it
    two_draw: int = 0  # lookahead: throws leaving the hand 2 to this many cards short also weighed by two draws
    two_close: float = 0.85  # ... those whose one-draw outs are at least this share of the best's
    solo: int = 0  # lookahead: close throws (as short, outs within solo_close of the best) weighed by this many solitaire play-outs
    solo_turns: int = 6  # ... of this many own turns each
    solo_close: float = 0.85
    solo_take: float = 0.5  # ... in which the discard on offer is looked at this often
    solo_rushed: int = 0  # ... of this many own turns instead once a rival is down (the hand may end soon)
    late_room: int = 0  # once a rival is down: buys up to this many cards in hand instead of buy_room


def fits_table(card: int, table: list[M.Meld]) -> list[tuple[int, str | None]]:
    """(meld number, end or None) for every meld on the table `card` could be laid off on now."""
    out = []
    for k, meld in enumerate(table, 1):
        ends = M.lay_ends(meld, card)
        if ends and M.share_allows(meld, card):
            out.append((k, None if len(ends) == 1 and ends[0] in ("", M.LOW, M.HIGH) else ends[0]))
    return out


def lay_move(card: int, k: int, meld: M.Meld) -> str:
    """The written lay of `card` on meld number `k` (the low end when both are open)."""
    ends = M.lay_ends(meld, card)
    return f"lay {C.CODES[card]} {k}" + (" low" if len(ends) == 2 else "")


def threatened(state: State, seat: int) -> bool:
    """Whether another player is down with three cards or fewer: the hand may end any moment."""
    return any(state.down[p] and len(state.hands[p]) <= 3 for p in range(state.n) if p != seat)


def decide(state: State, style: Style, rng: random.Random) -> str:
    """The move of the player to move, as `style` plays it."""
    seat = state.current_player()
    assert seat is not None
    hand = state.hands[seat]
    if state.step == TAKE:
        return "take" if _wants(state, seat, state.pile[-1], style, buying=False) else "draw"
    if state.step == BUY:
        return "buy" if style.buys and _wants(state, seat, state.pile[-1], style, buying=True) else "pass"
    assert state.step == PLAY
    if not state.down[seat]:
        best = best_grouping(hand, state.h)
        if best is not None:
            return "down " + " ".join(C.join_meld(m) for m in best)
    else:
        move = _lay_or_swap(state, seat)
        if move:
            return move
    return "discard " + C.CODES[choose_discard(state, seat, style, rng)]


def _wants(state: State, seat: int, card: int, style: Style, buying: bool) -> bool:
    hand = state.hands[seat]
    if state.down[seat]:
        return not buying and bool(fits_table(card, state.table))
    if buying:
        room = style.buy_room
        if style.late_room and any(state.down[p] for p in range(state.n) if p != seat):
            room = style.late_room  # the hand may end soon: a penalty card costs less than being caught
        if len(hand) + 2 > room or state.buys_left[seat] <= 0:
            return False
    if card % 13 == 1:
        return True
    before = missing(hand, state.h)
    after = missing(hand + [card], state.h)
    if can_meet(hand + [card], state.h):
        return True
    if buying:
        if style.buy_any:
            return after < before
        return after < before and (before >= 2 or state.buys_left[seat] >= 2)
    return after < before


def _lay_or_swap(state: State, seat: int) -> str | None:
    hand = state.hands[seat]
    naturals = sorted({c for c in hand if c % 13 != 1}, key=lambda c: -M.POINTS[c])
    for card in naturals:
        for k, meld in enumerate(state.table, 1):
            if M.lay_ends(meld, card) and M.share_allows(meld, card):
                return lay_move(card, k, meld)
    for card in naturals:
        for k, meld in enumerate(state.table, 1):
            if meld.wilds and M.swap_index(meld, card) is not None:
                return f"swap {C.CODES[card]} {k}"
    for card in sorted({c for c in hand if c % 13 == 1}):
        for k, meld in enumerate(state.table, 1):
            if M.lay_ends(meld, card) and M.share_allows(meld, card):
                return lay_move(card, k, meld)
    return None


def discard_scores(state: State, seat: int, style: Style) -> list[tuple[float, int]]:
    """(score, card) for every card the seat may throw, lowest score first: the card to throw."""
    hand = state.hands[seat]
    options = sorted({c for c in hand if c % 13 != 1}) or sorted(set(hand))
    nxt = (seat + 1) % state.n
    scores = []
    if state.down[seat]:
        for card in options:
            score = -M.POINTS[card]
            if style.hold_wants and not state.down[nxt] and _helps(state, nxt, card):
                score += style.hold_wants
            if style.near_keep and _near_run(card, state.table):
                score += style.near_keep
            scores.append((score, card))
    else:
        danger = style.dump and threatened(state, seat)
        feeding = style.feed and state.down[nxt]
        for card in options:
            rest = list(hand)
            rest.remove(card)
            score = 10.0 * missing(rest, state.h) + keep_value(card, rest, state.h) / 5.0
            if danger:
                score -= M.POINTS[card] * style.dump_weight
            on_table = (feeding or style.lay_keep) and bool(fits_table(card, state.table))
            if on_table:
                score += style.lay_keep + (style.feed if feeding else 0.0)
            elif style.block and _helps(state, nxt, card):
                score += 0.6
            scores.append((score, card))
    scores.sort()
    return scores


def _near_run(card: int, table: list[M.Meld]) -> bool:
    """Whether `card` would fit a run on the table once one more card is laid at that end."""
    for meld in table:
        if meld.kind == M.RUN and card // 13 == meld.suit and card % 13 != 1:
            places = M.places_of(card)
            if meld.start - 2 in places or meld.end + 2 in places:
                return True
    return False


def _helps(state: State, player: int, card: int) -> bool:
    """Whether `card` visibly helps `player`: a lay-off once down, else a rank or near run card they took."""
    if state.down[player]:
        return bool(fits_table(card, state.table))
    for other in state.hands[player]:
        if other >= 0 and other % 13 != 1:
            if other % 13 == card % 13:
                return True
            if other // 13 == card // 13 and abs(other % 13 - card % 13) <= 1:
                return True
    return False


def choose_discard(state: State, seat: int, style: Style, rng: random.Random) -> int:
    """The card the seat throws."""
    scores = discard_scores(state, seat, style)
    if style.noise and rng.random() < style.noise and len(scores) > 1:
        return scores[rng.randrange(min(3, len(scores)))][1]
    return scores[0][1]
