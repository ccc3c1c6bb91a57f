"""The game log: the story of the game, round by round, with a button for each round's result."""

from __future__ import annotations

from typing import Any

from game.shanghaien.ui.art import SEAT_COLOURS
from game.ui.dom import h
from game.ui.i18n import t
from game.shanghaien.ui.words import say
from game.shanghaien.ui.session import LogEntry


def entry_text(entry: LogEntry) -> str:
    """What a log line says, in the current language (the replay viewer narrates its moves with it)."""
    return say(entry.text)


def log_items(entries: list[LogEntry], finished_rounds: int) -> list[Any]:
    """One list item per entry; a round heading offers that round's result once it is over."""
    items = []
    for entry in entries:
        if entry.kind == "round":
            heading = h("li", {"class": "log-round"}, h("span", {"class": "log-round-name", "text": entry_text(entry)}))
            if entry.round <= finished_rounds:
                heading.appendChild(h("button", {"type": "button", "class": "log-result-button",
                                                 "data-act": f"ui:round:{entry.round}",
                                                 "aria-label": t("log.result_label", round=entry.round),
                                                 "text": t("log.result")}))
            items.append(heading)
        elif entry.kind == "end":
            items.append(h("li", {"class": "log-end", "text": entry_text(entry)}))
        else:
            colour = SEAT_COLOURS[entry.player] if entry.player >= 0 else "none"
            items.append(h("li", {"class": f"log-move log-{colour} log-{entry.kind}"},
                           h("span", {"class": f"seat-dot dot-{colour}", "aria-hidden": "true"}),
                           h("span", {"text": entry_text(entry)})))
    return items


def log_panel(entries: list[LogEntry], finished_rounds: int) -> list[Any]:
    """The log panel's children: a heading and the list (newest last)."""
    return [h("h2", {"class": "panel-title", "text": t("log.title")}),
            h("div", {"role": "log", "aria-label": t("log.title"), "class": "log-box"},
              h("ol", {"class": "log-list", "id": "log-list"}, log_items(entries, finished_rounds)))]
