"""The notice bar under the masthead: what the player must know about storage (an entry that
cannot be read, a full storage, another tab), each with its buttons. Text only, never HTML."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game import saves
from game.saves.keys import CURRENT, INDEX, LEGACY_GAME, SETTINGS, STATS, game_id_of
from game.ui.browser import document
from game.ui.dom import button, by_id, fill, h, is_null
from game.ui.i18n import t

BAR_ID = "notices"
# Windows that open over the bar by themselves at start (nothing outside a modal window can be
# reached): they show the same notices at their top.
COVERING = ("dialog-games", "dialog-new")
GROUP_FROM = 3  # from this many notices on, they share one scrolling box under their count


@dataclass
class Item:
    """One notice: its text, an optional technical detail (a storage key), and its buttons (label, act)."""

    text: str
    detail: str = ""
    actions: list[tuple[str, str]] = field(default_factory=list)
    tone: str = "warn"  # "warn" or "info"


def notice_text(notice: saves.Notice) -> str:
    """The player's sentence for a notice from the saves layer, by its kind and the key it is about."""
    if notice.kind == "future":
        return t("saves.notice.future")
    if notice.kind == "foreign":
        return t("saves.notice.foreign")
    if notice.key == SETTINGS:
        return t("saves.notice.settings")
    if notice.key == STATS:
        return t("saves.notice.stats")
    if notice.key == CURRENT:
        return t("saves.notice.current")
    if notice.key == INDEX:
        return t("saves.notice.index")
    if notice.key == LEGACY_GAME:
        return t("saves.notice.legacy")
    if game_id_of(notice.key) is not None:
        return t("saves.notice.game")
    return t("saves.notice.damaged")


class NoticeBar:
    """The notices on show, by name; redraws the bar whenever one is added or removed."""

    def __init__(self) -> None:
        """An empty bar, placed under the masthead (created on first use)."""
        self.items: dict[str, Item] = {}

    def _bar(self) -> Any:
        bar = by_id(BAR_ID)
        if bar is None:
            bar = h("section", {"id": BAR_ID, "class": "notices", "aria-label": t("saves.notice.region")})
            document.querySelector(".masthead").after(bar)
        return bar

    def show(self, name: str, item: Item) -> None:
        """Show (or replace) the notice called `name`."""
        self.items[name] = item
        self.render()

    def clear(self, name: str) -> None:
        """Remove the notice called `name`, if shown."""
        if self.items.pop(name, None) is not None:
            self.render()

    def clear_prefix(self, prefix: str) -> None:
        """Remove every notice whose name starts with `prefix`."""
        names = [n for n in self.items if n.startswith(prefix)]
        for name in names:
            del self.items[name]
        if names:
            self.render()

    def _rows(self, role: str) -> list[Any]:
        """One line per notice, with its buttons; from GROUP_FROM on, under their count in a scrolling box."""
        rows = []
        for name, item in self.items.items():
            buttons = [button(label, act, cls="button button-small") for label, act in item.actions]
            buttons.append(button(t("saves.notice.hide"), f"saves:hide:{name}", cls="button button-small button-quiet"))
            rows.append(h("div", {"class": f"notice notice-{item.tone}", "role": role, "data-notice": name},
                          h("p", {"class": "notice-text", "text": item.text}),
                          h("code", {"class": "notice-detail", "text": item.detail}) if item.detail else None,
                          h("div", {"class": "notice-actions"}, *buttons)))
        if len(rows) < GROUP_FROM:
            return rows
        count = t("saves.notice.count", count=len(rows))
        return [h("div", {"class": "notice-group-head"}, h("p", {"class": "notice-count", "text": count}),
                  button(t("saves.notice.hide_all"), "saves:hide-all", cls="button button-small button-quiet")),
                h("div", {"class": "notice-group", "role": "group", "aria-label": count, "tabindex": "0"}, rows)]

    def render(self) -> None:
        """Draw the bar, and the same notices at the top of each window in COVERING that is built."""
        bar = self._bar()
        fill(bar, *self._rows("alert"))
        bar.hidden = not self.items
        for dialog_id in COVERING:
            dialog = by_id(dialog_id)
            if dialog is None:
                continue
            copy = dialog.querySelector(".notices-copy")
            if is_null(copy):
                copy = h("section", {"class": "notices notices-copy", "aria-label": t("saves.games.notices")})
                dialog.prepend(copy)
            copy.setAttribute("aria-label", t("saves.games.notices"))
            fill(copy, *self._rows("group"))
            copy.hidden = not self.items

    def clear_all(self) -> None:
        """Remove every notice."""
        self.items.clear()
        self.render()
