"""Renders the app icons (assets/icons/*.svg) to the PNGs the web app manifest and iOS ask for.

The PNGs are committed; run this again after editing an SVG (needs the test set-up's .venv):

    .venv/bin/python -m scripts.make_icons
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

from e2e import chromium

ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons"
# (source SVG, output PNG, size in px). The maskable icon is full-bleed, which suits iOS too:
# it fills a transparent corner with black.
RENDERS = (
    ("icon.svg", "icon-192.png", 192),
    ("icon.svg", "icon-512.png", 512),
    ("maskable.svg", "maskable-512.png", 512),
    ("maskable.svg", "apple-touch-icon.png", 180),
)


def render() -> list[Path]:
    """Draw each SVG at each size in Chromium, with a transparent background; return the PNGs."""
    written = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args())
        try:
            for source, target, size in RENDERS:
                page = browser.new_page(viewport={"width": size, "height": size})
                svg = (ICONS / source).read_text(encoding="utf-8")
                page.set_content(
                    "<style>html,body{margin:0;background:transparent}svg{display:block;"
                    f"width:{size}px;height:{size}px}}</style>{svg}")
                page.screenshot(path=str(ICONS / target), omit_background=True)
                page.close()
                written.append(ICONS / target)
        finally:
            browser.close()
    return written


if __name__ == "__main__":
    for path in render():
        print(path.relative_to(ICONS.parent.parent))
