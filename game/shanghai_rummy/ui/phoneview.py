"""On a phone, where the page scrolls to when a person's decision comes up: the stock, the discard
pile and the hand together when they fit on the screen (the style sheet puts the piles right
above the hand there), else the hand from its prompt down; once per decision, so the player's own
scrolling is left alone after that."""

from __future__ import annotations

import asyncio
from typing import Any

from game.ui.browser import document, window
from game.ui.dom import is_null

PHONE_MAX_PX = 560  # the style sheet's phone layout
MARGIN_PX = 8


class PhoneView:
    """The scroll of the table `area` on a phone."""

    def __init__(self, area: Any):
        """Scroll for the table drawn into `area`."""
        self.area = area
        self.done_for: tuple[int, int] | None = None  # the decision the view last went to

    def decision(self, moves: int, seat: int) -> None:
        """A person (`seat`) decides after `moves` moves: bring the piles and the hand into view, once."""
        if int(window.innerWidth or 0) > PHONE_MAX_PX or (moves, seat) == self.done_for:
            return
        self.done_for = (moves, seat)
        asyncio.ensure_future(self._bring())

    async def _bring(self) -> None:
        # the first time, the style sheets may still be loading: laid out before they apply, the
        # hand would move away again, so wait for them (a second at most)
        for _ in range(20):
            links = document.querySelectorAll('link[rel="stylesheet"]')
            if all(not is_null(links.item(i).sheet) for i in range(int(links.length))):
                break
            await asyncio.sleep(0.05)
        me, piles, cards = (self.area.querySelector(sel) for sel in (".sr-me", ".sr-piles", ".sr-hand"))
        if is_null(me):
            return
        if not is_null(piles) and not is_null(cards) and (
                cards.getBoundingClientRect().bottom - piles.getBoundingClientRect().top
                <= window.innerHeight - MARGIN_PX):
            window.scrollBy(0, piles.getBoundingClientRect().top - MARGIN_PX)
        else:
            me.scrollIntoView(True)  # from its prompt and tip down to the cards
