"""Playing the Shanghai rummy table as a person does, for the browser tests: controls found by
role and name, waits on the board's own markers (data-phase, data-ai), never on sleeps."""

from __future__ import annotations

import itertools
import json
import re

from playwright.sync_api import Locator, Page, expect

from e2e.conftest import seed_storage_script

BOARD = "#board-shanghai-rummy"
TIMEOUT_MS = 120_000
# The table waits for a person, and every style sheet has arrived: the board links its own when it
# first opens, and until it applies, nothing on the table is where it will be.
SETTLED = ("() => { const b = document.querySelector('#board-shanghai-rummy');"
           " return b && ['person', 'hand-end', 'over', 'new'].includes(b.dataset.phase) && b.dataset.ai === 'idle'"
           " && [...document.querySelectorAll('link[rel=stylesheet]')].every((link) => link.sheet); }")


def address(site_url: str, seed: int, pace: str = "instant") -> str:
    """The board's address with the test hooks."""
    return f"{site_url}?seed={seed}&pace={pace}#/shanghai-rummy"


def board(page: Page) -> Locator:
    """The board's host element."""
    return page.locator(BOARD)


def open_board(page: Page, site_url: str, seed: int = 1, pace: str = "instant") -> None:
    """Open the board and wait until Python has drawn it."""
    page.goto(address(site_url, seed, pace))
    page.wait_for_selector("body[data-ready]", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_selector(f"{BOARD}[data-phase]", state="attached", timeout=TIMEOUT_MS)


def new_game(page: Page, who: tuple[str, ...] = ("A person here", "Computer: Regular", "Computer: Regular",
                                                  "Computer: Regular"),
             names: tuple[str, ...] = (), dealer: str = "Drawn by lot") -> None:
    """Fill in the new-game dialog and deal; waits until a person decides."""
    dialog = page.get_by_role("dialog", name="New game")
    if not dialog.is_visible():
        page.get_by_role("button", name="New game", exact=True).click()
    expect(dialog).to_be_visible()
    dialog.get_by_label("Players at the table").select_option(str(len(who)))
    for i, choice in enumerate(who):
        dialog.get_by_label(f"Who plays seat {i + 1}").select_option(label=choice)
        dialog.get_by_label(f"Name for seat {i + 1}").fill(names[i] if i < len(names) else "")
    dialog.get_by_label("First dealer").select_option(label=dealer)
    dialog.get_by_role("button", name="Deal the cards").click()
    expect(dialog).to_be_hidden()
    settle(page)


def menu(page: Page, name: str) -> None:
    """Choose the board's entry `name` from the page's menu: a button of the bar, or an entry of
    its "More" menu (opened first)."""
    nav = page.get_by_role("navigation", name="Game menu")
    plain = nav.get_by_role("button", name=name, exact=True)
    if plain.count():
        plain.click()
        return
    nav.get_by_role("button", name="More", exact=True).click()
    entries = nav.get_by_role("menu").get_by_role("menuitem")
    expect(entries.first).to_be_focused()  # the menu opens on its first entry
    entries.filter(has_text=name).click()


def menu_act(page: Page, act: str) -> None:
    """Choose the board's menu entry that does `act` (in any language): its button in the bar, or
    its entry under "More"."""
    plain = page.locator(f"nav button[data-board-of='shanghai-rummy'][data-act='{act}']")
    if plain.count():
        plain.click()
        return
    page.locator("nav .sr-more [aria-haspopup=menu]").click()
    page.locator(f"nav [role=menuitem][data-act='{act}']").click()


def settle(page: Page) -> str:
    """Wait until the table waits for a person (or a hand's result, or the end); return the phase."""
    page.wait_for_function(SETTLED, timeout=TIMEOUT_MS)
    return str(board(page).get_attribute("data-phase"))


def button(page: Page, name: str | re.Pattern) -> Locator:
    """The board's button with this accessible name."""
    return board(page).get_by_role("button", name=name, exact=isinstance(name, str))


def enabled(locator: Locator) -> bool:
    """Whether a control is usable (not aria-disabled)."""
    return locator.count() > 0 and locator.first.get_attribute("aria-disabled") != "true"


def hand_cards(page: Page) -> Locator:
    """The cards of the hand shown, as buttons."""
    return board(page).locator(".sr-hand button[data-act=card]")


def moves(page: Page) -> int:
    """How many moves the game holds."""
    return int(board(page).get_attribute("data-moves") or 0)


def discard_something(page: Page) -> None:
    """Select cards one by one until Discard is enabled for one, then discard it."""
    cards = hand_cards(page)
    for i in range(cards.count() - 1, -1, -1):
        cards.nth(i).click()
        discard = button(page, re.compile(r"^Discard"))
        if enabled(discard):
            before = moves(page)
            discard.click()
            page.wait_for_function(f"() => +document.querySelector('{BOARD}').dataset.moves > {before}", timeout=TIMEOUT_MS)
            return
        cards.nth(i).click()  # unselect
    raise AssertionError("no card could be discarded")


def lay_off_all(page: Page) -> int:
    """Lay off every card the table highlights as fitting a meld (the highlight setting is on);
    returns how many were laid."""
    laid = 0
    while board(page).get_attribute("data-phase") == "person" and hand_cards(page).count() > 1:
        helps = board(page).locator(".sr-hand button.sr-helps")
        if not board(page).locator(".sr-meld-actions button").count() or not helps.count():
            return laid
        helps.first.click()
        lay = board(page).locator(".sr-meld-actions button[data-act=lay]:not([aria-disabled])")
        if not lay.count():
            return laid
        before = moves(page)
        lay.first.click()
        page.wait_for_function(f"() => +document.querySelector('{BOARD}').dataset.moves > {before}", timeout=TIMEOUT_MS)
        laid += 1
    return laid


def highlight(page: Page, on: bool = True) -> None:
    """Turn the highlight of helpful cards on or off."""
    board(page).get_by_label("Highlight cards that help the contract").set_checked(on)


def play_turn(page: Page, buy: bool = False) -> None:
    """One decision of the person: buy or pass; else take or draw, go down with the proposal, lay
    off what fits, discard."""
    if enabled(button(page, "Buy")):
        button(page, "Buy" if buy else "Pass").click()
        settle(page)
        return
    draw = button(page, "Draw from the stock")
    if enabled(draw):
        before = moves(page)
        draw.click()
        page.wait_for_function(f"() => +document.querySelector('{BOARD}').dataset.moves > {before}", timeout=TIMEOUT_MS)
        if settle(page) != "person" or enabled(button(page, "Buy")):
            return
    if enabled(button(page, "Propose the melds")):
        button(page, "Propose the melds").click()
        down = button(page, "Go down")
        expect(down).not_to_have_attribute("aria-disabled", "true")
        before = moves(page)
        down.click()
        page.wait_for_function(f"() => +document.querySelector('{BOARD}').dataset.moves > {before}", timeout=TIMEOUT_MS)
        if board(page).get_attribute("data-phase") != "person":
            return
    lay_off_all(page)
    if board(page).get_attribute("data-phase") == "person" and hand_cards(page).count():
        discard_something(page)
    settle(page)


def finish_hand(page: Page) -> None:
    """Acknowledge a hand's result."""
    dialog = page.get_by_role("dialog", name=re.compile(r"^Hand \d+ is over"))
    expect(dialog).to_be_visible()
    dialog.get_by_role("button").last.click()
    settle(page)


def saved_record(page: Page) -> dict:
    """The current game's saved record (from localStorage)."""
    raw = page.evaluate("""() => { const id = localStorage.getItem('shanghai-rummy.v1.current');
                                   return localStorage.getItem('shanghai-rummy.v1.game.' + id); }""")
    return json.loads(raw)


def position(seed: int, stop, who: tuple[str, ...] = ("person", "regular", "regular", "regular"),
             names: tuple[str, ...] = ("Zoe", "Anna", "Ben", "Chiara")):  # noqa: ANN001, ANN201
    """A game played by the computer for every seat from a seeded deal until `stop(state)` holds
    (the person's seat is played by the Regular level too): its Record."""
    import random

    from game.shanghai_rummy.ai.levels import choose
    from game.shanghai_rummy.ai.view import SeatViews
    from game.shanghai_rummy.ui.setup import Setup, new_record
    from game.shanghai_rummy.state import State

    record = new_record(Setup(list(who), list(names)), list(names), seed)
    state = record.state
    views = SeatViews(State(state.n, state.dealer0, state.packs, state.decks, state.buys))
    rng = random.Random(seed)
    while not state.over and not stop(state):
        seat = state.current_player()
        move = choose(views.of(seat), "regular", rng)
        views.before(state, move)
        state._apply(move)
        views.after(move)
    return record


def storage_items(record, seen: int | None = None) -> dict[str, str]:  # noqa: ANN001
    """The localStorage items that make `record` the saved game to resume (`seen`: hands whose
    result was acknowledged, by default all finished ones)."""
    from game import saves
    from game.saves.memory import MemoryStorage

    shelf = saves.shelf_for("shanghai-rummy")
    storage = MemoryStorage()
    done = len(record.state.hand_points)
    result = saves.autosave(storage, "g-test", record, record.players, {"seen": done if seen is None else seen},
                            shelf=shelf)
    assert result.ok, result.message
    saves.set_current(storage, "g-test", shelf=shelf)
    return {storage.key(i): storage.getItem(storage.key(i)) for i in range(storage.length)}


_opened = itertools.count()


def open_position(page: Page, site_url: str, record, seen: int | None = None, seed: int = 1,  # noqa: ANN001
                  pace: str = "instant") -> None:
    """Open the board on a saved position, as a returning player would find it: the storage is
    written before the page's first script, so the board boots once (a later reload of the page
    keeps what the board saved since)."""
    n = next(_opened)
    page.add_init_script(seed_storage_script(f"sr-seeded-{n}", storage_items(record, seen)))
    page.goto(address(site_url, seed, pace).replace("#", f"&visit={n}#"))  # a new address: a new page, never a hop
    page.wait_for_selector("body[data-ready]", state="attached", timeout=TIMEOUT_MS)
    page.wait_for_selector(f"{BOARD}[data-phase]", state="attached", timeout=TIMEOUT_MS)
    settle(page)


def take_shots(page: Page, base: str, out, size: str) -> None:  # noqa: ANN001
    """Screenshots of the table's phases (the new-game dialog, a turn, going down, the buy window,
    a hand's result, the score sheet, the ranking)."""
    def shoot(name: str) -> None:
        page.mouse.move(0, 0)
        page.evaluate("document.activeElement && document.activeElement.blur()")
        path = out / f"{size}-rummy-{name}.png"
        page.screenshot(path=str(path))
        print(path)

    open_board(page, base, 5)
    page.evaluate("localStorage.clear()")
    page.reload()
    page.wait_for_selector(f"{BOARD}[data-phase]", state="attached", timeout=TIMEOUT_MS)
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    shoot("new-game")
    mid = position(7, lambda s: s.h == 5 and s.turn == 0 and s.step == "take" and any(s.down))
    open_position(page, base, mid)
    shoot("turn")
    button(page, "Draw from the stock").click()
    settle(page)
    if enabled(button(page, "Propose the melds")):
        button(page, "Propose the melds").click()
    else:
        hand_cards(page).nth(0).click(position={"x": 6, "y": 30})
    shoot("play")
    from e2e.test_shanghai_rummy_turns import find

    late = find(lambda s: s.h >= 3 and s.down[0] and s.turn == 0 and s.step == "play" and len(s.hands[0]) > 2
                and bool(s.table) and len(s.table) >= 3)
    open_position(page, base, late)
    highlight(page)
    hand_cards(page).nth(0).click(position={"x": 6, "y": 30})
    shoot("lay-off")
    buy = find(lambda s: s.step == "buy" and s.asked == 0 and s.h >= 2)
    open_position(page, base, buy)
    shoot("buy")
    ended = position(4, lambda s: s.h == 4)
    open_position(page, base, ended, seen=2)
    shoot("hand-end")
    over = position(6, lambda s: False)
    open_position(page, base, over)
    shoot("ranking")
    page.get_by_role("dialog", name="The game is over").get_by_role("button", name="Score sheet").click()
    shoot("score-sheet")
