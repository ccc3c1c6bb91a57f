"""One floating window next to a number or a preview arrow: opened by hover, focus or a tap."""

from __future__ import annotations

from typing import Any

from game.ui.browser import window
from game.ui.dom import by_id, fill, h
from game.ui.i18n import t

MARGIN = 8
SHEET_BELOW = 600  # px of window width


class Popover:
    """The page's single #popover element: which anchor it belongs to, and whether it is pinned."""

    def __init__(self) -> None:
        """Bind to #popover (present in index.html)."""
        self.el = by_id("popover")
        self.anchor_key: str | None = None
        self.pinned = False

    def is_open_for(self, key: str) -> bool:
        """True if the window shows the contents of `key` now."""
        return self.anchor_key == key and not self.el.hidden

    def is_sheet(self) -> bool:
        """True on a narrow or hover-less screen: the window is a sheet at the bottom, opened by a tap."""
        return window.innerWidth < SHEET_BELOW or window.matchMedia("(hover: none)").matches

    def open(self, anchor: Any, key: str, title: str, children: list[Any], pinned: bool) -> None:
        """Show the window under (or above) `anchor` with a title and contents."""
        self.anchor_key = key
        self.pinned = pinned
        self.el.setAttribute("aria-label", title or t("pop.details"))
        close = h("button", {"type": "button", "class": "pop-close", "data-act": "ui:close-pop",
                             "aria-label": t("pop.close"), "text": "×"}) if pinned else None
        fill(self.el, close, h("p", {"class": "pop-title", "text": title}) if title else None, *children)
        self.el.hidden = False
        self.el.dataset.key = key
        self.place(anchor)

    def place(self, anchor: Any) -> None:
        """Position the window beside its anchor, inside the viewport."""
        el = self.el
        if window.innerWidth < SHEET_BELOW:
            el.classList.add("sheet")
            el.style.left = el.style.top = ""
            return
        el.classList.remove("sheet")
        rect = anchor.getBoundingClientRect()
        width, height = el.offsetWidth, el.offsetHeight
        left = min(max(MARGIN, rect.left + rect.width / 2 - width / 2), window.innerWidth - width - MARGIN)
        top = rect.bottom + MARGIN
        if top + height > window.innerHeight - MARGIN and rect.top - height - MARGIN > 0:
            top = rect.top - height - MARGIN
        el.style.left = f"{left}px"
        el.style.top = f"{max(MARGIN, top)}px"

    def close(self) -> None:
        """Hide the window."""
        self.el.hidden = True
        self.anchor_key = None
        self.pinned = False
