"""Two dialogs of the board: the rules in the player's language with card pictures, and the
saved games of Penny Shanghai (load, delete, export the current game, import a file)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import saves
from game.rummy import cards as C
from game.rummy.ui import faces
from game.ui.browser import copy_text, download_text, on
from game.ui.dom import fill, h, is_null
from game.ui.i18n import t

RULE_PARTS = ("aim", "melds", "turn", "stuck", "end")


def _dialog(parent: Any, dialog_id: str) -> Any:
    el = h("dialog", {"class": "ps-dialog", "id": dialog_id, "aria-labelledby": f"{dialog_id}-title"})
    parent.appendChild(el)
    return el


def _row(*codes: str) -> Any:
    """A row of small card pictures, for the rules."""
    return h("span", {"class": "ps-rules-cards"}, *(faces.face(C.parse(code), "sm") for code in codes))


class RulesDialog:
    """The rules, with a set, a run and a rebuilt table drawn."""

    def __init__(self, parent: Any) -> None:
        """Build the (closed) dialog."""
        self.dialog = _dialog(parent, "ps-rules")
        on(self.dialog, "click", self.on_click)

    def open(self) -> None:
        """Show the rules in the current language."""
        paragraphs = [h("p", {"text": t(f"ps.rules.{part}")}) for part in RULE_PARTS]
        pictures = h("div", {"class": "ps-rules-pictures"},
                     h("figure", {}, _row("7S", "7H", "7C"), h("figcaption", {"text": t("ps.group.set")})),
                     h("figure", {}, _row("4H", "5H", "6H", "7H"), h("figcaption", {"text": t("ps.group.run")})),
                     h("figure", {}, _row("QD", "KD", "AD"), h("figcaption", {"text": t("ps.group.run")})))
        fill(self.dialog,
             h("h2", {"id": "ps-rules-title", "text": t("ps.rules.title")}),
             paragraphs[0], paragraphs[1], pictures, *paragraphs[2:],
             h("p", {"class": "ps-rules-example", "text": t("ps.rules.example")}),
             h("div", {"class": "ps-dialog-buttons"},
               h("button", {"type": "button", "class": "button button-primary", "data-act": "close",
                            "text": t("ps.close")})))
        if not self.dialog.open:
            self.dialog.showModal()

    def on_click(self, event: Any) -> None:
        """Close."""
        el = event.target.closest("[data-act]")
        if not is_null(el) and str(el.dataset.act) == "close":
            self.dialog.close()


class GamesDialog:
    """Penny Shanghai's saved games: load or delete each, export the current one, import a file."""

    def __init__(self, parent: Any, storage: Any, shelf: Any, load: Callable[[str], bool],
                 current: Callable[[], tuple[str, str] | None],
                 replay: Callable[[str], bool] = lambda game_id: False,
                 share: Callable[[], tuple[str, str]] = lambda: ("", "")) -> None:
        """Build the (closed) dialog; `load(id)` opens a game, `current()` gives the export's name and
        text, `replay(id)` opens a finished game in the replay viewer, `share()` the current game's
        link (or "" and why not)."""
        self.storage, self.shelf, self.load, self.current, self.replay = storage, shelf, load, current, replay
        self.share = share
        self.link = ""  # the link shown to copy, once asked for
        self.dialog = _dialog(parent, "ps-games")
        self.message = ""
        on(self.dialog, "click", self.on_click)
        on(self.dialog, "change", self.on_change)

    def open(self) -> None:
        """Show the list."""
        self.message = ""
        self.link = ""
        self.draw()
        if not self.dialog.open:
            self.dialog.showModal()

    def draw(self) -> None:
        """List the saved games, newest first."""
        listing = saves.list_games(self.storage, shelf=self.shelf)
        rows = []
        for info in listing.games:
            label = t("ps.games.done", name=info.name) if info.finished else t("ps.games.row", name=info.name,
                                                                                  hand=info.round)
            watch = h("button", {"type": "button", "class": "button", "data-act": "replay", "data-id": info.id,
                                 "aria-label": t("ps.games.replay", name=info.name),
                                 "text": t("ps.replay.open")}) if info.finished else None
            rows.append(h("li", {"class": "ps-games-row"}, h("span", {"text": label}), watch,
                          h("button", {"type": "button", "class": "button", "data-act": "load", "data-id": info.id,
                                       "aria-label": t("ps.games.load", name=info.name), "text": t("ps.games.load",
                                                                                                  name="").strip()}),
                          h("button", {"type": "button", "class": "button button-quiet", "data-act": "delete",
                                       "data-id": info.id, "aria-label": t("ps.games.delete", name=info.name),
                                       "text": t("ps.games.delete", name="").strip()})))
        link, why = self.share() if self.current() is not None else ("", "")
        sharing = [h("button", {"type": "button", "class": "button", "data-act": "share", "disabled": not link,
                                "aria-describedby": "ps-share-why" if why else None, "text": t("ps.share")})]
        if why:
            sharing.append(h("p", {"class": "ps-why-dark", "id": "ps-share-why", "text": why}))
        if self.link:
            sharing.append(h("label", {"class": "ps-field ps-share-link"}, h("span", {"text": t("ps.share.label")}),
                             h("input", {"type": "text", "readonly": True, "value": self.link,
                                         "id": "ps-share-link"})))
            sharing.append(h("button", {"type": "button", "class": "button", "data-act": "copy",
                                        "text": t("ps.share.copy")}))
        fill(self.dialog,
             h("h2", {"id": "ps-games-title", "text": t("ps.games.title")}),
             h("ul", {"class": "ps-games-list"}, *rows) if rows else h("p", {"text": t("ps.games.none")}),
             h("div", {"class": "ps-share"}, *sharing) if self.current() is not None else None,
             h("p", {"class": "ps-games-message", "role": "alert", "text": self.message}),
             h("div", {"class": "ps-dialog-buttons"},
               h("button", {"type": "button", "class": "button", "data-act": "export", "text": t("ps.games.export"),
                            "disabled": self.current() is None}),
               h("label", {"class": "button ps-import"}, h("span", {"text": t("ps.games.import")}),
                 h("input", {"type": "file", "accept": ".json,application/json", "class": "visually-hidden",
                             "data-act": "import"})),
               h("button", {"type": "button", "class": "button button-primary", "data-act": "close",
                            "text": t("ps.close")})))

    def on_click(self, event: Any) -> None:
        """Load, delete, export or close."""
        el = event.target.closest("[data-act]")
        if is_null(el):
            return
        act = str(el.dataset.act)
        if act == "close":
            self.dialog.close()
        elif act == "load":
            if self.load(str(el.dataset.id)):
                self.dialog.close()
        elif act == "share":
            self.link = self.share()[0]
            self.draw()
            field = self.dialog.querySelector("#ps-share-link")
            if not is_null(field):
                field.focus()
                field.select()
        elif act == "copy" and self.link:
            import asyncio

            asyncio.ensure_future(self._copy())
        elif act == "replay":
            self.dialog.close()
            if not self.replay(str(el.dataset.id)):
                self.open()
        elif act == "delete":
            saves.delete_game(self.storage, str(el.dataset.id), shelf=self.shelf)
            self.draw()
        elif act == "export":
            found = self.current()
            if found is not None:
                download_text(found[0], found[1])

    async def _copy(self) -> None:
        """Copy the link; say so, or to copy it by hand when the browser refuses."""
        self.message = t("ps.share.copied") if await copy_text(self.link) else t("ps.share.by_hand")
        self.draw()

    def on_change(self, event: Any) -> None:
        """A file chosen to import."""
        el = event.target
        if str(el.getAttribute("data-act") or "") != "import" or not el.files.length:
            return
        import asyncio

        asyncio.ensure_future(self._import(el.files.item(0)))

    async def _import(self, file: Any) -> None:
        text = str(await file.text())
        try:
            imported = saves.read_import(text)
        except saves.ImportRefused as err:
            self.message = t("ps.games.import_bad", reason=str(err))
            self.draw()
            return
        if imported.game != self.shelf.game:
            self.message = t("ps.games.other_game")
            self.draw()
            return
        game, _ = saves.store_new(self.storage, imported)
        if self.load(game.id):
            self.dialog.close()
        else:
            self.draw()
