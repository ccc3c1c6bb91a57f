"""What a drag on the table means, without the page: a card of the hand moved to another place in
it, a card dropped on a meld (laid off when exactly one way is legal, else kept picked so both ends
are offered, or the reason said), a pile's card pulled into the hand (taken or drawn when legal).
drag.HandDrag reports the gesture; the board plays what this module decides."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ui.i18n import t

from .seatview import SeatView

REORDER_END = 10_000  # a card dropped on the hand's free space goes last


@dataclass(frozen=True)
class Drop:
    """The outcome of a drop: a move to play, a reorder (from, to) of the hand, the selection to
    keep (positions in the hand shown; None leaves it), and a sentence to say."""

    move: str = ""
    order: tuple[int, int] | None = None
    selected: tuple[int, ...] | None = None
    say: str = ""


def meaning(what: str, source: object, where: str, place: int,
            view_with: Callable[[Sequence[int]], SeatView]) -> Drop | None:
    """What dropping `what` (a "card" at hand position `source`, or a "pile": "draw"/"take") on
    `where` ("card" at position `place`, "meld" number `place`, or "hand") does; `view_with(picked)`
    is the viewer's seat with those hand positions picked. None: nothing."""
    if what == "card" and where in ("card", "hand"):
        return Drop(order=(int(source), place if where == "card" else REORDER_END))  # type: ignore[arg-type]
    if what == "card" and where == "meld":
        picked = (int(source),)  # type: ignore[arg-type]
        offers = [mc for mc in view_with(picked).meld_controls() if mc.number == place and mc.kind == "lay"]
        usable = [mc for mc in offers if mc.control.enabled]
        if len(usable) == 1:
            return Drop(move=usable[0].control.move, selected=picked)
        return Drop(selected=picked, say=t("sr.drop.ends") if usable else offers[0].control.reason if offers else "")
    if what == "pile" and where in ("card", "hand"):
        view = view_with(())
        control = view.draw() if source == "draw" else view.take()
        return Drop(move=control.move) if control.enabled else Drop(say=control.reason)
    return None
