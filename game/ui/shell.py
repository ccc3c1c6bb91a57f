"""The site's shell: shows the game chooser or a game's board as the page address says, and
starts a board the first time it is opened (Python boots once; switching never reloads).

A board's module has `main(place: Place) -> Board`. Every element of the page that belongs to one
board carries `data-board-of="<game id>"`: the shell hides all of them but the open board's. The
first game's board is written into index.html; every other board builds itself inside the empty
host the shell gives it (`#board-<id>`), and puts its menu buttons into the page's menu, marked
the same way.
"""

from __future__ import annotations

import asyncio
import importlib
from dataclasses import dataclass
from typing import Any, Protocol

from game import registry, saves
from game.ui import chooser, page_text, site
from game.ui.browser import document, game_files_here, load_game_files, local_storage, on, report_error, window
from game.ui.dom import by_id, is_null, stylesheet
from game.ui.i18n import choose_language, current_language, set_language, t
from game.saves.keys import FIRST_GAME


class Board(Protocol):
    """What the shell needs of a game's board once its module's main() has started it."""

    def render(self) -> None:
        """Redraw the board (and its page title) from its game."""

    def leave(self) -> None:
        """The address has left this board: close its windows, since an open modal window would
        keep every other screen of the page inert, and open none while it is away."""

    def come_back(self) -> None:
        """The address has come back to this board: draw it, asking for a new game again if it
        has none (as its first visit did)."""


@dataclass(frozen=True)
class Place:
    """Where a board lives on the page: its host element and the page's menu bar (both DOM elements)."""

    game_id: str
    host: Any  # the board's own element, shown only while its address is open
    menu: Any  # the page's menu (nav.toolbar): a board adds its buttons before `menu_end`
    menu_end: Any  # the language switch, which stays last in the menu


class Shell:
    """The chooser and the boards of one page."""

    def __init__(self) -> None:
        """Nothing is shown until start()."""
        self.storage = local_storage()
        self.boards: dict[str, Board] = {}
        self.screen: str | None = None
        self.opening: asyncio.Future | None = None  # a board whose files are on their way

    def start(self) -> None:
        """Show what the address asks for, and follow the address from now on."""
        document.body.dataset.boards = "many" if len(site.playable()) > 1 else "one"
        on(window, "hashchange", lambda _: self.go())
        on(by_id("language"), "change", self.on_language)
        self.go()

    def go(self) -> None:
        """Show the screen of the current address."""
        screen = site.route(str(window.location.hash or ""))
        left, self.screen = self.screen, screen
        document.body.dataset.screen = "chooser" if screen == site.CHOOSER else screen
        if left in self.boards and left != screen:
            self.boards[left].leave()
        self.show_parts(screen)
        if screen == site.CHOOSER:
            self.show_chooser()
        elif screen in self.boards and left != screen:
            self.boards[screen].come_back()
        elif screen in self.boards:  # a new address on the same board (a shared game's link)
            self.boards[screen].render()
        elif game_files_here(screen):
            self.open_board(screen)
        else:
            self.opening = asyncio.ensure_future(self.fetch_board(screen))

    async def fetch_board(self, game_id: str) -> None:
        """Fetch the game's own zips, then open its board if its address is still the open one."""
        document.body.dataset.loading = game_id
        try:
            await load_game_files(game_id)
        except RuntimeError as err:  # the page's error panel says what failed
            report_error(str(err))
            return
        finally:
            document.body.removeAttribute("data-loading")
        if self.screen == game_id and game_id not in self.boards:
            self.open_board(game_id)

    def open_board(self, game_id: str) -> None:
        """Start a game's board the first time it is opened (its files are on the page)."""
        link_sheets(registry.by_id(game_id))
        window.performance.mark("board:import")
        module = importlib.import_module(registry.by_id(game_id).board)
        window.performance.measure("board:imports", "board:import")
        self.boards[game_id] = module.main(self.place(game_id))
        self.show_parts(game_id)  # the parts the board has just added

    def place(self, game_id: str) -> Place:
        """The board's host (made the first time) and the page's menu."""
        host = document.querySelector(f'#board-{game_id}, .layout[data-board-of="{game_id}"]')
        if is_null(host):
            self.add_title(game_id)
            host = document.createElement("section")
            host.id = f"board-{game_id}"
            host.className = "board-host"
            host.dataset.boardOf = game_id
            by_id("boards").appendChild(host)
        menu = document.querySelector(".masthead .toolbar")
        return Place(game_id, host, menu, menu.querySelector(".lang-switch"))

    def add_title(self, game_id: str) -> None:
        """The board's title in the page's masthead, after the way back to the chooser (the first
        game's title is written in index.html, and the page puts the one its address opens there
        before Python: scripts/first_words.py)."""
        if not is_null(document.querySelector(f'.masthead h1[data-board-of="{game_id}"]')):
            return
        title = document.createElement("h1")
        title.dataset.boardOf = game_id
        title.textContent = registry.by_id(game_id).name(current_language())
        home = document.querySelector(".masthead .site-home")
        home.parentNode.insertBefore(title, home.nextSibling)

    def name_titles(self) -> None:
        """The boards' titles in the current language."""
        for title in document.querySelectorAll(".masthead h1[data-board-of]"):
            title.textContent = registry.by_id(str(title.dataset.boardOf)).name(current_language())

    def show_parts(self, screen: str) -> None:
        """Show the open board's parts of the page and hide every other board's."""
        for element in document.querySelectorAll("[data-board-of]"):
            element.hidden = str(element.dataset.boardOf) != screen

    def show_chooser(self) -> None:
        """Draw the chooser (in the saved language when no board has set one yet)."""
        if not self.boards:
            code = choose_language(self.saved_language(), list(window.navigator.languages or []))
            if code != current_language() or document.documentElement.lang != code:
                set_language(code)
                page_text.translate_page(code)
        chooser.render(self.storage)
        document.title = t("chooser.page_title")

    def saved_language(self) -> object:
        """The language the player chose, as the site's settings keep it (checked by choose_language)."""
        return saves.load_settings(self.storage).get("language")

    def on_language(self, event: Any) -> None:
        """A language chosen: remember it for the whole site and redraw the open screen.

        The first game's board also hears the change and remembers it in its own settings (the
        same value, in the same place); the other boards only redraw."""
        if FIRST_GAME not in self.boards:
            settings = saves.load_settings(self.storage)
            settings["language"] = str(event.target.value)
            saves.save_settings(self.storage, settings)
        set_language(str(event.target.value))
        page_text.translate_page(str(event.target.value))
        self.name_titles()
        if self.screen == site.CHOOSER:
            chooser.render(self.storage)
            document.title = t("chooser.page_title")
        elif self.screen in self.boards and self.screen != FIRST_GAME:
            self.boards[self.screen].render()


def link_sheets(game: registry.GameDescriptor) -> None:
    """Link the style sheets a game's board needs (first-screen.js has linked those of the board
    the address opens, as the page started)."""
    for href in game.stylesheets:
        stylesheet(href)


def link_every_sheet() -> None:
    """Link every board's style sheets, so that a board opened later never paints unstyled."""
    for game in site.playable():
        link_sheets(game)


def main() -> Shell:
    """Start the shell on the page."""
    shell = Shell()
    shell.start()
    return shell
