"""The page's own words (index.html's static text) in the current language: elements marked
`data-i18n="key"` get the phrase as text, `data-i18n-label="key"` as their aria-label. A phrase
of a board not started yet keeps the words it has (English, or first-words.js's) until the board
adds its catalogue and translates the page again."""

from __future__ import annotations

from game.ui.browser import document
from game.ui.dom import by_id
from game.ui.i18n import has_phrase, t


def translate_page(code: str) -> None:
    """Put every marked text of the page into language `code` (the current one) and set <html lang>."""
    document.documentElement.lang = code
    for el in document.querySelectorAll("[data-i18n]"):
        if has_phrase(str(el.dataset.i18n)):
            el.textContent = t(el.dataset.i18n)
    for el in document.querySelectorAll("[data-i18n-label]"):
        if has_phrase(str(el.dataset.i18nLabel)):
            el.setAttribute("aria-label", t(el.dataset.i18nLabel))
    select = by_id("language")
    if select is not None:
        select.value = code
