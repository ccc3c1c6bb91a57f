"""The replay viewer: a finished game turn by turn with every hand open, read-only, drawn by the
table's own renderers. Move with First, Previous, Next, Last, or a hand at a time."""

from __future__ import annotations

from typing import Any

from game.ui.browser import on
from game.ui.dom import fill, h, is_null
from game.ui.i18n import t

from ..record import Record
from . import render, replay, story
from .view import screen

IDS = "ps-replay"


class ReplayDialog:
    """The viewer's dialog, built once inside the board's host and filled for each game shown."""

    def __init__(self, parent: Any) -> None:
        """Build the (closed) dialog inside `parent`."""
        self.dialog = h("dialog", {"class": "ps-dialog ps-replay", "aria-labelledby": f"{IDS}-title", "id": IDS})
        parent.appendChild(self.dialog)
        on(self.dialog, "click", self.on_click)
        on(self.dialog, "keydown", self.on_key)
        self.steps: list[replay.Turn] = []
        self.starts: list[int] = []
        self.at = 0
        self.focus = ""

    def open(self, record: Record) -> None:
        """Show `record` from its first deal."""
        self.steps = replay.turns(record)
        self.starts = replay.hand_starts(self.steps)
        self.at = 0
        self.focus = "next"
        self.draw()
        if not self.dialog.open:
            self.dialog.showModal()
        self.restore_focus()

    def is_open(self) -> bool:
        """Whether the viewer is showing."""
        return bool(self.dialog.open)

    def go(self, where: str) -> None:
        """Move to another turn: first, prev, next, last, prev-hand, next-hand."""
        self.at = replay.moved(self.at, where, len(self.steps), self.starts)
        self.focus = where
        self.draw()
        self.restore_focus()

    def draw(self) -> None:
        """Fill the dialog with the current turn in the current language."""
        turn = self.steps[self.at]
        record = turn.record
        names = [str(p.get("name", i + 1)) for i, p in enumerate(record.players)]
        last = len(self.steps) - 1
        where = t("ps.replay.where", turn=self.at, turns=last, hand=turn.hand)
        if turn.hand_end:
            where = t("ps.replay.where_end", turn=self.at, turns=last, hand=turn.hand)
        nav = [("first", "ps.replay.first", self.at == 0), ("prev-hand", "ps.replay.prev_hand", self.at == 0),
               ("prev", "ps.replay.prev", self.at == 0), ("next", "ps.replay.next", self.at == last),
               ("next-hand", "ps.replay.next_hand", self.at == last), ("last", "ps.replay.last", self.at == last)]
        seen = replay.table_of(turn)
        hands = [render.hand_section(screen(record, None, p), names[p], None, False, f"{IDS}-{p}")
                 for p in range(record.state.n) if record.state.in_game[p] or record.state.hands[p]]
        fill(self.dialog,
             h("div", {"class": "ps-replay-head"},
               h("h2", {"id": f"{IDS}-title", "text": t("ps.replay.title")}),
               h("button", {"type": "button", "class": "button", "data-act": "close", "text": t("ps.close")})),
             h("p", {"class": "ps-replay-where", "role": "status", "text": where}),
             h("nav", {"class": "ps-replay-nav", "aria-label": t("ps.replay.nav")},
               *(h("button", {"type": "button", "class": "button", "data-act": act, "data-focus": act,
                              "disabled": off, "text": t(key)}) for act, key, off in nav)),
             h("ul", {"class": "ps-replay-lines", "tabindex": "0", "aria-label": t("ps.log")}, *(h("li", {"text": story.line(e, names)}) for e in turn.events)),
             h("div", {"class": "ps-top"}, render.seats(seen), render.bank(seen)),
             render.table_section(seen, None, IDS),
             h("div", {"class": "ps-replay-hands"}, *hands))

    def restore_focus(self) -> None:
        """Keep the keyboard on the button pressed (or the nearest one still enabled)."""
        for act in (self.focus, "next", "prev", "close"):
            el = self.dialog.querySelector(f'[data-act="{act}"]')
            if not is_null(el) and not el.disabled:
                el.focus()
                return

    def on_click(self, event: Any) -> None:
        """The viewer's buttons."""
        el = event.target.closest("[data-act]")
        if is_null(el) or el.disabled:
            return
        act = str(el.dataset.act)
        if act == "close":
            self.dialog.close()
        else:
            self.go(act)

    def on_key(self, event: Any) -> None:
        """Arrow keys step through the turns (Home and End go to the ends)."""
        keys = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last",
                "PageUp": "prev-hand", "PageDown": "next-hand"}
        where = keys.get(str(event.key))
        if where and self.steps:
            event.preventDefault()
            self.go(where)
