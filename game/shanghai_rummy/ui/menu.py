"""The board's part of the page's menu bar: the buttons used often, and "More", a menu button
that opens a small menu of the rest (a menu in the ARIA sense: arrow keys, Home and End move,
Escape and Tab close it, a click elsewhere too). The board hears which entry was chosen."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.ui.browser import document, on
from game.ui.dom import h, is_null
from game.ui.i18n import t

MENU_ID = "sr-more-menu"
BUTTON_ID = "sr-more-button"


class BoardMenu:
    """The board's entries in `place.menu`: `plain` as buttons, `more` in the "More" menu, each an
    (act, phrase key) pair; `chosen(act, element)` is told when one is used."""

    def __init__(self, place: Any, game_id: str, plain: Sequence[tuple[str, str]], more: Sequence[tuple[str, str]],
                 chosen: Callable[[str, Any], None]):
        """Put the entries into the page's menu bar, before its language switch."""
        self.chosen = chosen
        self.labels: list[tuple[Any, str]] = []
        for act, key in plain:
            button = h("button", {"type": "button", "class": "button", "data-board-of": game_id, "data-act": act})
            on(button, "click", lambda event, a=act: self.chosen(a, event.currentTarget))
            place.menu.insertBefore(button, place.menu_end)
            self.labels.append((button, key))
        self.button = h("button", {"type": "button", "class": "button sr-more-button", "id": BUTTON_ID,
                                   "aria-haspopup": "menu", "aria-expanded": "false", "aria-controls": MENU_ID})
        self.labels.append((self.button, "sr.menu.more"))
        self.items = []
        for i, (act, key) in enumerate(more):
            item = h("button", {"type": "button", "role": "menuitem", "tabindex": "-1", "class": "sr-more-item",
                                "data-act": act, "data-i": str(i)})
            self.items.append(item)
            self.labels.append((item, key))
        self.list = h("ul", {"class": "sr-more-menu", "id": MENU_ID, "role": "menu", "aria-labelledby": BUTTON_ID,
                             "hidden": True}, *(h("li", {"role": "none"}, item) for item in self.items))
        self.wrap = h("div", {"class": "sr-more", "data-board-of": game_id}, self.button, self.list)
        place.menu.insertBefore(self.wrap, place.menu_end)
        on(self.button, "click", self.on_button)
        on(self.button, "keydown", self.on_button_key)
        on(self.list, "keydown", self.on_menu_key)
        on(self.list, "click", self.on_item)
        on(document, "click", self.on_elsewhere)
        self.relabel()

    def relabel(self) -> None:
        """Every entry in the current language."""
        for element, key in self.labels:
            element.textContent = t(key)

    def is_open(self) -> bool:
        """Whether the "More" menu is open."""
        return not self.list.hidden

    def open(self, focus: int = 0) -> None:
        """Open the menu with the entry at `focus` (-1: the last) focused."""
        self.list.hidden = False
        self.button.setAttribute("aria-expanded", "true")
        self.items[focus].focus()

    def close(self, to_button: bool = False) -> None:
        """Close the menu (focus back on its button when asked)."""
        self.list.hidden = True
        self.button.setAttribute("aria-expanded", "false")
        if to_button:
            self.button.focus()

    def on_button(self, event: Any) -> None:
        """A click (or Enter, Space) on "More" opens the menu, or closes it when open."""
        if self.is_open():
            self.close(to_button=True)
        else:
            self.open()

    def on_button_key(self, event: Any) -> None:
        """Arrow down opens the menu on its first entry, arrow up on its last."""
        if event.key in ("ArrowDown", "ArrowUp"):
            event.preventDefault()
            self.open(0 if event.key == "ArrowDown" else -1)

    def on_menu_key(self, event: Any) -> None:
        """Move among the entries; Escape closes back to the button, Tab closes."""
        key = str(event.key)
        if key == "Tab":
            self.close()
            return
        if key == "Escape":
            event.preventDefault()
            event.stopPropagation()  # an open window's Escape is not this one
            self.close(to_button=True)
            return
        moves = {"ArrowDown": 1, "ArrowUp": -1}
        active = document.activeElement
        at = int(active.dataset.i) if not is_null(active) and self.list.contains(active) else 0
        if key in moves:
            target = (at + moves[key]) % len(self.items)
        elif key in ("Home", "End"):
            target = 0 if key == "Home" else len(self.items) - 1
        else:
            return
        event.preventDefault()
        self.items[target].focus()

    def on_item(self, event: Any) -> None:
        """An entry chosen: close the menu, then tell the board."""
        item = event.target.closest('[role="menuitem"]')
        if is_null(item):
            return
        self.close(to_button=True)
        self.chosen(str(item.dataset.act), item)

    def on_elsewhere(self, event: Any) -> None:
        """A click outside the menu and its button closes it."""
        if self.is_open() and not self.wrap.contains(event.target):
            self.close()
