"""The Shanghai rummy table's frame in Chromium: the menu bar (one row on a desktop, the rarely
used entries under a "More" menu that works with the keyboard), windows that follow a change of
language while they are open, the piles and the hand together on a phone when it is time to take
or draw, and dragging with a finger (touch events through the browser's own input, not a mouse)."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import Page, expect

from e2e import shanghai_rummy_play as sr
from e2e.play import game_page  # noqa: F401 (a fixture)
from e2e.test_shanghai_rummy_turns import find
from game.rummy import cards as C


def switch_language(page: Page, code: str) -> None:
    """Choose a language in the page's switch as its change event reports it (the switch itself
    is out of reach while a modal window is open, so the event is sent to it directly)."""
    page.evaluate("""c => { const s = document.querySelector('#language'); s.value = c;
                            s.dispatchEvent(new Event('change', {bubbles: true})); }""", code)


def test_the_menu_is_one_row_and_more_opens_a_menu_for_the_keyboard(game_page: Page, site_url: str):
    page = game_page
    page.set_viewport_size({"width": 1280, "height": 860})
    sr.open_position(page, site_url, find(lambda s: s.turn == 0 and s.step == "take" and s.h == 2))
    nav = page.get_by_role("navigation", name="Game menu")
    tops = nav.evaluate("""n => [...n.children].filter(c => c.offsetParent !== null)
                                               .map(c => Math.round(c.getBoundingClientRect().top))""")
    assert len(tops) >= 5 and len(set(tops)) == 1, tops  # one row
    more = nav.get_by_role("button", name="More", exact=True)
    menu = nav.get_by_role("menu", name="More")
    expect(more).to_have_attribute("aria-haspopup", "menu")
    expect(more).to_have_attribute("aria-expanded", "false")
    expect(menu).to_be_hidden()
    more.focus()
    page.keyboard.press("ArrowDown")
    expect(menu).to_be_visible()
    expect(more).to_have_attribute("aria-expanded", "true")
    items = menu.get_by_role("menuitem")
    expect(items).to_have_text(["Rules", "Share", "Statistics"])
    expect(items.nth(0)).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(items.nth(1)).to_be_focused()
    page.keyboard.press("End")
    expect(items.nth(2)).to_be_focused()
    page.keyboard.press("ArrowDown")  # round to the first
    expect(items.nth(0)).to_be_focused()
    page.keyboard.press("ArrowUp")
    expect(items.nth(2)).to_be_focused()
    page.keyboard.press("Home")
    expect(items.nth(0)).to_be_focused()
    page.keyboard.press("Escape")
    expect(menu).to_be_hidden()
    expect(more).to_be_focused()
    expect(more).to_have_attribute("aria-expanded", "false")
    page.keyboard.press("ArrowUp")  # opens on the last entry
    expect(items.nth(2)).to_be_focused()
    page.keyboard.press("Escape")
    page.keyboard.press("Enter")
    expect(items.nth(0)).to_be_focused()
    page.keyboard.press("Enter")
    rules = page.get_by_role("dialog", name="How Shanghai rummy is played")
    expect(rules).to_be_visible()
    expect(menu).to_be_hidden()
    rules.get_by_role("button", name="Close").click()
    more.click()
    expect(menu).to_be_visible()
    sr.board(page).get_by_role("heading", name="Hand 2 of 10").click()  # a click elsewhere closes it
    expect(menu).to_be_hidden()
    page.set_viewport_size({"width": 375, "height": 760})
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    more.click()
    box = menu.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375
    items.filter(has_text="Statistics").click()
    expect(page.get_by_role("dialog", name="Statistics")).to_be_visible()


def test_an_open_window_is_drawn_again_in_a_new_language(game_page: Page, site_url: str):
    page = game_page
    sr.open_position(page, site_url, sr.position(4, lambda s: s.h == 3), seen=1)
    end = page.get_by_role("dialog", name="Hand 2 is over")
    expect(end).to_be_visible()
    switch_language(page, "de")
    expect(page.get_by_role("dialog", name="Runde 2 ist vorbei")).to_be_visible()
    expect(page.locator("dialog[open]")).to_have_count(1)
    expect(page.locator("dialog[open]")).not_to_contain_text(re.compile("Next hand|Hand 3"))
    page.locator("dialog[open] [data-act=next]").click()
    sr.settle(page)
    sr.menu_act(page, "new")
    form = page.get_by_role("dialog", name="Neues Spiel")
    form.locator("#sr-seats").select_option("5")
    form.locator("#sr-name-0").fill("Zoe")
    form.locator("#sr-who-4").select_option("shark")
    switch_language(page, "it")
    form = page.get_by_role("dialog", name="Nuova partita")
    expect(form).to_be_visible()
    expect(form.get_by_role("button", name="Distribuisci le carte")).to_be_visible()
    expect(form.locator("#sr-seats")).to_have_value("5")  # what was chosen stays
    expect(form.locator("#sr-name-0")).to_have_value("Zoe")
    expect(form.locator("#sr-who-4")).to_have_value("shark")
    expect(form.locator(".sr-seat-row:visible")).to_have_count(5)
    form.locator("[data-act=close]").click()
    sr.menu_act(page, "sheet")
    expect(page.get_by_role("dialog", name="Segnapunti")).to_be_visible()
    switch_language(page, "fr")
    expect(page.get_by_role("dialog", name="Feuille de marque")).to_be_visible()
    page.locator("dialog[open] [data-act=close]").click()
    sr.menu_act(page, "stats")
    expect(page.get_by_role("dialog", name="Statistiques")).to_be_visible()
    switch_language(page, "en")
    expect(page.get_by_role("dialog", name="Statistics")).to_be_visible()
    nav = page.get_by_role("navigation", name="Game menu")
    expect(nav.get_by_role("button", name="More", exact=True)).to_be_attached()
    page.get_by_role("dialog", name="Statistics").get_by_role("button", name="Close").click()
    sr.open_position(page, site_url, find(lambda s: s.step == "buy" and s.asked == 0))
    buy = sr.board(page).get_by_role("group", name="Buy")
    expect(buy).to_be_visible()
    switch_language(page, "de")
    expect(sr.board(page).get_by_role("group", name="Kaufen")).to_be_visible()
    sr.open_position(page, site_url, sr.position(6, lambda s: False))
    page.get_by_role("dialog", name="The game is over").get_by_role("button", name="Replay").click()
    expect(sr.board(page).get_by_role("heading", name="Replay of the game")).to_be_visible()
    switch_language(page, "fr")  # the replay viewer is drawn again in French
    expect(sr.board(page).get_by_role("heading", name="Revoir la partie")).to_be_visible()
    expect(sr.board(page).get_by_role("button", name="Retour à la table")).to_be_visible()


def test_on_a_phone_the_piles_and_the_hand_are_on_screen_together_when_taking(game_page: Page, site_url: str):
    page = game_page
    page.set_viewport_size({"width": 375, "height": 760})
    for hand in (2, 7):  # an empty table, and one of a later hand with melds on it
        record = find(lambda s, h=hand: s.turn == 0 and s.step == "take" and s.h == h and (h < 7 or any(s.down)))
        sr.open_position(page, site_url, record)
        stock = sr.button(page, "Draw from the stock")
        discard = sr.board(page).locator(".sr-discard")
        cards = sr.hand_cards(page)
        expect(stock).to_be_in_viewport(ratio=1)
        expect(discard).to_be_in_viewport(ratio=1)
        expect(cards.first).to_be_in_viewport(ratio=1)
        expect(cards.last).to_be_in_viewport(ratio=1)
        assert page.evaluate("document.documentElement.scrollWidth") <= 375
    sr.open_position(page, site_url, find(lambda s: s.step == "buy" and s.asked == 0))  # the buy window too
    expect(sr.board(page).get_by_role("button", name="Buy", exact=True)).to_be_in_viewport(ratio=1)
    expect(sr.board(page).locator(".sr-discard")).to_be_in_viewport(ratio=1)
    expect(sr.hand_cards(page).last).to_be_in_viewport(ratio=1)


HIT = "(el, [x, y]) => { const under = document.elementFromPoint(x, y); return !!under && el.contains(under); }"


def still_box(page: Page, locator) -> dict:  # noqa: ANN001
    """The element's box once the layout has stopped moving (two reads a frame apart agree)."""
    box = locator.bounding_box()
    for _ in range(50):
        page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        again = locator.bounding_box()
        if again == box and box is not None:
            return box
        box = again
    raise AssertionError(f"the layout kept moving under {locator}")


def finger(page: Page, source, target) -> None:  # noqa: ANN001
    """Drag with a finger: touch `source`, slide to the middle of `target` in a few steps, lift
    (touch events through Chromium's input, which makes its own pointer events of a touch)."""
    target.scroll_into_view_if_needed()
    source.scroll_into_view_if_needed()
    a, b = still_box(page, source), still_box(page, target)
    x0, y0 = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2
    x1, y1 = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
    # a person touches what they see: both points must be on the elements, inside the window
    assert source.evaluate(HIT, [x0, y0]), f"the finger's start ({x0:.0f}, {y0:.0f}) is not on the source"
    assert target.evaluate(HIT, [x1, y1]), f"the finger's end ({x1:.0f}, {y1:.0f}) is not on the target"
    # the events carry their own clock, 16 ms apart, and the finger rests at the end before it
    # lifts: a finger still moving fast when it lifts is a fling, and Chromium then takes the next
    # tap as the one that stops the fling, not as a tap
    now = time.time()
    path = [(x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8) for i in range(1, 9)] + [(x1, y1)] * 6
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}],
                                              "timestamp": now})
        for i, (x, y) in enumerate(path, 1):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}],
                                                  "timestamp": now + i * 0.016})
        # the dragged card is drawn under the finger before it lifts, as on a phone
        page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": [],
                                              "timestamp": now + (len(path) + 1) * 0.016})
    finally:
        cdp.detach()


def moved_on(page: Page, at: int) -> str:
    """Wait for the move after the first `at` of the saved game; return it."""
    page.wait_for_function(f"() => +document.querySelector('{sr.BOARD}').dataset.moves > {at}", timeout=sr.TIMEOUT_MS)
    return str(sr.saved_record(page)["moves"][at])


@pytest.mark.browser_context_args(viewport={"width": 820, "height": 1180}, has_touch=True)
def test_a_finger_drags_cards_in_the_hand_onto_a_meld_and_from_the_pile_and_taps_card_then_meld(
        game_page: Page, site_url: str):
    from e2e.test_shanghai_rummy_turns import card_name, one_end_layoff

    page = game_page
    assert page.evaluate("navigator.maxTouchPoints") > 0
    sr.open_position(page, site_url, find(lambda s: s.turn == 0 and s.step == "take" and s.h == 2))
    at = sr.moves(page)
    finger(page, sr.board(page).locator(".sr-discard"), sr.board(page).locator(".sr-hand"))
    assert moved_on(page, at) == "take"
    cards = sr.hand_cards(page)
    first, fifth = cards.nth(0).text_content(), cards.nth(4).text_content()
    finger(page, cards.nth(0), cards.nth(4))
    expect(cards.nth(4)).to_have_text(first)
    expect(cards.nth(3)).to_have_text(fifth)
    expect(cards.nth(4)).to_have_attribute("aria-pressed", "false")  # a drag is not a tap
    cards.nth(4).tap()
    expect(cards.nth(4)).to_have_attribute("aria-pressed", "true")
    cards.nth(4).tap()
    expect(cards.nth(4)).to_have_attribute("aria-pressed", "false")
    record, card, k = one_end_layoff()
    sr.open_position(page, site_url, record)
    at = sr.moves(page)
    by_name = re.compile("^" + re.escape(card_name(card)))
    finger(page, sr.board(page).locator(".sr-hand").get_by_role("button", name=by_name).first,
           sr.board(page).locator(f".sr-meld[data-meld='{k}']"))
    assert moved_on(page, at).startswith(f"lay {C.code(card)} {k}")
    sr.open_position(page, site_url, record)  # the same card again, tapped and then laid off by a tap
    sr.board(page).locator(".sr-hand").get_by_role("button", name=by_name).first.tap()
    lay = sr.board(page).locator(f".sr-meld[data-meld='{k}'] [data-act=lay]:not([aria-disabled])")
    expect(lay).to_have_count(1)
    lay.tap()
    assert moved_on(page, at).startswith(f"lay {C.code(card)} {k}")


def test_a_saved_game_is_exported_deleted_and_imported_again(game_page: Page, site_url: str, tmp_path):  # noqa: ANN001
    page = game_page
    record = find(lambda s: s.turn == 0 and s.step == "take" and s.h == 2)
    sr.open_position(page, site_url, record)
    sr.menu(page, "Saved games")
    dialog = page.get_by_role("dialog", name="Saved games")
    with page.expect_download() as download:
        dialog.get_by_role("button", name=re.compile("^Export")).click()
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    assert '"shanghai-rummy-record"' in saved.read_text(encoding="utf-8")
    dialog.get_by_role("button", name=re.compile("^Delete")).click()
    expect(dialog).to_contain_text("No saved games of Shanghai rummy yet.")  # the window is drawn again
    dialog.get_by_label("Import a game file").set_input_files(str(tmp_path / "game.json"))
    expect(dialog).to_be_hidden()  # the imported game is open on the table
    sr.settle(page)
    assert sr.moves(page) == len(record.state.moves)
    broken = tmp_path / "broken.json"
    broken.write_text("{not a record", encoding="utf-8")
    sr.menu(page, "Saved games")
    dialog.get_by_label("Import a game file").set_input_files(str(broken))
    expect(dialog.get_by_role("alert")).not_to_have_text("")  # why not, in the window
