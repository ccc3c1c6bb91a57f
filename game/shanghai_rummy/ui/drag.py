"""Dragging on the table with pointer events (a mouse, a pen or a finger alike): a card of the hand
to another place in it or onto a meld, the stock or the discard pile into the hand. A press that
moves less than a few pixels stays a tap, so tapping and the keyboard work as before; after a drag
the click that follows is swallowed. What a drop means is the board's to decide."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.browser import document, on
from game.ui.dom import is_null

CARD = '.sr-hand [data-act="card"]'
PILE = ".sr-pile[data-act]"
THRESHOLD_PX = 8


class HandDrag:
    """Drags in `host`, told to `dropped(what, source, where, place)`: `what` is "card" (source: its
    position in the hand) or "pile" (source: "draw" or "take"); `where` is "card" (place: the
    position of the card dropped on), "meld" (place: its number) or "hand" (place: -1)."""

    def __init__(self, host: Any, dropped: Callable[[str, Any, str, int], None]):
        self.host = host
        self.dropped = dropped
        self.press: dict[str, Any] | None = None
        self.just_dropped = False  # the click the browser sends after a drop is not a tap
        on(host, "pointerdown", self.down)
        on(document, "pointermove", self.move)
        on(document, "pointerup", self.up)
        on(document, "pointercancel", self.cancel)

    def down(self, event: Any) -> None:
        """A press on a card of the hand may become a drag."""
        self.just_dropped = False
        if event.button != 0:
            return
        card = event.target.closest(CARD)
        pile = event.target.closest(PILE)
        if not is_null(card) and self.host.contains(card):
            what, source, el = "card", int(card.dataset.index), card
        elif not is_null(pile) and self.host.contains(pile):
            what, source, el = "pile", str(pile.dataset.act), pile
        else:
            return
        self.press = {"el": el, "what": what, "source": source, "x": event.clientX, "y": event.clientY,
                      "moving": False}

    def move(self, event: Any) -> None:
        """The card follows the pointer once it has moved far enough to be a drag."""
        press = self.press
        if press is None:
            return
        dx, dy = event.clientX - press["x"], event.clientY - press["y"]
        if not press["moving"]:
            if dx * dx + dy * dy < THRESHOLD_PX * THRESHOLD_PX:
                return
            press["moving"] = True
            press["el"].classList.add("sr-dragging")
        press["el"].style.transform = f"translate({dx}px, {dy}px)"
        event.preventDefault()

    def up(self, event: Any) -> None:
        """Drop: the card goes where the pointer is in the hand (before the card under it)."""
        press, self.press = self.press, None
        if press is None or not press["moving"]:
            return
        # what is under the finger is read while the dragged card still lets the pointer through: once
        # put back, its slide home (a transition) would start under the finger and hide the target
        under = document.elementFromPoint(event.clientX, event.clientY)
        el = press["el"]
        el.style.transform = ""
        el.classList.remove("sr-dragging")
        self.just_dropped = True
        if is_null(under):
            return
        target, meld = under.closest(CARD), under.closest(".sr-meld[data-meld]")
        if not is_null(target):
            self.dropped(press["what"], press["source"], "card", int(target.dataset.index))
        elif not is_null(meld):
            self.dropped(press["what"], press["source"], "meld", int(meld.dataset.meld))
        elif not is_null(under.closest(".sr-me")):
            self.dropped(press["what"], press["source"], "hand", -1)

    def cancel(self, event: Any) -> None:
        """The browser took the gesture over (a scroll): the card goes back."""
        press, self.press = self.press, None
        if press is not None:
            press["el"].style.transform = ""
            press["el"].classList.remove("sr-dragging")

    def swallows_click(self, event: Any) -> bool:
        """Whether this click is the end of a drag (not a tap: a tap presses first; nor a key)."""
        swallow = self.just_dropped and bool(event.detail)
        self.just_dropped = False
        return swallow
