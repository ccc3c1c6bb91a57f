"""The saved-games window on the page: this table's games to open, replay, export or delete, and an
import. It talks to the saves layer; opening a game is the board's, told through `open_game`."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from game import saves
from game.saves.shelf import Shelf
from game.ui import browser
from game.ui.i18n import t

from ..descriptor import DESCRIPTOR
from . import panels
from .dialogs import Dialogs

FAULT = "#sr-saved-fault"


class SavedGames:
    """The window of the games in `storage` on `shelf`, shown through `dialogs`; `open_game(id)`
    opens one on the board; `say(text)` tells the player."""

    def __init__(self, storage: Any, shelf: Shelf, dialogs: Dialogs, open_game: Callable[[str], None],
                 say: Callable[[str], None]):
        """Ready to show the window."""
        self.storage, self.shelf, self.dialogs, self.open_game, self.say = storage, shelf, dialogs, open_game, say

    def show(self) -> None:
        """Open the window as the games stand now (built again in a new language)."""
        self.dialogs.show(self.build)

    def build(self) -> Any:
        """The window listing the games."""
        listing = saves.list_games(self.storage, shelf=self.shelf)
        rows = [(info.id, t("sr.saved_done", name=info.name) if info.finished else
                 t("sr.saved_row", name=info.name, hand=info.round), bool(info.finished)) for info in listing.games]
        return panels.saved_games(rows)

    def export(self, game_id: str) -> None:
        """Download a saved game's record."""
        try:
            text = saves.export_game(self.storage, game_id, shelf=self.shelf)
        except (saves.NotFound, saves.Unreadable) as err:
            self.say(str(err))
            return
        browser.download_text(saves.export_filename(DESCRIPTOR.id, shelf=self.shelf), text)

    def delete(self, game_id: str) -> None:
        """Delete a saved game (the one in play stays on the board until another starts)."""
        saves.delete_game(self.storage, game_id, shelf=self.shelf)
        self.show()

    def import_file(self, file: Any) -> None:
        """Read a record file chosen in the window and open its game, or say in the window why not."""
        asyncio.ensure_future(self._import(file))

    async def _import(self, file: Any) -> None:
        text = str(await file.text())
        try:
            game, _ = saves.import_game(self.storage, text)
        except saves.ImportRefused as err:
            self.dialogs.query(FAULT).textContent = str(err)
            return
        if game.game != DESCRIPTOR.id:
            self.dialogs.query(FAULT).textContent = str(game.game)
            return
        self.open_game(game.id)
