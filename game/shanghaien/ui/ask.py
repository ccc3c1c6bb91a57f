"""One small window that asks the player to confirm (delete, discard) or to type a name (rename);
the answer goes to a callback. Every text is set as text, never as HTML."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.browser import document
from game.ui.dom import button, by_id, fill, h
from game.ui.i18n import t

DIALOG_ID = "dialog-ask"


class Ask:
    """The confirm-or-name window and the callback waiting for its answer."""

    def __init__(self) -> None:
        """Nothing asked yet."""
        self.answer: Callable[[str], str | None] | None = None

    def _dialog(self) -> Any:
        found = by_id(DIALOG_ID)
        if found is None:
            found = h("dialog", {"id": DIALOG_ID, "class": "ask-dialog", "aria-labelledby": "ask-title"})
            document.body.appendChild(found)
        return found

    def open(self, title: str, text: str, confirm: str, answer: Callable[[str], str | None], *,
             value: str | None = None, label: str = "", danger: bool = False, limit: int = 80) -> None:
        """Ask; `answer(value)` runs on confirm (value "" without a text field) and may return what is wrong."""
        self.answer = answer
        dialog = self._dialog()
        field = None
        if value is not None:
            field = h("label", {"class": "field"}, h("span", {"text": label}),
                      h("input", {"id": "ask-input", "maxlength": str(limit), "autocomplete": "off"}))
        fill(dialog,
             h("div", {"id": "ask-form"},
               h("h2", {"class": "dialog-title", "id": "ask-title", "text": title}),
               h("p", {"class": "ask-text", "text": text}) if text else None,
               field,
               h("p", {"class": "ask-error", "id": "ask-error", "role": "alert"}),
               h("div", {"class": "dialog-buttons"},
                 button(t("saves.cancel"), "ui:close-dialog", cls="button button-quiet"),
                 button(confirm, "saves:ask-ok", cls="button button-danger" if danger else "button button-primary",
                        id="ask-ok"))))
        if not dialog.open:
            dialog.showModal()
        if value is not None:
            by_id("ask-input").value = value
            by_id("ask-input").select()
        else:
            by_id("ask-ok").focus()

    def confirm(self) -> None:
        """The player confirmed: pass on the answer; close unless it comes back with what is wrong."""
        dialog = self._dialog()
        field = by_id("ask-input")
        value = str(field.value) if field is not None else ""
        problem = self.answer(value) if self.answer is not None else None
        if problem:
            by_id("ask-error").textContent = problem
            return
        self.answer = None
        if dialog.open:
            dialog.close()
