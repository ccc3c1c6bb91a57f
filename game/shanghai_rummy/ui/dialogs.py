"""The board's windows on the page: one open at a time, each made by a builder the manager keeps,
so a change of language while it is open builds it again in the new language (what was typed into
a form is carried over by the builder itself, which reads the old window first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.browser import on
from game.ui.dom import is_null
from game.ui.i18n import current_language

Builder = Callable[[], Any]


class Dialogs:
    """The windows in `box`; `may_cancel(dialog_id)` says whether Escape may close one."""

    def __init__(self, box: Any, may_cancel: Callable[[str], bool], shown: Callable[[], bool] = lambda: True):
        """Manage the windows put into `box`; `shown()` says whether the page shows their board."""
        self.box = box
        self.may_cancel = may_cancel
        self.shown = shown
        self.build: Builder | None = None
        self.waiting: Builder | None = None  # a window asked for while the board was not shown
        self.language = ""

    def show(self, build: Builder) -> None:
        """Open the window `build()` makes (closing any other), and keep `build` to remake it. While
        the page shows another screen the window waits for resume(): an open modal window, even
        hidden with its board, would make that screen inert."""
        if not self.shown():
            self.waiting = build
            return
        self.waiting = None
        dialog = build()
        self.close()
        self.build, self.language = build, current_language()
        self.box.appendChild(dialog)
        dialog.showModal()
        on(dialog, "cancel", self.on_cancel)

    def resume(self) -> None:
        """The board is shown again: open the window that waited, if one did."""
        if self.waiting is not None:
            self.show(self.waiting)

    def close(self) -> None:
        """Close every window."""
        self.build = None
        for dialog in list(self.box.querySelectorAll("dialog")):
            if dialog.open:
                dialog.close()
            dialog.remove()

    def is_open(self) -> bool:
        """Whether one of the board's windows is open."""
        return not is_null(self.box.querySelector("dialog[open]"))

    def relanguage(self) -> None:
        """The language changed: build the open window again in it, focus kept on the same control."""
        if self.build is None or self.language == current_language() or not self.is_open():
            return
        active = self.box.ownerDocument.activeElement
        focused = ""
        if not is_null(active) and self.box.contains(active):
            focused = str(active.id or "") and f"#{active.id}" or (
                f'[data-act="{active.getAttribute("data-act")}"]' if active.getAttribute("data-act") else "")
        self.show(self.build)
        found = self.box.querySelector(focused) if focused else None
        if found is not None and not is_null(found):
            found.focus()

    def query(self, selector: str) -> Any:
        """An element of the open window (null when there is none)."""
        return self.box.querySelector(selector)

    def on_cancel(self, event: Any) -> None:
        """Escape closes a window unless the game waits on it."""
        if not self.may_cancel(str(event.target.id)):
            event.preventDefault()
        else:
            self.build = None
