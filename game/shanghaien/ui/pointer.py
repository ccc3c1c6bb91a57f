"""Pointer and focus help: score windows open on hover, focus or a tap, and a disabled control's
reason shows under the banner while the pointer or the keyboard is on it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.shanghaien.ui import dialogs
from game.ui.dom import by_id, is_null
from game.ui.i18n import t
from game.shanghaien.ui.popover import Popover
from game.shanghaien.ui.render_scores import window_for


class Pointer:
    """The board's hover, focus and tap behaviour around [data-pop] numbers and disabled controls."""

    def __init__(self, board_for: Callable[[Any], tuple[Any, tuple[str, str]] | None]) -> None:
        """`board_for(anchor)`: the board view and the names a score window at `anchor` draws from
        (the game's, or the replay viewer's for a number inside it), or None when there is none."""
        self.board_for = board_for
        self.popover = Popover()

    def toggle(self, anchor: Any) -> None:
        """A click or tap on a number: pin its window open, or close it if it is pinned already."""
        if self.popover.is_open_for(anchor.dataset.pop) and self.popover.pinned:
            self.popover.close()
        else:
            self.open_popover(anchor, pinned=True)

    def on_hover(self, event: Any) -> None:
        """Open a number's window while the pointer is over it; say why a control is disabled."""
        pop = event.target.closest("[data-pop]")
        if not is_null(pop) and not self.popover.pinned and not self.popover.is_sheet():
            self.open_popover(pop, pinned=False)
        self.show_reason(event.target)

    def on_unhover(self, event: Any) -> None:
        """Close an unpinned window when the pointer leaves its number."""
        pop = event.target.closest("[data-pop]")
        related = event.relatedTarget
        if is_null(related) or is_null(related.closest("#turn [data-reason]")):
            self.show_reason(None)
        if is_null(pop) or self.popover.pinned:
            return
        if not is_null(related) and pop.contains(related):
            return
        self.popover.close()

    def on_focus(self, event: Any) -> None:
        """Open a number's window when the keyboard reaches it."""
        target = event.target
        pop = target.closest("[data-pop]") if hasattr(target, "closest") else None
        if not is_null(pop) and target.matches(":focus-visible"):
            self.open_popover(pop, pinned=False)
        self.show_reason(target)

    def on_blur(self, event: Any) -> None:
        """Close an unpinned window when focus leaves its number."""
        target = event.target
        pop = target.closest("[data-pop]") if hasattr(target, "closest") else None
        if not is_null(pop) and not self.popover.pinned:
            self.popover.close()
        self.show_reason(None)

    def show_reason(self, target: Any) -> None:
        """Under the banner, the engine's reason why the disabled control at `target` cannot be used."""
        line = by_id("reason-line")
        if line is None:
            return
        el = target.closest("#turn [aria-disabled='true'][data-reason]") if target is not None and hasattr(
            target, "closest") else None
        if is_null(el) or not is_null(el.closest(".tip-wrap")):
            line.hidden = True
            return
        line.textContent = t("turn.not_now", reason=el.dataset.reason)
        line.hidden = False

    def open_popover(self, anchor: Any, pinned: bool) -> None:
        """Fill and show the window of a score number or a preview arrow."""
        key = anchor.dataset.pop
        if key.startswith("reason:"):
            self.popover.open(anchor, key, "", [dialogs.text_paragraph(anchor.dataset.full)], pinned)
            return
        found = self.board_for(anchor)
        if found is None:
            return
        board, names = found
        title, children = window_for(key, board, names)
        self.popover.open(anchor, key, title, children, pinned)
