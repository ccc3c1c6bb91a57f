"""The page's own words (index.html's static text) in the current language: elements marked
`data-i18n="key"` get the phrase as text, `data-i18n-label="key"` as their aria-label."""

from __future__ import annotations

from game.ui.browser import document
from game.ui.dom import by_id
from game.ui.i18n import t


def translate_page(code: str) -> None:
    """Put every marked text of the page into language `code` (the current one) and set <html lang>."""
    document.documentElement.lang = code
    for el in document.querySelectorAll("[data-i18n]"):
        el.textContent = t(el.dataset.i18n)
    for el in document.querySelectorAll("[data-i18n-label]"):
        el.setAttribute("aria-label", t(el.dataset.i18nLabel))
    select = by_id("language")
    if select is not None:
        select.value = code
