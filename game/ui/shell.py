"""The site's shell: shows the game chooser or a game's board as the page address says, and
starts a board the first time it is opened (Python boots once; switching never reloads)."""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from game import registry
from game.ui import chooser, page_text, site
from game.ui.browser import document, local_storage, on, window
from game.ui.dom import by_id
from game.ui.i18n import choose_language, current_language, set_language, t
from game.ui.keeper import Keeper


class Board(Protocol):
    """What the shell needs of a game's board once its module's main() has started it."""

    def render(self) -> None:
        """Redraw the board (and its page title) from its game."""


class Shell:
    """The chooser and the boards of one page."""

    def __init__(self) -> None:
        """Nothing is shown until start()."""
        self.storage = local_storage()
        self.boards: dict[str, Board] = {}
        self.screen: str | None = None

    def start(self) -> None:
        """Show what the address asks for, and follow the address from now on."""
        document.body.dataset.boards = "many" if len(site.playable()) > 1 else "one"
        on(window, "hashchange", lambda _: self.go())
        on(by_id("language"), "change", self.on_language)
        self.go()

    def go(self) -> None:
        """Show the screen of the current address."""
        screen = site.route(str(window.location.hash or ""))
        self.screen = screen
        document.body.dataset.screen = "chooser" if screen == site.CHOOSER else screen
        if screen == site.CHOOSER:
            self.show_chooser()
        elif screen in self.boards:
            self.boards[screen].render()
        else:
            module = importlib.import_module(registry.by_id(screen).board)
            self.boards[screen] = module.main()

    def show_chooser(self) -> None:
        """Draw the chooser (in the saved language when no board has set one yet)."""
        if not self.boards:
            keeper = Keeper(self.storage)
            code = choose_language(keeper.settings().language, list(window.navigator.languages or []))
            if code != current_language() or document.documentElement.lang != code:
                set_language(code)
                page_text.translate_page(code)
        chooser.render(self.storage)
        document.title = t("chooser.page_title")

    def on_language(self, event: Any) -> None:
        """A language chosen on the chooser: remember it (a board remembers its own) and redraw."""
        if not self.boards:
            keeper = Keeper(self.storage)
            settings = keeper.settings()
            settings.language = str(event.target.value)
            keeper.save_settings(settings)
            set_language(settings.language)
            page_text.translate_page(settings.language)
        if self.screen == site.CHOOSER:
            chooser.render(self.storage)
            document.title = t("chooser.page_title")


def main() -> Shell:
    """Start the shell on the page."""
    shell = Shell()
    shell.start()
    return shell
