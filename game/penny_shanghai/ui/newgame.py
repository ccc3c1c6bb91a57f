"""The new-game dialog: 2 to 10 seats (a person or the computer at a level), names, and the
rule options of the record (pennies, hands, decks, who deals next). Gives back seats and Options."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ui.browser import on
from game.ui.dom import fill, h, is_null
from game.ui.i18n import t

from ..descriptor import DESCRIPTOR
from ..state import NEXT_DEALER, Options
from .match import MAX_SEATS, Seat, clean_name

LEVELS = DESCRIPTOR.levels  # the computer levels a player chooses from, weakest first


def default_names(kinds: list[str]) -> list[str]:
    """The name each seat gets when left empty: a person by seat number, or the computer's level (numbered when repeated)."""
    out = []
    for i, kind in enumerate(kinds):
        if kind == "human":
            out.append(t("ps.new.player", n=i + 1))
        else:
            base = t(f"ps.level.{kind}")
            same = [j for j, k in enumerate(kinds) if k == kind]
            out.append(base if len(same) == 1 else f"{base} {same.index(i) + 1}")
    return out


class NewGameDialog:
    """The dialog; `start(seats, options)` is called with the choices when the player starts."""

    def __init__(self, parent: Any, start: Callable[[list[Seat], Options], None]) -> None:
        """Build the (closed) dialog inside `parent`."""
        self.start = start
        self.kinds = ["human"] + [DESCRIPTOR.default_level] * 3
        self.names = ["", "", "", ""]
        self.dialog = h("dialog", {"class": "ps-dialog", "aria-labelledby": "ps-new-title", "id": "ps-new"})
        parent.appendChild(self.dialog)
        on(self.dialog, "change", self.on_change)
        on(self.dialog, "click", self.on_click)

    def open(self, can_cancel: bool) -> None:
        """Show the dialog."""
        self.can_cancel = can_cancel
        self.draw()
        if not self.dialog.open:
            self.dialog.showModal()

    def close(self) -> None:
        """Hide the dialog."""
        if self.dialog.open:
            self.dialog.close()

    def draw(self) -> None:
        """Fill the form in the current language from the choices so far."""
        count = len(self.kinds)
        defaults = default_names(self.kinds)
        rows = []
        for i, kind in enumerate(self.kinds):
            options = [h("option", {"value": "human", "selected": kind == "human", "text": t("ps.new.person")})]
            options += [h("option", {"value": lv, "selected": kind == lv,
                                     "text": t("ps.new.computer", level=t(f"ps.level.{lv}"))}) for lv in LEVELS]
            rows.append(h("li", {"class": "ps-new-seat"},
                          h("span", {"class": "ps-new-seat-no", "text": t("ps.new.seat", n=i + 1)}),
                          h("select", {"data-field": "kind", "data-seat": i, "aria-label": t("ps.new.kind", n=i + 1)},
                            *options),
                          h("input", {"type": "text", "data-field": "name", "data-seat": i, "maxlength": 24,
                                      "value": self.names[i], "placeholder": defaults[i],
                                      "aria-label": t("ps.new.name", n=i + 1)})))
        field = lambda label, control: h("label", {"class": "ps-field"}, h("span", {"text": label}), control)  # noqa: E731
        decks = h("select", {"id": "ps-new-decks"},
                  h("option", {"value": "auto", "text": t("ps.new.decks_auto")}),
                  *(h("option", {"value": d, "text": str(d)}) for d in (1, 2, 3, 4)))
        fill(self.dialog,
             h("form", {"method": "dialog", "class": "ps-new-form"},
               h("h2", {"id": "ps-new-title", "text": t("ps.new.title")}),
               field(t("ps.new.count"), h("select", {"id": "ps-new-count", "data-field": "count"},
                                          *(h("option", {"value": n, "selected": n == count, "text": str(n)})
                                            for n in range(2, MAX_SEATS + 1)))),
               h("ol", {"class": "ps-new-seats"}, *rows),
               h("div", {"class": "ps-new-options"},
                 field(t("ps.new.pennies"), h("input", {"id": "ps-new-pennies", "type": "number", "min": 1,
                                                        "max": 1000, "value": 12})),
                 field(t("ps.new.hands"), h("input", {"id": "ps-new-hands", "type": "number", "min": 1,
                                                      "max": 100, "value": 10})),
                 field(t("ps.new.decks"), decks),
                 field(t("ps.new.dealer"), h("select", {"id": "ps-new-dealer"},
                                             h("option", {"value": NEXT_DEALER[0], "text": t("ps.new.dealer_left")}),
                                             h("option", {"value": NEXT_DEALER[1],
                                                          "text": t("ps.new.dealer_winner")})))),
               h("p", {"class": "ps-new-error", "role": "alert", "id": "ps-new-error"}),
               h("div", {"class": "ps-dialog-buttons"},
                 h("button", {"type": "button", "class": "button", "data-act": "new-cancel",
                              "hidden": not self.can_cancel, "text": t("ps.new.cancel")}),
                 h("button", {"type": "button", "class": "button button-primary", "data-act": "new-start",
                              "text": t("ps.new.start")}))))

    def _keep_names(self) -> None:
        for el in self.dialog.querySelectorAll('input[data-field="name"]'):
            i = int(el.dataset.seat)
            if i < len(self.names):
                self.names[i] = str(el.value)

    def on_change(self, event: Any) -> None:
        """A seat's kind or the number of seats changed: redraw the seats."""
        target = event.target
        field = str(target.getAttribute("data-field") or "")
        if field == "count":
            self._keep_names()
            n = int(target.value)
            self.kinds = (self.kinds + [DESCRIPTOR.default_level] * MAX_SEATS)[:n]
            self.names = (self.names + [""] * MAX_SEATS)[:n]
            self.draw()
            self.dialog.querySelector("#ps-new-count").focus()
        elif field == "kind":
            self._keep_names()
            self.kinds[int(target.dataset.seat)] = str(target.value)
            self.draw()
            self.dialog.querySelector(f'select[data-seat="{int(target.dataset.seat)}"]').focus()

    def on_click(self, event: Any) -> None:
        """Start or cancel."""
        button = event.target.closest("[data-act]")
        if is_null(button):
            return
        act = str(button.dataset.act)
        if act == "new-cancel":
            self.close()
        elif act == "new-start":
            self._keep_names()
            self.submit()

    def submit(self) -> None:
        """Read the form; start the game, or say what is wrong."""
        defaults = default_names(self.kinds)
        seats = [Seat(clean_name(self.names[i], defaults[i]), "human" if k == "human" else "ai",
                      "" if k == "human" else k) for i, k in enumerate(self.kinds)]
        n = len(seats)
        pennies = _number(self.dialog.querySelector("#ps-new-pennies").value, 12, 1, 1000)
        hands = _number(self.dialog.querySelector("#ps-new-hands").value, 10, 1, 100)
        raw_decks = str(self.dialog.querySelector("#ps-new-decks").value)
        decks = Options.default_decks(n) if raw_decks == "auto" else int(raw_decks)
        if 52 * decks < 5 * n + 1:
            self.dialog.querySelector("#ps-new-error").textContent = t("ps.new.bad_decks", decks=decks, n=n)
            return
        dealer = str(self.dialog.querySelector("#ps-new-dealer").value)
        self.close()
        self.start(seats, Options(decks, pennies, hands, dealer if dealer in NEXT_DEALER else NEXT_DEALER[0]))


def _number(text: Any, default: int, low: int, high: int) -> int:
    """A whole number from a form field, kept within low..high (the default when unreadable)."""
    try:
        value = int(str(text).strip())
    except ValueError:
        return default
    return max(low, min(high, value))
