"""A rummy table's statistics: the person's results against each computer level at each table
size, and the games of people alone, from game.saves.results. `summary()` is the pure view
(unit-tested under CPython); `StatsDialog` shows it, with a reset that asks first."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from typing import Any

from game.saves.results import Results, Tally, load_results, reset_results
from game.saves.shelf import Shelf
from game.saves.storage import Storage
from game.saves.values import Unreadable
from game.ui.dom import fill, h, is_null
from game.ui.i18n import add_phrases, t

from .words import CATALOGUES

COLUMNS = ("games", "wins", "shared", "rate", "average", "place", "best")


@dataclass(frozen=True)
class Row:
    """One line of the table: a level at a table size, and its figures as shown."""

    level: str
    seats: int
    cells: tuple[str, ...]


@dataclass(frozen=True)
class Summary:
    """What the statistics screen shows."""

    rows: tuple[Row, ...]
    people: tuple[tuple[int, int], ...]  # (seats, games) of games among people only
    games: int  # every counted game, people's included


def level_namer(prefix: str) -> Callable[[str], str]:
    """A level's name from the board's phrases `<prefix><level>`; a level they do not know, as written."""
    def name(level: str) -> str:
        key = prefix + level
        said = t(key)
        return level if said == key else said
    return name


def decimal(value: float | None) -> str:
    """A mean with one decimal, written the current language's way; a dash before any game."""
    return "—" if value is None else f"{value:.1f}".replace(".", t("rs.decimal_point"))


def cells(tally: Tally) -> tuple[str, ...]:
    """A tally's figures in the order of COLUMNS."""
    rate = "—" if not tally.games else t("rs.percent", n=round(100 * (tally.wins + tally.shared) / tally.games))
    return (str(tally.games), str(tally.wins), str(tally.shared), rate, decimal(tally.average_score),
            decimal(tally.average_place), "—" if tally.best is None else str(tally.best))


def summary(results: Results, levels: Sequence[str]) -> Summary:
    """The rows to show: levels in the table's order (weakest first), then any level a record named."""
    order = {level: i for i, level in enumerate(levels)}
    played = sorted(results.tallies, key=lambda r: (order.get(r[0], len(order)), r[0], r[1]))
    rows = tuple(Row(level, seats, cells(tally)) for level, seats, tally in played if tally.games)
    games = sum(tally.games for _, _, tally in results.tallies) + sum(n for _, n in results.people)
    return Summary(rows, results.people, games)


def body(view: Summary, level_name: Callable[[str], str]) -> list:
    """The statistics as elements for a dialog: a table per table size played, and people's games."""
    if not view.games:
        return [h("p", {"class": "rs-none", "text": t("rs.none")})]
    parts: list = []
    sizes = sorted({row.seats for row in view.rows})
    for seats in sizes:
        heads = [t(f"rs.col.{c}") for c in COLUMNS]
        head = h("tr", {}, h("th", {"scope": "col", "text": t("rs.against")}),
                 *(h("th", {"scope": "col", "text": text}) for text in heads))
        lines = [h("tr", {}, h("th", {"scope": "row", "text": level_name(row.level) if row.level else
                                      t("rs.level_unknown")}),
                   *(h("td", {"class": "rs-num", "data-label": label, "text": cell})
                     for label, cell in zip(heads, row.cells)))
                 for row in view.rows if row.seats == seats]
        title = f"rs-at-{seats}"
        parts.append(h("h3", {"class": "rs-caption", "id": title, "text": t("rs.at_table", n=seats)}))
        parts.append(h("table", {"class": "rs-table", "aria-labelledby": title},
                       h("thead", {}, head), h("tbody", {}, *lines)))
    if view.people:
        parts.append(h("ul", {"class": "rs-people"},
                       *(h("li", {"text": t("rs.people", count=games, seats=seats)}) for seats, games in view.people)))
    return parts


@dataclass(frozen=True)
class Look:
    """How a board dresses its dialogs: the dialog's id and class, and its button row's class."""

    dialog_id: str
    dialog_class: str
    buttons_class: str


class StatsDialog:
    """The statistics window of one game's board."""

    def __init__(self, parent: Any, storage: Storage, shelf: Shelf, levels: Sequence[str],
                 level_name: Callable[[str], str], look: Look) -> None:
        """Build the (closed) dialog into `parent`."""
        from game.ui.browser import on  # the page's only: summary() stays importable under CPython

        add_phrases(CATALOGUES)
        self.storage, self.shelf, self.levels, self.level_name, self.look = storage, shelf, levels, level_name, look
        self.asking = False
        self.dialog = h("dialog", {"id": look.dialog_id, "class": f"{look.dialog_class} rs-dialog",
                                   "aria-labelledby": f"{look.dialog_id}-title"})
        parent.appendChild(self.dialog)
        on(self.dialog, "click", self.on_click)

    def open(self) -> None:
        """Show the statistics as they are stored now."""
        self.asking = False
        self.draw()
        if not self.dialog.open:
            self.dialog.showModal()

    def draw(self) -> None:
        """Fill the dialog: the tables, or why they cannot be read; Reset (asking first) and Close."""
        try:
            view = summary(load_results(self.storage, self.shelf), self.levels)
            parts, can_reset = body(view, self.level_name), view.games > 0
        except Unreadable:
            parts, can_reset = [h("p", {"class": "rs-none", "role": "alert", "text": t("rs.unreadable")})], True
        if self.asking:
            buttons = [h("p", {"class": "rs-ask", "id": "rs-ask", "text": t("rs.reset_ask")}),
                       self._button("keep", t("rs.keep"), primary=True),
                       self._button("reset-yes", t("rs.reset_yes"), described="rs-ask")]
        else:
            buttons = [self._button("reset", t("rs.reset")) if can_reset else None,
                       self._button("close", t("rs.close"), primary=True)]
        fill(self.dialog, h("h2", {"id": f"{self.look.dialog_id}-title", "text": t("rs.title")}),
             *parts, h("div", {"class": self.look.buttons_class}, *buttons))

    def _button(self, act: str, text: str, primary: bool = False, described: str | None = None) -> Any:
        return h("button", {"type": "button", "class": "button button-primary" if primary else "button",
                            "data-stats": act, "aria-describedby": described, "text": text})

    def on_click(self, event: Any) -> None:
        """Reset, asking first; close."""
        el = event.target.closest("[data-stats]")
        if is_null(el):
            return
        act = str(el.dataset.stats)
        if act == "close":
            self.dialog.close()
            return
        if act == "reset-yes":
            reset_results(self.storage, self.shelf)
        self.asking = act == "reset"
        self.draw()
        focus = self.dialog.querySelector("[data-stats='keep']" if self.asking else "[data-stats='close']")
        if not is_null(focus):
            focus.focus()
