"""The site's addresses: which games have a board, and what a page address (`location.hash`) opens.

Pure Python (no browser import), so the routing rules are tested under CPython. `#/` is the game
chooser and `#/<game id>` a game's board; a link or bookmark with either opens that screen, and
the browser's Back goes between them without reloading the page. Addresses older than the
chooser (`#g1=...` shared games, `#help-...` rules sections) belong to the site's first game.
An empty address opens the chooser once there is more than one board to choose from, and the one
board until then.
"""

from __future__ import annotations

from game import registry
from game.registry import GameDescriptor
from game.saves.keys import FIRST_GAME  # its addresses predate the chooser

CHOOSER = ""  # the route of the chooser


def playable() -> tuple[GameDescriptor, ...]:
    """The games that have a board in the browser, in the chooser's order."""
    return tuple(game for game in registry.games() if game.board)


def address(game_id: str = CHOOSER) -> str:
    """The page address (fragment) of a game's board, or of the chooser."""
    return f"#/{game_id}"


def route(fragment: str) -> str:
    """What an address opens: CHOOSER, or the id of a game with a board."""
    text = fragment.removeprefix("#")
    boards = [game.id for game in playable()]
    if text.startswith("/"):
        wanted = text[1:].split("/", 1)[0]
        return wanted if wanted in boards else CHOOSER
    if text:  # a shared game or a rules section, from before the chooser
        return FIRST_GAME if FIRST_GAME in boards else CHOOSER
    return boards[0] if len(boards) == 1 else CHOOSER
