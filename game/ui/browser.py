"""The one door to the page: the rest of game.ui reaches pyscript, js and pyodide only through here."""

from __future__ import annotations

import asyncio
import importlib
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy, jsnull, to_js
from pyscript import document, window

__all__ = ["document", "window", "jsnull", "create_proxy", "element", "on", "url_flag", "url_param", "mark_ready",
           "download_text", "copy_text", "local_storage", "local_time", "touch_screen", "game_files_here",
           "load_game_files", "report_error"]


def element(element_id: str) -> Any:
    """Return the page element with this id; raise LookupError if the page has none."""
    found = document.getElementById(element_id)
    if found is None or found is jsnull:
        raise LookupError(f"the page has no element #{element_id}")
    return found


def on(target: Any, event: str, handler: Callable[[Any], None]) -> None:
    """Call handler(event) each time target fires event, for the page's lifetime."""
    target.addEventListener(event, create_proxy(handler))


def url_flag(name: str) -> bool:
    """Tell whether the page's address carries name=1 in its query string."""
    return window.URLSearchParams.new(window.location.search).get(name) == "1"


def url_param(name: str) -> str | None:
    """Return the value of name in the page's query string, or None when it is absent."""
    value = window.URLSearchParams.new(window.location.search).get(name)
    return value if isinstance(value, str) else None


def touch_screen() -> bool:
    """Tell whether the player points with a finger (the primary pointer is coarse) rather than a mouse."""
    return bool(window.matchMedia("(pointer: coarse)").matches)


def game_files_here(game_id: str) -> bool:
    """Tell whether every zip of the game is unpacked on the page (assets/snapshot/pyodide.mjs)."""
    games = getattr(window, "shanghaienGames", None)
    return games is None or games is jsnull or bool(games.has(game_id))


async def load_game_files(game_id: str) -> None:
    """Fetch and unpack the game's zips (once), then have Python's imports see the new files."""
    try:
        await window.shanghaienGames.load(game_id)
    except Exception as err:  # noqa: BLE001 - a JsException: the network, a missing file
        raise RuntimeError(f"the files of {game_id} could not be loaded: {err}") from None
    importlib.invalidate_caches()


def on_screen(game_id: str) -> bool:
    """Whether the page shows this game's board now (the shell marks <body data-screen>)."""
    return str(document.body.dataset.screen) == game_id


async def back_on_screen(game_id: str) -> bool:
    """Return once this game's board is on the screen again; True if that meant waiting (a table
    waits while its player looks at another screen)."""
    waited = False
    while not on_screen(game_id):
        waited = True
        await asyncio.sleep(0.1)
    return waited


def report_error(message: str) -> None:
    """Show an error in the page's error panel (assets/shell.js), as an uncaught one would be."""
    window.reportError(window.Error.new(message))


def mark_ready() -> None:
    """Enable the controls that wait for Python, then set <body data-ready> for styles and tests."""
    for control in document.querySelectorAll("[data-needs-python]"):
        control.disabled = False
    document.body.dataset.ready = "true"


def download_text(filename: str, text: str, mime: str = "application/json") -> None:
    """Offer `text` to the player as a downloaded file named `filename` (nothing leaves the browser)."""
    from js import Object

    blob = window.Blob.new(to_js([text]), to_js({"type": mime}, dict_converter=Object.fromEntries))
    address = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = address
    link.download = filename
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(address)), 0)


async def copy_text(text: str) -> bool:
    """Put `text` on the clipboard; False if the browser refuses (no permission, no clipboard)."""
    try:
        await window.navigator.clipboard.writeText(text)
    except Exception:  # noqa: BLE001 (any refusal: the caller shows the text to copy by hand)
        return False
    return True


def local_storage() -> Any:
    """The page's localStorage, or None when the browser refuses it (private modes, disabled storage)."""
    try:
        storage = window.localStorage
        _ = storage.length
    except Exception:  # noqa: BLE001 (SecurityError and friends)
        return None
    return None if storage is None or storage is jsnull else storage


def local_time(ms: int, language: str) -> str:
    """A moment (milliseconds since 1970) as a short date and time in `language`, in the player's time zone."""
    from js import Object

    options = to_js({"dateStyle": "medium", "timeStyle": "short"}, dict_converter=Object.fromEntries)
    return str(window.Intl.DateTimeFormat.new(language, options).format(window.Date.new(ms)))
