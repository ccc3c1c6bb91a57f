"""Before Python runs, the page already speaks the player's language: the menu, the seats, the boot
bar, and the panel shown when Python cannot start (scripts/first_words.py)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from e2e.play import BOARD
from game.saves import keys


def without_python(page: Page, site_url: str, settings: str | None = None) -> None:
    """Open the page with Pyodide's WebAssembly refused, so that only the page's own scripts run
    (with `settings` stored as the board's settings first, when given)."""
    if settings is not None:
        page.add_init_script(f"localStorage.setItem({json.dumps(keys.SETTINGS)}, {json.dumps(settings)});")
    page.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page.goto(site_url + BOARD)


@pytest.mark.browser_context_args(locale="de-DE")
def test_a_german_browser_reads_german_before_python_starts(page: Page, site_url: str) -> None:
    without_python(page, site_url)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator(".tagline")).to_have_text("Zwei Kapitäne, zwölf Würfel, eine Kneipe voller Matrosen.")
    expect(page.locator("[data-act='ui:new']")).to_have_text("Neues Spiel")
    expect(page.locator("#banner")).to_have_text("Der Tisch wird gedeckt…")
    expect(page.locator("#turn .turn-actions button")).to_have_text("Würfeln")
    expect(page.locator("#language")).to_have_value("de")
    # Python never comes: the boot panel says so in German, and what failed (no endless wait).
    expect(page.locator("#boot-error")).to_be_visible(timeout=30_000)
    expect(page.locator("#boot-error-title")).to_have_text("Die Spiele konnten nicht starten")
    expect(page.locator("#boot-error-summary")).to_contain_text("pyodide.asm.wasm")
    expect(page.locator("#boot-error summary")).to_have_text("Technische Einzelheiten")
    assert not page.evaluate("document.body.hasAttribute('data-ready')")


@pytest.mark.browser_context_args(locale="de-DE")
def test_the_saved_language_wins_over_the_browsers(page: Page, site_url: str) -> None:
    without_python(page, site_url, json.dumps({"language": "fr"}))
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("[data-act='ui:new']")).to_have_text("Nouvelle partie")
    expect(page.locator("#boot")).to_have_attribute("aria-label", "Lancement du jeu")


@pytest.mark.browser_context_args(locale="ja-JP")
def test_a_language_we_do_not_speak_keeps_english_and_a_broken_setting_is_ignored(page: Page, site_url: str) -> None:
    without_python(page, site_url, "{not json")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("[data-act='ui:new']")).to_have_text("New game")
    expect(page.locator("#boot-error-title")).to_have_text("The games could not start", timeout=30_000)
