"""The Statistics screen: the player's results per computer level and for games of two people on
one device, read from game.saves, with a Reset that asks first. `install()` adds its button to
the menu; `dispatch(app, act)` runs its `stats:` buttons."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from game import saves
from game.shanghaien import results
from game.shanghaien.descriptor import DESCRIPTOR
from game.ui.browser import document
from game.ui.dom import button, by_id, fill, h, is_null
from game.ui.i18n import t
from game.shanghaien.ui.words import level_name
from game.shanghaien.ui.session import AI_LEVELS

DIALOG_ID = "dialog-stats"
COLUMNS = ("games", "wins", "draws", "losses", "average", "best", "monopolies")
HOT_COLUMNS = ("games", "red_wins", "blue_wins", "draws", "average", "best", "monopolies")


def install() -> None:
    """Add the Statistics button to the page's menu."""
    nav = document.querySelector(".toolbar")
    if not is_null(nav) and by_id("stats-button") is None:
        nav.appendChild(button(t("stats.menu"), "stats:open", cls="button button-quiet", id="stats-button",
                               data_i18n="stats.menu", data_i18n_label="stats.menu",  # the language switch retranslates it (page_text)
                               data_board_of=DESCRIPTOR.id))  # the shell shows it with this board only


def decimal(value: float | None) -> str:
    """A mean with one decimal in the current language's way ("12.5", "12,5"); a dash before any game."""
    return "—" if value is None else f"{value:.1f}".replace(".", t("stats.decimal_point"))


def level_rows(stats: results.Stats) -> list[tuple[str, results.LevelStats]]:
    """The levels to show, weakest first (every level, played or not), then any other level a game named."""
    shown = [(level_name(level), stats.level(level)) for level in AI_LEVELS]
    for level, tally in stats.levels:
        if level not in AI_LEVELS:
            shown.append((level or t("stats.level_unknown"), tally))
    return shown


def cells(tally: Any, columns: tuple[str, ...]) -> list[str]:
    """One tally's figures as the table shows them."""
    values = []
    for column in columns:
        if column == "average":
            values.append(decimal(tally.average_score))
        elif column == "best":
            values.append("—" if tally.best_margin is None else t("stats.margin", margin=tally.best_margin))
        else:
            values.append(str(getattr(tally, column)))
    return values


def table(caption: str, first: str, rows: list[tuple[str, Any]], columns: tuple[str, ...], total: Any = None) -> Any:
    """A table of tallies: one row each, an optional total row."""
    heads = [t(f"stats.col.{c}") for c in columns]

    def row(name: str, tally: Any, cls: str = "") -> Any:
        return h("tr", {"class": cls or None},
                 h("th", {"scope": "row", "class": "stats-name", "text": name}),
                 [h("td", {"data-label": head, "text": value}) for head, value in zip(heads, cells(tally, columns))])

    body = [row(name, tally, "" if tally.games else "stats-none") for name, tally in rows]
    foot = h("tfoot", {}, row(t("stats.total"), total, "stats-total")) if total is not None else None
    longest = max(len(word) for head in heads for word in head.split())
    return h("table", {"class": "stats-table", "style": f"--label-word: {longest}"},
             h("caption", {"class": "visually-hidden", "text": caption}),
             h("thead", {}, h("tr", {}, h("th", {"scope": "col", "text": first}),
                              [h("th", {"scope": "col", "text": head}) for head in heads])),
             h("tbody", {}, body), foot)


def content(stats: results.Stats | None, problem: str | None, message: tuple[str, str] | None) -> list[Any]:
    """The screen's children: the tables (or why they cannot be shown), the notes and the buttons."""
    parts: list[Any] = [h("h2", {"class": "dialog-title", "id": "stats-title", "text": t("stats.title")})]
    if message is not None:
        kind, text = message
        parts.append(h("p", {"class": f"stats-message stats-{kind}", "role": "status", "text": text}))
    has_any = False
    if stats is None:
        parts.append(h("p", {"class": "stats-message stats-error", "text": problem or t("stats.unreadable")}))
        has_any = True  # a reset replaces what cannot be read
    else:
        total, hot = stats.total, stats.hot_seat
        has_any = bool(total.games or hot.games)
        parts.append(h("p", {"class": "stats-intro", "text": t("stats.intro")}))
        if not has_any:
            parts.append(h("p", {"class": "stats-empty", "text": t("stats.empty")}))
        parts.append(h("h3", {"class": "stats-heading", "text": t("stats.vs_ai")}))
        parts.append(h("div", {"class": "stats-scroll"},
                       table(t("stats.vs_ai"), t("stats.col.level"), level_rows(stats), COLUMNS, total)))
        parts.append(h("h3", {"class": "stats-heading", "text": t("stats.hot_seat")}))
        parts.append(h("div", {"class": "stats-scroll"},
                       table(t("stats.hot_seat"), t("stats.col.kind"), [(t("stats.hot_seat_row"), hot)], HOT_COLUMNS)))
        parts.append(h("p", {"class": "stats-note", "text": t("stats.note")}))
    reset = button(t("stats.reset"), "stats:reset", cls="button button-danger",
                   disabled_reason=None if has_any else t("stats.nothing_to_reset"))
    parts.append(h("div", {"class": "dialog-buttons"}, reset,
                   button(t("stats.close"), "ui:close-dialog", cls="button button-primary", id="stats-close")))
    return parts


class Asker(Protocol):
    """The board's question window (ask.Ask): a title, a text, a confirming button and the answer."""

    def open(self, title: str, text: str, confirm: str, answer: Callable[[str], str | None], *,
             danger: bool = False) -> None:
        """Ask; `answer` runs on confirm."""


def open_stats(storage: Any, message: tuple[str, str] | None = None) -> None:
    """Open (or refresh) the Statistics screen over the statistics kept in `storage`."""
    try:
        stats, problem = results.load_stats(storage), None
    except saves.Unreadable:
        stats, problem = None, t("stats.unreadable")
    dialog = by_id(DIALOG_ID)
    if dialog is None:
        dialog = h("dialog", {"id": DIALOG_ID, "class": "stats-dialog", "aria-labelledby": "stats-title"})
        document.body.appendChild(dialog)
    fill(dialog, *content(stats, problem, message))
    dialog.dataset.games = str(stats.total.games + stats.hot_seat.games) if stats is not None else "unreadable"
    if not dialog.open:
        from game.shanghaien.ui import dialogs

        dialogs.close_all()
        dialog.showModal()
        by_id("stats-close").focus()
        dialog.scrollTop = 0  # focus scrolled to the buttons: the player reads from the top


def ask_reset(storage: Any, ask: Asker) -> None:
    """Ask before zeroing the statistics; on yes, reset and show the empty screen."""
    def reset(_: str) -> None:
        result = results.reset_stats(storage)
        open_stats(storage, ("info", t("stats.reset_done")) if result.ok else ("error", t("stats.reset_failed")))

    ask.open(t("stats.reset_title"), t("stats.reset_text"), t("stats.reset_confirm"), reset, danger=True)


def dispatch(storage: Any, ask: Asker, act: str) -> None:
    """Carry out a `stats:` command (act without its prefix) over the statistics kept in `storage`."""
    if act == "open":
        open_stats(storage)
    elif act == "reset":
        ask_reset(storage, ask)
