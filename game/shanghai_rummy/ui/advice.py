"""The expert's advice for a seat, without the page: whether a card fits the seat's hand (the AI's
own measure, ai/evaluate.missing: it brings the contract closer; once down, it lays off), and the
shark's chosen move said as a short phrase with its reason and the card to highlight."""

from __future__ import annotations

from dataclasses import dataclass

from game.rummy import cards as C

from .. import helpers
from ..ai.evaluate import missing
from ..state import State

HINT_LEVEL = "shark"


def fits(state: State, seat: int, card: int) -> bool:
    """Whether `card` would help `seat`: before going down it lowers the cards still lacking for
    the contract; once down, it can be laid off on the table."""
    hand = [c for c in state.hands[seat] if c >= 0]
    if state.down[seat]:
        return bool(helpers.layoffs([card], state.table))
    return missing(hand + [card], state.h) < missing(hand, state.h)


@dataclass(frozen=True)
class Hint:
    """The advice: a phrase key with its fields (`card` a card int, `meld` a meld number), and the
    card to highlight (in the hand, or the discard pile's top for take/buy/pass)."""

    key: str
    fields: tuple[tuple[str, object], ...] = ()
    card: int | None = None


def hint(state: State, seat: int, move: str) -> Hint:
    """The move `move` of `seat` (the expert's choice) as advice with its reason."""
    words = move.split(" ")
    verb = words[0]
    top = state.pile[-1] if state.pile else None
    if verb in ("take", "buy", "pass") and top is not None:
        if verb == "pass":
            return Hint("sr.hint.pass", (("card", top),), top)
        hand = [c for c in state.hands[seat] if c >= 0]
        if state.down[seat]:
            why = "lay" if fits(state, seat, top) else "keep"
        elif missing(hand + [top], state.h) == 0:
            why = "done"
        else:
            why = "closer" if fits(state, seat, top) else "keep"
        return Hint(f"sr.hint.{verb}.{why}", (("card", top),), top)
    if verb == "draw":
        return Hint("sr.hint.draw")
    if verb == "down":
        return Hint("sr.hint.down")
    if verb in ("lay", "swap"):
        card = C.parse(words[1])
        return Hint(f"sr.hint.{verb}", (("card", card), ("meld", int(words[2]))), card)
    card = C.parse(words[1])
    hand = [c for c in state.hands[seat] if c >= 0]
    rest = list(hand)
    rest.remove(card)
    lonely = state.down[seat] or missing(rest, state.h) <= missing(hand, state.h)
    return Hint(f"sr.hint.discard.{'spare' if lonely else 'least'}", (("card", card),), card)
