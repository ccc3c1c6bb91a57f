"""Keeps small JSON values in the browser's localStorage, under the game's own key prefix."""

from __future__ import annotations

import json
from typing import Any

from game.ui.browser import window
from game.ui.storage_keys import PREFIX


def save(key: str, value: Any) -> None:
    """Store value (anything JSON can hold) under key."""
    window.localStorage.setItem(PREFIX + key, json.dumps(value))


def load(key: str, default: Any = None) -> Any:
    """Return the value stored under key, or default when there is none or it is not JSON."""
    text = window.localStorage.getItem(PREFIX + key)
    if not isinstance(text, str):  # JavaScript's null arrives as pyodide's jsnull, not None
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


def remove(key: str) -> None:
    """Forget the value stored under key."""
    window.localStorage.removeItem(PREFIX + key)
