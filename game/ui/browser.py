"""The one door to the page: the rest of game.ui reaches pyscript, js and pyodide only through here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy, jsnull
from pyscript import document, window

__all__ = ["document", "window", "jsnull", "create_proxy", "element", "on", "url_flag", "url_param", "mark_ready"]


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


def mark_ready() -> None:
    """Enable the controls that wait for Python, then set <body data-ready> for styles and tests."""
    for control in document.querySelectorAll("[data-needs-python]"):
        control.disabled = False
    document.body.dataset.ready = "true"
